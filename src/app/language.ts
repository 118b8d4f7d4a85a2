/**
 * Choosing a language: shown at once, remembered on this device and — when someone is signed in —
 * on the account (users/{uid}.language), so it follows them to another phone.
 */
import { activateLanguage, LANGUAGE_STORAGE_KEY, t, type Language } from '../i18n';
import { fetchDevanagariFontLater } from './devanagari-font';

/** The document itself follows the language: <html lang> (screen readers, hyphenation) and the title. */
export function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.title = t('common.title');
  if (language === 'hi') fetchDevanagariFontLater();
}

/** The choice kept on this device, if any (null also when storage is refused). */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberOnDevice(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this visit.
  }
}

/** Shows the app in `language`. `remember`: also keep it on the device and the account. */
export async function showLanguage(
  language: Language,
  { remember, uid }: { remember: boolean; uid?: string | null },
): Promise<void> {
  await activateLanguage(language);
  applyToDocument(language);
  if (!remember) return;
  rememberOnDevice(language);
  if (uid) {
    // Best effort: the device keeps the choice even if the account cannot be written now.
    void import('../services/users').then(({ saveLanguage }) => saveLanguage(uid, language)).catch(() => undefined);
  }
}
