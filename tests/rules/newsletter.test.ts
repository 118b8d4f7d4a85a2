// newsletter/{id} — subscribers: anyone subscribes with a valid email; only admins read;
// nobody updates or deletes.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_RULES_PATTERN, LIST_LIMIT } from '../../src/config/limits.js';
import {
  ACTORS,
  clientNow,
  EMAIL_LIMIT,
  expectRule,
  itLimitsLengths,
  itLimitsLists,
  itMatchesEmailPattern,
  past,
  ROOT,
  setupRulesEnv,
  verdict,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const NEWSLETTER = 'newsletter';

const subscriber = (overrides: DocumentData = {}): DocumentData => ({
  email: 'reader@example.org',
  createdAt: serverTimestamp(),
  ...overrides,
});
const subscribe = (data: DocumentData, who: Who = 'visitor') => addDoc(collection(t.db(who), NEWSLETTER), data);

beforeEach(async () => {
  await t.seed({ [`${NEWSLETTER}/s-1`]: { email: 'first@example.org', createdAt: past() } });
});

describe('newsletter: create', () => {
  for (const actor of ACTORS) {
    it(`${actor} subscribes with a valid email: allowed`, async () => {
      await expectRule(true, subscribe(subscriber(), actor));
    });
  }
  it('a missing email is denied', async () => {
    await expectRule(false, subscribe({ createdAt: serverTimestamp() }));
  });
  it('a missing createdAt is denied', async () => {
    await expectRule(false, subscribe({ email: 'reader@example.org' }));
  });
  itMatchesEmailPattern((email) => subscribe(subscriber({ email })));
  it('firestore.rules spells the email shape as EMAIL_RULES_PATTERN', () => {
    const rules = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
    // In the rules' string literal every backslash is written twice.
    const spelled = `.matches('${EMAIL_RULES_PATTERN.replaceAll('\\', '\\\\')}')`;
    expect(rules.includes(spelled), `firestore.rules should contain ${spelled}`).toBe(true);
  });
  itLimitsLengths([EMAIL_LIMIT], (field, value) => subscribe(subscriber({ [field]: value })));
  it('a wrong type is denied', async () => {
    await expectRule(false, subscribe(subscriber({ email: 42 })));
  });
  it('extra keys are denied', async () => {
    await expectRule(false, subscribe(subscriber({ name: 'Reader' })));
    await expectRule(false, subscribe(subscriber({ confirmed: true })));
  });
  it('a client timestamp instead of serverTimestamp() is denied', async () => {
    await expectRule(false, subscribe(subscriber({ createdAt: clientNow() })));
  });
});

describe('newsletter: read', () => {
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading a subscriber: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDoc(doc(t.db(actor), NEWSLETTER, 's-1')));
    });
  }
  for (const actor of ACTORS) {
    it(`${actor} listing subscribers: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDocs(query(collection(t.db(actor), NEWSLETTER), limit(LIST_LIMIT))));
    });
  }
  itLimitsLists('an admin listing', () => collection(t.db('admin'), NEWSLETTER));
});

describe('newsletter: update and delete', () => {
  for (const actor of ACTORS) {
    it(`${actor} may not update or delete a subscriber`, async () => {
      const ref = doc(t.db(actor), NEWSLETTER, 's-1');
      await expectRule(false, updateDoc(ref, { email: 'changed@example.org' }));
      await expectRule(false, setDoc(ref, subscriber()));
      await expectRule(false, deleteDoc(ref));
    });
  }
});
