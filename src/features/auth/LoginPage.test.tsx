// Component tests: the services are mocked at the module boundary (src/services/auth and
// src/services/users). The real services run against the Auth and Firestore emulators in
// tests/integration/auth.test.ts and in the end-to-end tests.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { activateLanguage } from '../../i18n';
import { AuthContext } from '../../lib/auth-context';
import { fakeAuth } from '../../testing/render';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { googleSignIn, signIn } from '../../services/auth';
import { ensureUserProfile } from '../../services/users';
import { createLiveAuth, renderAuthScreen } from './auth-test-utils';
import { LoginPage } from './LoginPage';
import { deferred } from '../../testing/deferred';

vi.mock('../../services/auth', () => ({ signIn: vi.fn(), googleSignIn: vi.fn() }));
vi.mock('../../services/users', () => ({ ensureUserProfile: vi.fn() }));

// LoginPage fetches its form rules (zod) on first use. Loaded here once, so no test's timing depends
// on how long the test runner takes to prepare that module the first time.
beforeAll(async () => {
  await import('./schemas');
});

const signInMock = vi.mocked(signIn);
const googleMock = vi.mocked(googleSignIn);
const ensureMock = vi.mocked(ensureUserProfile);

function authError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

const ASHA = { uid: 'u-asha', email: 'asha@example.org', displayName: 'Asha' };

