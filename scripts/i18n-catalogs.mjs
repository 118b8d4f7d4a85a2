/**
 * The message catalogs, read and compiled for the app (src/i18n/catalogs.ts) and checked by the
 * tests (src/i18n/catalogs.test.ts).
 *
 *   src/i18n/locales/<language>/<part>/<area>.json   { "<area>.<what>": "<ICU message>", … }
 *
 * `import('virtual:catalog/hi/public')` is every src/i18n/locales/hi/public/*.json merged into one
 * object and compiled with Lingui's message compiler, so the browser receives ready messages and
 * never a message parser. A key defined twice, or a message that does not parse, fails the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'i18n', 'locales');
const PREFIX = 'virtual:catalog/';
// The resolved id names the chunk: messages-hi-public.js.
const RESOLVED = '\0messages-';

/** The JSON files of one language and part, sorted. */
export function catalogFiles(language, part) {
  const dir = path.join(LOCALES_DIR, language, part);
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** One language and part's messages, uncompiled: { id: message }. */
export function readCatalog(language, part) {
  const merged = {};
  for (const file of catalogFiles(language, part)) {
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, message] of Object.entries(messages)) {
      if (id in merged) throw new Error(`i18n: '${id}' is defined twice in ${language}/${part}`);
      if (typeof message !== 'string') throw new Error(`i18n: '${id}' in ${file} is not a string`);
      merged[id] = message;
    }
  }
  return merged;
}

export function compileCatalog(messages) {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessage(message)];
      } catch (error) {
        throw new Error(`i18n: '${id}' does not parse as an ICU message: ${error.message}`, { cause: error });
      }
    }),
  );
}

/** The Vite plugin serving `virtual:catalog/<language>/<part>`. */
export function i18nCatalogs() {
  return {
    name: 'foodbridge-i18n-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length).replace('/', '-')}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [language, part] = id.slice(RESOLVED.length).split('-');
      for (const file of catalogFiles(language, part)) this.addWatchFile(file);
      const compiled = compileCatalog(readCatalog(language, part));
      // JSON.parse of a string is quicker for the browser to take in than the same object literal.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
