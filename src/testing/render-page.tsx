import { render } from '@testing-library/react';
import { PRIVACY_NOTICE } from '../config/limits.js';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthContext, type AuthState, type Role } from '../lib/auth-context';

/** A fake auth state: signed out and settled unless told otherwise. */
export function fakeAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    user: null,
    role: null,
    notice: PRIVACY_NOTICE.version,
    loading: false,
    signOut: async () => {},
    refreshRole: async () => {},
    ...overrides,
  };
}

/** Signed in with the given role. */
export function signedInAs(role: Role | null): AuthState {
  return fakeAuth({
    user: { uid: `uid-${role ?? 'none'}`, email: `${role ?? 'none'}@example.org`, displayName: null },
    role,
  });
}

interface RenderPageOptions {
  path?: string;
  auth?: AuthState;
  /** History entries; the last one is the current page. Defaults to just `path`. */
  entries?: string[];
  /** Other routes the page may navigate to. */
  routes?: RouteObject[];
}

/** Renders a screen at its route inside a memory router and a fake auth state. */
export function renderPage(element: ReactElement, options: RenderPageOptions = {}) {
  const { path = '/', auth = fakeAuth(), routes = [] } = options;
  const entries = options.entries ?? [path];
  const router = createMemoryRouter([{ path, element }, ...routes], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const result = render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return { ...result, router };
}
