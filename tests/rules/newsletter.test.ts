// newsletter/{id} — subscribers: anyone subscribes with a valid email, one document per address
// named by it (trimmed, lower-case); only admins read; subscribing again is answered exactly as
// the first time (nothing can be learnt from it) and leaves one document; nobody changes an
// address or deletes one.
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
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIST_LIMIT } from '../../src/config/limits.js';
import {
  ACTORS,
  clientNow,
  EMAIL_LIMIT,
  expectRule,
  itLimitsLengths,
  itLimitsLists,
  itMatchesEmailPattern,
  past,
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
/** The id the app gives a subscriber: the address trimmed and lower-cased. */
const idOf = (email: unknown): string => (typeof email === 'string' ? email.trim().toLowerCase() : '') || 'no-address';
/** Subscribes as the app does: newsletter/{normalised email}, or at the id given. */
const subscribe = (data: DocumentData, who: Who = 'visitor', id: string = idOf(data.email)) =>
  setDoc(doc(t.db(who), NEWSLETTER, id), data);
/** Every stored subscriber of an address (rules off). */
const stored = (email: string) =>
  t.admin(async (db) => (await getDocs(query(collection(db, NEWSLETTER), where('email', '==', email)))).size);

const FIRST = 'first@example.org';
beforeEach(async () => {
  await t.seed({ [`${NEWSLETTER}/${FIRST}`]: { email: FIRST, createdAt: past() } });
});

describe('newsletter: create', () => {
  for (const actor of ACTORS) {
    it(`${actor} subscribes with a valid email: allowed`, async () => {
      await expectRule(true, subscribe(subscriber(), actor));
    });
  }
  it('a missing email is denied', async () => {
    await expectRule(false, subscribe({ createdAt: serverTimestamp() }, 'visitor', 'reader@example.org'));
  });
  it('a missing createdAt is denied', async () => {
    await expectRule(false, subscribe({ email: 'reader@example.org' }));
  });
  // The id is the address as given, so that only its shape decides.
  itMatchesEmailPattern((email) => subscribe(subscriber({ email }), 'visitor', email || 'no-address'));
  itLimitsLengths([EMAIL_LIMIT], (field, value) => subscribe(subscriber({ [field]: value })));
  it('a wrong type is denied', async () => {
    await expectRule(false, subscribe(subscriber({ email: 42 }), 'visitor', '42'));
  });
  it('extra keys are denied', async () => {
    await expectRule(false, subscribe(subscriber({ name: 'Reader' })));
    await expectRule(false, subscribe(subscriber({ confirmed: true })));
  });
  it('a client timestamp instead of serverTimestamp() is denied', async () => {
    await expectRule(false, subscribe(subscriber({ createdAt: clientNow() })));
  });
});

describe('newsletter: one document per address, named by it', () => {
  it('an automatic id (addDoc) is denied', async () => {
    await expectRule(false, addDoc(collection(t.db('visitor'), NEWSLETTER), subscriber()));
  });
  it('an id other than the address is denied', async () => {
    await expectRule(false, subscribe(subscriber(), 'visitor', 'someone.else@example.org'));
    await expectRule(false, subscribe(subscriber(), 'visitor', 'reader'));
  });
  it('the address must be stored normalised: upper case or spaces denied, trimmed lower case allowed', async () => {
    await expectRule(false, subscribe(subscriber({ email: 'Reader@Example.org' }), 'visitor', 'Reader@Example.org'));
    await expectRule(false, subscribe(subscriber({ email: 'Reader@Example.org' }), 'visitor', 'reader@example.org'));
    await expectRule(false, subscribe(subscriber({ email: 'reader@example.org' }), 'visitor', 'Reader@Example.org'));
    await expectRule(
      false,
      subscribe(subscriber({ email: ' reader@example.org ' }), 'visitor', ' reader@example.org '),
    );
    await expectRule(true, subscribe(subscriber({ email: idOf(' Reader@Example.org ') })));
  });
  it('subscribing an address again is answered as the first time and leaves one document', async () => {
    await expectRule(true, subscribe(subscriber()));
    await expectRule(true, subscribe(subscriber()));
    await expectRule(true, subscribe(subscriber(), 'donor'));
    expect(await stored('reader@example.org')).toBe(1);
  });
  it('an address already on the list is answered the same as a new one: nothing tells them apart', async () => {
    await expectRule(true, subscribe(subscriber({ email: 'new-reader@example.org' })));
    await expectRule(true, subscribe(subscriber({ email: FIRST })));
    expect(await stored(FIRST)).toBe(1);
  });
  it('again, the same checks hold: a client time, another address or an extra field is denied', async () => {
    await expectRule(false, subscribe(subscriber({ email: FIRST, createdAt: clientNow() })));
    await expectRule(false, subscribe(subscriber({ email: 'changed@example.org' }), 'visitor', FIRST));
    await expectRule(false, subscribe(subscriber({ email: FIRST, name: 'Reader' })));
  });
});

describe('newsletter: read', () => {
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading a subscriber: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDoc(doc(t.db(actor), NEWSLETTER, FIRST)));
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
    it(`${actor} may not change a subscriber's address or delete it`, async () => {
      const ref = doc(t.db(actor), NEWSLETTER, FIRST);
      await expectRule(false, updateDoc(ref, { email: 'changed@example.org' }));
      await expectRule(false, updateDoc(ref, { createdAt: past() }));
      await expectRule(false, deleteDoc(ref));
    });
  }
});
