import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render';
import { AccountMenu } from './AccountMenu';

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
    const { unmount } = renderWithRouter(<AccountMenu />, {
      auth: { user: { uid: 'u1', email: 'asha@example.org', displayName: 'Asha' }, role: 'donor' },
    });
    expect(screen.getByText('Asha')).toBeInTheDocument();
    unmount();
    renderWithRouter(<AccountMenu />, { auth: { user: { uid: 'u1', email: 'asha@example.org', displayName: null } } });
    expect(screen.getByText('asha@example.org')).toBeInTheDocument();
  });

  it('signs out and goes home', async () => {
    const { user, auth, router } = renderWithRouter(<AccountMenu />, {
      path: '/donations',
      auth: { user: { uid: 'u1', email: 'asha@example.org', displayName: 'Asha' }, role: 'donor' },
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says so when signing out fails (the person is already on Home, still signed in)', async () => {
    const { user, router } = renderWithRouter(<AccountMenu />, {
      path: '/donations',
      auth: {
        user: { uid: 'u1', email: 'asha@example.org', displayName: 'Asha' },
        signOut: vi.fn(async () => {
          throw new Error('offline');
        }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-out failed. Try again.');
    // Home first, so a guarded page cannot bounce the person to /login while signing out.
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });
});
