/**
 * The app's own messages, for tests that check a screen is in Hindi: `hi('donations.form.submit')`
 * is exactly what a Hindi reader sees (the catalogs of src/i18n/locales, compiled the way the app's
 * build compiles them).
 */
import { setupI18n } from '@lingui/core';
import { compileCatalog, readCatalog } from '../../scripts/i18n-catalogs.mjs';

function instance(language: 'en' | 'hi') {
  const messages = compileCatalog({ ...readCatalog(language, 'public'), ...readCatalog(language, 'app') });
  const i18n = setupI18n({
    locale: language,
    locales: [language === 'hi' ? 'hi-IN' : 'en-IN'],
    messages: { [language]: messages },
  });
  return (id: string, values?: Record<string, unknown>): string => {
    if (!(id in messages)) throw new Error(`no message '${id}' in the ${language} catalog`);
    return i18n._(id, values);
  };
}

export const hi = instance('hi');
export const en = instance('en');

/** Whether a text holds Devanagari letters. */
export const DEVANAGARI = /[\u0900-\u097F]/;
