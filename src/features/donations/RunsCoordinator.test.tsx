// Component tests of the coordinators' runs board (RunsCoordinator). The runs, team and board
// services are mocked at the module boundary: the real listeners and writes run against the
// emulators in tests/integration/runs.test.ts and end to end in tests/e2e/runs.spec.ts.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchNgoDonations } from '../../services/donation-boards';
import type { Donation } from '../../services/donation-model';
import { endRun, runFromData, startRun, watchNgoRuns, type Run } from '../../services/runs';
import { watchMembers, type Member } from '../../services/team';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { RunsCoordinator } from './RunsCoordinator';
import { aDonation } from './test-donations';

vi.mock('../../services/runs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/runs')>()),
  watchNgoRuns: vi.fn(),
  endRun: vi.fn(),
  startRun: vi.fn(),
  assignRun: vi.fn(),
}));
vi.mock('../../services/team', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/team')>()),
  watchMembers: vi.fn(),
}));
vi.mock('../../services/donation-boards', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-boards')>()),
  watchNgoDonations: vi.fn(),
}));

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

/** An open run of donation `id`, ready in 2 hours, to be used within 6. */
const anOpenRun = (id: string, overrides: Partial<Run> = {}): Run => ({
  ...runFromData(id, { ngoId: 'ngo-uid', food: `Food ${id}`, meals: 20 }),
  readyBy: hoursFromNow(2),
  useBy: hoursFromNow(6),
  ...overrides,
});

const RAVI: Member = {
  uid: 'vol-1',
  ngoId: 'ngo-uid',
  role: 'volunteer',
  name: 'Ravi Kumar',
  phone: '9876500011',
  languages: ['hi'],
  vehicle: 'twoWheeler',
  joinedAt: null,
};

function feed(runs: Run[], donations: Donation[]) {
  vi.mocked(watchNgoRuns).mockImplementation((_id, onData) => {
    onData(runs);
    return () => undefined;
  });
  vi.mocked(watchNgoDonations).mockImplementation((_id, onData) => {
    onData(donations);
    return () => undefined;
  });
}

beforeEach(() => {
  vi.mocked(watchMembers).mockImplementation((_id, onData) => {
    onData([RAVI]);
    return () => undefined;
  });
  vi.mocked(endRun).mockResolvedValue(undefined);
  vi.mocked(startRun).mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const auth = { user: { uid: 'ngo-uid', email: 'ngo@example.org', displayName: 'NGO' }, role: 'ngo' as const };

describe('the coordinators’ runs board', () => {
  it('ends each open run whose food no longer waits, once, and alerts only for food still waiting', async () => {
    feed(
      [
        anOpenRun('waiting', { lateDrop: true, droppedBy: 'Ravi', dropReason: 'Flat tyre' }),
        anOpenRun('cancelled', { lateDrop: true, droppedBy: 'Meera', dropReason: 'Ill' }),
        anOpenRun('past', { readyBy: hoursFromNow(-8), useBy: hoursFromNow(-1) }),
        anOpenRun('assigned', { state: 'assigned', volunteerUid: 'vol-1', volunteerName: 'Ravi' }),
      ],
      [
        aDonation({ id: 'waiting', food: 'Food waiting', status: 'accepted' }),
        aDonation({ id: 'cancelled', food: 'Food cancelled', status: 'cancelled' }),
        aDonation({ id: 'past', food: 'Food past', status: 'accepted' }),
        aDonation({ id: 'assigned', food: 'Food assigned', status: 'cancelled' }),
      ],
    );
    renderWithRouter(withQueries(<RunsCoordinator ngoId="ngo-uid" />), { auth });
    await waitFor(() => expect(endRun).toHaveBeenCalledTimes(2));
    expect(
      vi
        .mocked(endRun)
        .mock.calls.map(([id]) => id)
        .sort(),
    ).toEqual(['cancelled', 'past']);
    expect(screen.getByText('Ravi gave back Food waiting late: Flat tyre. It needs a volunteer now.')).toBeVisible();
    expect(screen.queryByText(/Meera gave back/)).not.toBeInTheDocument();
  });

  it('a donation with no run yet is opened to volunteers only when the coordinator chooses so', async () => {
    const donation = aDonation({ id: 'day-1', food: 'Canteen lunch', status: 'accepted' });
    feed([], [donation]);
    renderWithRouter(withQueries(<RunsCoordinator ngoId="ngo-uid" />), { auth });
    const select = await screen.findByRole('combobox', { name: 'Who collects it' });
    expect(select).toHaveDisplayValue('Choose who collects it');
    expect(screen.getByText('Not yet open to volunteers')).toBeVisible();
    await userEvent.selectOptions(select, 'Any volunteer (open)');
    expect(startRun).toHaveBeenCalledWith('day-1', expect.objectContaining({ food: 'Canteen lunch' }), 'ngo-uid', null);
  });
});
