// Component tests of 'Refuse at pickup'. Only the services are mocked, at the module boundary; the
// board around the card is in DonationsPage.test.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { Donation } from '../../services/donation-model';
import { DonationMoveError, refuseDonation } from '../../services/donation-moves';
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

const HOUR = 3_600_000;
const TITLE = 'Refuse this food at pickup?';
const REASONS = [
  'Not kept as stated',
  'Not packed or covered',
  'Looks or smells wrong',
  'Past its use-by',
  'Another reason',
];

beforeEach(() => {
  vi.clearAllMocks();
});

function renderActions(donation: Donation = aDonation({ status: 'accepted' })) {
  const onRefused = vi.fn();
  const rendered = renderWithRouter(
    withQueries(<NgoActions donation={donation} ngoUid="ngo-uid" now={new Date()} onRefused={onRefused} />),
  );
  return { ...rendered, onRefused };
}

async function openRefusal(user: ReturnType<typeof renderActions>['user']) {
  await user.click(screen.getByRole('button', { name: 'Refuse at pickup' }));
  return screen.getByRole('dialog', { name: TITLE });
}

/** Accepted food whose use-by passed an hour ago. */
const pastUseBy = () =>
  aDonation({
    status: 'accepted',
    safety: aSafetyRecord({ preparedAt: new Date(Date.now() - 5 * HOUR), useBy: new Date(Date.now() - HOUR) }),
  });

