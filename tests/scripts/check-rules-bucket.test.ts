// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptsLoopback, rulesBucket, withBucket } from '../../scripts/check-rules-bucket.mjs';
import { parseEnv } from '../../src/config/env';

const rules = readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8');

describe('the logo bucket written into firestore.rules', () => {
  it('is the bucket the app uploads to under the emulators', () => {
    expect(rulesBucket(rules)).toBe(parseEnv({}).firebase.storageBucket);
  });

  it('--write puts a deploy bucket in the logo pattern, dots matched literally, and drops localhost', () => {
    expect(acceptsLoopback(rules)).toBe(true); // the emulators' rules: the Storage emulator's URLs
    const changed = withBucket(rules, 'food-bridge-prod.firebasestorage.app');
    expect(rulesBucket(changed)).toBe('food-bridge-prod.firebasestorage.app');
    expect(changed).toContain('/v0/b/food-bridge-prod[.]firebasestorage[.]app/o/Imgs%2F');
    expect(acceptsLoopback(changed)).toBe(false);
    expect(changed).not.toMatch(/localhost|127\[\.\]0/);
    // Nothing else changes, and the emulators' bucket brings the loopback origin back.
    expect(withBucket(changed, 'demo-foodbridge.appspot.com')).toBe(rules);
  });

  it('refuses a value that is not a bucket name (it would become part of a pattern)', () => {
    expect(() => withBucket(rules, 'x.*')).toThrow(/Not a bucket name/);
  });
});
