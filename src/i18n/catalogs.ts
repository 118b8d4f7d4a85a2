/**
 * The message catalogs, compiled at build time (scripts/i18n-catalogs.mjs turns each
 * src/i18n/locales/<language>/<part>/*.json into one module of compiled messages, so no message
 * parser ships to the browser).
 *
 * Two parts per language, so a public page downloads only its own texts:
 * - public: the layout, shared components, errors and every page rendered at build time;
 * - app: the signed-in screens (Donate Food, the boards, profiles, admin). Their routes load it.
 */
import type { Messages } from '@lingui/core';
import type { Language } from './languages';

export const PARTS = ['public', 'app'] as const;
export type CatalogPart = (typeof PARTS)[number];

type Loader = () => Promise<{ messages: Messages }>;

// Each import is spelled out so the bundler makes one chunk per language and part.
const LOADERS: Record<Language, Record<CatalogPart, Loader>> = {
  en: {
    public: () => import('virtual:catalog/en/public'),
    app: () => import('virtual:catalog/en/app'),
  },
  hi: {
    public: () => import('virtual:catalog/hi/public'),
    app: () => import('virtual:catalog/hi/app'),
  },
};

export async function loadCatalog(language: Language, part: CatalogPart): Promise<Messages> {
  return (await LOADERS[language][part]()).messages;
}
