// The public forms' real service functions against the Firestore emulator, with firestore.rules
// enforced: what the newsletter and contact forms send must be accepted by the rules and stored
// exactly as docs/data-model.md describes. (The unit tests mock these services; this is where the
// write itself is checked.)
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp } from 'firebase/app';
import { collection, getDocs, terminate, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTO_ID_PATTERN } from '../../src/config/limits.js';
import { firebaseApp } from '../../src/services/app';
import { COLLECTIONS } from '../../src/services/collections';
import { sendContactMessage } from '../../src/services/contact-messages';
import { db } from '../../src/services/db';
import { subscribe } from '../../src/services/newsletter';
import { startTestEnv } from './support';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startTestEnv();
});

beforeEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  // Close the services' own connection too, or the worker would wait on the open stream.
  await terminate(db());
  await deleteApp(firebaseApp());
  await env?.cleanup();
});

/** Every document of a collection with its id, read with the rules switched off (admins-only collections). */
async function readAllWithIds(name: string): Promise<{ id: string; data: DocumentData }[]> {
  let docs: { id: string; data: DocumentData }[] = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const snap = await getDocs(collection(ctx.firestore() as unknown as Firestore, name));
    docs = snap.docs.map((d) => ({ id: d.id, data: d.data() }));
  });
  return docs;
}

/** Every document of a collection, read with the rules switched off. */
async function readAll(name: string): Promise<DocumentData[]> {
  return (await readAllWithIds(name)).map((d) => d.data);
}

function expectServerTime(value: unknown) {
  expect(value).toBeInstanceOf(Timestamp);
  expect(Math.abs((value as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
}

describe('newsletter: subscribe()', () => {
  it('stores { email, createdAt } as a visitor under an id Firestore makes, the address trimmed and lower-cased', async () => {
    await subscribe('  Reader@Example.org ');
    const docs = await readAllWithIds(COLLECTIONS.newsletter);
    expect(docs).toHaveLength(1);
    // Never the address: no write to newsletter/{address} can tell whether it is on the list.
    expect(docs[0]!.id).toMatch(AUTO_ID_PATTERN);
    expect(Object.keys(docs[0]!.data).sort()).toEqual(['createdAt', 'email']);
    expect(docs[0]!.data.email).toBe('reader@example.org');
    expectServerTime(docs[0]!.data.createdAt);
  });

  it('subscribing twice, however the address is typed, succeeds both times: two subscriptions of one address', async () => {
    await expect(subscribe('reader@example.org')).resolves.toBe('sent');
    // The repeat is allowed exactly like the first (its answer tells nothing about the list).
    await expect(subscribe(' READER@example.org')).resolves.toBe('sent');
    const docs = await readAllWithIds(COLLECTIONS.newsletter);
    expect(docs.map((d) => d.data.email)).toEqual(['reader@example.org', 'reader@example.org']);
    expect(new Set(docs.map((d) => d.id)).size).toBe(2);
  });

  it('two different people are two entries', async () => {
    await subscribe('reader@example.org');
    await subscribe('other@example.org');
    expect((await readAll(COLLECTIONS.newsletter)).map((d) => d.email).sort()).toEqual([
      'other@example.org',
      'reader@example.org',
    ]);
  });

  it('refuses a malformed address before writing anything', async () => {
    await expect(subscribe('reader@example')).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await readAll(COLLECTIONS.newsletter)).toHaveLength(0);
  });
});

describe('contactMessages: sendContactMessage()', () => {
  const message = {
    name: '  Asha Rao ',
    email: 'asha@example.org',
    subject: 'Pickup in Indiranagar',
    message: 'We have 40 plates of biryani left tonight.',
  };

  it('stores { name, email, subject, message, createdAt } as a visitor, trimmed', async () => {
    await sendContactMessage(message);
    const docs = await readAll(COLLECTIONS.contactMessages);
    expect(docs).toHaveLength(1);
    const stored = docs[0]!;
    expect(Object.keys(stored).sort()).toEqual(['createdAt', 'email', 'message', 'name', 'subject']);
    expect(stored).toMatchObject({ ...message, name: 'Asha Rao' });
    expectServerTime(stored.createdAt);
  });

  it('the longest text the form allows is also what the rules accept', async () => {
    await sendContactMessage({
      ...message,
      name: 'n'.repeat(100),
      subject: 's'.repeat(200),
      message: 'm'.repeat(5000),
    });
    expect(await readAll(COLLECTIONS.contactMessages)).toHaveLength(1);
  });

  it('refuses a name with no letter or number, and an email with mailto parameters, before writing anything', async () => {
    await expect(sendContactMessage({ ...message, name: '-- --' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(sendContactMessage({ ...message, email: 'asha@example.org?cc=x@y.z' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(await readAll(COLLECTIONS.contactMessages)).toHaveLength(0);
  });

  it('refuses an incomplete message before writing anything', async () => {
    await expect(sendContactMessage({ ...message, subject: '   ' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(sendContactMessage({ ...message, message: 'm'.repeat(5001) })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(await readAll(COLLECTIONS.contactMessages)).toHaveLength(0);
  });
});
