import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { renderWithRouter } from '../../testing/render';
import { ErrorScreen, notFound } from '../ErrorScreen';
import { RequireRole } from './RequireRole';

beforeEach(async () => {
  await activateLanguage('hi');
});

const adminOnly = [
  {
    path: '/adminPage',
    element: (
      <RequireRole roles={['admin']}>
        <p>admin dashboard</p>
      </RequireRole>
    ),
  },
];

describe('guards and errors in Hindi', () => {
  it('says in Hindi that an NGO account may not open an admin page, and where to go instead', () => {
    renderWithRouter(adminOnly, {
      path: '/adminPage',
      auth: { user: { uid: 'u1', email: 'ngo@example.org', displayName: null }, role: 'ngo' },
    });
    expect(screen.getByRole('heading', { name: 'यह पेज आपके लिए नहीं है' })).toBeInTheDocument();
    expect(screen.getByText('आपका खाता (एनजीओ) यह पेज नहीं खोल सकता।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दान देखें' })).toHaveAttribute('href', '/donations');
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएं' })).toHaveAttribute('href', '/');
  });

  it('waits with a Hindi status while the account is restored', () => {
    renderWithRouter(adminOnly, { path: '/adminPage', auth: { loading: true } });
    expect(screen.getByRole('status', { name: 'आपका खाता जाँच रहे हैं' })).toBeInTheDocument();
  });

  it('shows a page that does not exist in Hindi', async () => {
    renderWithRouter([{ path: '*', loader: notFound, element: null, errorElement: <ErrorScreen /> }], {
      path: '/nowhere',
    });
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('इस पते पर कोई पेज नहीं है। लिंक जाँचें, या होम पेज से फिर शुरू करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएं' })).toHaveAttribute('href', '/');
  });
});
