import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { PATHS } from '../config/paths';
import { HINDI_PREFIX, loadCatalogPart, type CatalogPart } from '../i18n';
import { PRERENDERED_PATHS } from './prerendered';
import { RootLayout } from './layout/RootLayout';
import { ErrorScreen, notFound } from './ErrorScreen';
import { RequireRole } from './auth/RequireRole';
import type { Role } from '../config/roles';
import { nextTask } from '../lib/next-task';
import type { ComponentType, ReactNode } from 'react';

interface PageOptions {
  /** Who may open it: these roles, or anyone signed in; everyone when omitted. */
  roles?: readonly Role[] | 'signed-in';
  /** The screen reads server state through TanStack Query: its provider is loaded with the screen. */
  queries?: boolean;
  /** Which part of the catalog its texts are in (src/i18n/catalogs.ts): 'app' unless it is public. */
  texts?: CatalogPart;
}

/**
 * A route whose screen is loaded on first visit, so each page ships only its own code — and only
 * the screens that read server state load TanStack Query (Home never does).
 */
function page(
  load: () => Promise<ComponentType>,
  { roles, queries = false, texts = 'app' }: PageOptions = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Screen, Provider] = await Promise.all([
        load(),
        queries ? import('../lib/query').then((m) => m.QueryProvider) : null,
        loadCatalogPart(texts),
      ]);
      const guarded = (content: ReactNode) =>
        roles ? <RequireRole roles={roles === 'signed-in' ? undefined : roles}>{content}</RequireRole> : content;
      const Component = () =>
        guarded(
          Provider ? (
            <Provider>
              <Screen />
            </Provider>
          ) : (
            <Screen />
          ),
        );
      return { Component };
    },
  };
}

/** A route's path as react-router nests it: PATHS without the leading slash. */
const route = (path: string) => path.slice(1);

const publicPage = (load: () => Promise<ComponentType>, options: Omit<PageOptions, 'texts'> = {}) =>
  page(load, { ...options, texts: 'public' });

/**
 * The public pages (their HTML is rendered at build time, in English and under /hi in Hindi).
 * A function: each language's routes are objects of their own (resolveRoute fills them in).
 */