describe('Refuse at pickup', () => {
  it('explains what refusing means and asks why, with every reason', async () => {
    const { user } = renderActions();
    const dialog = await openRefusal(user);
    expect(dialog).toHaveAccessibleDescription(
      'Refuse Rice and dal if it is not safe to serve. The donor will see the reason you give. Refused food never counts in the meals served.',
    );
    const reasons = within(dialog).getByRole('group', { name: 'Why are you refusing it?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(REASONS);
    for (const radio of within(reasons).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus();
    expect(within(dialog).getByLabelText('Note for the donor (optional)')).toHaveAccessibleDescription(
      'What was wrong, in a few words (at most 300 characters).',
    );
  });

  it('needs a reason, and a note for ‘Another reason’', async () => {
    vi.mocked(refuseDonation).mockResolvedValue('sent');
    const { user } = renderActions();
    const dialog = await openRefusal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Refuse food' }));
    expect(within(dialog).getByRole('group')).toHaveAccessibleDescription('Choose why you are refusing the food.');
    expect(within(dialog).getByRole('radio', { name: REASONS[0] })).toHaveFocus();
    expect(refuseDonation).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    const note = within(dialog).getByLabelText('Note for the donor');
    expect(note).toHaveAttribute('aria-required', 'true');
    await user.type(note, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse food' }));
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('Say what was wrong: ‘Another reason’ needs a note.'),
    );
    expect(note).toHaveFocus();
    expect(refuseDonation).not.toHaveBeenCalled();

    await user.type(note, 'Nobody was there to hand it over');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse food' }));
    expect(refuseDonation).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'd-1', ngoId: 'ngo-uid' }),
      'other',
      'Nobody was there to hand it over',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the reason with an optional note, pending until it is done', async () => {
    let finish: () => void = () => {};
    vi.mocked(refuseDonation).mockImplementation(() => new Promise((resolve) => (finish = () => resolve('sent'))));
    const { user } = renderActions();
    const dialog = await openRefusal(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Not kept as stated' }));
    await user.type(within(dialog).getByLabelText('Note for the donor (optional)'), 'Lukewarm, not hot');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse food' }));
    expect(refuseDonation).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'd-1', ngoId: 'ngo-uid' }),
      'temperature',
      'Lukewarm, not hot',
    );
    const button = within(dialog).getByRole('button', { name: /Refuse food/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Escape does not close it while the refusal is on its way.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the note to 300 characters', async () => {
    const { user } = renderActions();
    const dialog = await openRefusal(user);
    expect(within(dialog).getByLabelText('Note for the donor (optional)')).toHaveAttribute('maxlength', '300');
  });

  it('shows a failure in plain words, keeps what was chosen, and Try again sends it again', async () => {
    const unavailable = Object.assign(new Error('unavailable'), { code: 'unavailable' });
    vi.mocked(refuseDonation).mockRejectedValueOnce(unavailable).mockResolvedValueOnce('sent');
    const { user } = renderActions();
    const dialog = await openRefusal(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Not packed or covered' }));
    await user.type(within(dialog).getByLabelText('Note for the donor (optional)'), 'Open trays');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse food' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not reach the server. Check your connection and try again. Your reason and note are kept.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Not packed or covered' })).toBeChecked();
    expect(within(dialog).getByLabelText('Note for the donor (optional)')).toHaveValue('Open trays');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(refuseDonation).toHaveBeenCalledTimes(2);
    expect(refuseDonation).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'd-1' }), 'packing', 'Open trays');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes and tells the board when the donation moved on meanwhile', async () => {
    vi.mocked(refuseDonation).mockRejectedValue(
      new DonationMoveError('cancelled', 'The donor cancelled this donation.'),
    );
    const { user, onRefused } = renderActions();
    const dialog = await openRefusal(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Looks or smells wrong' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuse food' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onRefused).toHaveBeenCalledWith('The donor cancelled this donation.');
  });

  it('closes with Cancel, nothing sent, focus back on Refuse at pickup', async () => {
    const { user } = renderActions();
    const dialog = await openRefusal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuse at pickup' })).toHaveFocus();
    expect(refuseDonation).not.toHaveBeenCalled();
  });

  it('offers only Refuse for accepted food past its use-by, with that reason chosen', async () => {
    vi.mocked(refuseDonation).mockResolvedValue('sent');
    const { user } = renderActions(pastUseBy());
    expect(screen.queryByRole('button', { name: 'Mark picked up' })).not.toBeInTheDocument();
    expect(screen.getByText(/past its use-by time, so it can no longer be picked up/)).toBeInTheDocument();
    const dialog = await openRefusal(user);
    const expired = within(dialog).getByRole('radio', { name: 'Past its use-by' });
    expect(expired).toBeChecked();
    expect(expired).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Refuse food' }));
    expect(refuseDonation).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'd-1', ngoId: 'ngo-uid' }),
      'expired',
      '',
    );
  });

  it('says it all in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'पिकअप पर लौटाएं' }));
    const dialog = screen.getByRole('dialog', { name: 'यह खाना पिकअप पर लौटाएं?' });
    expect(dialog).toHaveAccessibleDescription(
      'अगर Rice and dal परोसने के लिए सुरक्षित नहीं है, तो उसे लौटा दें। आप जो कारण बताएंगे, वह दाता को दिखेगा। लौटाया गया खाना परोसे गए भोजन में कभी नहीं गिना जाता।',
    );
    const reasons = within(dialog).getByRole('group', { name: 'आप इसे क्यों लौटा रहे हैं?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'जैसा बताया गया था, वैसे नहीं रखा गया था',
      'पैक या ढका हुआ नहीं था',
      'देखने या सूंघने में ख़राब लगा',
      'खा सकने का समय निकल चुका था',
      'कोई और कारण',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'खाना लौटाएं' }));
    expect(reasons).toHaveAccessibleDescription('खाना लौटाने का कारण चुनें।');
    await user.click(within(dialog).getByRole('radio', { name: 'कोई और कारण' }));
    await user.click(within(dialog).getByRole('button', { name: 'खाना लौटाएं' }));
    expect(within(dialog).getByLabelText('दाता के लिए नोट')).toHaveAccessibleDescription(
      expect.stringContaining('बताएं कि क्या गड़बड़ थी: ‘कोई और कारण’ चुनने पर नोट ज़रूरी है।'),
    );
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
