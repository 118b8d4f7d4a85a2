// @vitest-environment node
// The TTL policy that deletes a donor's contact details (docs/privacy.md, 'Contact details that
// expire'). The emulator runs no TTL, so what can be checked here is that the policy is declared in
// the Firestore config that `firebase deploy` reads, on the field the rules and the app write.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes?: unknown[];
}

const config = JSON.parse(read('firebase.json')) as { firestore?: { indexes?: string } };
const overrides = (JSON.parse(read(config.firestore?.indexes ?? 'firestore.indexes.json')) as {
  fieldOverrides?: FieldOverride[];
}).fieldOverrides;

describe('TTL policy on the contact details', () => {
  it('is declared in the index file firebase.json deploys: collection group `private`, field `expireAt`', () => {
    expect(config.firestore?.indexes).toBe('firestore.indexes.json');
    const policy = overrides?.find((o) => o.collectionGroup === 'private' && o.fieldPath === 'expireAt');
    expect(policy).toMatchObject({ ttl: true, indexes: [] });
  });
  it('is on the field the rules require of deliveryInfo/{id}/private/contact and the app writes', () => {
    const rules = read('firestore.rules');
    expect(rules).toMatch(/match \/private\/contact \{/);
    expect(rules).toMatch(/c\.get\('expireAt', null\) == d\.useBy \+ duration\.value\(contactKeepDays\(\), 'd'\)/);
    expect(read('src/services/donation-contact.ts')).toMatch(/expireAt:/);
  });
  it('is the only TTL policy: no other collection loses documents by time', () => {
    expect(overrides?.filter((o) => o.ttl)).toHaveLength(1);
  });
});
