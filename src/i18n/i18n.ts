/**
 * The one translation instance (Lingui's `i18n`), and how a language becomes active. Code outside
 * React translates with `t`; components use `useT` (react.tsx) so they re-render on a switch.
 */
import { i18n } from '@lingui/core';
import { loadCatalog, type CatalogPart } from './catalogs';
import { DEFAULT_LANGUAGE, INTL_LOCALE, isLanguage, type Language } from './languages';

export { i18n };

/** Values a message may take: `{count}` in 'You have {count, plural, one {# offer} other {# offers}}'. */
export type MessageValues = Record<string, unknown>;

const loaded: Record<Language, Set<CatalogPart>> = { en: new Set(), hi: new Set() };
/** The parts the app has asked for so far: a switch of language loads all of them again. */
const wanted = new Set<CatalogPart>(['public']);
/** The language being switched to (or shown): parts asked for meanwhile load in it. */
let target: Language | undefined;

async function ensureLoaded(language: Language, parts: Iterable<CatalogPart>): Promise<void> {
  await Promise.all(
    [...parts]
      .filter((part) => !loaded[language].has(part))
      .map(async (part) => {
        const messages = await loadCatalog(language, part);
        i18n.load(language, messages);
        loaded[language].add(part);
      }),
  );
}

/** The language now shown. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The `Intl` locale of the language now shown ('en-IN' or 'hi-IN'). */
export function currentLocale(): string {
  return INTL_LOCALE[currentLanguage()];
}

/** Makes `language` the one shown, once every catalog part asked for so far is loaded in it. */
export async function activateLanguage(language: Language, parts: readonly CatalogPart[] = []): Promise<void> {
  for (const part of parts) wanted.add(part);
  target = language;
  await ensureLoaded(language, wanted);
  // A later switch may have finished first: the last one asked for wins.
  if (target === language && i18n.locale !== language) i18n.activate(language, [INTL_LOCALE[language]]);
}

/** Loads one part of the catalog in the language shown (a signed-in screen waits for 'app'). */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  wanted.add(part);
  await ensureLoaded(target ?? currentLanguage(), [part]);
}

/** The message `id` in the language shown, with its values filled in. */
export function t(id: string, values?: MessageValues): string {
  return i18n._(id, values);
}

/**
 * Marks a message id kept for later (a table of labels, a schema's error): returns it unchanged.
 * The catalog check (src/i18n/catalogs.test.ts) finds ids through `t`, `msg` and `<Trans id>`.
 */
export function msg<Id extends string>(id: Id): Id {
  return id;
}

/** A message of a table: its id, or its id and the values it is filled with. */
export type TableEntry = string | readonly [id: string, values: MessageValues];

/**
 * A table of messages (a form's validation texts) whose every property is read in the language
 * shown at the moment it is read: `MESSAGES.email` is English now and Hindi after a switch. Ids are
 * marked with `msg` so the catalog check finds them.
 */
export function messageTable<Key extends string>(table: Record<Key, TableEntry>): Readonly<Record<Key, string>> {
  const messages = {} as Record<Key, string>;
  for (const key of Object.keys(table) as Key[]) {
    const entry = table[key];
    Object.defineProperty(messages, key, {
      enumerable: true,
      get: () => (typeof entry === 'string' ? t(entry) : t(entry[0], entry[1])),
    });
  }
  return messages;
}
