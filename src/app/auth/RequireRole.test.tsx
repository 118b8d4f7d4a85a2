import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render';
import { RequireRole } from './RequireRole';

const ASHA = { uid: 'u-asha', email: 'asha@example.org', displayName: 'Asha' };

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}</p>;
}

function HomeProbe() {
  const location = useLocation();
  return <p>home, saying {(location.state as { flash?: string } | null)?.flash ?? 'nothing'}</p>;
}

const routes = [
  {
    path: '/adminPage',
    element: (
      <RequireRole roles={['admin']}>
        <p>admin dashboard</p>
      </RequireRole>
    ),
  },
  {
    path: '/donations',
    element: (
      <RequireRole>
        <p>donations</p>
      </RequireRole>
    ),
  },
  { path: '/login', element: <LoginProbe /> },
  { path: '/', element: <HomeProbe /> },
];

describe('RequireRole', () => {
  it('waits (without showing either screen) while the account is being restored', () => {
    renderWithRouter(routes, { path: '/adminPage', auth: { loading: true } });
    expect(screen.getByRole('status', { name: 'Checking your account' })).toBeInTheDocument();
    expect(screen.queryByText('admin dashboard')).not.toBeInTheDocument();
  });

  it('sends a signed-out person to /login, remembering where they were going', () => {
    renderWithRouter(routes, { path: '/adminPage?tab=ngos' });
    expect(screen.getByText('login page, from /adminPage?tab=ngos')).toBeInTheDocument();
  });

  it('sends a person the page itself signed out (a deleted account) Home, with its word', async () => {
    const { router } = renderWithRouter(routes, { path: '/donations' });
    expect(screen.getByText('login page, from /donations')).toBeInTheDocument();
    await router.navigate('/donations', { replace: true, state: { flash: 'Your account has been deleted.' } });
    expect(await screen.findByText('home, saying Your account has been deleted.')).toBeInTheDocument();
  });

  it('shows the page to the right role', () => {
    renderWithRouter(routes, { path: '/adminPage', auth: { user: ASHA, role: 'admin' } });
    expect(screen.getByText('admin dashboard')).toBeInTheDocument();
  });

  it("shows 'Not allowed' with a way onward to the wrong role", () => {
    renderWithRouter(routes, { path: '/adminPage', auth: { user: ASHA, role: 'donor' } });
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('Your account (donor) is not allowed to open this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an NGO to donate to' })).toHaveAttribute('href', '/ngoList');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('admin dashboard')).not.toBeInTheDocument();
  });

  it('lets anyone signed in through when no role is named', () => {
    renderWithRouter(routes, { path: '/donations', auth: { user: ASHA, role: 'ngo' } });
    expect(screen.getByText('donations')).toBeInTheDocument();
  });

  it('sends an account without a role to choose one, and back here afterwards', async () => {
    const { user } = renderWithRouter(routes, { path: '/adminPage', auth: { user: ASHA, role: null } });
    const onward = screen.getByRole('link', { name: 'Choose your account type' });
    expect(onward).toHaveAttribute('href', '/login');
    await user.click(onward);
    expect(screen.getByText('login page, from /adminPage')).toBeInTheDocument();
  });
});
