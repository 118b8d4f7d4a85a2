// Component tests of /donations. Only the services are mocked, at the module boundary
// (src/services/donation-boards and donation-near: the live listeners; donation-moves: the moves;
// donation-offer: the pickup code; src/services/ngos: the admin's NGO names and the profiles of the
// NGOs a donor's offers wait on). The real listeners and moves run against the emulators in
// tests/integration/lifecycle.test.ts and end to end in tests/e2e/lifecycle.spec.ts.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { AuthUser, Role } from '../../lib/auth-context';
import type { Donation, DonationsListener, ErrorListener } from '../../services/donation-model';
import { getHandoverCode } from '../../services/donation-offer';
import { watchAllDonations, watchDonorDonations, watchNgoDonations } from '../../services/donation-boards';
import { watchOpenOffersFor, NOT_ACTIVE, NO_LOCATION } from '../../services/donation-near';
import {
  DonationMoveError,
  acceptDonation,
  cancelDonation,
  declineDonation,
  markDelivered,
  markPickedUp,
  refuseDonation,
  recordNoShow,
} from '../../services/donation-moves';
import { getNgo, listNgos, ngoFromData } from '../../services/ngos';
import { watchCodeTries } from '../../services/pickup-code-tries';
import { aSafetyRecord } from '../../testing/food';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { loadDonationDraft } from './donation-draft';
import { toLocalDateTimeValue } from './datetime-values';
import { DonationsPage } from './DonationsPage';
import { aDonation, expired } from './test-donations';

vi.mock('../../services/donation-offer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-offer')>()),
  getHandoverCode: vi.fn(),
}));

vi.mock('../../services/donation-boards', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-boards')>()),
  watchDonorDonations: vi.fn(),
  watchNgoDonations: vi.fn(),
  watchAllDonations: vi.fn(),
}));

// The boards' regular offers (none here): their own tests are SeriesBoards.test.tsx.
vi.mock('../../services/series', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/series')>()),
  watchDonorSeries: vi.fn((_uid: string, onData: (series: never[]) => void) => {
    onData([]);
    return () => undefined;
  }),
  watchNgoSeries: vi.fn((_uid: string, onData: (series: never[]) => void) => {
    onData([]);
    return () => undefined;
  }),
  watchSeriesDays: vi.fn(() => () => undefined),
}));

vi.mock('../../services/donation-near', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-near')>()),
  watchOpenOffersFor: vi.fn(),
}));

vi.mock('../../services/donation-moves', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-moves')>()),
  acceptDonation: vi.fn(),
  declineDonation: vi.fn(),
  markPickedUp: vi.fn(),
  markDelivered: vi.fn(),
  cancelDonation: vi.fn(),
  refuseDonation: vi.fn(),
  recordNoShow: vi.fn(async () => true),
}));
// The NGO's tries at the code, live: the test says what the listener answers.
vi.mock('../../services/pickup-code-tries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/pickup-code-tries')>()),
  watchCodeTries: vi.fn(() => () => undefined),
}));
// The feedback under delivered cards (Feedback.test.tsx tests it): none given yet.
vi.mock('../../services/feedback', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/feedback')>()),
  watchFeedback: vi.fn((_of: unknown, onData: (feedback: Map<string, never>) => void) => {
    onData(new Map<string, never>());
    return () => undefined;
  }),
}));
// The boards' reliability lines (Reliability.test.tsx tests them): nothing recorded yet.
vi.mock('../../services/records', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/records')>()),
  watchLateCancels: vi.fn(() => () => undefined),
  watchNgoRecord: vi.fn(() => () => undefined),
}));
vi.mock('../../services/ngos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngos')>()),
  listNgos: vi.fn(),
  getNgo: vi.fn(),
}));

/** A fake live list: the test pushes snapshots and errors to whoever listens now. */
interface Feed {
  calls: number;
  unsubscribed: number;
  emit: (donations: Donation[], meta?: { fromCache: boolean }) => void;
  fail: (error: Error) => void;
}

function feed(): Feed & { listen: (onData: DonationsListener, onError: ErrorListener) => () => void } {
  let current: { onData: DonationsListener; onError: ErrorListener } | null = null;
  const f = {
    calls: 0,
    unsubscribed: 0,
    emit: (donations: Donation[], meta?: { fromCache: boolean }) => act(() => current?.onData(donations, meta)),
    fail: (error: Error) => act(() => current?.onError(error)),
    listen: (onData: DonationsListener, onError: ErrorListener) => {
      f.calls += 1;
      current = { onData, onError };
      return () => {
        f.unsubscribed += 1;
      };
    },
  };
  return f;
}

let donorFeed: ReturnType<typeof feed>;
let ngoFeed: ReturnType<typeof feed>;
let openFeed: ReturnType<typeof feed>;
let allFeed: ReturnType<typeof feed>;

/** The donation the NGO picks up, as the pickup is given it: its id and its donor. */
const PICKING_UP = expect.objectContaining({ id: 'd-1', donorUid: 'donor-uid' });
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  vi.clearAllMocks();
  donorFeed = feed();
  ngoFeed = feed();
  openFeed = feed();
  allFeed = feed();
  vi.mocked(watchDonorDonations).mockImplementation((_uid, onData, onError) => donorFeed.listen(onData, onError));
  vi.mocked(watchNgoDonations).mockImplementation((_uid, onData, onError) => ngoFeed.listen(onData, onError));
  // The open offers arrive as NearbyOffer lists (Donation & { distanceKm }) or as one of the
  // service's states; the feed passes on whatever a test emits.
  vi.mocked(watchOpenOffersFor).mockImplementation((_uid, onData, onError) =>
    openFeed.listen(onData as DonationsListener, onError),
  );
  vi.mocked(watchAllDonations).mockImplementation((_filter, onData, onError) => allFeed.listen(onData, onError));
  vi.mocked(listNgos).mockResolvedValue({ ngos: [], next: null });
  vi.mocked(getNgo).mockImplementation(async (id) => registeredNgo(id));
  vi.mocked(getHandoverCode).mockResolvedValue('0427');
  sessionStorage.clear();
});

/** A registered NGO's public profile: verified, not suspended, unless told otherwise. */
const registeredNgo = (id: string, fields: Record<string, unknown> = {}) =>
  ngoFromData(id, { nameOrg: 'Roti Ghar Trust', ownerUid: id, verified: true, ...fields });

const PEOPLE: Record<Role, AuthUser> = {
  donor: { uid: 'donor-uid', email: 'donor@example.org', displayName: 'Asha Donor' },
  ngo: { uid: 'ngo-uid', email: 'ngo@example.org', displayName: 'Ravi NGO' },
  admin: { uid: 'admin-uid', email: 'admin@example.org', displayName: 'Meera Admin' },
};

function renderAs(role: Role) {
  return renderWithRouter(withQueries(<DonationsPage />), { path: '/donations', auth: { user: PEOPLE[role], role } });
}

/** The card of the donation with this food. */
const card = (food: string) => screen.getByRole('article', { name: food });

/** One donation per state, with foods A, B, C … in that order. */
const oneInEach = (...states: Donation['status'][]) =>
  states.map((status, i) => aDonation({ id: String(i + 1), food: String.fromCharCode(65 + i), status }));

/** An NGO's board with these donations of its own and no open offers. */
function boardWith(...donations: Donation[]) {
  const rendered = renderAs('ngo');
  ngoFeed.emit(donations);
  openFeed.emit([]);
  return rendered;
}

async function declineFirstOffer(user: ReturnType<typeof renderAs>['user']) {
  await user.click(screen.getByRole('button', { name: 'Decline' }));
  await user.click(screen.getByRole('button', { name: 'Decline offer' }));
}

