// users/{uid}: {visitor, owner, other user, admin} × {get, list, create, update, delete},
// every way to make oneself an admin, the email bound to the sign-in, and demoting an NGO
// (its profile's verification goes in the same batch).
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
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { LENGTH, PRIVACY_NOTICE } from '../../src/config/limits.js';
import {
  asAudited,
  clientNow,
  EMAIL_LIMIT,
  emailOfUid,
  expectRule,
  itLimitsLengths,
  itLimitsLists,
  itRequiresNameContent,
  setupRulesEnv,
  signedInAs,
  storedSuspension,
  text,
  UID,
  without,
  type Who,
} from './support';

const t = setupRulesEnv();

const OWNER: Who = 'donor'; // users/donor-1
const OTHER: Who = 'otherDonor';
const NEW = { uid: 'new-user' }; // signed in (as new-user@example.org, confirmed), no users document yet

const ownDoc = () => doc(t.db(OWNER), 'users', UID.donor);

/** An admin's batch on users/{uid}, with its audit entry ('editUser', 'deleteUser'; support.ts). */
const asAdmin = (action: 'editUser' | 'deleteUser', uid: string, write: (batch: WriteBatch, db: Firestore) => void) =>
  asAudited('admin', t.db('admin'), action, uid, (batch) => write(batch, t.db('admin')));
/** An admin changes users/{uid}. */
const adminEdit = (uid: string, data: DocumentData) =>
  asAdmin('editUser', uid, (batch, db) => batch.update(doc(db, 'users', uid), data));

function signUp(overrides: DocumentData = {}): DocumentData {
  return {
    role: 'donor',
    displayName: 'New Person',
    email: emailOfUid(NEW.uid),
    consent: accepted(),
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** The privacy notice accepted now: as sign-up and 'I agree' write it. */
const accepted = (overrides: DocumentData = {}) => ({
  version: PRIVACY_NOTICE.version,
  at: serverTimestamp(),
  ...overrides,
});

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
  itRequiresNameContent('displayName', (name) =>
    setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ displayName: name })),
  );
  it('an empty displayName (an account made without a name) is allowed', async () => {
    await assertSucceeds(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ displayName: '' })));
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
  // The email is the account's own: an account signed in with the address under test writes it.
  itLimitsLengths([{ field: 'displayName', max: LENGTH.name }, EMAIL_LIMIT], (field, value) =>
    setDoc(
      doc(t.db(field === 'email' ? signedInAs(NEW.uid, value) : NEW), 'users', NEW.uid),
      signUp({ [field]: value }),
    ),
  );
  it('a wrong type is denied', async () => {
    await assertFails(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ displayName: 42 })));
  });
  it('a client timestamp instead of server time is denied', async () => {
    await assertFails(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ createdAt: clientNow() })));
  });
});

describe('users: create — the email is the one the account signed in with', () => {
  const create = (who: Who, email: string) => setDoc(doc(t.db(who), 'users', NEW.uid), signUp({ email }));
  it('another address than the token’s is denied (the token’s own: allowed)', async () => {
    await expectRule(false, create(NEW, 'someone.else@example.org'));
    await expectRule(false, create(NEW, emailOfUid(UID.donor)));
    await expectRule(false, create(NEW, ` ${emailOfUid(NEW.uid)}`));
    await expectRule(true, create(NEW, emailOfUid(NEW.uid)));
  });
  it('the token’s address is written exactly as the token has it', async () => {
    await expectRule(false, create(signedInAs(NEW.uid, 'Mixed.Case@Example.org'), 'mixed.case@example.org'));
    await expectRule(true, create(signedInAs(NEW.uid, 'Mixed.Case@Example.org'), 'Mixed.Case@Example.org'));
  });
  it('an address not yet confirmed may sign up (donors need not confirm; NGO profiles do)', async () => {
    await expectRule(true, create(signedInAs(NEW.uid, emailOfUid(NEW.uid), false), emailOfUid(NEW.uid)));
  });
});

