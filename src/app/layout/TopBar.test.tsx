import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthContext } from '../../lib/auth-context';
import { fakeAuth, renderWithRouter } from '../../testing/render';
import { setScrollY } from '../../testing/scroll';
import { TopBar } from './TopBar';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  setScrollY(0);
  vi.restoreAllMocks();
});

const primaryNav = () => screen.getByRole('navigation', { name: 'Primary' });

describe('TopBar', () => {
  it('shows the logo, named only FoodBridge, linking home', () => {
    renderWithRouter(<TopBar />, { path: '/services' });
    const logo = screen.getByAltText('FoodBridge');
    expect(logo.tagName).toBe('IMG');
    expect(screen.getByRole('link', { name: 'FoodBridge' })).toHaveAttribute('href', '/');
    // The product's name is not written out anywhere else in the bar.
    expect(screen.queryByText('FoodBridge')).not.toBeInTheDocument();
  });

  it('links to Home, About, Services, Team and contributers', () => {
    renderWithRouter(<TopBar />);
    const nav = within(primaryNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(nav.getByRole('link', { name: 'contributers' })).toHaveAttribute('href', '/contributers');
  });

  it('About on another page goes to /#about', async () => {
    const { user, router } = renderWithRouter(<TopBar />, { path: '/team' });
    await user.click(within(primaryNav()).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#about');
  });

  it('About on Home scrolls smoothly to #about, 80 px below the top for the header', async () => {
    const { user, router } = renderWithRouter(
      <>
        <TopBar />
        <section id="about">About us</section>
      </>,
    );
    const about = document.getElementById('about')!;
    vi.spyOn(about, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    await user.click(within(primaryNav()).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 420, behavior: 'smooth' }));
    expect(about).toHaveFocus();
    expect(router.state.location.hash).toBe('');
  });

  describe('Register dropdown', () => {
    it('opens with Enter, offers NGO and Donors, and closes with Escape', async () => {
      const { user } = renderWithRouter(<TopBar />);
      const register = within(primaryNav()).getByRole('button', { name: 'Register' });
      expect(register).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'NGO' })).not.toBeInTheDocument();

      register.focus();
      await user.keyboard('{Enter}');
      expect(register).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'NGO' })).toHaveAttribute('href', '/ngo-register');
      expect(screen.getByRole('link', { name: 'Donors' })).toHaveAttribute('href', '/donor-register');

      await user.keyboard('{Escape}');
      expect(register).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'NGO' })).not.toBeInTheDocument();
      expect(register).toHaveFocus();
    });

    it('opens with Space, moves through options with the arrow keys, and Tab away closes it', async () => {
      const { user } = renderWithRouter(<TopBar />);
      const register = within(primaryNav()).getByRole('button', { name: 'Register' });
      register.focus();
      await user.keyboard(' ');
      expect(register).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'NGO' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'Donors' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'NGO' })).toHaveFocus();
      await user.tab();
      await user.tab();
      expect(register).toHaveAttribute('aria-expanded', 'false');
    });

    it('ArrowDown on the closed button opens it and focuses the first option', async () => {
      const { user } = renderWithRouter(<TopBar />);
      const register = within(primaryNav()).getByRole('button', { name: 'Register' });
      register.focus();
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('link', { name: 'NGO' })).toHaveFocus());
    });

    it('closes on a click outside', async () => {
      const { user } = renderWithRouter(<TopBar />);
      const register = within(primaryNav()).getByRole('button', { name: 'Register' });
      await user.click(register);
      expect(register).toHaveAttribute('aria-expanded', 'true');
      await user.click(document.body);
      expect(register).toHaveAttribute('aria-expanded', 'false');
    });

    it('choosing an option navigates and closes it', async () => {
      const { user, router } = renderWithRouter(<TopBar />);
      const register = within(primaryNav()).getByRole('button', { name: 'Register' });
      await user.click(register);
      await user.click(screen.getByRole('link', { name: 'Donors' }));
      expect(router.state.location.pathname).toBe('/donor-register');
      expect(register).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('mobile menu', () => {
    it('is wired in the page HTML as a native popover, so it opens and closes before any script runs', () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <AuthContext.Provider value={fakeAuth({ loading: true })}>
          <RouterProvider router={createMemoryRouter([{ path: '*', element: <TopBar /> }])} />
        </AuthContext.Provider>,
      );
      const opener = container.querySelector('button[aria-label="Open menu"]')!;
      const menu = container.querySelector(`[id="${opener.getAttribute('popovertarget')}"]`)!;
      expect(menu).toHaveAttribute('popover', 'auto');
      expect(menu.querySelector('[role="dialog"] h2')).toHaveTextContent('Menu');
      for (const hide of [
        menu.querySelector('[aria-label="Close menu"]'),
        menu.querySelector('[data-testid="menu-overlay"]'),
      ]) {
        expect(hide).toHaveAttribute('popovertarget', menu.id);
        expect(hide).toHaveAttribute('popovertargetaction', 'hide');
      }
      expect(within(menu as HTMLElement).getByRole('link', { name: 'Team', hidden: true })).toHaveAttribute(
        'href',
        '/team',
      );
    });

    async function openMenu() {
      const rendered = renderWithRouter(<TopBar />, { path: '/team' });
      const menuButton = screen.getByRole('button', { name: 'Open menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await rendered.user.click(menuButton);
      const dialog = screen.getByRole('dialog', { name: 'Menu' });
      return { ...rendered, menuButton, dialog };
    }

    it('opens as a modal dialog with focus inside and the same links and Register dropdown', async () => {
      const { dialog, menuButton, user } = await openMenu();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
      for (const name of ['Home', 'About', 'Services', 'Team', 'contributers']) {
        expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
      }
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(within(dialog).getByRole('link', { name: 'NGO' })).toHaveAttribute('href', '/ngo-register');
      expect(within(dialog).getByRole('link', { name: 'Donors' })).toHaveAttribute('href', '/donor-register');
    });

    it('closes with its close button and gives focus back to the menu button', async () => {
      const { dialog, menuButton, user } = await openMenu();
      await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton).toHaveFocus();
    });

    it('closes on a click on the overlay', async () => {
      const { user } = await openMenu();
      await user.click(screen.getByTestId('menu-overlay'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes when a link is chosen, and goes there', async () => {
      const { dialog, user, router } = await openMenu();
      await user.click(within(dialog).getByRole('link', { name: 'Services' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/services');
    });

    it('closes when a Register option is chosen', async () => {
      const { dialog, user, router } = await openMenu();
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      await user.click(within(dialog).getByRole('link', { name: 'NGO' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/ngo-register');
    });

    it('Escape closes the Register dropdown first, then the menu', async () => {
      const { dialog, menuButton, user } = await openMenu();
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      await user.keyboard('{Escape}');
      expect(within(dialog).queryByRole('link', { name: 'NGO' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuButton).toHaveFocus();
    });

    it('keeps Tab inside the open menu', async () => {
      const { dialog, user } = await openMenu();
      const close = within(dialog).getByRole('button', { name: 'Close menu' });
      // The language switch is the menu's last stop.
      const hindi = within(dialog).getByRole('link', { name: 'हिन्दी' });
      await user.tab({ shift: true });
      expect(hindi).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();
    });

    it('stops the page behind from scrolling while open', async () => {
      const { user } = await openMenu();
      expect(document.body.style.overflow).toBe('hidden');
      await user.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('');
    });
  });

  it('takes the scrolled style once the page is scrolled more than 20 px', () => {
    renderWithRouter(<TopBar />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    setScrollY(20);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    setScrollY(21);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('bg-white', 'shadow-md');
    setScrollY(5);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('says in the phone menu who is signed in (the bar has no room for the name there)', async () => {
    const { user } = renderWithRouter(<TopBar />, {
      auth: { user: { uid: 'u1', email: 'asha@example.org', displayName: 'Asha Donor' }, role: 'donor' },
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('dialog')).getByText('Asha Donor')).toBeInTheDocument();
  });

  it.each([
    ['donor', ['Donate food', 'My donations', 'My impact', 'Profile', 'Volunteering', 'Your data']],
    ['ngo', ['Offers', 'Team', 'Runs', 'Impact', 'Profile', 'Your data']],
    ['admin', ['Admin dashboard', 'Impact', 'Your data']],
  ] as const)(
    'puts a signed-in %s’s own pages first in the phone menu, with Sign out, and no Register',
    async (role, names) => {
      const { user, router, auth } = renderWithRouter(<TopBar />, {
        path: '/team',
        auth: { user: { uid: 'u1', email: 'asha@example.org', displayName: 'Asha' }, role },
      });
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const dialog = screen.getByRole('dialog', { name: 'Menu' });
      const own = within(within(dialog).getByRole('navigation', { name: 'Your account' }));
      expect(own.getAllByRole('link').map((link) => link.textContent)).toEqual(names);
      expect(within(dialog).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
      expect(within(primaryNav()).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
      await user.click(own.getByRole('link', { name: names[0] }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).not.toBe('/team');
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
      expect(auth.signOut).toHaveBeenCalledOnce();
    },
  );

  it('keeps the phone menu open with the reason when signing out from it fails', async () => {
    const { user } = renderWithRouter(<TopBar />, {
      path: '/team',
      auth: {
        user: { uid: 'u1', email: 'asha@example.org', displayName: 'Asha' },
        role: 'donor',
        signOut: vi.fn(async () => {
          throw new Error('offline');
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sign-out failed. Try again.');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('holds a slot for account actions: Sign in when signed out', () => {
    renderWithRouter(<TopBar />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
