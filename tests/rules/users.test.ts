// users/{uid}: {visitor, owner, other user, admin} × {get, list, create, update, delete},
// and every way to make oneself an admin.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
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
import { describe, it } from 'vitest';
import { LENGTH } from '../../src/config/limits.js';
import {
  clientNow,
  EMAIL_LIMIT,
  itLimitsLengths,
  itLimitsLists,
  setupRulesEnv,
  text,
  UID,
  without,
  type Who,
} from './support';

const t = setupRulesEnv();

const OWNER: Who = 'donor'; // users/donor-1
const OTHER: Who = 'otherDonor';
const NEW = { uid: 'new-user' }; // signed in, no users document yet

const ownDoc = () => doc(t.db(OWNER), 'users', UID.donor);

function signUp(overrides: DocumentData = {}): DocumentData {
  return {
    role: 'donor',
    displayName: 'New Person',
    email: 'new@example.org',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

describe('users: get', () => {
  it('visitor may not read a users doc', async () => {
    await assertFails(getDoc(doc(t.db('visitor'), 'users', UID.donor)));
  });
  it('the owner reads their own users doc', async () => {
    await assertSucceeds(getDoc(ownDoc()));
  });
  it('another user may not read it', async () => {
    await assertFails(getDoc(doc(t.db(OTHER), 'users', UID.donor)));
  });
  it('an NGO may not read a donor users doc', async () => {
    await assertFails(getDoc(doc(t.db('ngo'), 'users', UID.donor)));
  });
  it('an admin reads any users doc', async () => {
    await assertSucceeds(getDoc(doc(t.db('admin'), 'users', UID.donor)));
  });
});

describe('users: list', () => {
  const q = (who: Who, n = 10) => query(collection(t.db(who), 'users'), limit(n));
  it('visitor may not list users', async () => {
    await assertFails(getDocs(q('visitor')));
  });
  it('the owner may not list users, not even their own', async () => {
    await assertFails(getDocs(q(OWNER)));
    await assertFails(
      getDocs(query(collection(t.db(OWNER), 'users'), where('email', '==', 'donor-1@example.org'), limit(1))),
    );
  });
  it('another user may not list users', async () => {
    await assertFails(getDocs(q(OTHER)));
  });
  itLimitsLists('an admin listing users', () => collection(t.db('admin'), 'users'));
});

describe('users: create', () => {
  it('a new account creates its own doc as donor', async () => {
    await assertSucceeds(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp()));
  });
  it('a new account creates its own doc as ngo', async () => {
    await assertSucceeds(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ role: 'ngo' })));
  });
  it('visitor may not create a users doc', async () => {
    await assertFails(setDoc(doc(t.db('visitor'), 'users', NEW.uid), signUp()));
  });
  it('another user may not create a doc for someone else', async () => {
    await assertFails(setDoc(doc(t.db(OTHER), 'users', NEW.uid), signUp()));
  });
  it('an admin may not create a doc for someone else (accounts create their own)', async () => {
    await assertFails(setDoc(doc(t.db('admin'), 'users', NEW.uid), signUp()));
  });
  it('an unknown role is denied', async () => {
    await assertFails(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ role: 'superuser' })));
  });
  it('unknown fields are denied', async () => {
    await assertFails(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ verified: true })));
  });
  it('a missing field is denied', async () => {
    await assertFails(setDoc(doc(t.db(NEW), 'users', NEW.uid), without(signUp(), 'email')));
  });
  itLimitsLengths([{ field: 'displayName', max: LENGTH.name }, EMAIL_LIMIT], (field, value) =>
    setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ [field]: value })),
  );
  it('a wrong type is denied', async () => {
    await assertFails(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ displayName: 42 })));
  });
  it('a client timestamp instead of server time is denied', async () => {
    await assertFails(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ createdAt: clientNow() })));
  });
});