describe('users: the language the account chose', () => {
  it('an account is made with its language, English or Hindi', async () => {
    await assertSucceeds(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ language: 'hi' })));
  });
  it('an account may not be made with a language FoodBridge does not speak', async () => {
    await assertFails(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ language: 'fr' })));
    await assertFails(setDoc(doc(t.db(NEW), 'users', NEW.uid), signUp({ language: ['hi'] })));
  });
  it('the owner switches their language, and back', async () => {
    await assertSucceeds(updateDoc(ownDoc(), { language: 'hi' }));
    await assertSucceeds(updateDoc(ownDoc(), { language: 'en' }));
  });
  it('the owner may not store anything else as the language', async () => {
    await assertFails(updateDoc(ownDoc(), { language: 'hindi' }));
    await assertFails(updateDoc(ownDoc(), { language: null }));
  });
  it('another account, a visitor or an admin may not change it', async () => {
    await assertFails(updateDoc(doc(t.db(OTHER), 'users', UID.donor), { language: 'hi' }));
    await assertFails(updateDoc(doc(t.db('visitor'), 'users', UID.donor), { language: 'hi' }));
    await assertFails(adminEdit(UID.donor, { language: 'hi' }));
  });
  it('the language comes with no other change (role stays)', async () => {
    await assertFails(updateDoc(ownDoc(), { language: 'hi', role: 'admin' }));
  });
});

