// 'Delete my account': only src/services/account-deletion and signsInWithPassword are mocked (the
// module boundary). The real deletion runs against the emulators and their rules in
// tests/integration/account-deletion.test.ts and end to end in tests/e2e/privacy.spec.ts.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { AuthUser } from '../../lib/auth-context';
import {
  DeletionBlockedError,
  deleteMyAccount,
  deletionBlockers,
  type DeletionBlockers,
} from '../../services/account-deletion';
import { signsInWithPassword } from '../../services/auth';
import { newQueryClient, withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { DeleteAccount } from './DeleteAccount';

vi.mock('../../services/account-deletion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/account-deletion')>()),
  deletionBlockers: vi.fn(),
  deleteMyAccount: vi.fn(),
}));
vi.mock('../../services/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/auth')>()),
  signsInWithPassword: vi.fn(() => true),
}));
const blockersMock = vi.mocked(deletionBlockers);
const deleteMock = vi.mocked(deleteMyAccount);
const passwordMock = vi.mocked(signsInWithPassword);

const asha: AuthUser = { uid: 'asha-uid', email: 'asha@example.org', displayName: 'Asha' };
const NONE: DeletionBlockers = {
  waitingDonations: 0,
  inTeam: false,
  openPickups: 0,
  arrangedSeries: 0,
  teamMembers: 0,
  suspended: false,
};

function renderIt(role: 'donor' | 'ngo' | 'admin' = 'donor') {
  return renderWithRouter(withQueries(<DeleteAccount />, newQueryClient()), {
    path: '/my-data',
    auth: { user: asha, role },
  });
}

beforeEach(() => {
  blockersMock.mockReset();
  deleteMock.mockReset();
  passwordMock.mockReturnValue(true);
  activateLanguage('en');
});

describe('DeleteAccount', () => {
  it('asks once more, with the password, and deletes; then Home says so', async () => {
    blockersMock.mockResolvedValue(NONE);
    deleteMock.mockResolvedValue(undefined);
    const { user, router } = renderIt();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for ever?' });
    // Without the password nothing is sent, and the field says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(deleteMock).not.toHaveBeenCalled();
    const field = within(dialog).getByLabelText('Your password');
    expect(field).toHaveAccessibleDescription(/Enter your password\./);
    await user.type(field, 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(deleteMock).toHaveBeenCalledWith('asha-uid', 'donor', 'secret-pass', expect.anything());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({
      flash: 'Your account has been deleted. Thank you for the food you shared.',
    });
  });

  it('a wrong password says so in the dialog and keeps what was typed', async () => {
    blockersMock.mockResolvedValue(NONE);
    deleteMock.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/wrong-password' }));
    const { user } = renderIt();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong{Enter}');
    expect(await within(dialog).findByText(/^Your account was not deleted: /)).toBeVisible();
    expect(dialog).not.toHaveTextContent(/auth\//);
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('wrong');
  });

  it('an account with Google only is told Google will confirm; no password is asked', async () => {
    passwordMock.mockReturnValue(false);
    blockersMock.mockResolvedValue(NONE);
    deleteMock.mockResolvedValue(undefined);
    const { user } = renderIt();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    expect(within(dialog).getByText('Google will ask you to confirm that it is you.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(deleteMock).toHaveBeenCalledWith('asha-uid', 'donor', null, expect.anything());
  });

  it('says what must be done first, with where to do it, and opens no dialog', async () => {
    blockersMock.mockResolvedValue({ ...NONE, waitingDonations: 2, inTeam: true });
    const { user } = renderIt();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(await screen.findByText('Before your account can be deleted')).toBeVisible();
    expect(screen.getByText(/^2 donations still wait for an NGO or a pickup\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open My donations' })).toHaveAttribute('href', '/donations');
    expect(screen.getByRole('link', { name: 'Open Your team' })).toHaveAttribute('href', '/volunteers');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Once done, Check again opens the dialog.
    blockersMock.mockResolvedValue(NONE);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('a blocker found at the last moment closes the dialog and is shown', async () => {
    blockersMock.mockResolvedValue(NONE);
    deleteMock.mockRejectedValue(new DeletionBlockedError({ ...NONE, waitingDonations: 1 }));
    const { user } = renderIt();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Your password'), 'pw{Enter}');
    expect(await screen.findByText(/^1 donation still waits/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed check says why and can be retried', async () => {
    blockersMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    blockersMock.mockResolvedValue(NONE);
    const { user } = renderIt();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(await screen.findByText(/^Your donations could not be checked: /)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('an NGO is told what it must finish first: pickups, regular offers, its team', async () => {
    blockersMock.mockResolvedValue({ ...NONE, openPickups: 1, arrangedSeries: 2, teamMembers: 3 });
    const { user } = renderIt('ngo');
    expect(screen.getByText(/^Your account and your NGO’s entry in the NGO list are deleted/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(blockersMock).toHaveBeenCalledWith('asha-uid', 'ngo');
    expect(await screen.findByText(/^1 pickup you accepted is not finished\./)).toBeVisible();
    expect(screen.getByText(/^2 regular offers are arranged with you\./)).toBeVisible();
    expect(screen.getByText(/^Your team has 3 members\./)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an NGO with nothing open deletes, told its entry leaves the NGO list', async () => {
    blockersMock.mockResolvedValue(NONE);
    deleteMock.mockResolvedValue(undefined);
    const { user } = renderIt('ngo');
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your NGO leaves the NGO list');
    await user.type(within(dialog).getByLabelText('Your password'), 'pw{Enter}');
    expect(deleteMock).toHaveBeenCalledWith('asha-uid', 'ngo', 'pw', expect.anything());
  });

  it('an admin has no such button', () => {
    renderIt('admin');
    expect(screen.queryByRole('heading', { name: 'Delete my account' })).toBeNull();
  });

  it('speaks Hindi: the section, a blocker with its count, and the dialog', async () => {
    await activateLanguage('hi');
    blockersMock.mockResolvedValueOnce({ ...NONE, waitingDonations: 2 });
    const { user } = renderIt();
    expect(screen.getByRole('heading', { name: 'मेरा खाता हटाएँ' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'मेरा खाता हटाएँ…' }));
    expect(await screen.findByText(/^2 दान अभी किसी NGO या पिकअप का इंतज़ार कर रहे हैं।/)).toBeVisible();
    blockersMock.mockResolvedValueOnce(NONE);
    await user.click(screen.getByRole('button', { name: 'फिर से जाँचें' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपना खाता हमेशा के लिए हटाएँ?' });
    expect(within(dialog).getByLabelText('आपका पासवर्ड')).toBeVisible();
  });
});
