// Component tests: the services are mocked at the module boundary (src/services/users). The real
// services run against the Auth and Firestore emulators in tests/integration/auth.test.ts and in
// the end-to-end tests.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { IncompleteSignUpError } from '../../services/errors';
import { registerAccount } from '../../services/users';
import { createLiveAuth, renderAuthScreen } from './auth-test-utils';
import { NgoRegistrationPage, RegistrationPage } from './RegistrationPage';

vi.mock('../../services/users', () => ({ registerAccount: vi.fn() }));

const registerMock = vi.mocked(registerAccount);

function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

beforeEach(() => {
  registerMock.mockReset();
});

describe('RegistrationPage', () => {
  it('shows Create Account with email, password and the account type, none chosen yet', () => {
    renderAuthScreen(<RegistrationPage />, { path: '/registration' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('radio', { name: 'Donor' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'NGO' })).not.toBeChecked();
  });

  it('shows the privacy notice it accepts above the button, with its version and date', () => {
    renderAuthScreen(<RegistrationPage />, { path: '/registration' });
    const notice = screen.getByRole('region', { name: 'Your data on FoodBridge' });
    expect(notice).toHaveTextContent('the NGO you give food to sees your name, phone and pickup address');
    expect(notice).toHaveTextContent('By creating an account you accept this notice (version 3, 29 Nov 2026).');
  });

  it('/ngo-register has NGO chosen already', () => {
    renderAuthScreen(<NgoRegistrationPage />, { path: '/ngo-register' });
    expect(screen.getByRole('radio', { name: 'NGO' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Donor' })).not.toBeChecked();
  });

  it('labels the password strength as it is typed, by the same rule the form checks', async () => {
    const { user } = renderAuthScreen(<RegistrationPage />, { path: '/registration' });
    const password = screen.getByLabelText('Password');
    expect(screen.getByText('Password strength: Too weak')).toBeInTheDocument();
    expect(screen.getByText('Needs 8 characters or more')).toBeInTheDocument();
    const steps: [string, string, string][] = [
      ['R', 'Too weak', 'Needs a number'], // a letter only
      ['amesh1', 'Weak', 'Needs 8 characters or more'], // 7 characters: only the length is missing
      ['#', 'Good', 'Has 8 characters or more'], // the rule met, with mixed case and a symbol
      ['2345', 'Strong', 'Has a number'], // 12 characters
    ];
    for (const [typed, label, part] of steps) {
      await user.type(password, typed);
      expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
      expect(screen.getByText(part)).toBeInTheDocument();
    }
  });

  it('accepts what the meter calls good: "Ramesh#2024" is not refused', async () => {
    registerMock.mockResolvedValue(undefined as never);
    const { user } = renderAuthScreen(<RegistrationPage />, { path: '/registration' });
    await user.type(screen.getByLabelText('Email address'), 'ramesh@example.org');
    await user.type(screen.getByLabelText('Password'), 'Ramesh#2024');
    expect(screen.getByText('Password strength: Good')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Donor' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.queryByText(/^Password must/)).not.toBeInTheDocument();
    expect(registerMock).toHaveBeenCalled();
  });

  it('refuses a weak password in plain words, naming what it lacks, before asking Firebase', async () => {
    const { user } = renderAuthScreen(<RegistrationPage />, { path: '/registration' });
    await user.type(screen.getByLabelText('Email address'), 'ngo@example.org');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('radio', { name: 'NGO' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must include a number')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must include a number'),
    );
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('asks for the account type when none is chosen', async () => {
    const { user } = renderAuthScreen(<RegistrationPage />, { path: '/registration' });
    await user.type(screen.getByLabelText('Email address'), 'ngo@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Choose Donor or NGO')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/ngo-register', <NgoRegistrationPage key="ngo" />, 'ngo', '/ngoProfile'],
    ['/registration', <RegistrationPage key="donor" />, 'donor', '/donorProfile'],
  ] as const)(
    'at %s creates the account with its role and goes to the profile form',
    async (path, page, role, next) => {
      let finish!: () => void;
      registerMock.mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            finish = () => resolve({ uid: 'u1', email: 'x@example.org', displayName: null, role });
          }),
      );
      const auth = createLiveAuth();
      const { user, router } = renderAuthScreen(page, { path, auth });
      await user.type(screen.getByLabelText('Email address'), 'x@example.org');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      if (role === 'donor') await user.click(screen.getByRole('radio', { name: 'Donor' }));
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      const button = screen.getByRole('button', { name: /Creating account\.\.\./ });
      expect(button).toBeDisabled();
      expect(registerMock).toHaveBeenCalledWith({ email: 'x@example.org', password: 'secret123', role });

      finish();
      await waitFor(() => expect(router.state.location.pathname).toBe(next));
      expect(auth.refreshRole).toHaveBeenCalled();
    },
  );

  it('says plainly when the email cannot be used, keeping what was typed', async () => {
    registerMock.mockRejectedValueOnce(firebaseError('auth/email-already-in-use'));
    const { user } = renderAuthScreen(<NgoRegistrationPage />, { path: '/ngo-register' });
    await user.type(screen.getByLabelText('Email address'), 'taken@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not create that account. If you already have one, sign in or reset your password.',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('taken@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
  });

  it('offers Retry when the account exists but its role was not saved', async () => {
    registerMock.mockRejectedValueOnce(new IncompleteSignUpError(firebaseError('unavailable')));
    registerMock.mockResolvedValueOnce({ uid: 'u1', email: 'n@example.org', displayName: null, role: 'ngo' });
    const { user, router } = renderAuthScreen(<NgoRegistrationPage />, { path: '/ngo-register' });
    await user.type(screen.getByLabelText('Email address'), 'n@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is ready, but we could not save your details yet.');
    expect(alert).toHaveTextContent('you will not get a second account');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(registerMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ngoProfile'));
  });
});

describe('RegistrationPage in Hindi', () => {
  it('shows Create Account, the strength of the password and the account type in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderAuthScreen(<RegistrationPage />, { path: '/registration' });
    expect(screen.getByRole('heading', { level: 1, name: 'खाता बनाएं' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'खाते का प्रकार' })).toBeInTheDocument();
    expect(screen.getByText('हम खाना इकट्ठा करके ज़रूरतमंद लोगों तक पहुँचाते हैं।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दाता रजिस्ट्रेशन फ़ॉर्म भरें' })).toHaveAttribute('href', '/donor-register');

    await user.type(screen.getByLabelText('ईमेल पता'), 'ngo@example.org');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Secret123');
    expect(screen.getByText('पासवर्ड कितना मज़बूत है: अच्छा')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'खाता बनाएं' }));
    expect(screen.getByText('दाता या एनजीओ चुनें')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('/ngo-register has एनजीओ chosen already', async () => {
    await activateLanguage('hi');
    renderAuthScreen(<NgoRegistrationPage />, { path: '/ngo-register' });
    expect(screen.getByRole('radio', { name: 'एनजीओ' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'दाता' })).not.toBeChecked();
  });
});