describe('users: the privacy notice, accepted at sign-up and again when it changes', () => {
  const create = (data: DocumentData) => setDoc(doc(t.db(NEW), 'users', NEW.uid), data);
  it('sign-up records the notice accepted; without it, or with another version, it is denied', async () => {
    await assertFails(create(without(signUp(), 'consent')));
    await assertFails(create(signUp({ consent: accepted({ version: PRIVACY_NOTICE.version - 1 }) })));
    await assertFails(create(signUp({ consent: accepted({ version: PRIVACY_NOTICE.version + 1 }) })));
    await assertFails(create(signUp({ consent: accepted({ version: String(PRIVACY_NOTICE.version) }) })));
    await assertSucceeds(create(signUp()));
  });
  it('the acceptance is at server time, and holds nothing else', async () => {
    await assertFails(create(signUp({ consent: accepted({ at: clientNow() }) })));
    await assertFails(create(signUp({ consent: accepted({ scope: 'all' }) })));
    await assertFails(create(signUp({ consent: true })));
  });
  it('an account made before the notice accepts it, with its language or alone', async () => {
    await assertSucceeds(updateDoc(ownDoc(), { consent: accepted() }));
    await assertSucceeds(updateDoc(ownDoc(), { consent: accepted(), language: 'hi' }));
  });
  it('it may not accept an old or future version, at its own time, or change anything else with it', async () => {
    await assertFails(updateDoc(ownDoc(), { consent: accepted({ version: PRIVACY_NOTICE.version + 1 }) }));
    await assertFails(updateDoc(ownDoc(), { consent: accepted({ at: clientNow() }) }));
    await assertFails(updateDoc(ownDoc(), { consent: accepted(), displayName: 'Asha D.' }));
    await assertFails(updateDoc(ownDoc(), { consent: accepted(), role: 'admin' }));
  });
  it('a suspended account still accepts it', async () => {
    await t.seed({ [`suspensions/${UID.donor}`]: storedSuspension() });
    await assertSucceeds(updateDoc(ownDoc(), { consent: accepted() }));
  });
  it('nobody accepts it for someone else: another account, a visitor, an admin', async () => {
    for (const who of [OTHER, 'visitor', 'admin'] as const) {
      await assertFails(updateDoc(doc(t.db(who), 'users', UID.donor), { consent: accepted() }));
    }
    await assertFails(adminEdit(UID.donor, { consent: accepted() }));
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
  itRequiresNameContent('displayName (the owner)', (name) => updateDoc(ownDoc(), { displayName: name }));
  itRequiresNameContent('displayName (an admin)', (name) => adminEdit(UID.donor, { displayName: name }));
  it('a suspended account changes its language (allowed) but not its displayName (denied); lifted, it may', async () => {
    await t.seed({
      [`suspensions/${UID.donor}`]: { reason: 'Spam', suspendedAt: clientNow(), suspendedBy: UID.admin },
    });
    await assertSucceeds(updateDoc(ownDoc(), { language: 'hi' }));
    await assertFails(updateDoc(ownDoc(), { displayName: 'Asha D.' }));
    await assertFails(updateDoc(ownDoc(), { displayName: 'Asha D.', language: 'en' }));
    await t.admin((db) => deleteDoc(doc(db, 'suspensions', UID.donor)));
    await assertSucceeds(updateDoc(ownDoc(), { displayName: 'Asha D.' }));
  });
  it('an admin changes role and displayName', async () => {
    await assertSucceeds(adminEdit(UID.donor, { role: 'ngo', displayName: 'Changed' }));
  });
  it('an admin makes another account admin', async () => {
    await assertSucceeds(adminEdit(UID.otherDonor, { role: 'admin' }));
  });
  it('an admin may not set an unknown role', async () => {
    await assertFails(adminEdit(UID.donor, { role: 'root' }));
  });
  it('an admin changes an NGO account’s displayName without touching its profile', async () => {
    await assertSucceeds(adminEdit(UID.ngo, { displayName: 'Renamed NGO' }));
  });
  it('an admin may not change email or createdAt', async () => {
    await assertFails(adminEdit(UID.donor, { email: 'x@example.org' }));
    await assertFails(adminEdit(UID.donor, { createdAt: serverTimestamp() }));
  });
});

describe('users: demoting an NGO withdraws its profile’s verification in the same batch', () => {
  /** The admin's batch (one 'editUser' entry): the new role, and optionally the profile's verification withdrawn. */
  function demote(uid: string, role: string, unverify: boolean) {
    return asAdmin('editUser', uid, (batch, db) => {
      batch.update(doc(db, 'users', uid), { role });
      if (unverify) batch.update(doc(db, 'ngoAdmin', uid), { verified: false, updatedAt: serverTimestamp() });
    });
  }
  for (const role of ['donor', 'admin']) {
    it(`ngo → ${role} with a verified profile: the role alone denied; with verified false allowed`, async () => {
      await expectRule(false, demote(UID.ngo, role, false));
      await expectRule(true, demote(UID.ngo, role, true));
      const profile = await getDoc(doc(t.db('visitor'), 'ngoAdmin', UID.ngo));
      if (profile.get('verified') !== false) throw new Error('the profile should be unverified');
    });
  }
  it('ngo → donor with an unverified profile: allowed alone', async () => {
    await expectRule(true, demote(UID.unverifiedNgo, 'donor', false));
  });
  it('a role change never comes with a verification: one batch has one entry, so both are denied; each alone allowed', async () => {
    const admin = t.db('admin');
    const verify = (batch: WriteBatch) =>
      batch.update(doc(admin, 'ngoAdmin', UID.unverifiedNgo), {
        verified: true,
        reverify: false,
        updatedAt: serverTimestamp(),
      });
    const both = (action: 'editUser' | 'verify') =>
      asAudited('admin', admin, action, UID.unverifiedNgo, (batch) => {
        batch.update(doc(admin, 'users', UID.unverifiedNgo), { role: 'donor' });
        verify(batch);
      });
    await expectRule(false, both('editUser'));
    await expectRule(false, both('verify'));
    await expectRule(true, demote(UID.unverifiedNgo, 'donor', false));
    await expectRule(true, asAudited('admin', admin, 'verify', UID.unverifiedNgo, verify));
  });
  it('ngo → donor without a profile: allowed alone', async () => {
    await t.admin((db) => deleteDoc(doc(db, 'ngoAdmin', UID.otherNgo)));
    await expectRule(true, demote(UID.otherNgo, 'donor', false));
  });
  it('a verified NGO keeping its role keeps its verification (displayName alone allowed)', async () => {
    await expectRule(true, adminEdit(UID.ngo, { role: 'ngo', displayName: 'Same NGO' }));
  });
  it('a non-admin may not demote anyone, with or without the profile', async () => {
    for (const who of ['ngo', 'otherNgo', 'donor'] as const) {
      const db = t.db(who);
      const batch = writeBatch(db);
      batch.update(doc(db, 'users', UID.ngo), { role: 'donor' });
      batch.update(doc(db, 'ngoAdmin', UID.ngo), { verified: false, reverify: true, updatedAt: serverTimestamp() });
      await expectRule(false, batch.commit());
    }
  });
});

describe('users: verification follows the account through a deleted users document', () => {
  /** The admin's batch (one 'deleteUser' entry): the users document deleted, and optionally the profile unverified. */
  function remove(uid: string, unverify: boolean) {
    return asAdmin('deleteUser', uid, (batch, db) => {
      batch.delete(doc(db, 'users', uid));
      if (unverify) batch.update(doc(db, 'ngoAdmin', uid), { verified: false, updatedAt: serverTimestamp() });
    });
  }
  const ngoAgain = { uid: UID.ngo };
  const signUpAgain = (role: string) =>
    setDoc(doc(t.db(ngoAgain), 'users', UID.ngo), signUp({ role, email: emailOfUid(UID.ngo) }));

  it("deleting a verified NGO's users document alone is denied; with its verification withdrawn, allowed", async () => {
    await expectRule(false, remove(UID.ngo, false));
    await expectRule(true, remove(UID.ngo, true));
  });
  it("an unverified NGO's or a donor's users document is deleted alone", async () => {
    await expectRule(true, remove(UID.unverifiedNgo, false));
    await expectRule(true, remove(UID.donor, false));
  });
  it('an account whose users document is gone may not come back as an NGO over a verified profile', async () => {
    await t.admin((db) => deleteDoc(doc(db, 'users', UID.ngo)));
    await expectRule(false, signUpAgain('ngo'));
    await t.admin((db) => updateDoc(doc(db, 'ngoAdmin', UID.ngo), { verified: false }));
    await expectRule(true, signUpAgain('ngo'));
  });
  it('nor be made an NGO by an admin while that profile is verified (with it withdrawn: allowed)', async () => {
    await t.admin((db) => deleteDoc(doc(db, 'users', UID.ngo)));
    await expectRule(true, signUpAgain('donor'));
    const promote = (unverify: boolean) =>
      asAdmin('editUser', UID.ngo, (batch, db) => {
        batch.update(doc(db, 'users', UID.ngo), { role: 'ngo' });
        if (unverify) batch.update(doc(db, 'ngoAdmin', UID.ngo), { verified: false, updatedAt: serverTimestamp() });
      });
    await expectRule(false, promote(false));
    await expectRule(true, promote(true));
  });
});

describe('users: a suspended account does not make its users document again', () => {
  const again = { uid: UID.donor };
  const signUpAgain = () => setDoc(doc(t.db(again), 'users', UID.donor), signUp({ email: emailOfUid(UID.donor) }));
  it('deleted by an admin while suspended: making it again denied; once lifted, allowed', async () => {
    await asAdmin('deleteUser', UID.donor, (batch, db) => batch.delete(doc(db, 'users', UID.donor)));
    await t.seed({ [`suspensions/${UID.donor}`]: storedSuspension() });
    await expectRule(false, signUpAgain());
    await expectRule(
      false,
      setDoc(doc(t.db(again), 'users', UID.donor), signUp({ role: 'ngo', email: emailOfUid(UID.donor) })),
    );
    await t.admin((db) => deleteDoc(doc(db, 'suspensions', UID.donor)));
    await expectRule(true, signUpAgain());
  });
});

describe('users: delete', () => {
  it('visitor may not delete', async () => {
    await assertFails(deleteDoc(doc(t.db('visitor'), 'users', UID.donor)));
  });
  it('a donor deletes its own doc (deleting the account), not while suspended', async () => {
    await t.seed({ [`suspensions/${UID.donor}`]: storedSuspension() });
    await assertFails(deleteDoc(ownDoc()));
    await t.admin((db) => deleteDoc(doc(db, 'suspensions', UID.donor)));
    await assertSucceeds(deleteDoc(ownDoc()));
  });
  it('an NGO deletes its own doc only with its profile unverified or gone; an admin never', async () => {
    await assertFails(deleteDoc(doc(t.db('ngo'), 'users', UID.ngo)));
    await assertSucceeds(deleteDoc(doc(t.db('unverifiedNgo'), 'users', UID.unverifiedNgo)));
    await assertFails(deleteDoc(doc(t.db('admin'), 'users', UID.admin)));
  });
  it('another user may not delete', async () => {
    await assertFails(deleteDoc(doc(t.db(OTHER), 'users', UID.donor)));
  });
  it('an admin deletes', async () => {
    await assertSucceeds(asAdmin('deleteUser', UID.donor, (batch, db) => batch.delete(doc(db, 'users', UID.donor))));
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
    await assertSucceeds(adminEdit(UID.otherDonor, { role: 'admin' }));
  });
});
