// Only the donation services are mocked, at the module boundary (they are loaded with a dynamic
// import, which vi.mock covers too). The real listeners run in tests/integration/lifecycle.test.ts.
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Donation, DonationsListener, ErrorListener } from '../../services/donation-model';
import { watchNgoDonations } from '../../services/donation-boards';
import { watchOpenOffersFor } from '../../services/donation-near';
import { renderWithRouter } from '../../testing/render';
import type { Role } from '../../lib/auth-context';
import { WaitingOffers } from './WaitingOffers';

vi.mock('../../services/donation-boards', () => ({
  watchNgoDonations: vi.fn(),
}));

vi.mock('../../services/donation-near', () => ({
  NOT_ACTIVE: 'not-active',
  watchOpenOffersFor: vi.fn(),
}));

const HOUR = 3_600_000;
const offer = (id: string, overrides: Partial<Donation> = {}) =>
  ({ id, status: 'offered', readyBy: new Date(Date.now() + HOUR), ...overrides }) as Donation;

let addressed: { onData: DonationsListener; onError: ErrorListener } | undefined;
let open: { onData: DonationsListener; onError: ErrorListener } | undefined;
const stopped = { addressed: 0, open: 0 };

beforeEach(() => {
  vi.clearAllMocks();
  addressed = undefined;
  open = undefined;
  stopped.addressed = 0;
  stopped.open = 0;
  vi.mocked(watchNgoDonations).mockImplementation((_uid, onData, onError) => {
    addressed = { onData, onError };
    return () => (stopped.addressed += 1);
  });
  vi.mocked(watchOpenOffersFor).mockImplementation((_uid, onData, onError) => {
    open = { onData: onData as DonationsListener, onError };
    return () => (stopped.open += 1);
  });
});

function renderAs(role: Role | null) {
  return renderWithRouter(<WaitingOffers />, {
    auth: role ? { user: { uid: `${role}-uid`, email: null, displayName: null }, role } : {},
  });
}

describe('WaitingOffers', () => {
  it.each([
    ['a visitor', null],
    ['a donor', 'donor'],
    ['an admin', 'admin'],
  ] as const)('renders nothing for %s and loads no donations', async (_who, role) => {
    const { container } = renderAs(role);
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
    expect(watchNgoDonations).not.toHaveBeenCalled();
    expect(watchOpenOffersFor).not.toHaveBeenCalled();
  });

  it('counts the NGO’s offers and open offers that are still waiting, live', async () => {
    const { unmount } = renderAs('ngo');
    expect(await screen.findByRole('link', { name: 'Donations' })).toHaveAttribute('href', '/donations');
    await vi.waitFor(() => expect(addressed && open).toBeTruthy());
    expect(watchNgoDonations).toHaveBeenCalledWith('ngo-uid', expect.any(Function), expect.any(Function));

    act(() =>
      addressed!.onData([
        offer('a'),
        offer('b'),
        offer('c', { status: 'accepted' }),
        offer('d', { status: 'delivered' }),
        offer('e', { readyBy: new Date(Date.now() - HOUR) }), // expired
      ]),
    );
    expect(screen.getByRole('link', { name: 'Donations (2 waiting)' })).toBeInTheDocument();

    act(() => open!.onData([offer('o1'), offer('o2', { readyBy: new Date(Date.now() - HOUR) })]));
    expect(screen.getByRole('link', { name: 'Donations (3 waiting)' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();

    act(() => addressed!.onData([offer('b')]));
    expect(screen.getByRole('link', { name: 'Donations (2 waiting)' })).toBeInTheDocument();

    act(() => open!.onData([]));
    act(() => addressed!.onData([]));
    expect(screen.getByRole('link', { name: 'Donations' })).toBeInTheDocument();

    unmount();
    expect(stopped).toEqual({ addressed: 1, open: 1 });
  });

  it('still links to the board when the open offers are refused (unverified NGO)', async () => {
    renderAs('ngo');
    await vi.waitFor(() => expect(addressed && open).toBeTruthy());
    act(() => open!.onError(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    act(() => addressed!.onData([offer('a')]));
    expect(screen.getByRole('link', { name: 'Donations (1 waiting)' })).toBeInTheDocument();
  });
});