async function fillIn(
  user: ReturnType<typeof renderAuthScreen>['user'],
  email = 'asha@example.org',
  password = 'secret123',
) {
  await user.click(screen.getByLabelText('Email address'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
}

beforeEach(() => {
  signInMock.mockReset();
  googleMock.mockReset();
  ensureMock.mockReset();
});

describe('LoginPage', () => {
  it('shows the sign-in form with its links and one working provider', () => {
    renderAuthScreen(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/registration');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Sign in', 'Continue with Google']);
  });

  it("shows 'Signing in...' on a disabled button while signing in", async () => {
    const pending = deferred<typeof ASHA>();
    signInMock.mockReturnValue(pending.promise);
    const { user } = renderAuthScreen(<LoginPage />, { path: '/login' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const button = await screen.findByRole('button', { name: /Signing in\.\.\./ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Signing in...');
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
    expect(signInMock).toHaveBeenCalledWith('asha@example.org', 'secret123');
  });

  it('gives the same plain message for a wrong password and an unknown email', async () => {
    const { user } = renderAuthScreen(<LoginPage />, { path: '/login' });
    await fillIn(user);

    signInMock.mockRejectedValueOnce(authError('auth/wrong-password'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const wrongPassword = (await screen.findByRole('alert')).textContent;

    signInMock.mockRejectedValueOnce(authError('auth/user-not-found'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signInMock).toHaveBeenCalledTimes(2));
    const unknownEmail = (await screen.findByRole('alert')).textContent;

    expect(wrongPassword).toBe('That email and password do not match. Check them and try again.');
    expect(unknownEmail).toBe(wrongPassword);
    expect(screen.getByRole('alert')).not.toHaveTextContent('auth/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says so when the network fails, keeps what was typed, and Retry tries again with it', async () => {
    const auth = createLiveAuth();
    const { user, router } = renderAuthScreen(<LoginPage />, { path: '/login', auth });
    await fillIn(user);
    signInMock.mockRejectedValueOnce(authError('auth/network-request-failed'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');

    signInMock.mockImplementationOnce(async () => {
      auth.signInAs(ASHA, 'donor');
      return ASHA;
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(signInMock).toHaveBeenCalledTimes(2));
    expect(signInMock).toHaveBeenLastCalledWith('asha@example.org', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
  });

  it('goes back to the guarded page the person came from', async () => {
    const auth = createLiveAuth();
    const { user, router } = renderAuthScreen(<LoginPage />, { path: '/login', state: { from: '/adminPage' }, auth });
    signInMock.mockImplementationOnce(async () => {
      auth.signInAs({ uid: 'u-admin', email: 'admin@example.org', displayName: 'Admin' }, 'admin');
      return ASHA;
    });
    await fillIn(user, 'admin@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminPage'));
  });

  it('Register now keeps where the person came from (an invite link), for after signing up', async () => {
    const { user, router } = renderAuthScreen(<LoginPage />, { path: '/login', state: { from: '/join/abc123' } });
    await user.click(screen.getByRole('link', { name: 'Register now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
    expect(router.state.location.state).toEqual({ from: '/join/abc123' });
  });

  it('ignores a return address outside the app', async () => {
    const auth = createLiveAuth();
    const { user, router } = renderAuthScreen(<LoginPage />, {
      path: '/login',
      state: { from: '//evil.example' },
      auth,
    });
    signInMock.mockImplementationOnce(async () => {
      auth.signInAs(ASHA, 'donor');
      return ASHA;
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
  });

  it('starts the Google popup flow from the Google button', async () => {
    googleMock.mockReturnValue(new Promise(() => {}));
    const { user } = renderAuthScreen(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: /Continue with Google/ }));
    await waitFor(() => expect(googleMock).toHaveBeenCalledOnce());
    expect(signInMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Signing in\.\.\./ })).toBeDisabled();
  });

  it.each([
    ['auth/popup-blocked', 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.'],
    ['auth/popup-closed-by-user', 'The sign-in window was closed before you finished. Try again when you are ready.'],
  ])('turns %s into a plain message', async (code, message) => {
    googleMock.mockRejectedValueOnce(authError(code));
    const { user } = renderAuthScreen(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: /Continue with Google/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).not.toHaveTextContent('auth/');
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeEnabled();
  });

  it('asks a first-time Google user to choose donor or NGO, saves it, and moves on', async () => {
    const auth = createLiveAuth();
    const google = { uid: 'g-1', email: 'g@example.org', displayName: 'Gita' };
    googleMock.mockImplementationOnce(async () => {
      auth.signInAs(google, null);
      return google;
    });
    ensureMock.mockResolvedValueOnce('ngo');
    auth.refreshRole.mockImplementationOnce(async () => auth.set({ role: 'ngo' }));
    const { user, router } = renderAuthScreen(<LoginPage />, { path: '/login', auth });

    await user.click(screen.getByRole('button', { name: /Continue with Google/ }));
    expect(await screen.findByRole('heading', { name: 'Choose your account type' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'NGO' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(ensureMock).toHaveBeenCalledWith('g-1', { role: 'ngo', displayName: 'Gita', email: 'g@example.org' });
    expect(auth.refreshRole).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ngoProfile'));
  });

  it('offers the role choice to any signed-in account without a role, then returns where it came from', async () => {
    const auth = createLiveAuth({ user: ASHA, role: null });
    ensureMock.mockResolvedValueOnce('donor');
    auth.refreshRole.mockImplementationOnce(async () => auth.set({ role: 'donor' }));
    const { user, router } = renderAuthScreen(<LoginPage />, { path: '/login', state: { from: '/donations' }, auth });

    expect(screen.getByRole('heading', { name: 'Choose your account type' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose Donor or NGO')).toBeInTheDocument();
    expect(ensureMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Donor' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
  });

  it('lets a person without a role sign out instead', async () => {
    const auth = createLiveAuth({ user: ASHA, role: null });
    const { user } = renderAuthScreen(<LoginPage />, { path: '/login', auth });
    await user.click(screen.getByRole('button', { name: 'Sign out instead' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the sign-in form while a session may still be restored, and moves a signed-in person on once it is', async () => {
    // The form is in the page's first paint (it is rendered at build time); a restored session
    // replaces it with a short wait and then the next page.
    const auth = createLiveAuth({ loading: true });
    const { router } = renderAuthScreen(<LoginPage />, { path: '/login', auth });
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    auth.signInAs(ASHA, 'donor');
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
  });

  it.each([
    ['donor', '/donations'],
    ['ngo', '/donations'],
    ['admin', '/adminPage'],
  ] as const)('sends a signed-in %s straight on to its own place, %s', async (role, place) => {
    const { router } = renderAuthScreen(<LoginPage />, {
      path: '/login',
      auth: createLiveAuth({ user: ASHA, role }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(place));
  });

  it('keeps what was typed into the page rendered at build time before its scripts ran, and signs in with it', async () => {
    signInMock.mockReturnValue(new Promise(() => {}));
    const page = () => (
      <AuthContext.Provider value={fakeAuth()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </AuthContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'asha@example.org';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'secret123';

    const root = await act(async () => hydrateRoot(container, page()));
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.org');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signInMock).toHaveBeenCalledWith('asha@example.org', 'secret123'));
    act(() => root.unmount());
    container.remove();
  });
});

describe('LoginPage in Hindi', () => {
  it('shows the form, its links and its messages in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderAuthScreen(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeInTheDocument();
    expect(screen.getByText('बचा हुआ खाना दान करने या लेने के लिए लॉग इन करें।')).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल पता')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('पासवर्ड')).toBeRequired();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'अभी रजिस्टर करें' })).toHaveAttribute('href', '/registration');
    expect(screen.getByText(/FoodBridge पर नए हैं\?/)).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['लॉग इन करें', 'Google से लॉग इन करें']);

    // An address the browser takes but the form does not (no dot after the @).
    await user.click(screen.getByLabelText('ईमेल पता'));
    await user.paste('asha@example');
    await user.click(screen.getByLabelText('पासवर्ड'));
    await user.paste('secret123');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    await waitFor(() => expect(screen.getByLabelText('ईमेल पता')).toHaveAccessibleDescription('ईमेल सही नहीं है'));
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('asks a first-time Google user in Hindi to choose donor or NGO', async () => {
    await activateLanguage('hi');
    const auth = createLiveAuth();
    auth.signInAs(ASHA, null);
    renderAuthScreen(<LoginPage />, { path: '/login', auth });
    expect(await screen.findByRole('heading', { name: 'अपने खाते का प्रकार चुनें' })).toBeInTheDocument();
    expect(
      screen.getByText('आपने asha@example.org से लॉग इन किया है। बताएं कि आप FoodBridge का इस्तेमाल कैसे करेंगे।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'आप किस रूप में जुड़ रहे हैं?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'दाता' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'एनजीओ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इसके बजाय लॉग आउट करें' })).toBeInTheDocument();
  });
});
