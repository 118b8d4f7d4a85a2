// The account write goes through src/services/users, mocked here (Firestore runs in the rules,
// integration and e2e layers); the catalogs and the router are real.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, LANGUAGE_STORAGE_KEY } from '../../i18n';
import { saveLanguage } from '../../services/users';
import { renderWithRouter } from '../../testing/render';
import { LanguageSwitch } from './LanguageSwitch';

vi.mock('../../services/users', () => ({ saveLanguage: vi.fn(async () => {}) }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(saveLanguage).mockClear();
  document.documentElement.lang = 'en';
});

describe('LanguageSwitch', () => {
  it('links each language to the same public page in it, and marks the one shown', () => {
    renderWithRouter(<LanguageSwitch />, { path: '/team' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/team');
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
  });

  it('switches a public page to Hindi in place: its /hi address, <html lang>, title, and remembered on the device', async () => {
    const { user, router } = renderWithRouter(<LanguageSwitch />, { path: '/team?x=1' });
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/team'));
    expect(router.state.location.search).toBe('?x=1');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.title).toContain('बचा खाना');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(screen.getByRole('list', { name: 'भाषा' })).toBeInTheDocument();
    expect(saveLanguage).not.toHaveBeenCalled();
  });

  it('back to English from /hi leads to the English address', async () => {
    const { user, router } = renderWithRouter(<LanguageSwitch />, { path: '/hi' });
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }));
    await user.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('on a signed-in screen, stays on the page and remembers the choice on the account too', async () => {
    const { user, router } = renderWithRouter(<LanguageSwitch />, {
      path: '/donations',
      auth: { user: { uid: 'u-1', email: 'a@example.org', displayName: 'A' }, role: 'donor' },
    });
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(saveLanguage).toHaveBeenCalledWith('u-1', 'hi'));
    expect(router.state.location.pathname).toBe('/donations');
    expect(currentLanguage()).toBe('hi');
  });
});
