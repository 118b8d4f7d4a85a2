// Component tests of 'Mark picked up' with the food-safety checks. Only the services are mocked, at
// the module boundary; the board around the card is in DonationsPage.test.tsx, the real pickup
// against the emulators in tests/integration/lifecycle.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import type { Donation } from '../../services/donation-model';
import { DonationMoveError, markPickedUp, refuseDonation } from '../../services/donation-moves';
import { aSafetyRecord } from '../../testing/food';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { NgoActions } from './DonationActions';
import { aDonation } from './test-donations';

vi.mock('../../services/donation-moves', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-moves')>()),
  markPickedUp: vi.fn(),
  refuseDonation: vi.fn(),
}));

/** The donation the NGO picks up, as the pickup is given it: its id and its donor. */
const PICKING_UP = expect.objectContaining({ id: 'd-1', donorUid: 'donor-uid' });
const CHECKS = ['Kept as stated: Hot (above 60 °C)', 'Packed in clean, covered containers', 'Looks and smells right'];
const CHECKS_NEEDED =
  'Tick all three checks to take the food. If one of them is not right, refuse the food at pickup instead.';

beforeEach(() => {
  vi.clearAllMocks();
});

/** The NGO's actions on one accepted donation (with a safety record unless told otherwise). */
function renderActions(donation: Donation = aDonation({ status: 'accepted' })) {
  const onRefused = vi.fn();
  const rendered = renderWithRouter(
    withQueries(<NgoActions donation={donation} ngoUid="ngo-uid" now={new Date()} onRefused={onRefused} />),
  );
  return { ...rendered, onRefused };
}

async function openPickup(user: ReturnType<typeof renderActions>['user']) {
  await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
  return screen.getByRole('dialog', { name: 'Mark picked up' });
}

