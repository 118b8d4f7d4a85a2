// Component tests: the services are mocked at the module boundary
// (src/services/donor-registration). The real registerDonor() runs against the Auth and Firestore
// emulators in tests/integration/auth.test.ts and in the end-to-end tests.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { registerDonor } from '../../services/donor-registration';
import { IncompleteSignUpError } from '../../services/errors';
import { createLiveAuth, renderAuthScreen } from './auth-test-utils';
import { DonorRegistrationPage } from './DonorRegistrationPage';

vi.mock('../../services/donor-registration', () => ({ registerDonor: vi.fn() }));

const registerMock = vi.mocked(registerDonor);

function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

type User = ReturnType<typeof renderAuthScreen>['user'];

const LABELS = {
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  phoneNumber: 'Phone Number',
  organizationName: 'Organization Name (optional)',
  address: 'Address',
} as const;

async function fill(user: User, values: Partial<Record<keyof typeof LABELS, string>>) {
  for (const [key, value] of Object.entries(values) as [keyof typeof LABELS, string][]) {
    const field = screen.getByLabelText(LABELS[key]);
    await user.clear(field);
    // Pasting is one event per field, which keeps these tests quick on a busy machine.
    if (value) await user.paste(value);
  }
}

const VALID = {
  fullName: 'Asha Rao',
  email: 'asha@example.org',
  password: 'secret123',
  confirmPassword: 'secret123',
  phoneNumber: '9876543210',
  organizationName: 'Hotel Annapurna',
  address: '12 MG Road\nBengaluru',
};

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

beforeEach(() => {
  registerMock.mockReset();
});

