import { render, type RenderResult } from '@testing-library/react';
import { PRIVACY_NOTICE } from '../config/limits.js';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthState } from '../lib/auth-context';

export interface RenderWithRouterOptions {
  /** The URL the memory router starts at; default '/'. */
  path?: string;
  /** Parts of the auth state to fake; the rest is signed out and finished loading. */
  auth?: Partial<AuthState>;
}

export type RenderWithRouterResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  auth: AuthState;
  user: ReturnType<typeof userEvent.setup>;
};

/** A signed-out, settled auth state whose actions are spies. */
export function fakeAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    user: null,
    role: null,
    notice: PRIVACY_NOTICE.version,
    loading: false,
    signOut: vi.fn(async () => {}),
    refreshRole: vi.fn(async () => {}),
    ...overrides,
  };
}

/**
 * Renders a component (at every path) or a route table inside an in-memory data router and the
 * app's own AuthContext with a fake state, so screens can be tested without Firebase.
 */
export function renderWithRouter(
  uiOrRoutes: ReactElement | RouteObject[],
  { path = '/', auth }: RenderWithRouterOptions = {},
): RenderWithRouterResult {
  const routes: RouteObject[] = Array.isArray(uiOrRoutes) ? uiOrRoutes : [{ path: '*', element: uiOrRoutes }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const authState = fakeAuth(auth);
  const user = userEvent.setup();
  const result = render(
    <AuthContext.Provider value={authState}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return { ...result, router, auth: authState, user };
}
