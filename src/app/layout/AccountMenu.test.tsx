import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render';
import { AccountMenu } from './AccountMenu';

const ASHA = { uid: 'u1', email: 'asha@example.org', displayName: 'Asha' };

describe('AccountMenu', () => {
  it('holds its place without any text while the session is being restored', () => {
    renderWithRouter(<AccountMenu />, { auth: { loading: true } });
    expect(screen.getByTestId('account-placeholder')).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Sign in when signed out', () => {
    renderWithRouter(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the display name, or else the email, when signed in', () => {
    const { unmount } = renderWithRouter(<AccountMenu />, { auth: { user: ASHA, role: 'donor' } });
    expect(screen.getByRole('button', { name: /^Your account/ })).toHaveTextContent('Asha');
    unmount();
    renderWithRouter(<AccountMenu />, { auth: { user: { ...ASHA, displayName: null } } });
    expect(screen.getByRole('button', { name: /^Your account/ })).toHaveTextContent('asha@example.org');
  });

  it.each([
    [
      'donor',
      [
        ['Donate food', '/delivery'],
        ['My donations', '/donations'],
        ['My impact', '/impact'],
        ['Profile', '/donorProfile'],
        ['Volunteering', '/volunteers'],
        ['Your data', '/my-data'],
      ],
    ],
    [
      'ngo',
      [
        ['Offers', '/donations'],
        ['Team', '/volunteers'],
        ['Runs', '/runs'],
        ['Impact', '/impact'],
        ['Profile', '/ngoProfile'],
        ['Your data', '/my-data'],
      ],
    ],
    [
      'admin',
      [
        ['Admin dashboard', '/adminPage'],
        ['Impact', '/impact'],
        ['Your data', '/my-data'],
      ],
    ],
    [null, [['Choose your account type', '/login']]],
  ] as const)('lists a %s its own pages, then Sign out', async (role, pages) => {
    const { user } = renderWithRouter(<AccountMenu />, { auth: { user: ASHA, role } });
    const button = screen.getByRole('button', { name: /^Your account/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list');
    expect(within(list).getByText('Asha')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(pages);
    expect(within(list).getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });

  it('opens by keyboard, moves with the arrows and closes on Escape', async () => {
    const { user } = renderWithRouter(<AccountMenu />, { auth: { user: ASHA, role: 'donor' } });
    const button = screen.getByRole('button', { name: /^Your account/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Donate food' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a page is chosen', async () => {
    const { user, router } = renderWithRouter(<AccountMenu />, { auth: { user: ASHA, role: 'donor' } });
    await user.click(screen.getByRole('button', { name: /^Your account/ }));
    await user.click(screen.getByRole('link', { name: 'My donations' }));
    expect(router.state.location.pathname).toBe('/donations');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('signs out and goes home', async () => {
    const { user, auth, router } = renderWithRouter(<AccountMenu />, {
      path: '/donations',
      auth: { user: ASHA, role: 'donor' },
    });
    await user.click(screen.getByRole('button', { name: /^Your account/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says so when signing out fails (the person is already on Home, still signed in)', async () => {
    const { user, router } = renderWithRouter(<AccountMenu />, {
      path: '/donations',
      auth: {
        user: ASHA,
        signOut: vi.fn(async () => {
          throw new Error('offline');
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: /^Your account/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-out failed. Try again.');
    // Home first, so a guarded page cannot bounce the person to /login while signing out.
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });
});