const publicPages = (): RouteObject[] => [
  { index: true, ...publicPage(async () => (await import('./HomeRoute')).HomeRoute) },
  { path: route(PATHS.login), ...publicPage(async () => (await import('../features/auth/LoginPage')).LoginPage) },
  {
    path: route(PATHS.registration),
    ...publicPage(async () => (await import('../features/auth/RegistrationPage')).RegistrationPage),
  },
  {
    path: route(PATHS.ngoRegister),
    ...publicPage(async () => (await import('../features/auth/RegistrationPage')).NgoRegistrationPage),
  },
  {
    path: route(PATHS.donorRegister),
    ...publicPage(async () => (await import('../features/auth/DonorRegistrationPage')).DonorRegistrationPage),
  },
  {
    path: route(PATHS.forgotPassword),
    ...publicPage(async () => (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage),
  },
  { path: route(PATHS.team), ...publicPage(async () => (await import('../features/pages/TeamPage')).TeamPage) },
  {
    path: route(PATHS.services),
    ...publicPage(async () => (await import('../features/pages/ServicesPage')).ServicesPage),
  },
  {
    path: route(PATHS.contributors),
    ...publicPage(async () => (await import('../features/contributors/ContributorsPage')).ContributorsPage, {
      queries: true,
    }),
  },
  {
    path: route(PATHS.contributorsAlias),
    ...publicPage(async () => (await import('../features/contributors/ContributorsPage')).ContributorsPage, {
      queries: true,
    }),
  },
  {
    path: route(PATHS.contact),
    ...publicPage(async () => (await import('../features/contact/ContactPage')).ContactPage),
  },
  {
    path: route(PATHS.privacy),
    ...publicPage(async () => (await import('../features/pages/PrivacyPolicyPage')).PrivacyPolicyPage),
  },
  { path: route(PATHS.terms), ...publicPage(async () => (await import('../features/pages/TermsPage')).TermsPage) },
  {
    path: route(PATHS.ngoList),
    ...publicPage(async () => (await import('../features/ngos/NgoListPage')).NgoListPage, { queries: true }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        // Every page's error screen, inside the layout (the top bar and the footer stay): a screen
        // whose code could not be downloaded, a failure while it shows, a path that names no page.
        // Here, not on each page: react-router renders nothing for a page route whose own lazy()
        // failed while that route still has lazy() to run (its hydration fallback logic), so the
        // error must land on a route above it.
        errorElement: <ErrorScreen />,
        children: [
          ...publicPages(),
          { path: route(HINDI_PREFIX), children: [...publicPages(), { path: '*', loader: notFound }] },
          {
            path: route(PATHS.donorProfile),
            ...page(async () => (await import('../features/donors/DonorProfilePage')).DonorProfilePage, {
              roles: ['donor', 'admin'],
              queries: true,
            }),
          },
          {
            path: route(PATHS.ngoProfile),
            ...page(async () => (await import('../features/ngos/NgoProfilePage')).NgoProfilePage, {
              roles: ['ngo'],
              queries: true,
            }),
          },
          // Open to visitors: they may fill the form and are asked to sign in when they press Donate.
          {
            path: route(PATHS.delivery),
            ...page(async () => (await import('../features/donations/DeliveryPage')).DeliveryPage, { queries: true }),
          },
          {
            path: route(PATHS.donations),
            ...page(async () => (await import('../features/donations/DonationsPage')).DonationsPage, {
              roles: 'signed-in',
              queries: true,
            }),
          },
          {
            path: route(PATHS.regularOffer),
            ...page(async () => (await import('../features/donations/RegularOfferPage')).RegularOfferPage, {
              roles: ['donor'],
              queries: true,
            }),
          },
          {
            path: route(PATHS.donationLabel),
            ...page(async () => (await import('../features/donations/LabelPage')).LabelPage, {
              roles: ['donor'],
              queries: true,
            }),
          },
          {
            path: route(PATHS.foodRegister),
            ...page(async () => (await import('../features/donations/FoodRegisterPage')).FoodRegisterPage, {
              roles: ['ngo'],
              queries: true,
            }),
          },
          {
            path: route(PATHS.acknowledgement),
            ...page(async () => (await import('../features/donations/AcknowledgementPage')).AcknowledgementPage, {
              roles: 'signed-in',
              queries: true,
            }),
          },
          {
            path: route(PATHS.myTeam),
            ...page(async () => (await import('../features/team/TeamPage')).TeamPage, {
              roles: 'signed-in',
              queries: true,
            }),
          },
          {
            path: route(PATHS.runs),
            ...page(async () => (await import('../features/donations/RunsPage')).RunsPage, {
              roles: ['donor', 'ngo'],
              queries: true,
            }),
          },
          {
            path: route(PATHS.impact),
            ...page(async () => (await import('../features/impact/ImpactPage')).ImpactPage, {
              roles: 'signed-in',
              queries: true,
            }),
          },
          {
            path: route(PATHS.myData),
            ...page(async () => (await import('../features/account/MyDataPage')).MyDataPage, {
              roles: 'signed-in',
              queries: true,
            }),
          },
          // Open to visitors: the page asks them to sign in and brings them back.
          {
            path: route(PATHS.join),
            ...page(async () => (await import('../features/team/JoinPage')).JoinPage, { queries: true }),
          },
          {
            path: route(PATHS.admin),
            ...page(async () => (await import('../features/admin/AdminPage')).AdminPage, {
              roles: ['admin'],
              queries: true,
            }),
          },
          { path: '*', loader: notFound },
        ],
      },
    ],
  },
];

export { PRERENDERED_PATHS };

/**
 * The routes from the root down to the screen at exactly `path` (no patterns, no ranking): a page
 * rendered at build time has a plain address, and this walk costs far less than `matchRoutes`,
 * which ranks the whole table — a long task on a cheap phone while the page wakes up.
 */
export function routesAt(list: RouteObject[], path: string, base = ''): RouteObject[] | null {
  for (const candidate of list) {
    const here = candidate.path ? `${base}/${candidate.path}` : base;
    if (candidate.children) {
      const below = routesAt(candidate.children, path, here);
      if (below) return [candidate, ...below];
    } else if ((candidate.index || candidate.path) && (here || '/') === path) return [candidate];
  }
  return null;
}

/**
 * Loads the screens a path needs before the first render. Hydrating build-time HTML needs this:
 * the first render in the browser must already show the page, not wait for its code.
 */
export async function resolveRoute(path: string): Promise<void> {
  const chain = routesAt(routes, path) ?? (matchRoutes(routes, path) ?? []).map((match) => match.route);
  // Asking for the screens' code (which adds a preload for each of their modules) is a task of
  // its own.
  await nextTask();
  await Promise.all(
    chain.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/**
 * Downloads the screens at these paths (their code, texts and data layer) without showing them, so
 * that a page a signed-in person opens next is already on the phone — also when the network drops.
 */
export function prefetchScreens(paths: readonly string[]): void {
  for (const path of paths) {
    for (const candidate of routesAt(routes, path) ?? []) {
      if (typeof candidate.lazy === 'function') void candidate.lazy().catch(() => undefined);
    }
  }
}

export function createRouter() {
  return createBrowserRouter(routes);
}
