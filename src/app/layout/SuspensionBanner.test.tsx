// Only the suspensions service is mocked, at the module boundary (it is loaded with a dynamic
// import, which vi.mock covers too). The real listener runs against the emulators in
// tests/integration/auth.test.ts and end to end in tests/e2e/suspension.spec.ts.
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../config/paths';
import { friendlyError } from '../../services/errors';
import { watchMySuspension, type Suspension } from '../../services/suspensions';
import { renderWithRouter } from '../../testing/render';
import { SuspensionBanner } from './SuspensionBanner';

vi.mock('../../services/suspensions', () => ({ watchMySuspension: vi.fn() }));

type Listener = { uid: string; onData: (s: Suspension | null) => void; onError: (e: unknown) => void };
let listener: Listener | undefined;
let stops = 0;

beforeEach(() => {
  vi.clearAllMocks();
  listener = undefined;
  stops = 0;
  vi.mocked(watchMySuspension).mockImplementation((uid, onData, onError) => {
    listener = { uid, onData, onError };
    return () => (stops += 1);
  });
});

const suspension = (reason: string): Suspension => ({
  uid: 'donor-uid',
  reason,
  suspendedAt: new Date(),
  suspendedBy: 'admin-uid',
});

const denied = Object.assign(new Error('x'), { code: 'permission-denied' });
const NOT_ALLOWED = 'You are not allowed to do that. If you think you should be, sign in again.';
const SUSPENDED_MESSAGE =
  'Your account is suspended, so this was not done. Write to us via the contact page if you think this is a mistake.';

function renderSignedIn() {
  return renderWithRouter(<SuspensionBanner />, {
    auth: { user: { uid: 'donor-uid', email: 'donor@example.org', displayName: 'Asha' }, role: 'donor' },
  });
}

/** The listener started by the banner, once its module has arrived. */
async function started(): Promise<Listener> {
  await act(async () => {});
  if (!listener) throw new Error('the banner did not start listening');
  return listener;
}

describe('SuspensionBanner', () => {
  it('renders nothing for a visitor and loads no suspension', async () => {
    const { container } = renderWithRouter(<SuspensionBanner />);
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
    expect(watchMySuspension).not.toHaveBeenCalled();
  });

  it('shows nothing while the signed-in account is not suspended', async () => {
    renderSignedIn();
    const { uid, onData } = await started();
    expect(uid).toBe('donor-uid');
    act(() => onData(null));
    expect(screen.queryByRole('region', { name: 'Account suspended' })).not.toBeInTheDocument();
    expect(friendlyError(denied)).toBe(NOT_ALLOWED);
  });

  it('shows the reason live, points to the contact page, and makes refusals say why', async () => {
    renderSignedIn();
    const { onData } = await started();
    act(() => onData(suspension('Offered food that was not there')));

    const banner = screen.getByRole('region', { name: 'Account suspended' });
    expect(banner).toHaveTextContent(
      'Your account is suspended: Offered food that was not there. You cannot offer food or change donations until an admin lifts it. Write to us via the contact page.',
    );
    expect(within(banner).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', PATHS.contact);
    // The rules refuse every change of a suspended account: the refusal now says that is why.
    expect(friendlyError(denied)).toBe(SUSPENDED_MESSAGE);
    expect(friendlyError({ code: 'unavailable' })).toBe(
      'We could not reach the server. Check your connection and try again.',
    );

    // A reason that ends a sentence gets no second full stop; a new reason replaces the old.
    act(() => onData(suspension('Three no-shows!')));
    expect(banner).toHaveTextContent('Your account is suspended: Three no-shows! You cannot offer food');

    // Lifted: the banner goes and refusals read as before.
    act(() => onData(null));
    expect(screen.queryByRole('region', { name: 'Account suspended' })).not.toBeInTheDocument();
    expect(friendlyError(denied)).toBe(NOT_ALLOWED);
  });

  it('keeps the last answer when the listener stops, and stops listening on sign-out', async () => {
    const view = renderSignedIn();
    const { onData, onError } = await started();
    act(() => onData(suspension('Spam offers')));
    act(() => onError(denied));
    expect(screen.getByRole('region', { name: 'Account suspended' })).toHaveTextContent('Spam offers.');

    view.unmount();
    expect(stops).toBe(1);
    expect(friendlyError(denied)).toBe(NOT_ALLOWED);
  });
});
