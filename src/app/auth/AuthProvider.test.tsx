// The Firebase services are mocked at the module boundary (src/services/auth, src/services/users);
// the real ones run against the emulators in tests/integration/auth.test.ts and end to end.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../services/auth';
import { currentAccount, signOut, watchAuth } from '../../services/auth';
import { getRole } from '../../services/users';
import { AuthProvider } from './AuthProvider';
import { useAuth, type Role } from '../../lib/auth-context';
import { deferred } from '../../testing/deferred';
import { currentLanguage, LANGUAGE_STORAGE_KEY } from '../../i18n';
import { authStarted } from '../../services/session-hint';

vi.mock('../../services/auth', () => ({ watchAuth: vi.fn(), currentAccount: vi.fn(), signOut: vi.fn() }));
// getAccountSettings reads the role through the mocked getRole; the language comes from accountLanguage.
let accountLanguage: 'en' | 'hi' | null = null;
vi.mock('../../services/users', () => {
  const getRole = vi.fn();
  return {
    getRole,
    getAccountSettings: async (uid: string) => ({ role: await getRole(uid), language: accountLanguage }),
  };
});

const ASHA: Account = { uid: 'u-asha', email: 'asha@example.org', displayName: 'Asha' };

let report: (account: Account | null) => void = () => {};

function Probe() {
  const { user, role, loading, refreshRole, signOut: out } = useAuth();
  return (
    <div>
      <p data-testid="state">{loading ? 'loading' : `${user?.email ?? 'signed out'} / ${role ?? 'no role'}`}</p>
      <p data-testid="name">{user?.displayName ?? ''}</p>
      <button type="button" onClick={() => void refreshRole()}>
        refresh
      </button>
      <button type="button" onClick={() => void out()}>
        out
      </button>
    </div>
  );
}

const state = () => screen.getByTestId('state').textContent;

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

/** Renders the provider and waits until it listens to Auth (report() reaches it from then on). */
async function renderListening() {
  renderProvider();
  await waitFor(() => expect(watchAuth).toHaveBeenCalled());
}

beforeEach(() => {
  accountLanguage = null;
  vi.mocked(watchAuth).mockReset();
  vi.mocked(getRole).mockReset();
  vi.mocked(currentAccount).mockReset();
  vi.mocked(signOut).mockReset();
  vi.mocked(watchAuth).mockImplementation((callback) => {
    report = (account) => act(() => callback(account));
    return () => {};
  });
});

describe('AuthProvider', () => {
  it('is loading until Firebase has answered, then signed out', async () => {
    renderProvider();
    expect(state()).toBe('loading');
    await waitFor(() => expect(watchAuth).toHaveBeenCalled());
    expect(state()).toBe('loading');
    report(null);
    expect(state()).toBe('signed out / no role');
  });

  it('stays loading until the role of a restored session is known', async () => {
    const role = deferred<Role | null>();
    vi.mocked(getRole).mockReturnValueOnce(role.promise);
    await renderListening();
    report(ASHA);
    expect(state()).toBe('loading');
    await act(async () => role.resolve('donor'));
    expect(state()).toBe('asha@example.org / donor');
    expect(getRole).toHaveBeenCalledWith('u-asha');
  });

  it('treats a role that cannot be read as no role, and stops loading', async () => {
    vi.mocked(getRole).mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await renderListening();
    report(ASHA);
    await waitFor(() => expect(state()).toBe('asha@example.org / no role'));
  });

  it('refreshRole reads the account from Auth itself, even before the listener reports it', async () => {
    const user = userEvent.setup();
    await renderListening();
    report(null);
    expect(state()).toBe('signed out / no role');

    // Sign-up finished and wrote the role; the listener has not spoken yet.
    vi.mocked(currentAccount).mockReturnValue({ ...ASHA, displayName: 'Asha Rao' });
    vi.mocked(getRole).mockResolvedValueOnce('ngo');
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(state()).toBe('asha@example.org / ngo'));
    expect(screen.getByTestId('name')).toHaveTextContent('Asha Rao');

    // The listener's late report of the same account does not throw the known role away.
    report(ASHA);
    expect(state()).toBe('asha@example.org / ngo');
  });

  it('lets the newest role read win when reads overlap', async () => {
    const user = userEvent.setup();
    const early = deferred<Role | null>();
    vi.mocked(getRole).mockReturnValueOnce(early.promise).mockResolvedValueOnce('donor');
    vi.mocked(currentAccount).mockReturnValue(ASHA);
    await renderListening();
    report(ASHA); // read 1 starts before the sign-up wrote users/{uid}
    await user.click(screen.getByRole('button', { name: 'refresh' })); // read 2, after the write
    await waitFor(() => expect(state()).toBe('asha@example.org / donor'));
    await act(async () => early.resolve(null)); // read 1 answers late with 'no role'
    expect(state()).toBe('asha@example.org / donor');
  });

  it('forgets the role on sign-out', async () => {
    const user = userEvent.setup();
    vi.mocked(getRole).mockResolvedValueOnce('admin');
    vi.mocked(signOut).mockImplementation(async () => report(null));
    await renderListening();
    report(ASHA);
    await waitFor(() => expect(state()).toBe('asha@example.org / admin'));
    await user.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(state()).toBe('signed out / no role'));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('reads the role again when a different account signs in', async () => {
    vi.mocked(getRole).mockResolvedValueOnce('donor').mockResolvedValueOnce('ngo');
    await renderListening();
    report(ASHA);
    await waitFor(() => expect(state()).toBe('asha@example.org / donor'));
    report({ uid: 'u-ngo', email: 'ngo@example.org', displayName: null });
    await waitFor(() => expect(state()).toBe('ngo@example.org / ngo'));
  });
});

describe("AuthProvider: the account's language", () => {
  it('follows the account to this device once its settings are read', async () => {
    accountLanguage = 'hi';
    vi.mocked(getRole).mockResolvedValueOnce('donor');
    await renderListening();
    report(ASHA);
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
});

// Last in the file: authStarted() is once per page, like the Auth instance it stands for.
describe('AuthProvider on a page rendered at build time', () => {
  const renderIdle = () =>
    render(
      <AuthProvider startWhenIdle>
        <Probe />
      </AuthProvider>,
    );

  it('loads Auth when idle if this browser may hold a session', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'firebaseLocalStorageDb', version: 1 }] });
    renderIdle();
    await waitFor(() => expect(watchAuth).toHaveBeenCalled());
    report(ASHA);
    vi.unstubAllGlobals();
  });

  it('is signed out at once, without Auth, for a browser that never signed in — until a sign-in starts Auth', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [] });
    renderIdle();
    await waitFor(() => expect(state()).toBe('signed out / no role'));
    expect(watchAuth).not.toHaveBeenCalled();
    vi.mocked(getRole).mockResolvedValueOnce('donor');
    act(() => authStarted());
    await waitFor(() => expect(watchAuth).toHaveBeenCalled());
    report(ASHA);
    await waitFor(() => expect(state()).toBe('asha@example.org / donor'));
    vi.unstubAllGlobals();
  });
});