describe('DonorRegistrationPage', () => {
  it('shows the eight fields with labels', () => {
    renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register' });
    expect(screen.getByRole('heading', { level: 1, name: 'Donor Registration' })).toBeInTheDocument();
    for (const label of Object.values(LABELS)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Address').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: 'I agree to the Food Safety Policy' })).not.toBeChecked();
  });

  it('shows every message at its field on an empty submit, and calls nothing', async () => {
    const { user } = renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register' });
    await submit(user);
    const expected: [string, string][] = [
      [LABELS.fullName, 'Full Name is required'],
      [LABELS.email, 'Invalid email format'],
      [LABELS.password, 'Password must be at least 8 characters long and include a number'],
      [LABELS.phoneNumber, 'Phone number must be 10 digits'],
      [LABELS.address, 'Address is required'],
    ];
    for (const [label, message] of expected) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getByLabelText(label)).toBeInvalid();
    }
    expect(screen.getByRole('checkbox', { name: 'I agree to the Food Safety Policy' })).toHaveAccessibleDescription(
      'You must agree to the food safety policy',
    );
    expect(screen.getByLabelText(LABELS.organizationName)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(LABELS.fullName)).toHaveFocus();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it.each([
    [{ email: 'asha@example' }, LABELS.email, 'Invalid email format'],
    [{ password: 'secretsecret', confirmPassword: 'secretsecret' }, LABELS.password, 'Password must include a number'],
    [
      { password: 'abc1234', confirmPassword: 'abc1234' },
      LABELS.password,
      'Password must be at least 8 characters long',
    ],
    [
      { password: 'abc', confirmPassword: 'abc' },
      LABELS.password,
      'Password must be at least 8 characters long and include a number',
    ],
    [{ confirmPassword: 'secret124' }, LABELS.confirmPassword, 'Passwords do not match'],
    [{ phoneNumber: '98765' }, LABELS.phoneNumber, 'Phone number must be 10 digits'],
    [{ fullName: '' }, LABELS.fullName, 'Full Name is required'],
    [{ address: '' }, LABELS.address, 'Address is required'],
  ])('with %o shows the message at that field and keeps everything typed', async (change, label, message) => {
    const { user } = renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register' });
    await fill(user, { ...VALID, ...change });
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Food Safety Policy' }));
    await submit(user);

    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(registerMock).not.toHaveBeenCalled();
    // Nothing typed is lost.
    const typed = { ...VALID, ...change };
    expect(screen.getByLabelText(LABELS.fullName)).toHaveValue(typed.fullName);
    expect(screen.getByLabelText(LABELS.email)).toHaveValue(typed.email);
    expect(screen.getByLabelText(LABELS.phoneNumber)).toHaveValue(typed.phoneNumber);
    expect(screen.getByLabelText(LABELS.organizationName)).toHaveValue(typed.organizationName);
    expect(screen.getByLabelText(LABELS.address)).toHaveValue(typed.address);
    expect(screen.getByRole('checkbox', { name: 'I agree to the Food Safety Policy' })).toBeChecked();
  });

  it('requires agreeing to the food safety policy', async () => {
    const { user } = renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register' });
    await fill(user, VALID);
    await submit(user);
    expect(screen.getByText('You must agree to the food safety policy')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('clears a message once the field is corrected', async () => {
    const { user } = renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register' });
    await submit(user);
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(LABELS.fullName), 'Asha');
    expect(screen.queryByText('Full Name is required')).not.toBeInTheDocument();
  });

  it('registers a valid donor, refreshes the role and goes to the donor profile', async () => {
    let finish!: () => void;
    registerMock.mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve({ uid: 'u1', donorId: 'd1' }))),
    );
    const auth = createLiveAuth();
    const { user, router } = renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register', auth });
    await fill(user, { ...VALID, fullName: '  Asha Rao ' });
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Food Safety Policy' }));
    await submit(user);

    expect(screen.getByRole('button', { name: /Creating account\.\.\./ })).toBeDisabled();
    expect(registerMock).toHaveBeenCalledWith({
      fullName: 'Asha Rao',
      email: 'asha@example.org',
      password: 'secret123',
      phoneNumber: '9876543210',
      address: '12 MG Road\nBengaluru',
      organizationName: 'Hotel Annapurna',
    });
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/donorProfile'));
    expect(auth.refreshRole).toHaveBeenCalled();
  });

  it('leaves out an empty organization', async () => {
    registerMock.mockResolvedValueOnce({ uid: 'u1', donorId: 'd1' });
    const { user } = renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register' });
    await fill(user, { ...VALID, organizationName: '' });
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Food Safety Policy' }));
    await submit(user);
    expect(registerMock).toHaveBeenCalledWith(expect.objectContaining({ organizationName: undefined }));
  });

  it('on a network failure says so, keeps the form, and Retry sends it again', async () => {
    registerMock.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    registerMock.mockResolvedValueOnce({ uid: 'u1', donorId: 'd1' });
    const { user, router } = renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register' });
    await fill(user, VALID);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Food Safety Policy' }));
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByLabelText(LABELS.password)).toHaveValue('secret123');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(registerMock).toHaveBeenCalledTimes(2);
    expect(registerMock.mock.calls[1]).toEqual(registerMock.mock.calls[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/donorProfile'));
  });

  it('when the account was made but the donor record was not, says so and offers Retry', async () => {
    registerMock.mockRejectedValueOnce(new IncompleteSignUpError(firebaseError('permission-denied')));
    const { user } = renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register' });
    await fill(user, VALID);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Food Safety Policy' }));
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is ready, but we could not save your details yet.');
    expect(alert).not.toHaveTextContent('permission-denied');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('DonorRegistrationPage in Hindi', () => {
  it('shows the form and every message in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderAuthScreen(<DonorRegistrationPage />, { path: '/donor-register' });
    expect(screen.getByRole('heading', { level: 1, name: 'दाता रजिस्ट्रेशन' })).toBeInTheDocument();
    for (const label of ['पूरा नाम', 'ईमेल', 'पासवर्ड', 'पासवर्ड दोबारा लिखें', 'फ़ोन नंबर', 'संस्था का नाम (ज़रूरी नहीं)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('पता').tagName).toBe('TEXTAREA');
    expect(screen.getByText('पासवर्ड कितना मज़बूत है: बहुत कमज़ोर')).toBeInTheDocument();
    const agree = screen.getByRole('checkbox', { name: 'मैं खाद्य सुरक्षा नीति से सहमत हूँ' });
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    const expected: [string, string][] = [
      ['पूरा नाम', 'पूरा नाम ज़रूरी है'],
      ['ईमेल', 'ईमेल सही नहीं है'],
      ['पासवर्ड', 'पासवर्ड में कम से कम 8 कैरेक्टर हों और एक अंक भी हो'],
      ['फ़ोन नंबर', 'फ़ोन नंबर 10 अंकों का होना चाहिए'],
      ['पता', 'पता ज़रूरी है'],
    ];
    for (const [label, message] of expected) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(agree).toHaveAccessibleDescription('आपको खाद्य सुरक्षा नीति से सहमत होना होगा');
    expect(registerMock).not.toHaveBeenCalled();
  });
});
