// Component tests of 'Mark delivered' with the meals served. Only the services are mocked, at the
// module boundary; the board around the card is in DonationsPage.test.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { Donation } from '../../services/donation-model';
import { DonationMoveError, markDelivered } from '../../services/donation-moves';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { NgoActions } from './DonationActions';
import { aDonation } from './test-donations';

vi.mock('../../services/donation-moves', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-moves')>()),
  markDelivered: vi.fn(),
}));

const SERVED = 'How many meals were served?';
const DISPOSAL = 'Food for Disposal — why was the rest not served?';

beforeEach(() => {
  vi.clearAllMocks();
});

const pickedUp = (overrides: Partial<Donation> = {}) =>
  aDonation({ status: 'picked_up', handoverCode: '0427', ...overrides });

function renderActions(donation: Donation = pickedUp()) {
  const onRefused = vi.fn();
  const rendered = renderWithRouter(
    withQueries(<NgoActions donation={donation} ngoUid="ngo-uid" now={new Date()} onRefused={onRefused} />),
  );
  return { ...rendered, onRefused };
}

async function openDelivery(user: ReturnType<typeof renderActions>['user']) {
  await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
  return screen.getByRole('dialog', { name: 'Mark delivered' });
}

describe('Mark delivered: the meals served', () => {
  it('asks how many meals were served, all of them to start with, and says the totals count those', async () => {
    vi.mocked(markDelivered).mockResolvedValue('sent');
    const donation = pickedUp();
    const { user } = renderActions(donation);
    const dialog = await openDelivery(user);
    expect(dialog).toHaveAccessibleDescription(
      'Record how much of Rice and dal was served. FoodBridge’s public totals count the meals served, not the meals offered.',
    );
    const served = within(dialog).getByLabelText(SERVED);
    expect(served).toHaveValue(40);
    expect(served).toHaveFocus();
    expect(served).toHaveAccessibleDescription('A whole number from 0 to 40 (the meals offered).');
    expect(within(dialog).queryByLabelText(DISPOSAL)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(markDelivered).toHaveBeenCalledWith(donation, { mealsServed: 40, disposalReason: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needs the reason for Food for Disposal when fewer were served, and sends both', async () => {
    vi.mocked(markDelivered).mockResolvedValue('sent');
    const donation = pickedUp();
    const { user } = renderActions(donation);
    const dialog = await openDelivery(user);
    const served = within(dialog).getByLabelText(SERVED);
    await user.clear(served);
    await user.type(served, '32');
    const reason = within(dialog).getByLabelText(DISPOSAL);
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(
        'food that is not fit to serve goes into a separate container marked ‘Food for Disposal’',
      ),
    );
    expect(reason).toHaveAttribute('maxlength', '300');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why the rest of the food was not served.'));
    expect(reason).toHaveFocus();
    expect(markDelivered).not.toHaveBeenCalled();

    await user.type(reason, 'Eight portions had gone sour');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(markDelivered).toHaveBeenCalledWith(donation, {
      mealsServed: 32,
      disposalReason: 'Eight portions had gone sour',
    });
  });

  it('keeps the reason typed when the count goes back up and down, and sends none when all were served', async () => {
    vi.mocked(markDelivered).mockResolvedValue('sent');
    const donation = pickedUp();
    const { user } = renderActions(donation);
    const dialog = await openDelivery(user);
    const served = within(dialog).getByLabelText(SERVED);
    await user.clear(served);
    await user.type(served, '0');
    await user.type(within(dialog).getByLabelText(DISPOSAL), 'All of it was spoiled');
    await user.clear(served);
    await user.type(served, '40');
    expect(within(dialog).queryByLabelText(DISPOSAL)).not.toBeInTheDocument();
    await user.clear(served);
    await user.type(served, '0');
    expect(within(dialog).getByLabelText(DISPOSAL)).toHaveValue('All of it was spoiled');
    await user.clear(served);
    await user.type(served, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(markDelivered).toHaveBeenCalledWith(donation, { mealsServed: 40, disposalReason: '' });
  });

  it.each(['41', '-1', '2.5', ''])('refuses %j meals served', async (value) => {
    const { user } = renderActions();
    const dialog = await openDelivery(user);
    const served = within(dialog).getByLabelText(SERVED);
    await user.clear(served);
    if (value) await user.type(served, value);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(served).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of meals from 0 to 40.'));
    expect(served).toHaveFocus();
    expect(markDelivered).not.toHaveBeenCalled();
  });

  it('shows a failure in plain words, keeps what was typed, and Try again sends it again', async () => {
    const unavailable = Object.assign(new Error('unavailable'), { code: 'unavailable' });
    let finish: () => void = () => {};
    vi.mocked(markDelivered)
      .mockRejectedValueOnce(unavailable)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve('sent'))));
    const donation = pickedUp();
    const { user } = renderActions(donation);
    const dialog = await openDelivery(user);
    const served = within(dialog).getByLabelText(SERVED);
    await user.clear(served);
    await user.type(served, '35');
    await user.type(within(dialog).getByLabelText(DISPOSAL), 'Five spilled on the way');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again. What you typed is kept.',
    );
    expect(served).toHaveValue(35);

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(markDelivered).toHaveBeenCalledTimes(2);
    expect(markDelivered).toHaveBeenLastCalledWith(donation, {
      mealsServed: 35,
      disposalReason: 'Five spilled on the way',
    });
    expect(within(dialog).getByRole('button', { name: /Confirm delivery|Try again/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes and tells the board when the donation moved on meanwhile', async () => {
    vi.mocked(markDelivered).mockRejectedValue(new DonationMoveError('moved', 'This donation is already delivered.'));
    const { user, onRefused } = renderActions();
    const dialog = await openDelivery(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onRefused).toHaveBeenCalledWith('This donation is already delivered.');
  });

  it('delivers food without a safety record at once, as before', async () => {
    vi.mocked(markDelivered).mockResolvedValue('sent');
    const donation = pickedUp({ safety: null });
    const { user } = renderActions(donation);
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(markDelivered).toHaveBeenCalledWith(donation);
  });

  it('says it all in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderActions(pickedUp({ meals: 1200 }));
    await user.click(screen.getByRole('button', { name: 'पहुँचा दिया' }));
    const dialog = screen.getByRole('dialog', { name: 'खाना पहुँचा दिया' });
    const served = within(dialog).getByLabelText('कितने भोजन परोसे गए?');
    expect(served).toHaveAccessibleDescription('0 से 1,200 तक की पूरी संख्या (दान में मिले भोजन)।');
    await user.clear(served);
    await user.type(served, '1000');
    const reason = within(dialog).getByLabelText('फेंकने वाला खाना (Food for Disposal) — बाकी खाना क्यों नहीं परोसा गया?');
    await user.click(within(dialog).getByRole('button', { name: 'पक्का करें: खाना पहुँच गया' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('बताएं कि बाकी खाना क्यों नहीं परोसा गया।'));
  });
});
