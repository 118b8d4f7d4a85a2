// 'Delete my account': only src/services/account-deletion and signsInWithPassword are mocked (the
// module boundary). The real deletion runs against the emulators and their rules in
// tests/integration/account-deletion.test.ts and end to end in tests/e2e/privacy.spec.ts.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { AuthUser } from '../../lib/auth-context';
import {
  DeletionBlockedError,
  deleteDonorAccount,
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
  deleteDonorAccount: vi.fn(),
}));
vi.mock('../../services/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/auth')>()),
  signsInWithPassword: vi.fn(() => true),
}));
const blockersMock = vi.mocked(deletionBlockers);
const deleteMock = vi.mocked(deleteDonorAccount);
const passwordMock = vi.mocked(signsInWithPassword);

const asha: AuthUser = { uid: 'asha-uid', email: 'asha@example.org', displayName: 'Asha' };
const NONE: DeletionBlockers = { waitingDonations: 0, inTeam: false, suspended: false };

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
    expect(deleteMock).toHaveBeenCalledWith('asha-uid', 'secret-pass', expect.anything());
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
    expect(deleteMock).toHaveBeenCalledWith('asha-uid', null, expect.anything());
  });

  it('says what must be done first, with where to do it, and opens no dialog', async () => {
    blockersMock.mockResolvedValue({ waitingDonations: 2, inTeam: true, suspended: false });
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
    deleteMock.mockRejectedValue(new DeletionBlockedError({ waitingDonations: 1, inTeam: false, suspended: false }));
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

  it('an NGO is told to write to us; an admin sees nothing', () => {
    const { unmount } = renderIt('ngo');
    expect(screen.getByText(/^To delete an NGO account, write to us/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete my account…' })).toBeNull();
    unmount();
    renderIt('admin');
    expect(screen.queryByRole('heading', { name: 'Delete my account' })).toBeNull();
  });
});