describe('Mark picked up: the checks at pickup', () => {
  it('lists the three checks under the use-by, naming the storage the offer states', async () => {
    const useBy = new Date(Date.now() + 2 * 3_600_000);
    const { user } = renderActions(
      aDonation({ status: 'accepted', safety: aSafetyRecord({ storage: 'chilled', useBy }) }),
    );
    const dialog = await openPickup(user);
    const list = within(dialog).getByRole('group', { name: 'Check the food before you take it' });
    expect(list).toHaveAccessibleDescription(`Use by ${formatDateTime(useBy)}`);
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Kept as stated: Chilled (5 °C or below)', CHECKS[1], CHECKS[2]]);
    for (const box of within(list).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    // The volunteer starts with the food: the first check has the focus.
    expect(within(list).getAllByRole('checkbox')[0]).toHaveFocus();
  });

  it('refuses the pickup until all three are ticked, saying so on the list, then sends them', async () => {
    vi.mocked(markPickedUp).mockResolvedValue('sent');
    const { user } = renderActions();
    const dialog = await openPickup(user);
    const list = within(dialog).getByRole('group', { name: 'Check the food before you take it' });
    await user.type(within(dialog).getByLabelText('Pickup code from the donor'), '0427');
    await user.click(within(dialog).getByRole('checkbox', { name: CHECKS[0] }));
    await user.click(within(dialog).getByRole('checkbox', { name: CHECKS[1] }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));

    expect(markPickedUp).not.toHaveBeenCalled();
    await waitFor(() => expect(list).toHaveFocus());
    expect(list).toHaveAccessibleDescription(expect.stringContaining(CHECKS_NEEDED));
    expect(within(dialog).getByRole('checkbox', { name: CHECKS[2] })).toHaveAttribute('aria-invalid', 'true');
    // What was ticked and typed stays.
    expect(within(dialog).getByRole('checkbox', { name: CHECKS[0] })).toBeChecked();
    expect(within(dialog).getByLabelText('Pickup code from the donor')).toHaveValue('0427');

    await user.click(within(dialog).getByRole('checkbox', { name: CHECKS[2] }));
    expect(within(dialog).queryByText(CHECKS_NEEDED)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    expect(markPickedUp).toHaveBeenCalledWith(PICKING_UP, '0427', true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says what is missing on both the list and the code, focusing the list first', async () => {
    const { user } = renderActions();
    const dialog = await openPickup(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    const list = within(dialog).getByRole('group', { name: 'Check the food before you take it' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(within(dialog).getByText(CHECKS_NEEDED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pickup code from the donor')).toHaveAccessibleDescription(
      'Please enter the 4 digits the donor reads out to you.',
    );

    for (const name of CHECKS) await user.click(within(dialog).getByRole('checkbox', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    expect(within(dialog).getByLabelText('Pickup code from the donor')).toHaveFocus();
    expect(markPickedUp).not.toHaveBeenCalled();
  });

  it('keeps the ticks and the dialog open when the code is wrong, and takes the right one', async () => {
    vi.mocked(markPickedUp)
      .mockRejectedValueOnce(new DonationMoveError('code', 'That code is not right. Ask the donor to read it again.'))
      .mockResolvedValueOnce('sent');
    const { user } = renderActions();
    const dialog = await openPickup(user);
    for (const name of CHECKS) await user.click(within(dialog).getByRole('checkbox', { name }));
    const code = within(dialog).getByLabelText('Pickup code from the donor');
    await user.type(code, '1234{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('That code is not right. Ask the donor to read it again.'),
    );
    expect(code).toHaveFocus();
    for (const name of CHECKS) expect(within(dialog).getByRole('checkbox', { name })).toBeChecked();

    await user.clear(code);
    await user.type(code, '0427{Enter}');
    expect(markPickedUp).toHaveBeenLastCalledWith(PICKING_UP, '0427', true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('brings a refusal or a failure fully into view, in a body that scrolls above pinned buttons', async () => {
    // jsdom lays nothing out: what is asked to scroll into view is recorded instead.
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.mocked(markPickedUp)
      .mockRejectedValueOnce(new DonationMoveError('code', 'That code is not right. Ask the donor to read it again.'))
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const { user } = renderActions();
    const dialog = await openPickup(user);
    // The dialog is at most the screen's height; its body scrolls, its buttons stay outside it.
    const body = within(dialog).getByText(/^Ask the donor for the 4-digit pickup code/).parentElement!;
    expect(body).toHaveClass('overflow-y-auto');
    expect(body).not.toContainElement(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    expect(dialog).toHaveClass('max-h-full');

    for (const name of CHECKS) await user.click(within(dialog).getByRole('checkbox', { name }));
    await user.type(within(dialog).getByLabelText('Pickup code from the donor'), '1234{Enter}');
    const refusal = await within(dialog).findByText('That code is not right. Ask the donor to read it again.');
    await waitFor(() => expect(scrolled.some((element) => element.contains(refusal))).toBe(true));

    scrolled.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    const failure = await within(dialog).findByRole('alert');
    await waitFor(() => expect(scrolled.some((element) => element.contains(failure))).toBe(true));
    // @ts-expect-error -- jsdom has none; put back as it was
    delete Element.prototype.scrollIntoView;
  });

  it('shows food without a safety record the dialog it always had: no checks, nothing to tick', async () => {
    vi.mocked(markPickedUp).mockResolvedValue('sent');
    const { user } = renderActions(aDonation({ status: 'accepted', safety: null }));
    const dialog = await openPickup(user);
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Something wrong? Refuse at pickup' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pickup code from the donor')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Pickup code from the donor'), '0427{Enter}');
    expect(markPickedUp).toHaveBeenCalledWith(PICKING_UP, '0427', false);
  });

  it('turns to refusing the food from inside the dialog when something is wrong', async () => {
    vi.mocked(refuseDonation).mockResolvedValue('sent');
    const { user } = renderActions();
    const dialog = await openPickup(user);
    await user.click(within(dialog).getByRole('checkbox', { name: CHECKS[0] }));
    await user.click(within(dialog).getByRole('button', { name: 'Something wrong? Refuse at pickup' }));

    expect(screen.queryByRole('dialog', { name: 'Mark picked up' })).not.toBeInTheDocument();
    const refuse = screen.getByRole('dialog', { name: 'Refuse this food at pickup?' });
    await user.click(within(refuse).getByRole('radio', { name: 'Looks or smells wrong' }));
    await user.click(within(refuse).getByRole('button', { name: 'Refuse food' }));
    expect(refuseDonation).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'd-1', ngoId: 'ngo-uid' }),
      'spoiled',
      '',
    );
    expect(markPickedUp).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark picked up' })).toHaveFocus();
  });

  it('says it all in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'पिकअप कर लिया' }));
    const dialog = screen.getByRole('dialog', { name: 'पिकअप दर्ज करें' });
    const list = within(dialog).getByRole('group', { name: 'खाना लेने से पहले जाँच लें' });
    expect(list).toHaveAccessibleDescription(expect.stringMatching(/तक खा लें$/));
    expect(
      within(list).getByRole('checkbox', { name: 'जैसा बताया गया था, वैसे ही रखा है: गरम (60 °C से ऊपर)' }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'साफ़, ढके डिब्बों में पैक है' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'पिकअप पक्का करें' }));
    expect(
      within(dialog).getByText(
        'खाना लेने के लिए तीनों बातों पर सही का निशान लगाएं। अगर इनमें से कोई बात ठीक नहीं है, तो खाना पिकअप पर लौटा दें।',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'कुछ गड़बड़ है? पिकअप पर लौटाएं' })).toBeInTheDocument();
  });
});
