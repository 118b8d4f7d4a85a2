// newsletter/{id} — subscribers: anyone subscribes with a valid email; each subscription is a
// document of its own under an id Firestore makes (never the address), created once; only admins
// read; subscribing again is one more document, answered exactly as the first; no write can ask
// whether an address is on the list — a write to an id that is an address is refused the same way
// whether or not one is stored there; nobody changes or deletes a subscription.
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
import { AUTO_ID_PATTERN, LIST_LIMIT } from '../../src/config/limits.js';
import {
  ACTORS,
  clientNow,
  EMAIL_LIMIT,
  expectRule,
  FIRESTORE_HOST,
  FIRESTORE_PORT,
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
/** Subscribes as the app does: a new document under an id Firestore makes. */
const subscribe = (data: DocumentData, who: Who = 'visitor') => setDoc(doc(collection(t.db(who), NEWSLETTER)), data);
/** Writes a subscription at a chosen id (a script's guess). */
const writeAt = (id: string, data: DocumentData, who: Who = 'visitor') => setDoc(doc(t.db(who), NEWSLETTER, id), data);
/** How many subscriptions of an address are stored (rules off). */
const stored = (email: string) =>
  t.admin(async (db) => (await getDocs(query(collection(db, NEWSLETTER), where('email', '==', email)))).size);

/**
 * A visitor's write of newsletter/{id} sent as a script would, straight to Firestore's REST API,
 * with a precondition the SDK does not let a caller choose (`exists`: true answers NOT_FOUND on a
 * missing document, false ALREADY_EXISTS on a stored one — where the rules let the write through).
 * Its answer: the HTTP status and Firestore's code.
 */
async function scriptWrite(id: string, exists?: boolean): Promise<string> {
  const base = `projects/${t.env.projectId}/databases/(default)/documents`;
  const write = {
    update: { name: `${base}/${NEWSLETTER}/${id}`, fields: { email: { stringValue: 'first@example.org' } } },
    updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
    ...(exists === undefined ? {} : { currentDocument: { exists } }),
  };
  const res = await fetch(`http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/${base}:commit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ writes: [write] }),
  });
  const body = (await res.json()) as { error?: { status?: string } };
  return `${res.status} ${body.error?.status ?? 'OK'}`;
}

/** A subscription stored the way these rules write one: under an id Firestore made. */
const STORED_ID = 'Q7rX2mBk9LpW4sTz0YcN';
/** A subscription of before these rules: named by its address. */
const FIRST = 'first@example.org';
beforeEach(async () => {
  await t.seed({
    [`${NEWSLETTER}/${FIRST}`]: { email: FIRST, createdAt: past() },
    [`${NEWSLETTER}/${STORED_ID}`]: { email: 'stored@example.org', createdAt: past() },
  });
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
  it('the address must be stored normalised: upper case denied, trimmed lower case allowed', async () => {
    await expectRule(false, subscribe(subscriber({ email: 'Reader@Example.org' })));
    await expectRule(true, subscribe(subscriber({ email: 'reader@example.org' })));
  });
});

describe('newsletter: a document of its own per subscription, under an id Firestore makes', () => {
  it('an id Firestore makes (addDoc, doc(collection())) is allowed; one that is the address, or another shape, denied', async () => {
    const id = doc(collection(t.db('visitor'), NEWSLETTER)).id;
    expect(id).toMatch(AUTO_ID_PATTERN);
    await expectRule(false, writeAt('reader@example.org', subscriber()));
    await expectRule(false, writeAt('reader', subscriber()));
    await expectRule(false, writeAt(`${id}x`, subscriber()));
    await expectRule(false, writeAt(id.slice(1), subscriber()));
    await expectRule(false, writeAt(`${id.slice(1)}-`, subscriber()));
    await expectRule(true, writeAt(id, subscriber()));
    await expectRule(true, addDoc(collection(t.db('visitor'), NEWSLETTER), subscriber()));
  });
  it('subscribing an address again is answered exactly as the first time: one more document', async () => {
    await expectRule(true, subscribe(subscriber()));
    await expectRule(true, subscribe(subscriber()));
    await expectRule(true, subscribe(subscriber(), 'donor'));
    expect(await stored('reader@example.org')).toBe(3);
  });
  it('an address already on the list (before these rules or after) is answered as a new one', async () => {
    await expectRule(true, subscribe(subscriber({ email: 'new-reader@example.org' })));
    await expectRule(true, subscribe(subscriber({ email: FIRST })));
    await expectRule(true, subscribe(subscriber({ email: 'stored@example.org' })));
  });
});

describe('newsletter: no write tells whether an address is on the list', () => {
  it('a write to the id of an address is refused alike, whether one is stored there or not (a subscription: allowed)', async () => {
    for (const id of [FIRST, 'absent@example.org']) {
      await expectRule(false, writeAt(id, subscriber({ email: id })));
      await expectRule(false, updateDoc(doc(t.db('visitor'), NEWSLETTER, id), { createdAt: serverTimestamp() }));
    }
    await expectRule(true, subscribe(subscriber({ email: FIRST })));
  });
  it('sent by a script with a precondition, the answers are the same for a stored address and an absent one', async () => {
    const answers = async (id: string) => [
      await scriptWrite(id),
      await scriptWrite(id, true),
      await scriptWrite(id, false),
    ];
    const denied = ['403 PERMISSION_DENIED', '403 PERMISSION_DENIED', '403 PERMISSION_DENIED'];
    expect(await answers(FIRST)).toEqual(denied);
    expect(await answers('absent@example.org')).toEqual(denied);
    // The same request under an id Firestore would make, with no precondition, subscribes.
    expect(await scriptWrite('Zq8Vn3Rb6KdT1yHs5WxM')).toBe('200 OK');
  });
});

describe('newsletter: read', () => {
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading a subscription (of before, and of now): ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDoc(doc(t.db(actor), NEWSLETTER, FIRST)));
      await expectRule(allowed[actor], getDoc(doc(t.db(actor), NEWSLETTER, STORED_ID)));
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
    it(`${actor} may not change a subscription, write it again or delete it (a new one: allowed)`, async () => {
      for (const id of [FIRST, STORED_ID]) {
        const ref = doc(t.db(actor), NEWSLETTER, id);
        await expectRule(false, updateDoc(ref, { email: 'changed@example.org' }));
        await expectRule(false, updateDoc(ref, { createdAt: serverTimestamp() }));
        await expectRule(false, deleteDoc(ref));
      }
      await expectRule(false, writeAt(STORED_ID, subscriber({ email: 'stored@example.org' }), actor));
      await expectRule(true, subscribe(subscriber({ email: 'stored@example.org' }), actor));
    });
  }
  it('nor its own, just made: written again it is refused', async () => {
    const ref = doc(collection(t.db('visitor'), NEWSLETTER));
    await expectRule(true, setDoc(ref, subscriber()));
    await expectRule(false, setDoc(ref, subscriber()));
    await expectRule(false, updateDoc(ref, { createdAt: serverTimestamp() }));
  });
});
