import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render';
import { RootLayout } from './RootLayout';

const routes = [
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: (
          <>
            <h1>Home page</h1>
            <section id="about">About FoodBridge</section>
          </>
        ),
      },
      { path: 'services', element: <h1>Services page</h1> },
    ],
  },
];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RootLayout', () => {
  it('has a skip link to the main content, the top bar, the page and the footer', () => {
    renderWithRouter(routes, { path: '/services' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Services page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('starts each new page at the top', async () => {
    const { user } = renderWithRouter(routes, { path: '/' });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Primary' })).getByRole('link', { name: 'Services' }),
    );
    expect(await screen.findByRole('heading', { name: 'Services page' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('About from another page lands on the #about section below the header', async () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    rect.mockImplementation(function (this: HTMLElement) {
      return { top: this.id === 'about' ? 900 : 0 } as DOMRect;
    });
    const { user, router } = renderWithRouter(routes, { path: '/services' });
    await user.click(within(screen.getByRole('navigation', { name: 'Primary' })).getByRole('link', { name: 'About' }));
    expect(router.state.location.hash).toBe('#about');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 820, behavior: 'smooth' }));
  });
});
