/**
 * The languages FoodBridge speaks, and where the choice comes from. Pure functions of their
 * inputs, so the page-start script in index.html, the app and the tests agree on one rule.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale `Intl` formats with: Indian English and Hindi (Indian grouping, 1,00,000). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** What the switch shows for each language, in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** Where the device keeps the visitor's choice (index.html's start script reads the same key). */
export const LANGUAGE_STORAGE_KEY = 'foodbridge.language';

/** Public pages in Hindi live under this prefix: /hi, /hi/team, /hi/ngoList… */
export const HINDI_PREFIX = '/hi';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages that FoodBridge speaks ('hi-IN' → hi), else English. */
export function browserLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The visitor's choice on this device, else what the browser asks for. */
export function preferredLanguage(stored: string | null, languages: readonly string[]): Language {
  return isLanguage(stored) ? stored : browserLanguage(languages);
}

/** Whether a path is one of the Hindi copies of the public pages. */
export function isHindiPath(pathname: string): boolean {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`);
}

/** The path without its language prefix: /hi/team → /team, /hi → /. */
export function withoutLanguage(pathname: string): string {
  return isHindiPath(pathname) ? pathname.slice(HINDI_PREFIX.length) || '/' : pathname;
}

/** A public page's path in a language: (/team, hi) → /hi/team, (/, hi) → /hi, (/hi/team, en) → /team. */
export function pathIn(language: Language, pathname: string): string {
  const bare = withoutLanguage(pathname);
  if (language === 'en') return bare;
  return bare === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${bare}`;
}
