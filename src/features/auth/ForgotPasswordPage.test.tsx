// Component tests: the services are mocked at the module boundary (src/services/auth). The real
// sendReset() runs against the Auth emulator in tests/integration/auth.test.ts and end to end.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { sendReset } from '../../services/auth';
import { renderAuthScreen } from './auth-test-utils';
import { ForgotPasswordPage } from './ForgotPasswordPage';

vi.mock('../../services/auth', () => ({ sendReset: vi.fn() }));

const sendMock = vi.mocked(sendReset);

/** The one answer, whether or not an account exists. */
const RESET_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Check your inbox.';

function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

beforeEach(() => {
  sendMock.mockReset();
});

const renderPage = () => renderAuthScreen(<ForgotPasswordPage />, { path: '/forgot-password' });

async function requestReset(user: ReturnType<typeof renderPage>['user'], email: string) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it('asks for the email', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('gives the same answer for a known email and an unknown one', async () => {
    // The service already swallows 'no such user'; the screen answers the same either way.
    sendMock.mockResolvedValue(undefined);
    const { user } = renderPage();
    await requestReset(user, 'known@example.org');
    const known = (await screen.findByRole('status')).textContent;

    await user.clear(screen.getByLabelText('Email address'));
    await requestReset(user, 'nobody@example.org');
    const unknown = (await screen.findByRole('status')).textContent;

    expect(known).toBe(RESET_SENT_MESSAGE);
    expect(unknown).toBe(known);
    expect(sendMock).toHaveBeenNthCalledWith(1, 'known@example.org');
    expect(sendMock).toHaveBeenNthCalledWith(2, 'nobody@example.org');
  });

  it("shows 'Sending...' while the request is under way", async () => {
    sendMock.mockReturnValue(new Promise(() => {}));
    const { user } = renderPage();
    await requestReset(user, 'known@example.org');
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
  });

  it('says so on a network failure and Retry sends again with the same email', async () => {
    sendMock.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    sendMock.mockResolvedValueOnce(undefined);
    const { user } = renderPage();
    await requestReset(user, 'known@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('known@example.org');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_SENT_MESSAGE);
    expect(sendMock).toHaveBeenCalledTimes(2);
    expect(sendMock).toHaveBeenLastCalledWith('known@example.org');
  });

  it('puts other failures in plain words, without Retry', async () => {
    sendMock.mockRejectedValueOnce(firebaseError('auth/too-many-requests'));
    const { user } = renderPage();
    await requestReset(user, 'known@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordPage in Hindi', () => {
  it('asks for the email and answers in Hindi', async () => {
    await activateLanguage('hi');
    sendMock.mockResolvedValue(undefined);
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अपना पासवर्ड रीसेट करें');
    expect(screen.getByRole('link', { name: 'लॉग इन पर वापस जाएं' })).toHaveAttribute('href', '/login');

    // An address the browser takes but the form does not (no dot after the @).
    await user.type(screen.getByLabelText('ईमेल पता'), 'known@example');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(screen.getByLabelText('ईमेल पता')).toHaveAccessibleDescription('ईमेल सही नहीं है');
    expect(sendMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('ईमेल पता'), '.org');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'अगर इस ईमेल से कोई खाता है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है। अपना इनबॉक्स देखें।',
    );
  });
});
