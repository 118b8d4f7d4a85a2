// Only the users service is mocked, at the module boundary (the prompt loads it when 'I agree' is
// pressed). The rules for accepting the notice are tested in tests/rules/users.test.ts, and the
// whole path (an account from before the notice signs in, agrees, and is not asked again) end to
// end in tests/e2e/privacy.spec.ts.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE } from '../../config/limits.js';
import { acceptNotice } from '../../services/users';
import { renderWithRouter } from '../../testing/render';
import { NoticePrompt } from './NoticePrompt';

vi.mock('../../services/users', () => ({ acceptNotice: vi.fn(async () => {}) }));

const asha = { uid: 'donor-uid', email: 'donor@example.org', displayName: 'Asha' };
const offline = Object.assign(new Error('x'), { code: 'unavailable' });

beforeEach(() => vi.clearAllMocks());

describe('NoticePrompt', () => {
  it('asks nothing of a visitor, of an account that accepted this notice, or of one choosing its role', () => {
    for (const auth of [
      {},
      { user: asha, role: 'donor' as const },
      { user: asha, role: null, notice: null },
      { user: asha, role: 'donor' as const, notice: null, loading: true },
    ]) {
      const { container, unmount } = renderWithRouter(<NoticePrompt />, { auth });
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('shows an account made before the notice what FoodBridge keeps and who sees it, and records its agreement', async () => {
    const { user, auth } = renderWithRouter(<NoticePrompt />, { auth: { user: asha, role: 'donor', notice: null } });
    const prompt = screen.getByRole('region', { name: 'Privacy notice' });
    expect(prompt).toHaveTextContent('Please read how FoodBridge uses your data');
    expect(prompt).toHaveTextContent(/the NGO you give food to sees your name, phone and pickup address/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
    await user.click(screen.getByRole('button', { name: 'I have read it and agree' }));
    expect(acceptNotice).toHaveBeenCalledWith('donor-uid');
    // The account is read again: the prompt goes once it says the notice is accepted.
    await waitFor(() => expect(auth.refreshRole).toHaveBeenCalled());
  });

  it('says so when the notice changed since the account accepted it', () => {
    renderWithRouter(<NoticePrompt />, { auth: { user: asha, role: 'ngo', notice: PRIVACY_NOTICE.version - 1 } });
    expect(screen.getByRole('region', { name: 'Privacy notice' })).toHaveTextContent(
      'How FoodBridge uses your data has changed',
    );
  });

  it('says in plain words when the agreement could not be saved, and tries again', async () => {
    vi.mocked(acceptNotice).mockRejectedValueOnce(offline);
    const { user, auth } = renderWithRouter(<NoticePrompt />, { auth: { user: asha, role: 'donor', notice: null } });
    await user.click(screen.getByRole('button', { name: 'I have read it and agree' }));
    expect(
      await screen.findByText('We could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(auth.refreshRole).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(auth.refreshRole).toHaveBeenCalled());
    expect(acceptNotice).toHaveBeenCalledTimes(2);
  });
});
