import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { PRIVACY_NOTICE } from '../../config/limits.js';
import { AuthContext, type AuthState, type AuthUser, type Role } from '../../lib/auth-context';

type Snapshot = Pick<AuthState, 'user' | 'role' | 'notice' | 'loading'>;

/**
 * An auth context whose state a test can change while the screen is on show, the way the real
 * AuthProvider changes after Firebase reports a sign-in. Its actions are spies.
 */
export function createLiveAuth(initial: Partial<Snapshot> = {}) {
  let snapshot: Snapshot = { user: null, role: null, notice: PRIVACY_NOTICE.version, loading: false, ...initial };
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const set = (next: Partial<Snapshot>) => {
    snapshot = { ...snapshot, ...next };
    act(() => listeners.forEach((listener) => listener()));
  };
  const signOut = vi.fn(async () => set({ user: null, role: null }));
  const refreshRole = vi.fn(async () => {});

  function Provider({ children }: { children: ReactNode }) {
    const state = useSyncExternalStore(subscribe, () => snapshot);
    const value = useMemo<AuthState>(() => ({ ...state, signOut, refreshRole }), [state]);
    return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  }

  return {
    Provider,
    signOut,
    refreshRole,
    get state() {
      return snapshot;
    },
    set,
    /** What the real provider reports once Firebase has signed someone in and read the role. */
    signInAs(user: AuthUser, role: Role | null) {
      set({ user, role, loading: false });
    },
  };
}

export type LiveAuth = ReturnType<typeof createLiveAuth>;

/** Shows where the router ended up, for screens that navigate away. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/**
 * Renders one auth screen at `path` (with optional history state, as RequireRole sets it) and
 * stand-in pages for the places it may send the person.
 */
export function renderAuthScreen(
  screen: ReactNode,
  { path, state, auth = createLiveAuth() }: { path: string; state?: unknown; auth?: LiveAuth },
) {
  const routes: RouteObject[] = [
    { path, element: screen },
    { path: '*', element: <Landed /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  const user = userEvent.setup();
  const result = render(
    <auth.Provider>
      <RouterProvider router={router} />
    </auth.Provider>,
  );
  return { ...result, router, auth, user };
}
