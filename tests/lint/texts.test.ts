// @vitest-environment node
// Every text a person sees comes from the catalogs (docs/i18n.md). `npm run lint` fails on a
// literal in JSX text or in an attribute people read or hear; these tests lint made-up screens with
// the project's own eslint.config.js, so the guard cannot be dropped or loosened unnoticed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RULE = 'i18next/no-literal-string';
const eslint = new ESLint({ cwd: ROOT });

async function textErrors(jsx: string, file = 'features/home/Virtual.tsx'): Promise<number> {
  const code = `import { useT } from '../../i18n';\nexport function Virtual({ register }: { register: (name: string) => object }) {\n  const t = useT();\n  void t;\n  void register;\n  return (${jsx});\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'src', file) });
  if (!result) throw new Error('ESLint returned no result');
  expect(
    result.messages.filter((m) => m.fatal),
    'the file must parse',
  ).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE && m.severity === 2).length;
}

describe('lint: text written into a screen is an error', () => {
  it.each([
    ['text between tags', '<p>Donate food</p>'],
    ['an image’s alternative text', '<img src="/x.svg" alt="Two hands" />'],
    ['an aria-label', '<button type="button" aria-label="Close menu" />'],
    ['a placeholder', '<input placeholder="Search NGOs" />'],
    ['a title', '<abbr title="Non-governmental organisation">NGO</abbr>'],
    ['a label prop', '<Field label="Email" />'],
    ['Hindi text too', '<p>खाना दान करें</p>'],
  ])('%s', async (_name, jsx) => {
    expect(await textErrors(jsx)).toBeGreaterThan(0);
  });
});

describe('lint: what is not text is allowed', () => {
  it.each([
    ['a message from the catalog', "<p>{t('home.hero.title')}</p>"],
    [
      'class names, types and paths',
      '<a href="/team" className="underline" target="_blank" rel="noopener">{t(\'x\')}</a>',
    ],
    ['a form field’s name', '<input {...register(\'email\')} type="email" autoComplete="email" />'],
    ['punctuation and numbers', '<span aria-hidden="true">| · — 42</span>'],
    ['the brand', '<span>FoodBridge</span>'],
  ])('%s', async (_name, jsx) => {
    expect(await textErrors(jsx)).toBe(0);
  });
});
