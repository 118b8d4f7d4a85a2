// @vitest-environment node
// Small files and short functions keep the code easy to change (docs/conventions.md): `npm run lint`
// fails on a source file of src/ over 400 lines and on a function over 150 lines, every line counted
// (blank lines and comments too). These tests lint made-up files at paths inside src/ with the
// project's own eslint.config.js, so the limits cannot be dropped or loosened unnoticed; tests and
// test helpers are not held to them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The errors of `rule` ESLint gives `code` as the file `src/<file>`. */
async function sizeErrors(code: string, file: string, rule: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'src', file) });
  if (!result) throw new Error('ESLint returned no result');
  expect(
    result.messages.filter((m) => m.fatal),
    'the file must parse',
  ).toEqual([]);
  return result.messages.filter((m) => m.ruleId === rule && m.severity === 2).length;
}

/** A module of `lines` lines: one exported constant a line. */
const fileOf = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';

/** A module with one function `lines` lines long, from its first line to its closing brace. */
const functionOf = (lines: number) =>
  `export function long(): number {\n  let total = 0;\n${Array.from({ length: lines - 4 }, (_, i) => `  total += ${i};`).join('\n')}\n  return total;\n}\n`;

/** The same, but a third of its body lines blank and a third comments: they count too. */
const gappyFunctionOf = (lines: number) =>
  `export function long(): number {\n  let total = 0;\n${Array.from({ length: lines - 4 }, (_, i) => [`  total += ${i};`, '', `  // step ${i}`][i % 3]).join('\n')}\n  return total;\n}\n`;

describe('lint: a source file of src/ holds at most 400 lines', () => {
  it.each([
    ['a service', 'services/virtual.ts'],
    ['a screen', 'features/donations/Virtual.tsx'],
  ])('%s of 401 lines is an error, of 400 is not', async (_name, file) => {
    expect(await sizeErrors(fileOf(401), file, 'max-lines')).toBe(1);
    expect(await sizeErrors(fileOf(400), file, 'max-lines')).toBe(0);
  });

  it.each([
    ['a unit test', 'features/donations/Virtual.test.tsx'],
    ['a test helper', 'testing/virtual.ts'],
  ])('%s may be longer', async (_name, file) => {
    expect(await sizeErrors(fileOf(401), file, 'max-lines')).toBe(0);
  });
});

describe('lint: a function in src/ holds at most 150 lines, every line counted', () => {
  it.each([
    ['in a service', 'services/virtual.ts'],
    ['in a screen', 'features/donations/Virtual.tsx'],
  ])('one of 151 lines %s is an error, of 150 is not', async (_name, file) => {
    expect(await sizeErrors(functionOf(151), file, 'max-lines-per-function')).toBe(1);
    expect(await sizeErrors(functionOf(150), file, 'max-lines-per-function')).toBe(0);
  });

  it.each([
    ['in a service', 'services/virtual.ts'],
    ['in a screen', 'features/donations/Virtual.tsx'],
  ])('blank lines and comments count: 151 lines %s is an error, 150 is not', async (_name, file) => {
    expect(await sizeErrors(gappyFunctionOf(151), file, 'max-lines-per-function')).toBe(1);
    expect(await sizeErrors(gappyFunctionOf(150), file, 'max-lines-per-function')).toBe(0);
  });

  it('a unit test’s function may be longer', async () => {
    expect(await sizeErrors(functionOf(151), 'features/donations/Virtual.test.tsx', 'max-lines-per-function')).toBe(0);
  });
});