describe('/donations for a donor', () => {
  it('shows a skeleton, then the donations newest first with NGO, food, meals, place, by when, state and history', async () => {
    renderAs('donor');
    expect(screen.getByText('Loading donations…')).toBeInTheDocument();
    expect(watchDonorDonations).toHaveBeenCalledWith('donor-uid', expect.any(Function), expect.any(Function));

    donorFeed.emit([
      aDonation({ id: 'd-2', food: 'Veg biryani', meals: 25, ngoId: null, ngoName: '' }),
      aDonation({
        id: 'd-1',
        status: 'accepted',
        acceptedAt: new Date(2025, 10, 22, 10, 20),
        readyBy: new Date(2099, 0, 5, 18, 30),
      }),
    ]);

    expect(screen.queryByText('Loading donations…')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Veg biryani',
      'Rice and dal',
    ]);
    const rice = within(card('Rice and dal'));
    expect(rice.getByText('To Roti Ghar Trust')).toBeInTheDocument();
    expect(rice.getByText('40')).toBeInTheDocument();
    expect(await rice.findByText('18 Residency Road')).toBeInTheDocument();
    expect(rice.getByText(/2099/)).toBeInTheDocument();
    expect(rice.getByText('Accepted')).toHaveAttribute('data-state', 'accepted');
    expect(rice.getByText(/Offered 22 Nov, 10:05 · Accepted by Roti Ghar Trust 10:20/)).toBeInTheDocument();
    expect(within(card('Veg biryani')).getByText('To any verified NGO (open offer)')).toBeInTheDocument();
    expect(within(card('Veg biryani')).getByText('Waiting for an NGO')).toHaveAttribute('data-state', 'offered');
  });

  it('uses one badge per state: offered, accepted, picked up, delivered, declined, cancelled, expired', () => {
    renderAs('donor');
    donorFeed.emit([
      ...oneInEach('offered', 'accepted', 'picked_up', 'delivered', 'declined', 'cancelled'),
      expired({ id: '7', food: 'G' }),
    ]);
    const badges = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((food) => {
      const badge = card(food).querySelector('[data-state]');
      return [badge?.textContent, badge?.className.match(/bg-state-\w+/)?.[0]];
    });
    expect(badges).toEqual([
      ['Waiting for an NGO', 'bg-state-offered'],
      ['Accepted', 'bg-state-accepted'],
      ['Picked up', 'bg-state-picked'],
      ['Delivered', 'bg-state-delivered'],
      ['Declined', 'bg-state-closed'],
      ['Cancelled', 'bg-state-closed'],
      ['Expired', 'bg-state-expired'],
    ]);
  });

  it('follows the NGO live: a new state shows without a reload', () => {
    renderAs('donor');
    donorFeed.emit([aDonation()]);
    expect(within(card('Rice and dal')).getByText('Waiting for an NGO')).toBeInTheDocument();
    donorFeed.emit([
      aDonation({
        status: 'picked_up',
        acceptedAt: new Date(2025, 10, 22, 10, 20),
        pickedUpAt: new Date(2025, 10, 22, 11, 0),
      }),
    ]);
    expect(within(card('Rice and dal')).getByText('Picked up')).toBeInTheDocument();
    expect(within(card('Rice and dal')).getByText(/Picked up 11:00/)).toBeInTheDocument();
    expect(watchDonorDonations).toHaveBeenCalledTimes(1);
  });

  it('has an empty state that leads to the NGO list', () => {
    renderAs('donor');
    donorFeed.emit([]);
    expect(screen.getByText('No donations yet — find an NGO to donate to')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an NGO' })).toHaveAttribute('href', '/ngoList');
  });

  it('says plainly when the list cannot load, and Retry listens again', async () => {
    const { user } = renderAs('donor');
    donorFeed.fail(firebaseError('unavailable'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load the donations. We could not reach the server.');
    expect(alert).not.toHaveTextContent('unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(donorFeed.calls).toBe(2);
    expect(donorFeed.unsubscribed).toBe(1);
    donorFeed.emit([aDonation()]);
    expect(card('Rice and dal')).toBeInTheDocument();
  });

  it('cancels an offered donation only after confirming in a dialog', async () => {
    vi.mocked(cancelDonation).mockResolvedValue('sent');
    const { user } = renderAs('donor');
    donorFeed.emit([aDonation()]);
    await user.click(within(card('Rice and dal')).getByRole('button', { name: 'Cancel donation' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this donation?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelDonation).not.toHaveBeenCalled();

    await user.click(within(card('Rice and dal')).getByRole('button', { name: 'Cancel donation' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel donation' }));
    // The donation itself: an accepted one counts in the donor's own record.
    expect(cancelDonation).toHaveBeenCalledWith(expect.objectContaining({ id: 'd-1', status: 'offered' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with a plain message when cancelling fails', async () => {
    vi.mocked(cancelDonation).mockRejectedValue(new DonationMoveError('moved', 'This donation is already picked up.'));
    const { user } = renderAs('donor');
    donorFeed.emit([aDonation({ status: 'accepted' })]);
    await user.click(within(card('Rice and dal')).getByRole('button', { name: 'Cancel donation' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel donation' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This donation is already picked up.');
  });

  it('tells the donor the NGO’s tries at the code, live; a listener that fails says so and Retry listens again', async () => {
    let attempt = 0;
    vi.mocked(watchCodeTries).mockImplementation((_id, onData, onError) => {
      attempt += 1;
      if (attempt === 1) onError(Object.assign(new Error('unavailable'), { code: 'unavailable' }));
      else onData({ used: 1, synced: true });
      return () => undefined;
    });
    const { user } = renderAs('donor');
    donorFeed.emit([aDonation({ status: 'accepted' })]);
    const mine = card('Rice and dal');
    const failed = await within(mine).findByRole('alert');
    expect(failed).toHaveTextContent(/^We could not follow the NGO’s tries at the code\./);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await within(mine).findByText('The NGO has tried a code 1 of 5 times.')).toBeInTheDocument();
    expect(within(mine).queryByRole('alert')).toBeNull();
  });

  it('shows the pickup code, large, on an accepted donation, to read out to the NGO', async () => {
    renderAs('donor');
    donorFeed.emit(oneInEach('offered', 'accepted', 'picked_up'));
    const accepted = card('B');
    const code = await within(accepted).findByText('0427');
    expect(code.closest('p')).toHaveTextContent(
      /^Pickup code 04270 4 2 7 — read it out to the NGO when they collect the food\.$/,
    );
    // A screen reader reads it digit by digit.
    expect(within(accepted).getByText('0 4 2 7')).toHaveClass('sr-only');
    expect(code).toHaveAttribute('aria-hidden', 'true');
    expect(code).toHaveClass('text-4xl');
    expect(getHandoverCode).toHaveBeenCalledTimes(1);
    expect(getHandoverCode).toHaveBeenCalledWith('2');
    expect(within(card('A')).queryByText(/Pickup code/)).not.toBeInTheDocument();
    expect(within(card('C')).queryByText(/Pickup code/)).not.toBeInTheDocument();
  });

  it('puts who accepted, their phone as a call link and the code at the top of an accepted card', async () => {
    vi.mocked(getNgo).mockImplementation(async (id) => registeredNgo(id, { phone: '9876500022' }));
    renderAs('donor');
    donorFeed.emit([aDonation({ status: 'accepted' })]);
    const accepted = within(card('Rice and dal'));
    const top = await accepted.findByRole('region', { name: 'Accepted by Roti Ghar Trust' });
    expect(await within(top).findByRole('link', { name: '98765 00022' })).toHaveAttribute('href', 'tel:+919876500022');
    expect(await within(top).findByText('0427')).toBeInTheDocument();
    // Above the food's details: the first thing under the title.
    const details = accepted.getByText('Meals');
    expect(top.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('calls the NGO on its WhatsApp number when it gave no other, and shows no number when it gave none', async () => {
    vi.mocked(getNgo).mockImplementation(async (id) =>
      registeredNgo(id, id === 'wa' ? { whatsapp: '9123456780' } : {}),
    );
    renderAs('donor');
    donorFeed.emit([
      aDonation({ id: 'a', food: 'A', status: 'accepted', ngoId: 'wa' }),
      aDonation({ id: 'b', food: 'B', status: 'accepted', ngoId: 'none' }),
    ]);
    expect(await within(card('A')).findByRole('link', { name: '91234 56780' })).toHaveAttribute(
      'href',
      'tel:+919123456780',
    );
    await within(card('B')).findByText('0427');
    expect(within(card('B')).queryByRole('link', { name: /^\d/ })).not.toBeInTheDocument();
  });

  it('tells the donor live when an NGO accepts an offer, in a notice and in the tab title, until dismissed', async () => {
    const title = 'FoodBridge — Connecting Excess to Empathy';
    document.title = title;
    const { user } = renderAs('donor');
    // Accepted before the board opened: on its card, not news.
    donorFeed.emit([aDonation({ id: 'old', food: 'Old', status: 'accepted' })], { fromCache: false });
    donorFeed.emit([aDonation({ id: 'old', food: 'Old', status: 'accepted' }), aDonation({ food: 'Rice and dal' })]);
    expect(screen.queryByText(/accepted your offer/)).not.toBeInTheDocument();
    expect(document.title).toBe(title);

    donorFeed.emit([
      aDonation({ id: 'old', food: 'Old', status: 'accepted' }),
      aDonation({ food: 'Rice and dal', status: 'accepted', acceptedAt: new Date() }),
    ]);
    expect(
      screen.getByText(
        'Roti Ghar Trust accepted your offer. Their phone and your pickup code are at the top of its card.',
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe(`Accepted · ${title}`);

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText(/accepted your offer/)).not.toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('shows no code for a donation from before pickup codes, and says so when the code cannot load', async () => {
    vi.mocked(getHandoverCode).mockResolvedValueOnce(null).mockRejectedValueOnce(firebaseError('unavailable'));
    const { user } = renderAs('donor');
    donorFeed.emit([
      aDonation({ id: 'old', food: 'Old', status: 'accepted', time: '6 pm' }),
      aDonation({ id: 'new', food: 'New', status: 'accepted' }),
    ]);
    const alert = await within(card('New')).findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not load the pickup code. We could not reach the server. Check your connection and try again.',
    );
    expect(within(card('Old')).queryByText(/Pickup code/)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Load the pickup code again' }));
    expect(await within(card('New')).findByText('0427')).toBeInTheDocument();
  });

  it('offers Cancel only while offered or accepted', () => {
    renderAs('donor');
    donorFeed.emit(oneInEach('offered', 'accepted', 'picked_up', 'delivered', 'cancelled'));
    const cancellable = ['A', 'B', 'C', 'D', 'E'].filter(
      (food) => within(card(food)).queryByRole('button', { name: 'Cancel donation' }) !== null,
    );
    expect(cancellable).toEqual(['A', 'B']);
  });
});

describe('/donations for a donor: Needs a new NGO', () => {
  it('reads each addressed NGO once, and shows nothing new while it can take the donations', async () => {
    renderAs('donor');
    donorFeed.emit([
      aDonation({ id: '1', food: 'A' }),
      aDonation({ id: '2', food: 'B', status: 'accepted' }),
      aDonation({ id: '3', food: 'C', ngoId: 'other-ngo' }),
      aDonation({ id: '4', food: 'D', ngoId: 'third-ngo', status: 'delivered' }),
      aDonation({ id: '5', food: 'E', ngoId: null, ngoName: '' }),
    ]);
    await waitFor(() => expect(getNgo).toHaveBeenCalledTimes(2));
    expect(
      vi
        .mocked(getNgo)
        .mock.calls.map(([id]) => id)
        .sort(),
    ).toEqual(['ngo-uid', 'other-ngo']);
    expect(screen.queryByText('Needs a new NGO')).not.toBeInTheDocument();
  });

  it.each([
    [
      'is not verified (again)',
      { verified: false, reverify: true },
      'is waiting for FoodBridge to check its details again',
    ],
    ['is suspended', { suspended: true }, 'cannot collect donations on FoodBridge at the moment'],
  ])('says so on an offered or accepted donation whose NGO %s', async (_what, fields, why) => {
    vi.mocked(getNgo).mockImplementation(async (id) => registeredNgo(id, fields));
    renderAs('donor');
    donorFeed.emit(oneInEach('offered', 'accepted', 'picked_up', 'cancelled'));
    const section = await within(card('A')).findByRole('region', { name: 'Needs a new NGO' });
    expect(section).toHaveTextContent(`Roti Ghar Trust ${why}`);
    expect(section).toHaveTextContent(
      'Offer your food to another NGO: Offer again cancels this offer and opens Donate Food with your details filled in.',
    );
    expect(within(card('B')).getByRole('region', { name: 'Needs a new NGO' })).toBeInTheDocument();
    // The accepted one shows no pickup code: nobody should be read it until it is offered again.
    expect(within(card('B')).queryByText(/pickup code/i)).not.toBeInTheDocument();
    expect(within(card('C')).queryByRole('region', { name: 'Needs a new NGO' })).not.toBeInTheDocument();
    expect(within(card('D')).queryByRole('region', { name: 'Needs a new NGO' })).not.toBeInTheDocument();
  });

  it('says so when the NGO is gone, but not for a sample NGO without an account', async () => {
    vi.mocked(getNgo).mockImplementation(async (id) =>
      id === 'gone-ngo' ? null : ngoFromData(id, { nameOrg: 'Sample Kitchen', verified: false }),
    );
    renderAs('donor');
    donorFeed.emit([
      aDonation({ id: '1', food: 'A', ngoId: 'gone-ngo', ngoName: 'Closed Trust' }),
      aDonation({ id: '2', food: 'B', ngoId: 'sample-ngo', ngoName: 'Sample Kitchen' }),
    ]);
    const section = await within(card('A')).findByRole('region', { name: 'Needs a new NGO' });
    expect(section).toHaveTextContent('Closed Trust is no longer on FoodBridge.');
    await waitFor(() => expect(getNgo).toHaveBeenCalledWith('sample-ngo'));
    expect(within(card('B')).queryByRole('region', { name: 'Needs a new NGO' })).not.toBeInTheDocument();
  });

  it('Offer again cancels the donation and opens Donate Food with its details filled in', async () => {
    vi.mocked(getNgo).mockImplementation(async (id) => registeredNgo(id, { suspended: true }));
    vi.mocked(cancelDonation).mockRejectedValueOnce(firebaseError('unavailable')).mockResolvedValueOnce('sent');
    const readyBy = new Date(Date.now() + 5 * 3_600_000);
    const { user, router } = renderAs('donor');
    donorFeed.emit([aDonation({ status: 'accepted', readyBy, meals: 250, phone: '9123456780' })]);
    const section = await within(card('Rice and dal')).findByRole('region', { name: 'Needs a new NGO' });
    await user.click(within(section).getByRole('button', { name: 'Offer again' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server.');
    expect(router.state.location.pathname).toBe('/donations');
    expect(loadDonationDraft()).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery'));
    // Its NGO stopped taking donations: the cancel does not count against the donor.
    expect(cancelDonation).toHaveBeenCalledWith(expect.objectContaining({ id: 'd-1' }), { ngoStopped: true });
    expect(router.state.location.state).toEqual({ reoffer: 'Roti Ghar Trust' });
    // The same food, place and phone, and its food-safety record (aDonation's: cooked, veg, kept hot).
    expect(loadDonationDraft()).toMatchObject({
      deliveryLocation: '18 Residency Road',
      phone: '9123456780',
      readyBy: toLocalDateTimeValue(readyBy),
      food: 'Rice and dal',
      meals: '250',
      kind: 'cooked',
      diet: 'veg',
      storage: 'hot',
      allergens: ['milk'],
    });
  });
});

describe('/donations for an NGO', () => {
  const ready = () => {
    ngoFeed.emit([]);
    openFeed.emit([]);
  };

  it('merges the donations addressed to it with open offers, with the next action on each', async () => {
    renderAs('ngo');
    expect(watchNgoDonations).toHaveBeenCalledWith('ngo-uid', expect.any(Function), expect.any(Function));
    ngoFeed.emit([
      aDonation({ id: '1', food: 'Offered food', createdAt: new Date(2025, 10, 22, 9, 0) }),
      aDonation({ id: '2', food: 'Accepted food', status: 'accepted', createdAt: new Date(2025, 10, 22, 8, 0) }),
      aDonation({ id: '3', food: 'Picked food', status: 'picked_up', createdAt: new Date(2025, 10, 22, 7, 0) }),
      aDonation({ id: '4', food: 'Delivered food', status: 'delivered', createdAt: new Date(2025, 10, 22, 6, 0) }),
    ]);
    expect(screen.getByText('Loading donations…')).toBeInTheDocument();
    openFeed.emit([
      aDonation({ id: '5', food: 'Open food', ngoId: null, ngoName: '', createdAt: new Date(2025, 10, 22, 10, 0) }),
    ]);

    const names = (food: string) =>
      within(card(food))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(
      ['Open food', 'Offered food', 'Accepted food', 'Picked food', 'Delivered food'],
    );
    expect(names('Offered food')).toEqual(['Accept pickup', 'Decline']);
    expect(names('Open food')).toEqual(['Accept pickup']);
    expect(within(card('Open food')).getByText('From Asha Donor · open offer to any NGO')).toBeInTheDocument();
    expect(names('Accepted food')).toEqual(['Mark picked up', 'Refuse at pickup']);
    expect(names('Picked food')).toEqual(['Mark delivered']);
    // Delivered: no move left, only the NGO's feedback to give.
    expect(names('Delivered food')).toEqual(['Send feedback']);
    expect(await within(card('Offered food')).findByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
  });

  it('shows an offer past its by-when as Expired, without Accept', () => {
    renderAs('ngo');
    ngoFeed.emit([expired({ food: 'Old food' })]);
    openFeed.emit([expired({ id: 'o', food: 'Old open food', ngoId: null, ngoName: '' })]);
    for (const food of ['Old food', 'Old open food']) {
      expect(within(card(food)).getByText('Expired')).toHaveAttribute('data-state', 'expired');
      expect(within(card(food)).queryByRole('button', { name: 'Accept pickup' })).not.toBeInTheDocument();
      expect(within(card(food)).getByText(/can no longer be accepted/)).toBeInTheDocument();
    }
  });

  it('accepts with a pending state; the live update then shows the next step', async () => {
    let finish: () => void = () => {};
    vi.mocked(acceptDonation).mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderAs('ngo');
    const offer = aDonation({ ngoId: null, ngoName: '' });
    ngoFeed.emit([]);
    openFeed.emit([offer]);
    await user.click(screen.getByRole('button', { name: 'Accept pickup' }));
    expect(acceptDonation).toHaveBeenCalledWith(offer, 'ngo-uid');
    const pending = within(card('Rice and dal')).getByRole('button', { name: /Accept pickup/ });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');

    await act(async () => finish());
    openFeed.emit([]);
    ngoFeed.emit([{ ...offer, ngoId: 'ngo-uid', ngoName: 'FoodBridge Demo NGO', status: 'accepted' }]);
    expect(within(card('Rice and dal')).getByRole('button', { name: 'Mark picked up' })).toBeEnabled();
  });

  it('tells the NGO plainly when another NGO took the offer first', async () => {
    vi.mocked(acceptDonation).mockRejectedValue(
      new DonationMoveError('taken', 'Another NGO already accepted this offer.'),
    );
    const { user } = renderAs('ngo');
    ngoFeed.emit([]);
    openFeed.emit([aDonation({ ngoId: null, ngoName: '' })]);
    await user.click(screen.getByRole('button', { name: 'Accept pickup' }));
    // The card leaves with the same live update; the message stays on the board.
    openFeed.emit([]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Another NGO already accepted this offer.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('Mark picked up asks for the donor’s 4-digit code; a wrong one is refused, kept, and can be tried again', async () => {
    vi.mocked(markPickedUp)
      .mockRejectedValueOnce(new DonationMoveError('code', 'That code is not right. Ask the donor to read it again.'))
      .mockResolvedValueOnce('sent');
    const { user } = boardWith(aDonation({ status: 'accepted', safety: null }));
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));

    const dialog = screen.getByRole('dialog', { name: 'Mark picked up' });
    expect(dialog).toHaveAccessibleDescription(expect.stringMatching(/^Ask the donor for the 4-digit pickup code/));
    const code = within(dialog).getByLabelText('Pickup code from the donor');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    expect(code).toHaveAccessibleDescription('Please enter the 4 digits the donor reads out to you.');
    await user.type(code, '12a');
    await user.keyboard('{Enter}');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(markPickedUp).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '1234{Enter}');
    expect(markPickedUp).toHaveBeenCalledWith(PICKING_UP, '1234', false);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('That code is not right. Ask the donor to read it again.'),
    );
    expect(code).toHaveValue('1234');
    expect(code).toHaveFocus();
    expect(screen.getByRole('dialog')).toBe(dialog);
    // The board still shows it accepted, with no notice of its own: the dialog says it all.
    expect(within(card('Rice and dal')).getByText('Accepted')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '0427');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    expect(markPickedUp).toHaveBeenLastCalledWith(PICKING_UP, '0427', false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the code when the server cannot be reached, and Try again sends it again', async () => {
    vi.mocked(markPickedUp).mockRejectedValueOnce(firebaseError('unavailable')).mockResolvedValueOnce('sent');
    const { user } = boardWith(aDonation({ status: 'accepted', safety: null }));
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark picked up' });
    await user.type(within(dialog).getByLabelText('Pickup code from the donor'), '0427{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not reach the server. Check your connection and try again. The code you typed is kept.',
    );
    expect(within(dialog).getByLabelText('Pickup code from the donor')).toHaveValue('0427');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(markPickedUp).toHaveBeenCalledTimes(2);
    expect(markPickedUp).toHaveBeenLastCalledWith(PICKING_UP, '0427', false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a refused pickup plainly, without a raw code', async () => {
    vi.mocked(markPickedUp).mockRejectedValue(firebaseError('permission-denied'));
    const { user } = boardWith(aDonation({ status: 'accepted', safety: null }));
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark picked up' });
    await user.type(within(dialog).getByLabelText('Pickup code from the donor'), '0427{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('You are not allowed to do that. If you think you should be, sign in again.');
    expect(alert).not.toHaveTextContent('permission-denied');
    expect(within(dialog).getByRole('button', { name: 'Confirm pickup' })).toBeEnabled();
  });

  it('closes the pickup dialog with Escape or Cancel, nothing sent, focus back on Mark picked up', async () => {
    const { user } = boardWith(aDonation({ status: 'accepted' }));
    const open = screen.getByRole('button', { name: 'Mark picked up' });
    await user.click(open);
    await user.type(screen.getByLabelText('Pickup code from the donor'), '04');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await user.click(open);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(markPickedUp).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the pickup dialog', async () => {
    const { user } = boardWith(aDonation({ status: 'accepted', safety: null }));
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
    const dialog = screen.getByRole('dialog');
    const code = within(dialog).getByLabelText('Pickup code from the donor');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Confirm pickup' })).toHaveFocus();
    await user.tab();
    expect(code).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Confirm pickup' })).toHaveFocus();
  });

  it('a donation offered before pickup codes is confirmed without one; if it has one after all, it asks', async () => {
    vi.mocked(markPickedUp)
      .mockRejectedValueOnce(
        new DonationMoveError('code', 'This donation has a pickup code. Ask the donor to read it out to you.'),
      )
      .mockResolvedValueOnce('sent');
    const { user } = boardWith(aDonation({ status: 'accepted', time: 'Sat, 22 Nov 2025, 6:30 pm', safety: null }));
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark picked up' });
    expect(dialog).toHaveAccessibleDescription(
      'This donation was offered before pickup codes, so it has none. Confirm that you collected 40 meals of Rice and dal.',
    );
    expect(within(dialog).queryByLabelText('Pickup code from the donor')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    expect(markPickedUp).toHaveBeenCalledWith(PICKING_UP, null, false);

    const code = await within(dialog).findByLabelText('Pickup code from the donor');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription('This donation has a pickup code. Ask the donor to read it out to you.');
    await user.type(code, '0427{Enter}');
    expect(markPickedUp).toHaveBeenLastCalledWith(PICKING_UP, '0427', false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the pickup dialog and tells the board when the donor cancelled meanwhile', async () => {
    vi.mocked(markPickedUp).mockRejectedValue(new DonationMoveError('cancelled', 'The donor cancelled this donation.'));
    const { user } = boardWith(aDonation({ status: 'accepted', safety: null }));
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
    await user.type(screen.getByLabelText('Pickup code from the donor'), '0427{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('The donor cancelled this donation.');
  });

  it('closes the pickup dialog by itself once the board shows the donation picked up', async () => {
    vi.mocked(markPickedUp).mockResolvedValue('sent');
    const { user } = boardWith(aDonation({ status: 'accepted' }));
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
    ngoFeed.emit([aDonation({ status: 'picked_up', handoverCode: '0427' })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it('closes the decline dialog and tells the board when the donor cancelled meanwhile', async () => {
    vi.mocked(declineDonation).mockRejectedValue(
      new DonationMoveError('cancelled', 'The donor cancelled this donation.'),
    );
    const { user } = boardWith(aDonation());
    await declineFirstOffer(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('The donor cancelled this donation.');
  });

  it('keeps the dialog open with the failure when declining cannot reach the server', async () => {
    vi.mocked(declineDonation).mockRejectedValueOnce(firebaseError('unavailable')).mockResolvedValueOnce('sent');
    const { user } = boardWith(aDonation());
    await declineFirstOffer(user);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(declineDonation).toHaveBeenCalledTimes(2);
  });

  it('marks food without a safety record delivered at once (its meals raise the public totals)', async () => {
    vi.mocked(markDelivered).mockResolvedValue('sent');
    const donation = aDonation({ status: 'picked_up', safety: null });
    const { user } = boardWith(donation);
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    expect(markDelivered).toHaveBeenCalledWith(donation);
  });

  it('declines after confirming', async () => {
    vi.mocked(declineDonation).mockResolvedValue('sent');
    const { user } = boardWith(aDonation());
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(declineDonation).toHaveBeenCalledWith('d-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('filters by state: All, Offered, Accepted, Picked up, Delivered, Closed', async () => {
    const { user } = renderAs('ngo');
    ngoFeed.emit([
      aDonation({ id: '1', food: 'Offered food' }),
      aDonation({ id: '2', food: 'Accepted food', status: 'accepted' }),
      aDonation({ id: '3', food: 'Delivered food', status: 'delivered' }),
      aDonation({ id: '4', food: 'Declined food', status: 'declined' }),
      aDonation({ id: '5', food: 'Cancelled food', status: 'cancelled' }),
      expired({ id: '6', food: 'Expired food' }),
    ]);
    openFeed.emit([]);
    const shown = () =>
      screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
    const group = screen.getByRole('group', { name: 'Show' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['All', 'Waiting for an NGO', 'Accepted', 'Picked up', 'Delivered', 'Closed']);
    expect(shown()).toHaveLength(6);

    await user.click(screen.getByRole('radio', { name: 'Waiting for an NGO' }));
    expect(shown()).toEqual(['Offered food']);
    await user.click(screen.getByRole('radio', { name: 'Delivered' }));
    expect(shown()).toEqual(['Delivered food']);
    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(shown()).toEqual(['Declined food', 'Cancelled food', 'Expired food']);
    await user.click(screen.getByRole('radio', { name: 'Picked up' }));
    expect(shown()).toEqual([]);
    expect(screen.getByText('No donations under ‘Picked up’.')).toBeInTheDocument();
  });

  it('announces a new offer in a toast, but not the ones already there', async () => {
    const { user } = boardWith(aDonation({ id: 'old', food: 'Old offer' }));
    expect(screen.queryByText(/New offer:/)).not.toBeInTheDocument();

    ngoFeed.emit([
      aDonation({ id: 'new', food: 'Chapati', meals: 12, donorName: 'Grand Hall' }),
      aDonation({ id: 'old', food: 'Old offer' }),
    ]);
    const toast = screen.getByText('New offer: 12 meals of Chapati from Grand Hall.');
    expect(toast.closest('[role="status"]')).toBeInTheDocument();
    expect(card('Chapati')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText(/New offer:/)).not.toBeInTheDocument();

    openFeed.emit([aDonation({ id: 'open-1', food: 'Samosas', meals: 30, ngoId: null, ngoName: '' })]);
    expect(screen.getByText('New offer: 30 meals of Samosas from Asha Donor.')).toBeInTheDocument();
  });

  it('counts offers as new only after the server has answered, not what a stale cache lacked', () => {
    renderAs('ngo');
    ngoFeed.emit([], { fromCache: true });
    openFeed.emit([], { fromCache: true });
    // The server's answer brings offers made while the NGO was away: already there, not news.
    ngoFeed.emit([aDonation({ id: 'while-away', food: 'Dosa' })], { fromCache: false });
    openFeed.emit([], { fromCache: false });
    expect(card('Dosa')).toBeInTheDocument();
    expect(screen.queryByText(/New offer:/)).not.toBeInTheDocument();

    ngoFeed.emit([aDonation({ id: 'now', food: 'Poha', meals: 8 }), aDonation({ id: 'while-away', food: 'Dosa' })], {
      fromCache: false,
    });
    expect(screen.getByText('New offer: 8 meals of Poha from Asha Donor.')).toBeInTheDocument();
  });

  it('explains that open offers need a verified profile when the rules refuse them', () => {
    renderAs('ngo');
    ngoFeed.emit([aDonation()]);
    openFeed.fail(firebaseError('permission-denied'));
    expect(
      screen.getByText(/Open offers to any NGO appear here once an admin has verified your NGO profile/),
    ).toBeInTheDocument();
    expect(card('Rice and dal')).toBeInTheDocument();
  });

  it('takes open offers off the board the moment the NGO may no longer take them, and shows why', () => {
    renderAs('ngo');
    ngoFeed.emit([aDonation()]);
    openFeed.emit([aDonation({ id: 'open-1', food: 'Samosas', ngoId: null, ngoName: '' })]);
    expect(card('Samosas')).toBeInTheDocument();

    // The service says the NGO's own profile lost its verification (or it was suspended).
    openFeed.emit(NOT_ACTIVE as unknown as Donation[]);
    expect(screen.queryByRole('article', { name: 'Samosas' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Open offers to any NGO appear here once an admin has verified your NGO profile/),
    ).toBeInTheDocument();
    // What is addressed to it stays on the board.
    expect(card('Rice and dal')).toBeInTheDocument();
  });

  it('lists open offers nearest first, each with how far its pickup is, before the NGO’s own', () => {
    renderAs('ngo');
    ngoFeed.emit([aDonation({ id: 'own', food: 'Rice and dal' })]);
    const near = (id: string, food: string, distanceKm: number) => ({
      ...aDonation({
        id,
        food,
        ngoId: null,
        ngoName: '',
        pickup: { lat: 18.52, lng: 73.87, geohash: 'tek93j4yex', pin: '411001' },
      }),
      distanceKm,
    });
    openFeed.emit([near('a', 'Idli', 1.24), near('b', 'Samosas', 7.96)] as unknown as Donation[]);
    const titles = screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
    expect(titles).toEqual(['Idli', 'Samosas', 'Rice and dal']);
    expect(within(card('Idli')).getByText('1.2 km away')).toBeInTheDocument();
    expect(within(card('Samosas')).getByText('8 km away')).toBeInTheDocument();
    expect(within(card('Idli')).getByText(/PIN 411001/)).toBeInTheDocument();
    expect(within(card('Rice and dal')).queryByText(/km away/)).not.toBeInTheDocument();
  });

  it('asks an NGO without a place to set where it works, with a link to its profile', () => {
    renderAs('ngo');
    ngoFeed.emit([aDonation()]);
    openFeed.emit(NO_LOCATION as unknown as Donation[]);
    const link = screen.getByRole('link', { name: 'Set where you work' });
    expect(link).toHaveAttribute('href', '/ngoProfile');
    expect(screen.getByText(/Open offers reach you when their pickup is near you/)).toBeInTheDocument();
    expect(card('Rice and dal')).toBeInTheDocument();
  });

  it('says plainly when the open offers cannot load, and Retry listens to both lists again', async () => {
    const { user } = renderAs('ngo');
    ngoFeed.emit([aDonation()]);
    openFeed.fail(firebaseError('unavailable'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load the donations. We could not reach the server.');
    expect(ngoFeed.unsubscribed).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect([ngoFeed.calls, openFeed.calls]).toEqual([2, 2]);
    ready();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/No donations yet — offers from donors appear here/)).toBeInTheDocument();
  });

  it('has an empty state', () => {
    renderAs('ngo');
    ready();
    expect(screen.getByText(/No donations yet — offers from donors appear here/)).toBeInTheDocument();
  });
});

describe('/donations for an admin', () => {
  it('lists every donation with both sides and no actions', () => {
    renderAs('admin');
    expect(watchAllDonations).toHaveBeenCalledWith(
      { status: undefined, ngoId: undefined },
      expect.any(Function),
      expect.any(Function),
    );
    allFeed.emit([aDonation(), aDonation({ id: '2', food: 'Open food', ngoId: null, ngoName: '' })]);
    expect(within(card('Rice and dal')).getByText('From Asha Donor to Roti Ghar Trust')).toBeInTheDocument();
    expect(within(card('Open food')).getByText('From Asha Donor to any verified NGO (open offer)')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Accept|Cancel|Mark/ })).toHaveLength(0);
  });

  it('filters by state and by NGO through the query', async () => {
    vi.mocked(listNgos).mockResolvedValue({
      ngos: [{ id: 'sample-roti-ghar', nameOrg: 'Roti Ghar Trust' } as never],
      next: null,
    });
    const { user } = renderAs('admin');
    allFeed.emit([]);
    expect(screen.getByText('No donations yet.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'Delivered');
    expect(watchAllDonations).toHaveBeenLastCalledWith(
      { status: 'delivered', ngoId: undefined },
      expect.any(Function),
      expect.any(Function),
    );
    await screen.findByRole('option', { name: 'Roti Ghar Trust' });
    await user.selectOptions(screen.getByLabelText('NGO'), 'Roti Ghar Trust');
    expect(watchAllDonations).toHaveBeenLastCalledWith(
      { status: 'delivered', ngoId: 'sample-roti-ghar' },
      expect.any(Function),
      expect.any(Function),
    );
    await user.selectOptions(screen.getByLabelText('NGO'), 'Open offers (any NGO)');
    expect(watchAllDonations).toHaveBeenLastCalledWith(
      { status: 'delivered', ngoId: null },
      expect.any(Function),
      expect.any(Function),
    );
    allFeed.emit([]);
    expect(screen.getByText('No donations match these filters.')).toBeInTheDocument();
  });

  it('still filters by the NGOs seen in the donations when the NGO list cannot load', async () => {
    vi.mocked(listNgos).mockRejectedValue(firebaseError('unavailable'));
    renderAs('admin');
    allFeed.emit([aDonation()]);
    expect(await screen.findByRole('option', { name: 'Roti Ghar Trust' })).toBeInTheDocument();
    expect(card('Rice and dal')).toBeInTheDocument();
  });

  it('tells expired offers apart from waiting ones', async () => {
    const { user } = renderAs('admin');
    allFeed.emit([]);
    await user.selectOptions(screen.getByLabelText('State'), 'Expired');
    expect(watchAllDonations).toHaveBeenLastCalledWith(
      { status: 'offered', ngoId: undefined },
      expect.any(Function),
      expect.any(Function),
    );
    allFeed.emit([aDonation({ id: '1', food: 'Waiting' }), expired({ id: '2', food: 'Too late' })]);
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(
      ['Too late'],
    );
  });
});

describe('/donations in Hindi', () => {
  it('shows the donor’s cards with Hindi states, history, pickup code and Cancel', async () => {
    await activateLanguage('hi');
    renderAs('donor');
    expect(screen.getByText('दान लोड हो रहे हैं…')).toBeInTheDocument();
    donorFeed.emit([
      aDonation({ id: 'd-2', food: 'Veg biryani', meals: 2500, ngoId: null, ngoName: '' }),
      aDonation({ id: 'd-1', status: 'accepted', acceptedAt: new Date(2025, 10, 22, 10, 20) }),
    ]);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('दान');
    const rice = within(card('Rice and dal'));
    expect(rice.getByText('Roti Ghar Trust के लिए')).toBeInTheDocument();
    expect(rice.getByText('स्वीकार हुआ')).toHaveAttribute('data-state', 'accepted');
    expect(rice.getByText('दान किया 22 नव॰, 10:05 · Roti Ghar Trust ने स्वीकार किया 10:20')).toBeInTheDocument();
    expect(rice.getByText('भोजन')).toBeInTheDocument();
    expect(rice.getByText('पिकअप की जगह')).toBeInTheDocument();
    const code = await rice.findByText('0427');
    expect(code.closest('p')).toHaveTextContent('पिकअप कोड 04270 4 2 7 — एनजीओ खाना लेने आए, तो उन्हें यह कोड बोलकर बताएं।');
    expect(rice.getByRole('button', { name: 'दान रद्द करें' })).toBeInTheDocument();

    const open = within(card('Veg biryani'));
    expect(open.getByText('एनजीओ की प्रतीक्षा में')).toHaveAttribute('data-state', 'offered');
    expect(open.getByText('किसी भी सत्यापित एनजीओ के लिए दान')).toBeInTheDocument();
    expect(open.getByText('2,500')).toBeInTheDocument();
  });

  it('gives the NGO its next step in Hindi on each card, and a Hindi toast', async () => {
    await activateLanguage('hi');
    const { user } = boardWith(
      aDonation({ id: '1', food: 'Offered food' }),
      aDonation({ id: '2', food: 'Accepted food', status: 'accepted' }),
      aDonation({ id: '3', food: 'Picked food', status: 'picked_up' }),
      expired({ id: '4', food: 'Late food' }),
    );
    const buttons = (food: string) =>
      within(card(food))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Offered food')).toEqual(['पिकअप स्वीकार करें', 'मना करें']);
    expect(within(card('Offered food')).getByText('Asha Donor से')).toBeInTheDocument();
    expect(buttons('Accepted food')).toEqual(['पिकअप कर लिया', 'पिकअप पर लौटाएं']);
    expect(buttons('Picked food')).toEqual(['पहुँचा दिया']);
    expect(within(card('Picked food')).getByText('पिकअप हो गया')).toBeInTheDocument();
    expect(within(card('Late food')).getByText('समय निकल गया')).toBeInTheDocument();
    expect(buttons('Late food')).toEqual([]);
    expect(screen.getByRole('radio', { name: 'सभी' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'मना करें' }));
    const dialog = screen.getByRole('dialog', { name: 'यह दान लेने से मना करें?' });
    expect(dialog).toHaveTextContent(
      'दाता को दिखेगा कि आपने Offered food (40 भोजन) लेने से मना किया। इसे वापस नहीं लिया जा सकता।',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'पिकअप कर लिया' }));
    expect(screen.getByRole('dialog', { name: 'पिकअप दर्ज करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('दाता से मिला पिकअप कोड')).toHaveAttribute('placeholder', '4 अंक');
    await user.click(screen.getByRole('button', { name: 'पिकअप पक्का करें' }));
    expect(screen.getByLabelText('दाता से मिला पिकअप कोड')).toHaveAccessibleDescription(
      'दाता जो 4 अंक बोलकर बताएं, वे यहाँ लिखें।',
    );
    await user.click(screen.getByRole('button', { name: 'रद्द करें' }));

    ngoFeed.emit([aDonation({ id: 'new', food: 'चपाती', meals: 12, donorName: 'Grand Hall' })]);
    expect(screen.getByText('नया दान Grand Hall से: चपाती, 12 भोजन।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सूचना बंद करें' })).toBeInTheDocument();
  });
});

describe('/donations for an NGO: checks, refusals and meals served', () => {
  const HOUR = 3_600_000;
  /** Accepted food whose use-by passed an hour ago. */
  const pastUseBy = (overrides: Partial<Donation> = {}) =>
    aDonation({
      status: 'accepted',
      safety: aSafetyRecord({ preparedAt: new Date(Date.now() - 5 * HOUR), useBy: new Date(Date.now() - HOUR) }),
      ...overrides,
    });
  const buttons = (food: string) =>
    within(card(food))
      .queryAllByRole('button')
      .map((b) => b.textContent);

  it('offers Refuse at pickup but not Mark picked up on accepted food past its use-by, and refusing closes it', async () => {
    vi.mocked(refuseDonation).mockResolvedValue('sent');
    const { user } = boardWith(
      pastUseBy({ food: 'Old dal' }),
      aDonation({ id: 'd-2', food: 'Fresh rice', status: 'accepted' }),
    );
    expect(within(card('Old dal')).getByText('Expired')).toHaveAttribute('data-state', 'expired');
    expect(buttons('Old dal')).toEqual(['Refuse at pickup']);
    expect(
      within(card('Old dal')).getByText(/past its use-by time, so it can no longer be picked up/),
    ).toBeInTheDocument();
    expect(buttons('Fresh rice')).toEqual(['Mark picked up', 'Refuse at pickup']);

    await user.click(within(card('Old dal')).getByRole('button', { name: 'Refuse at pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse this food at pickup?' });
    expect(within(dialog).getByRole('radio', { name: 'Past its use-by' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Refuse food' }));
    expect(refuseDonation).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'd-1', ngoId: 'ngo-uid' }),
      'expired',
      '',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    ngoFeed.emit([
      {
        ...pastUseBy({ food: 'Old dal' }),
        status: 'refused',
        refusal: { reason: 'expired', note: '', at: new Date() },
      },
      aDonation({ id: 'd-2', food: 'Fresh rice', status: 'accepted' }),
    ]);
    expect(buttons('Old dal')).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(
      ['Old dal'],
    );
  });

  it('tells the board when a refusal finds the donation moved on', async () => {
    vi.mocked(refuseDonation).mockRejectedValue(
      new DonationMoveError('cancelled', 'The donor cancelled this donation.'),
    );
    const { user } = boardWith(aDonation({ status: 'accepted' }));
    await user.click(screen.getByRole('button', { name: 'Refuse at pickup' }));
    await user.click(screen.getByRole('radio', { name: 'Not packed or covered' }));
    await user.click(screen.getByRole('button', { name: 'Refuse food' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('The donor cancelled this donation.');
  });

  it('picks up food with a record only once the volunteer has ticked the checks', async () => {
    vi.mocked(markPickedUp).mockResolvedValue('sent');
    const { user } = boardWith(aDonation({ status: 'accepted' }));
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark picked up' });
    await user.type(within(dialog).getByLabelText('Pickup code from the donor'), '0427{Enter}');
    expect(within(dialog).getByText(/Tick all three checks to take the food/)).toBeInTheDocument();
    expect(markPickedUp).not.toHaveBeenCalled();
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    expect(markPickedUp).toHaveBeenCalledWith(PICKING_UP, '0427', true);
    ngoFeed.emit([aDonation({ status: 'picked_up', handoverCode: '0427' })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('records the meals served at delivery of food with a record', async () => {
    vi.mocked(markDelivered).mockResolvedValue('sent');
    const donation = aDonation({ status: 'picked_up', handoverCode: '0427' });
    const { user } = boardWith(donation);
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark delivered' });
    const served = within(dialog).getByLabelText('How many meals were served?');
    await user.clear(served);
    await user.type(served, '38');
    await user.type(
      within(dialog).getByLabelText('Food for Disposal — why was the rest not served?'),
      'Two were cold by the time we served',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(markDelivered).toHaveBeenCalledWith(donation, {
      mealsServed: 38,
      disposalReason: 'Two were cold by the time we served',
    });
    ngoFeed.emit([{ ...donation, status: 'delivered', mealsServed: 38 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No move left: only the NGO's feedback to give.
    expect(buttons('Rice and dal')).toEqual(['Send feedback']);
  });
});

describe('/donations: the food-safety record on every card', () => {
  const MINUTE = 60_000;
  // A fixed clock (Date and the board's refresh timer only), so the countdown reads the same on any machine.
  const NOON = new Date(2025, 10, 22, 12, 15);
  const inMinutes = (m: number) => new Date(Date.now() + m * MINUTE);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOON);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An egg curry with milk and peanuts, to use by 14:30. */
  const eggCurry = (overrides: Parameters<typeof aDonation>[0] = {}) =>
    aDonation({
      food: 'Egg curry',
      safety: aSafetyRecord({
        diet: 'egg',
        allergens: ['milk', 'peanuts'],
        preparedAt: new Date(2025, 10, 22, 11, 0),
        useBy: new Date(2025, 10, 22, 14, 30),
        weightKg: 6.5,
        containers: 'ngo',
        notes: 'Gravy in a separate tin',
      }),
      ...overrides,
    });

  it('shows the NGO the diet mark, the allergens, the details and a live use-by countdown', () => {
    boardWith(eggCurry());
    const curry = within(card('Egg curry'));
    expect(curry.getByText('Contains egg').closest('[data-diet]')?.querySelector('svg')).toHaveAttribute(
      'data-diet-mark',
      'non-veg',
    );
    expect(curry.getByText('Use by 14:30 · 2 h 15 min left')).toBeInTheDocument();
    const details = (term: string) => curry.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(details('Allergens')).toBe('Milk, Peanuts');
    expect(details('Kind of food')).toBe('Cooked meal');
    expect(details('Kept')).toBe('Hot (above 60 °C)');
    expect(details('Prepared at')).toBe('22 Nov, 11:00');
    expect(details('Weight')).toBe('about 6.5 kg');
    expect(details('Containers')).toBe('The NGO brings containers');
    expect(details('Notes from the donor')).toBe('Gravy in a separate tin');
  });

  it('counts down in minutes in the last hour, then shows the offer expired and past its use-by', () => {
    boardWith(eggCurry({ safety: aSafetyRecord({ useBy: inMinutes(61) }) }));
    const curry = () => within(card('Egg curry'));
    expect(curry().getByText('Use by 13:16 · 1 h 1 min left')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(curry().getByText('Use by 13:16 · 59 min left')).toBeInTheDocument();
    expect(curry().getByRole('button', { name: 'Accept pickup' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(curry().getByText('Past its use-by (13:16)')).toBeInTheDocument();
    expect(curry().getByText('Expired')).toHaveAttribute('data-state', 'expired');
    expect(curry().queryByRole('button', { name: 'Accept pickup' })).not.toBeInTheDocument();
  });

  it('shows an accepted donation past its use-by as expired on both boards, and each records the no-show once', () => {
    const late = eggCurry({ status: 'accepted', safety: aSafetyRecord({ useBy: inMinutes(-5) }) });
    const due = aDonation({ id: 'd-2', food: 'Fresh rice', status: 'accepted' });
    boardWith(late, due);
    expect(within(card('Egg curry')).getByText('Expired')).toHaveAttribute('data-state', 'expired');
    expect(within(card('Egg curry')).getByText(/^Past its use-by/)).toBeInTheDocument();
    // The NGO's board records it (docs/reports.md, 'Reliability'); food still due is left alone.
    expect(recordNoShow).toHaveBeenCalledTimes(1);
    expect(recordNoShow).toHaveBeenCalledWith(expect.objectContaining({ id: late.id, ngoId: 'ngo-uid' }));
    cleanupAndRenderDonor([late, due]);
    expect(within(card('Egg curry')).getByText('Expired')).toHaveAttribute('data-state', 'expired');
    expect(recordNoShow).toHaveBeenCalledTimes(2);
  });

  it('shows a recorded no-show as not collected, under the closed filter', async () => {
    const { user } = boardWith(
      eggCurry({ status: 'missed', safety: aSafetyRecord({ useBy: inMinutes(-60) }) }),
      aDonation({ id: 'd-2', food: 'Fresh rice', status: 'accepted' }),
    );
    expect(within(card('Egg curry')).getByText('Not collected')).toHaveAttribute('data-state', 'missed');
    expect(recordNoShow).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(screen.getByText('Egg curry')).toBeInTheDocument();
    expect(screen.queryByText('Fresh rice')).not.toBeInTheDocument();
  });

  it('says ‘none of FSSAI’s list’ for food without allergens, and the label’s date for packaged food', () => {
    boardWith(
      aDonation({
        food: 'Biscuits',
        safety: aSafetyRecord({
          kind: 'packaged',
          allergens: [],
          preparedAt: null,
          labelUseBy: new Date(2026, 0, 31, 23, 59),
          useBy: new Date(2026, 0, 31, 23, 59),
        }),
      }),
    );
    const biscuits = within(card('Biscuits'));
    expect(biscuits.getByText('None of FSSAI’s list')).toBeInTheDocument();
    expect(biscuits.getByText('Use-by on its label').nextElementSibling).toHaveTextContent('31 Jan 2026');
    expect(biscuits.queryByText('Prepared at')).not.toBeInTheDocument();
    expect(biscuits.getByText(/^Use by 31 Jan, 23:59 · 70 days/)).toBeInTheDocument();
  });

  it('says ‘No safety record’ on a donation made before the record began', () => {
    boardWith(aDonation({ food: 'Old rice', safety: null }));
    const old = within(card('Old rice'));
    expect(old.getByText('No safety record')).toBeInTheDocument();
    expect(old.queryByText(/Use by/)).not.toBeInTheDocument();
    expect(old.queryByText('Allergens')).not.toBeInTheDocument();
  });

  it('shows the donor plainly why the NGO refused the food at pickup', () => {
    const refused = aDonation({
      status: 'refused',
      acceptedAt: new Date(2025, 10, 22, 10, 20),
      refusal: { reason: 'temperature', note: 'Lukewarm when we came', at: new Date(2025, 10, 22, 11, 5) },
    });
    cleanupAndRenderDonor([refused]);
    const rice = within(card('Rice and dal'));
    expect(rice.getByText('Refused at pickup: Not kept as stated — Lukewarm when we came')).toBeInTheDocument();
    expect(rice.getByText('Refused at pickup', { selector: '[data-state]' })).toBeInTheDocument();
    expect(rice.getByText(/Accepted by Roti Ghar Trust 10:20 · Refused at pickup 11:05$/)).toBeInTheDocument();
    expect(rice.getByText(/^Use by 15:15$/)).toBeInTheDocument();
    expect(rice.queryByRole('link', { name: 'Print label' })).not.toBeInTheDocument();
  });

  it('tells the NGO too, and shows the meals served and the Food for Disposal of a delivered donation', () => {
    boardWith(
      aDonation({ id: '1', food: 'Refused', status: 'refused', refusal: { reason: 'spoiled', note: '', at: null } }),
      aDonation({ id: '2', food: 'Served', status: 'delivered', mealsServed: 38, disposalReason: 'Two boxes spilled' }),
      aDonation({ id: '3', food: 'All served', status: 'delivered', mealsServed: 40 }),
    );
    expect(within(card('Refused')).getByText('Refused at pickup: Looks or smells wrong')).toBeInTheDocument();
    expect(within(card('Served')).getByText('Meals served: 38 of 40')).toBeInTheDocument();
    expect(within(card('Served')).getByText('Food for Disposal: Two boxes spilled')).toBeInTheDocument();
    expect(within(card('All served')).getByText('Meals served: 40 of 40')).toBeInTheDocument();
    expect(within(card('All served')).queryByText(/Food for Disposal/)).not.toBeInTheDocument();
  });

  it('offers the donor ‘Print label’ while the food is on its way and has a record', () => {
    cleanupAndRenderDonor([
      aDonation({ id: 'a', food: 'A' }),
      aDonation({ id: 'b', food: 'B', status: 'accepted' }),
      aDonation({ id: 'c', food: 'C', status: 'picked_up' }),
      aDonation({ id: 'd', food: 'D', status: 'delivered' }),
      aDonation({ id: 'e', food: 'E', safety: null }),
      expired({ id: 'f', food: 'F' }),
    ]);
    expect(within(card('A')).getByRole('link', { name: 'Print label' })).toHaveAttribute('href', '/donations/a/label');
    const printable = ['A', 'B', 'C', 'D', 'E', 'F'].filter(
      (food) => within(card(food)).queryByRole('link', { name: 'Print label' }) !== null,
    );
    expect(printable).toEqual(['A', 'B', 'C']);
  });

  /** The donor's board with these donations (in place of whatever the test rendered before). */
  function cleanupAndRenderDonor(donations: Donation[]) {
    cleanup();
    renderAs('donor');
    donorFeed.emit(donations);
  }
});

describe('/donations for an NGO: by diet, and veg only', () => {
  const withDiet = (id: string, food: string, diet: 'veg' | 'vegan' | 'egg' | 'nonveg', fields = {}) =>
    aDonation({ id, food, safety: aSafetyRecord({ diet }), ...fields });

  it('filters by diet, together with the state', async () => {
    const { user } = boardWith(
      withDiet('1', 'Dal', 'veg'),
      withDiet('2', 'Salad', 'vegan'),
      withDiet('3', 'Omelette', 'egg', { status: 'accepted' }),
      withDiet('4', 'Chicken', 'nonveg'),
      aDonation({ id: '5', food: 'Old rice', safety: null }),
    );
    const shown = () =>
      screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
    const group = screen.getByRole('group', { name: 'Diet' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['All diets', 'Veg', 'Vegan', 'Contains egg', 'Non-veg']);
    expect(within(group).getByRole('radio', { name: 'All diets' })).toBeChecked();
    expect(shown()).toHaveLength(5);

    await user.click(screen.getByRole('radio', { name: 'Veg' }));
    expect(shown()).toEqual(['Dal']);
    await user.click(screen.getByRole('radio', { name: 'Contains egg' }));
    expect(shown()).toEqual(['Omelette']);
    await user.click(screen.getByRole('radio', { name: 'Waiting for an NGO' }));
    expect(shown()).toEqual([]);
    expect(screen.getByText('No donations marked ‘Contains egg’ under ‘Waiting for an NGO’.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.click(screen.getByRole('radio', { name: 'Non-veg' }));
    expect(shown()).toEqual(['Chicken']);
    await user.click(screen.getByRole('radio', { name: 'All diets' }));
    expect(shown()).toHaveLength(5);
  });

  it('says so when no donation has the diet chosen', async () => {
    const { user } = boardWith(withDiet('1', 'Dal', 'veg'));
    await user.click(screen.getByRole('radio', { name: 'Vegan' }));
    expect(screen.getByText('No donations marked ‘Vegan’.')).toBeInTheDocument();
  });

  it('tells a veg-only NGO why other open offers are not shown, and keeps those addressed to it', async () => {
    vi.mocked(getNgo).mockImplementation(async (id) => registeredNgo(id, { acceptsVegOnly: true }));
    renderAs('ngo');
    ngoFeed.emit([withDiet('1', 'Addressed chicken', 'nonveg')]);
    // watchOpenOffersFor leaves out what a veg-only NGO may not take (vegOnlyMayTake; the
    // integration tests follow it against the emulator), so the board hears only these.
    openFeed.emit([
      withDiet('5', 'Open dal', 'veg', { ngoId: null, ngoName: '' }),
      withDiet('6', 'Open salad', 'vegan', { ngoId: null, ngoName: '' }),
    ]);
    expect(
      await screen.findByText(/Your NGO profile says you accept veg food only, so open offers of other food/),
    ).toBeInTheDocument();
    expect(getNgo).toHaveBeenCalledWith('ngo-uid');
    expect(
      screen
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading', { level: 2 }).textContent)
        .sort(),
    ).toEqual(['Addressed chicken', 'Open dal', 'Open salad']);
  });

  it('shows every open offer to an NGO that takes all food', async () => {
    renderAs('ngo');
    ngoFeed.emit([]);
    openFeed.emit([withDiet('2', 'Open chicken', 'nonveg', { ngoId: null, ngoName: '' })]);
    await waitFor(() => expect(getNgo).toHaveBeenCalledWith('ngo-uid'));
    expect(card('Open chicken')).toBeInTheDocument();
    expect(screen.queryByText(/accept veg food only/)).not.toBeInTheDocument();
  });
});

describe('/donations in Hindi: the food-safety record', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the diet, allergens, countdown, refusal and diet filter in Hindi', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 22, 12, 15));
    await activateLanguage('hi');
    boardWith(
      aDonation({
        id: '1',
        food: 'Egg curry',
        safety: aSafetyRecord({ diet: 'egg', allergens: ['milk', 'peanuts'], useBy: new Date(2025, 10, 22, 14, 30) }),
      }),
      aDonation({
        id: '2',
        food: 'Refused',
        status: 'refused',
        refusal: { reason: 'packing', note: 'ढक्कन नहीं था', at: null },
      }),
      aDonation({ id: '3', food: 'Old rice', safety: null }),
    );
    const curry = within(card('Egg curry'));
    expect(curry.getByText('अंडे वाला')).toBeInTheDocument();
    expect(curry.getByText('14:30 तक खा लें · 2 घंटे 15 मिनट बाकी')).toBeInTheDocument();
    expect(curry.getByText('एलर्जी वाली चीज़ें').nextElementSibling).toHaveTextContent('दूध, मूंगफली');
    expect(curry.getByText('वज़न').nextElementSibling).toHaveTextContent('लगभग 8 किलो');
    expect(
      within(card('Refused')).getByText('पिकअप पर लौटाया गया: पैक या ढका हुआ नहीं था — ढक्कन नहीं था'),
    ).toBeInTheDocument();
    expect(within(card('Old rice')).getByText('खाद्य सुरक्षा रिकॉर्ड नहीं है')).toBeInTheDocument();
    const diets = screen.getByRole('group', { name: 'शाकाहारी या मांसाहारी' });
    expect(within(diets).getByRole('radio', { name: 'हर तरह का खाना' })).toBeChecked();
    expect(within(diets).getByRole('radio', { name: 'मांसाहारी' })).toBeInTheDocument();
  });
});
