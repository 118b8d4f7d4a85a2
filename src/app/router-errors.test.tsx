// Every route has an error screen of its own (issue: no raw error anywhere), and that screen says,
// in the person's language, what a page whose code could not be downloaded means.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n';
import { AuthContext } from '../lib/auth-context';
import { fakeAuth } from '../testing/render';
import { ErrorScreen, errorKind } from './ErrorScreen';
import { routes } from './router';

/**
 * Every route that shows a screen or loads something (not a mere group of routes), with where it
 * sits and the nearest error screen above or on it that react-router will render for it.
 */
function screens(list: RouteObject[], base = '', boundary = false): { where: string; covered: boolean }[] {
  return list.flatMap((route) => {
    const where = route.index ? `${base}/ (index)` : route.path ? `${base}/${route.path}` : base;
    // A page's own errorElement does not count when the page loads lazily: react-router renders
    // nothing for it once its lazy() has failed (see router.tsx).
    const own = Boolean(route.errorElement) && !route.lazy;
    const covered = boundary || own;
    const shows = route.lazy || route.Component || route.element || route.loader;
    const self = (route.index || route.path) && shows ? [{ where, covered }] : [];
    return [...self, ...(route.children ? screens(route.children, where, covered) : [])];
  });
}

/** A route whose code cannot be downloaded, as Chromium reports it. */
const unreachable: RouteObject[] = [
  {
    path: '/',
    errorElement: <ErrorScreen />,
    lazy: async () => {
      throw new TypeError('Failed to fetch dynamically imported module: https://x/assets/DonationsPage-1.js');
    },
  },
];

function renderAt(table: RouteObject[], path = '/') {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  render(
    <AuthContext.Provider value={fakeAuth()}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => activateLanguage('en'));
});

describe('error screens', () => {
  it('puts every route, in English and under /hi, under an error screen that react-router renders', () => {
    const all = screens(routes.flatMap((root) => root.children ?? []));
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter(({ covered }) => !covered).map(({ where }) => where)).toEqual([]);
  });

  it('tells apart a missing page, a page not downloaded and anything else', () => {
    expect(errorKind(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe('pageNotLoaded');
    expect(errorKind(new TypeError('Importing a module script failed.'))).toBe('pageNotLoaded');
    expect(errorKind(new TypeError('error loading dynamically imported module: /a.js'))).toBe('pageNotLoaded');
    expect(errorKind(new Error('Cannot read properties of undefined'))).toBe('broken');
  });

  it('offline, says the page is not saved on this phone yet, with Try again, and never the raw error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt(unreachable);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are offline and this page is not saved on this phone yet. Connect to the internet and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Still offline. Try again once you are connected.')).toBeInTheDocument();
  });

  it('says it in Hindi too', async () => {
    await act(() => activateLanguage('hi'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt(unreachable);
    expect(await screen.findByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दोबारा कोशिश करें' })).toBeInTheDocument();
  });

  it('online, says the page did not load and offers Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(unreachable);
    expect(await screen.findByRole('heading', { name: 'This page did not load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a failure inside a page says something went wrong, in plain words, without the raw message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('Cannot read properties of undefined (reading "meals")');
    };
    renderAt([{ path: '/', errorElement: <ErrorScreen />, Component: Broken }]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
