// @vitest-environment node
/**
 * The catalog guard CI runs: both languages hold the same messages, every message parses, Hindi
 * keeps every placeholder and tag of the English, every id the code uses exists (in the part its
 * screen loads), and no message is left unused.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog, readCatalog } from '../../scripts/i18n-catalogs.mjs';
import { LANGUAGES, type Language } from './languages';
import { PARTS, type CatalogPart } from './catalogs';

const SRC = path.resolve(__dirname, '..');

/** Screens whose texts are in the 'app' part (their routes load it); every other file is public. */
const APP_SURFACE = [
  /^features\/(donations|donors|admin|team|account|impact)\//,
  /^features\/ngos\/(NgoProfileForm|NgoProfileFields|NgoProfileActions|useNgoProfileSave|NgoProfilePage|LogoField|ConfirmEmail|ngo-profile-schema)\./,
];
const surfaceOf = (file: string): CatalogPart => (APP_SURFACE.some((re) => re.test(file)) ? 'app' : 'public');

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' || name === 'testing' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const ID_CALL = /\b(?:t|msg|i18n\._)\(\s*'([^']+)'/g;
const TRANS_ID = /<Trans\b[^>]*?\bid=["']([^"']+)["']/g;
const DYNAMIC_ID = /\b(?:t|msg)\(\s*`/;

function usedIds(): { id: string; file: string }[] {
  return sourceFiles().flatMap((full) => {
    const file = path.relative(SRC, full).split(path.sep).join('/');
    const code = readFileSync(full, 'utf8');
    if (DYNAMIC_ID.test(code)) throw new Error(`${file}: a message id built at run time; name each id (msg('…'))`);
    return [...code.matchAll(ID_CALL), ...code.matchAll(TRANS_ID)].map((m) => ({ id: m[1] ?? '', file }));
  });
}

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.fromEntries(PARTS.map((part) => [part, readCatalog(language, part)]))]),
) as Record<Language, Record<CatalogPart, Record<string, string>>>;

/** The arguments ({name}, {count, plural, …}) and tags (<0>) a message uses. */
function slots(message: string): string[] {
  const args = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<(\d+)\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...args, ...tags])].sort();
}

describe('message catalogs', () => {
  it.each(PARTS)('the %s part has the same messages in every language', (part) => {
    const english = Object.keys(catalogs.en[part]).sort();
    for (const language of LANGUAGES) {
      const keys = Object.keys(catalogs[language][part]).sort();
      expect(
        english.filter((id) => !keys.includes(id)),
        `missing in ${language}/${part}`,
      ).toEqual([]);
      expect(
        keys.filter((id) => !english.includes(id)),
        `only in ${language}/${part}`,
      ).toEqual([]);
    }
  });

  it('every message parses, in every language', () => {
    for (const language of LANGUAGES)
      for (const part of PARTS) expect(() => compileCatalog(catalogs[language][part])).not.toThrow();
  });

  it('every translation keeps the placeholders and tags of the English', () => {
    const differ: string[] = [];
    for (const part of PARTS) {
      for (const [id, english] of Object.entries(catalogs.en[part])) {
        for (const language of LANGUAGES) {
          const other = catalogs[language][part][id];
          if (other !== undefined && slots(other).join() !== slots(english).join()) differ.push(`${language}: ${id}`);
        }
      }
    }
    expect(differ).toEqual([]);
  });

  it('no id is in both parts', () => {
    const both = Object.keys(catalogs.en.public).filter((id) => id in catalogs.en.app);
    expect(both).toEqual([]);
  });

  it('every id the code uses is in the part its screen loads', () => {
    const problems = usedIds().flatMap(({ id, file }) => {
      const part = id in catalogs.en.public ? 'public' : id in catalogs.en.app ? 'app' : null;
      if (!part) return [`${file}: '${id}' is in no catalog`];
      if (part === 'app' && surfaceOf(file) === 'public')
        return [`${file}: '${id}' is in the app part, but this screen is public`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('every message in the catalog is used', () => {
    const used = new Set(usedIds().map(({ id }) => id));
    const unused = PARTS.flatMap((part) => Object.keys(catalogs.en[part])).filter((id) => !used.has(id));
    expect(unused).toEqual([]);
  });
});