describe('users: update', () => {
  it('the owner changes their displayName', async () => {
    await assertSucceeds(updateDoc(ownDoc(), { displayName: 'Asha D.' }));
  });
  it('the owner may not change their email', async () => {
    await assertFails(updateDoc(ownDoc(), { email: 'else@example.org' }));
  });
  it('the owner may not switch role donor → ngo', async () => {
    await assertFails(updateDoc(ownDoc(), { role: 'ngo' }));
  });
  it('the owner may not set an oversized displayName', async () => {
    await assertFails(updateDoc(ownDoc(), { displayName: text(LENGTH.name + 1) }));
  });
  it('the owner may not add unknown fields', async () => {
    await assertFails(updateDoc(ownDoc(), { displayName: 'x', isAdmin: true }));
  });
  it('visitor may not update a users doc', async () => {
    await assertFails(updateDoc(doc(t.db('visitor'), 'users', UID.donor), { displayName: 'x' }));
  });
  it('another user may not update it', async () => {
    await assertFails(updateDoc(doc(t.db(OTHER), 'users', UID.donor), { displayName: 'x' }));
  });
  it('an admin changes role and displayName', async () => {
    await assertSucceeds(updateDoc(doc(t.db('admin'), 'users', UID.donor), { role: 'ngo', displayName: 'Changed' }));
  });
  it('an admin makes another account admin', async () => {
    await assertSucceeds(updateDoc(doc(t.db('admin'), 'users', UID.otherDonor), { role: 'admin' }));
  });
  it('an admin may not set an unknown role', async () => {
    await assertFails(updateDoc(doc(t.db('admin'), 'users', UID.donor), { role: 'root' }));
  });
  it('an admin may not change email or createdAt', async () => {
    await assertFails(updateDoc(doc(t.db('admin'), 'users', UID.donor), { email: 'x@example.org' }));
    await assertFails(updateDoc(doc(t.db('admin'), 'users', UID.donor), { createdAt: serverTimestamp() }));
  });
});

describe('users: delete', () => {
  it('visitor may not delete', async () => {
    await assertFails(deleteDoc(doc(t.db('visitor'), 'users', UID.donor)));
  });
  it('the owner may not delete their own doc', async () => {
    await assertFails(deleteDoc(ownDoc()));
  });
  it('another user may not delete', async () => {
    await assertFails(deleteDoc(doc(t.db(OTHER), 'users', UID.donor)));
  });
  it('an admin deletes', async () => {
    await assertSucceeds(deleteDoc(doc(t.db('admin'), 'users', UID.donor)));
  });
});

describe('users: no self-promotion to admin', () => {
  it('1. creating one’s own users doc with role admin is denied (as donor: allowed)', async () => {
    const ref = doc(t.db(NEW), 'users', NEW.uid);
    await assertFails(setDoc(ref, signUp({ role: 'admin' })));
    await assertSucceeds(setDoc(ref, signUp({ role: 'donor' })));
  });
  it('2. updating one’s own role to admin is denied (donor)', async () => {
    await assertFails(updateDoc(ownDoc(), { role: 'admin' }));
  });
  it('2. updating one’s own role to admin is denied (ngo, also with merge)', async () => {
    const ref = doc(t.db('ngo'), 'users', UID.ngo);
    await assertFails(updateDoc(ref, { role: 'admin' }));
    await assertFails(setDoc(ref, { role: 'admin' }, { merge: true }));
  });
  it('2. overwriting one’s own doc with role admin is denied', async () => {
    await assertFails(setDoc(ownDoc(), signUp({ role: 'admin' })));
  });
  it('3. creating another account’s doc with role admin is denied', async () => {
    await assertFails(setDoc(doc(t.db(OWNER), 'users', NEW.uid), signUp({ role: 'admin' })));
  });
  it('3. updating another account’s role to admin is denied (only an admin may)', async () => {
    await assertFails(updateDoc(doc(t.db(OWNER), 'users', UID.otherDonor), { role: 'admin' }));
    await assertSucceeds(updateDoc(doc(t.db('admin'), 'users', UID.otherDonor), { role: 'admin' }));
  });
});
