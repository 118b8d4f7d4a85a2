import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { ErrorScreen, notFound } from './ErrorScreen';
import { RequireRole } from './auth/RequireRole';
import type { Role } from '../config/roles';
import type { ComponentType, ReactNode } from 'react';

interface PageOptions {
  /** Who may open it: these roles, or anyone signed in; everyone when omitted. */
  roles?: readonly Role[] | 'signed-in';
  /** The screen reads server state through TanStack Query: its provider is loaded with the screen. */
  queries?: boolean;
}

/**
 * A route whose screen is loaded on first visit, so each page ships only its own code — and only
 * the screens that read server state load TanStack Query (Home never does).
 */
function page(load: () => Promise<ComponentType>, { roles, queries = false }: PageOptions = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Screen, Provider] = await Promise.all([
        load(),
        queries ? import('../lib/query').then((m) => m.QueryProvider) : null,
      ]);
      const guarded = (content: ReactNode) =>
        roles ? <RequireRole roles={roles === 'signed-in' ? undefined : roles}>{content}</RequireRole> : content;
      const Component = () => guarded(Provider ? <Provider><Screen /></Provider> : <Screen />);
      return { Component };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, ...page(async () => (await import('../features/home/HomePage')).HomePage) },
          { path: 'login', ...page(async () => (await import('../features/auth/LoginPage')).LoginPage) },
          { path: 'registration', ...page(async () => (await import('../features/auth/RegistrationPage')).RegistrationPage) },
          { path: 'ngo-register', ...page(async () => (await import('../features/auth/RegistrationPage')).NgoRegistrationPage) },
          { path: 'donor-register', ...page(async () => (await import('../features/auth/DonorRegistrationPage')).DonorRegistrationPage) },
          { path: 'forgot-password', ...page(async () => (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage) },
          { path: 'team', ...page(async () => (await import('../features/pages/TeamPage')).TeamPage) },
          { path: 'services', ...page(async () => (await import('../features/pages/ServicesPage')).ServicesPage) },
          { path: 'contributers', ...page(async () => (await import('../features/contributors/ContributorsPage')).ContributorsPage, { queries: true }) },
          { path: 'contributors', ...page(async () => (await import('../features/contributors/ContributorsPage')).ContributorsPage, { queries: true }) },
          { path: 'contactus', ...page(async () => (await import('../features/contact/ContactPage')).ContactPage) },
          { path: 'privacypolicy', ...page(async () => (await import('../features/pages/PrivacyPolicyPage')).PrivacyPolicyPage) },
          { path: 'termsandconditions', ...page(async () => (await import('../features/pages/TermsPage')).TermsPage) },
          { path: 'donorProfile', ...page(async () => (await import('../features/donors/DonorProfilePage')).DonorProfilePage, { roles: ['donor', 'admin'], queries: true }) },
          { path: 'ngoProfile', ...page(async () => (await import('../features/ngos/NgoProfilePage')).NgoProfilePage, { roles: ['ngo'], queries: true }) },
          { path: 'ngoList', ...page(async () => (await import('../features/ngos/NgoListPage')).NgoListPage, { queries: true }) },
          // Open to visitors: they may fill the form and are asked to sign in when they press Donate.
          { path: 'delivery', ...page(async () => (await import('../features/donations/DeliveryPage')).DeliveryPage, { queries: true }) },
          { path: 'donations', ...page(async () => (await import('../features/donations/DonationsPage')).DonationsPage, { roles: 'signed-in', queries: true }) },
          { path: 'adminPage', ...page(async () => (await import('../features/admin/AdminPage')).AdminPage, { roles: ['admin'], queries: true }) },
          { path: '*', loader: notFound },
        ],
      },
    ],
  },
];

/**
 * Public pages whose HTML is rendered at build time (scripts/prerender.mjs): what they show does
 * not depend on who is signed in or on the address's query. /delivery is left out (it starts from
 * a draft kept in the browser), and so are the guarded screens.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/services',
  '/team',
  '/contributers',
  '/contributors',
  '/contactus',
  '/privacypolicy',
  '/termsandconditions',
  '/login',
  '/registration',
  '/ngo-register',
  '/donor-register',
  '/forgot-password',
  '/ngoList',
] as const;

/**
 * Loads the screens a path needs before the first render. Hydrating build-time HTML needs this:
 * the first render in the browser must already show the page, not wait for its code.
 */
export async function resolveRoute(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}
