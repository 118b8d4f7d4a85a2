// Component tests of the regular offers on the boards (SeriesNgo, SeriesDonor). Only the series
// service is mocked, at the module boundary: the real listeners and writes run against the
// emulators in tests/integration/series.test.ts and end to end in tests/e2e/series.spec.ts.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Series } from '../../services/series';
import { answerSeries, skipSeriesDay, watchDonorSeries, watchNgoSeries, watchSeriesDays } from '../../services/series';
import { indiaDay, momentOf, weekdayOf } from '../../services/series-days';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { DonorToday } from './DonorToday';
import { SeriesDonor } from './SeriesDonor';
import { aSeries as aSharedSeries } from './test-donations';
import { SeriesNgo } from './SeriesNgo';

vi.mock('../../services/series', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/series')>()),
  watchDonorSeries: vi.fn(),
  watchNgoSeries: vi.fn(),
  watchSeriesDays: vi.fn(),
  answerSeries: vi.fn(),
  skipSeriesDay: vi.fn(),
}));

const TODAY = indiaDay();
/** Before today's window (09:00–21:00 in India) opens: today is the next day. */
const NOW = momentOf(TODAY, 8 * 60);

/** The boards' series: proposed, every day 09:00–21:00, started three days ago. */
const aSeries = (overrides: Partial<Series> = {}): Series =>
  aSharedSeries({ arrangement: 'proposed', start: TODAY - 3, ...overrides });

function feed(series: Series[]) {
  const listen = (_uid: string, onData: (s: Series[]) => void) => {
    onData(series);
    return () => undefined;
  };
  vi.mocked(watchNgoSeries).mockImplementation(listen);
  vi.mocked(watchDonorSeries).mockImplementation(listen);
}

beforeEach(() => {
  vi.mocked(watchSeriesDays).mockImplementation(() => () => undefined);
  vi.mocked(answerSeries).mockResolvedValue(undefined);
  vi.mocked(skipSeriesDay).mockResolvedValue('sent');
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const auth = (role: 'donor' | 'ngo') => ({
  user: { uid: `${role}-uid`, email: `${role}@example.org`, displayName: role },
  role,
});

describe('the NGO’s regular offers', () => {
  it('accepts a proposed arrangement in one tap', async () => {
    feed([aSeries()]);
    renderWithRouter(withQueries(<SeriesNgo uid="ngo-uid" donations={[]} now={NOW} />), { auth: auth('ngo') });
    const offer = screen.getByRole('article', { name: 'From Hotel Saffron' });
    expect(within(offer).getByText('Every day, 09:00–21:00: about 40 meals, Veg')).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept arrangement' }));
    expect(answerSeries).toHaveBeenCalledWith('s1', 'accept');
  });

  it('ends an accepted arrangement only with a reason, which it sends', async () => {
    feed([aSeries({ arrangement: 'accepted' })]);
    renderWithRouter(withQueries(<SeriesNgo uid="ngo-uid" donations={[]} now={NOW} />), { auth: auth('ngo') });
    await userEvent.click(screen.getByRole('button', { name: 'End arrangement' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End arrangement' }));
    expect(within(dialog).getByText('Say why, so the donor can find another NGO.')).toBeInTheDocument();
    expect(answerSeries).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Why (the donor sees it)'), 'Our van moved to mornings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End arrangement' }));
    expect(answerSeries).toHaveBeenCalledWith('s1', 'end', 'Our van moved to mornings');
  });

  it('lists its coming pickups for the accepted series, each day with its state', () => {
    feed([aSeries({ arrangement: 'accepted' })]);
    renderWithRouter(withQueries(<SeriesNgo uid="ngo-uid" donations={[]} now={NOW} />), { auth: auth('ngo') });
    const coming = screen.getByRole('region', { name: 'Coming pickups' });
    expect(within(coming).getAllByRole('listitem')).toHaveLength(7);
    expect(within(coming).getAllByText('Expected')).toHaveLength(7);
  });
});

describe('the donor’s regular offers', () => {
  it('offers the next day with Confirm and No surplus today; No surplus records a skip for it', async () => {
    feed([aSeries({ arrangement: 'accepted' })]);
    renderWithRouter(withQueries(<SeriesDonor uid="donor-uid" donations={[]} now={NOW} />), { auth: auth('donor') });
    const mine = screen.getByRole('article', { name: /^Regular offer: ?Veg thali$/ });
    expect(
      within(mine).getByText('Roti Ghar Trust accepted: each day you confirm arrives accepted by them.'),
    ).toBeInTheDocument();
    expect(within(mine).getByText('Today at 09:00: about 40 meals of Veg food')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'No surplus today' }));
    await waitFor(() => expect(skipSeriesDay).toHaveBeenCalledWith('s1', TODAY));
  });

  it('a paused series says so and offers no day', () => {
    feed([aSeries({ state: 'paused' })]);
    renderWithRouter(withQueries(<SeriesDonor uid="donor-uid" donations={[]} now={NOW} />), { auth: auth('donor') });
    const mine = screen.getByRole('article', { name: /^Regular offer: ?Veg thali$/ });
    expect(within(mine).getByText('Paused: no day is offered until you resume.')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'No surplus today' })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });
});

describe('Home, for a signed-in donor', () => {
  // Home reads the clock itself: it is set to before today's window opens, whenever this runs.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each regular offer due today with Confirm and No surplus today, which records the skip', async () => {
    feed([aSeries({ arrangement: 'accepted' }), aSeries({ id: 's2', food: 'Dal rice', state: 'paused' })]);
    renderWithRouter(withQueries(<DonorToday uid="donor-uid" />), { auth: auth('donor') });
    const today = screen.getByRole('region', { name: 'Your regular food today' });
    const offer = within(today).getByRole('article', { name: 'Veg thali' });
    expect(within(offer).getByText(/^Today at 09:00: about 40 meals of Veg food$/)).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    // A paused offer offers no day, here or on the board.
    expect(within(today).queryByRole('article', { name: 'Dal rice' })).toBeNull();
    expect(within(today).getByRole('link', { name: 'Open my donations' })).toHaveAttribute('href', '/donations');
    await userEvent.click(within(offer).getByRole('button', { name: 'No surplus today' }));
    await waitFor(() => expect(skipSeriesDay).toHaveBeenCalledWith('s1', TODAY));
  });

  it('shows nothing when no offer has a day today still to come', () => {
    // Every day but today's weekday: the next day is tomorrow at the earliest.
    const notToday = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekdayOf(TODAY));
    feed([aSeries({ arrangement: 'accepted', days: notToday })]);
    const { container } = renderWithRouter(withQueries(<DonorToday uid="donor-uid" />), { auth: auth('donor') });
    expect(container).toBeEmptyDOMElement();
  });
});
