// Through the app's own route table: a page whose code cannot be downloaded (offline on a first
// visit) shows the error screen inside the layout, in plain words — not an empty page, and not the
// browser's 'Failed to fetch dynamically imported module'. The download is the edge faked here: the
// Contact page's module fails to load as Chromium reports it.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { AuthContext } from '../lib/auth-context';
import { fakeAuth } from '../testing/render';
import { routes } from './router';

vi.mock('../features/contact/ContactPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/ContactPage-1.js');
});

afterEach(() => vi.restoreAllMocks());

it('a page not on this phone, opened offline, says so inside the layout, with Try again', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const router = createMemoryRouter(routes, { initialEntries: ['/team'] });
  render(
    <AuthContext.Provider value={fakeAuth()}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
  await act(() => router.navigate('/contactus'));

  const main = screen.getByRole('main');
  expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
  expect(main).toHaveTextContent('You are offline and this page is not saved on this phone yet.');
  expect(main).not.toHaveTextContent(/dynamically imported module|Unexpected Application Error/);
  // The top bar stays, with its way home.
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
