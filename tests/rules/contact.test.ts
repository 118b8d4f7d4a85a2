// contactMessages/{id} — the contact form: anyone creates a valid message; only admins read;
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
import { beforeEach, describe, it } from 'vitest';
import { LENGTH, LIST_LIMIT } from '../../src/config/limits.js';
import {
  ACTORS,
  clientNow,
  EMAIL_LIMIT,
  expectRule,
  itLimitsLengths,
  itLimitsLists,
  itMatchesEmailPattern,
  itRequiresNameContent,
  past,
  setupRulesEnv,
  verdict,
  without,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const CONTACT = 'contactMessages';

function message(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Kiran',
    email: 'kiran@example.org',
    subject: 'Volunteering',
    message: 'How can I help on weekends?',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}
const send = (data: DocumentData, who: Who = 'visitor') => addDoc(collection(t.db(who), CONTACT), data);

beforeEach(async () => {
  await t.seed({ [`${CONTACT}/m-1`]: { ...message(), createdAt: past() } });
});

describe('contact messages: create', () => {
  for (const actor of ACTORS) {
    it(`${actor} sends a valid message: allowed`, async () => {
      await expectRule(true, send(message(), actor));
    });
  }
  for (const field of ['name', 'email', 'subject', 'message', 'createdAt']) {
    it(`a message without ${field} is denied`, async () => {
      await expectRule(false, send(without(message(), field)));
    });
  }
  itMatchesEmailPattern((email) => send(message({ email })));
  itLimitsLengths(
    [
      { field: 'name', max: LENGTH.name },
      EMAIL_LIMIT,
      { field: 'subject', max: LENGTH.subject },
      { field: 'message', max: LENGTH.message },
    ],
    (field, value) => send(message({ [field]: value })),
  );
  it('empty fields are denied', async () => {
    await expectRule(false, send(message({ name: '' })));
    await expectRule(false, send(message({ subject: '' })));
    await expectRule(false, send(message({ message: '' })));
  });
  it('fields of nothing but spaces are denied', async () => {
    await expectRule(false, send(message({ name: '   ' })));
    await expectRule(false, send(message({ subject: ' \t ' })));
    await expectRule(false, send(message({ message: '     ' })));
  });
  itRequiresNameContent('name', (name) => send(message({ name })));
  it('a subject or message of punctuation is still a subject or message (only the name needs a letter or digit)', async () => {
    await expectRule(true, send(message({ subject: '???', message: '!!!' })));
  });
  it('wrong types are denied', async () => {
    await expectRule(false, send(message({ message: 42 })));
    await expectRule(false, send(message({ name: ['Kiran'] })));
  });
  it('extra keys are denied', async () => {
    await expectRule(false, send(message({ phone: '9876543210' })));
    await expectRule(false, send(message({ read: true })));
  });
  it('a client timestamp instead of serverTimestamp() is denied', async () => {
    await expectRule(false, send(message({ createdAt: clientNow() })));
    await expectRule(false, send(message({ createdAt: '2030-01-01' })));
  });
});

describe('contact messages: read', () => {
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading a message: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDoc(doc(t.db(actor), CONTACT, 'm-1')));
    });
  }
  for (const actor of ACTORS) {
    it(`${actor} listing messages: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDocs(query(collection(t.db(actor), CONTACT), limit(LIST_LIMIT))));
    });
  }
  itLimitsLists('an admin listing', () => collection(t.db('admin'), CONTACT));
});

describe('contact messages: update and delete', () => {
  for (const actor of ACTORS) {
    it(`${actor} may not update or delete a message`, async () => {
      const ref = doc(t.db(actor), CONTACT, 'm-1');
      await expectRule(false, updateDoc(ref, { subject: 'Changed' }));
      await expectRule(false, setDoc(ref, message()));
      await expectRule(false, deleteDoc(ref));
    });
  }
});
