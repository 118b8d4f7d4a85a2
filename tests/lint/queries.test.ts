// @vitest-environment node
// Every Firestore query of src/services goes through recorded(site, …) (src/services/query-record.ts),
// so the query check after npm test knows its shape and can prove production has its index
// (docs/data-model.md, 'Queries and their indexes'). ESLint refuses a bare query(); these tests lint
// made-up files with the project's own eslint.config.js, so the rule cannot go unnoticed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function refusals(code: string, file = 'src/services/made-up.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  if (!result) throw new Error('ESLint returned no result');
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const HEAD = `import { collection, getDocs, query, where } from 'firebase/firestore';
import { db } from './db';
import { recorded } from './query-record';
`;

describe('queries in src/services', () => {
  it('refuses a query that is not recorded, saying what to do', async () => {
    expect(
      await refusals(`${HEAD}export const q = () => getDocs(query(collection(db(), 'x'), where('a', '==', 1)));\n`),
    ).toEqual([expect.stringContaining("recorded('<site>', query(…))")]);
  });

  it("refuses Firestore Lite's lite.query too", async () => {
    const code = `${HEAD}export const q = (lite: typeof import('firebase/firestore/lite')) => lite.query(lite.collection(lite.getFirestore(), 'x'));\n`;
    expect(await refusals(code)).toHaveLength(1);
  });

  it('takes a recorded query', async () => {
    const code = `${HEAD}export const q = () => getDocs(recorded('donors.mine', query(collection(db(), 'x'), where('a', '==', 1))));\n`;
    expect(await refusals(code)).toEqual([]);
  });

  it('leaves tests alone', async () => {
    const code = `${HEAD}export const q = () => query(collection(db(), 'x'));\n`;
    expect(await refusals(code, 'src/services/made-up.test.ts')).toEqual([]);
  });
});
