// @vitest-environment node
// firestore.rules' generated constants (scripts/rules-constants.mjs) are the values of src/config:
// this is the check `npm test` runs, so a limit changed in src/config alone fails here, naming it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RULES,
  constants,
  literal,
  renderBlock,
  rulesPattern,
  staleConstants,
  withBlock,
} from '../../scripts/rules-constants.mjs';
import { DONATION_MEALS, EMAIL_RULES_PATTERN, HANDOVER_CODE_PATTERN, PIN_PATTERN } from '../../src/config/limits.js';
import { SAFE_HOURS } from '../../src/config/food-safety.js';

const rules = readFileSync(RULES, 'utf8');
const list = await constants();

describe("firestore.rules' generated constants", () => {
  it('are current: npm run rules:constants would change nothing', () => {
    const stale = staleConstants(rules, list);
    expect(stale, `firestore.rules is stale; run npm run rules:constants:\n${stale.join('\n')}`).toEqual([]);
    expect(withBlock(rules, renderBlock(list))).toBe(rules);
  });

  it('pass `npm run rules:constants -- --check`, which fails naming a stale one', () => {
    const script = path.join(path.dirname(RULES), 'scripts', 'rules-constants.mjs');
    const current = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(current.stderr).toBe('');
    expect(current.status).toBe(0);
    const dir = mkdtempSync(path.join(tmpdir(), 'rules-constants-test-'));
    try {
      const stale = path.join(dir, 'firestore.rules');
      writeFileSync(
        stale,
        rules.replace('function listLimit() { return 100; }', 'function listLimit() { return 50; }'),
      );
      const run = spawnSync(process.execPath, [script, '--check', `--rules=${stale}`], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('listLimit() differs from LIST_LIMIT = 100');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('name the stale constant when src/config changes alone', () => {
    const changed = list.map((c: { name: string }) =>
      c.name === 'maxDonationMeals' ? { ...c, value: DONATION_MEALS.max + 1 } : c,
    );
    expect(staleConstants(rules, changed)).toEqual([
      `maxDonationMeals() differs from DONATION_MEALS.max = ${DONATION_MEALS.max + 1}`,
    ]);
  });

  it('name a nested value that changed (a safe window)', () => {
    const hours = { ...SAFE_HOURS, raw: { ...SAFE_HOURS.raw, frozen: 200 } };
    const changed = list.map((c: { name: string }) => (c.name === 'safeHours' ? { ...c, value: hours } : c));
    expect(staleConstants(rules, changed)).toEqual([expect.stringMatching(/^safeHours\(\) differs from SAFE_HOURS/)]);
  });

  it('name a function edited by hand in the block, or one that is missing', () => {
    const edited = rules.replace('function maxNotes() { return 500; }', 'function maxNotes() { return 600; }');
    expect(edited).not.toBe(rules);
    expect(staleConstants(edited, list)).toEqual([
      expect.stringMatching(/^maxNotes\(\) differs from SAFETY_LIMITS\.notes/),
    ]);
    const dropped = rules.replace(/\n.*function listLimit\(\).*/, '');
    expect(staleConstants(dropped, list)).toEqual([expect.stringMatching(/^listLimit\(\) is missing/)]);
  });

  it('write the rules spelling of each shape', () => {
    expect(rulesPattern(PIN_PATTERN)).toBe('^[1-9][0-9]{5}$');
    expect(rulesPattern(HANDOVER_CODE_PATTERN)).toBe('^[0-9]{4}$');
    expect(() => rulesPattern(/[\p{L}]/u)).toThrow(/flags/);
    // In a rules string literal every backslash is written twice.
    expect(literal(EMAIL_RULES_PATTERN)).toBe(`'${EMAIL_RULES_PATTERN.replaceAll('\\', '\\\\')}'`);
    expect(literal({ a: 1, b: [0.1, 'x'] })).toBe("{ 'a': 1, 'b': [0.1, 'x'] }");
  });
});
