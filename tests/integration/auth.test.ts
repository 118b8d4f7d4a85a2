// The real auth services against the Auth emulator (127.0.0.1:9099) and the Firestore emulator
// (127.0.0.1:8080) with firestore.rules enforced, as `npm test` starts them. Documents are read
// back with the rules switched off, so the check does not depend on who may read them.
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp } from 'firebase/app';
import { createUserWithEmailAndPassword, GoogleAuthProvider, signInWithCredential, updateProfile } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteDoc, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { firebaseApp } from '../../src/services/app';
import { activateLanguage } from '../../src/i18n';
import { auth, ensureAccount, sendReset, signIn, signOut } from '../../src/services/auth';
import { COLLECTIONS } from '../../src/services/collections';
import { db } from '../../src/services/db';
import { registerDonor, type DonorRegistrationInput } from '../../src/services/donor-registration';
import { createDonor, updateDonor, type DonorInput } from '../../src/services/donors';
import { errorCode, IncompleteSignUpError } from '../../src/services/errors';
import { listNgosToReverify, setNgoVerification } from '../../src/services/ngo-admin';
import {
  getMySuspension,
  listSuspensions,
  suspendAccount,
  SUSPENSIONS,
  unsuspendAccount,
  watchMySuspension,
  type Suspension,
} from '../../src/services/suspensions';
import {
  acceptNotice,
  ensureUserProfile,
  getAccountSettings,
  getRole,
  registerAccount,
} from '../../src/services/users';
import { PRIVACY_NOTICE } from '../../src/config/limits.js';
import { AUTH_EMULATOR, AUTH_PROJECT_ID, startTestEnv, uniqueSuffix } from './support';

let testEnv: RulesTestEnvironment;
// Accounts are shared with the other files (tests/integration/support.ts) and oobCodes outlive
// them, so every test uses addresses of its own: the run's suffix and the test's number.
const run = uniqueSuffix();
let testNo = 0;
const email = (name: string) => `${name}-${run}-${testNo}@example.org`;

interface StoredDoc {
  id: string;
  data: Record<string, unknown>;
}

async function readDoc(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

async function donorRecordsOf(uid: string): Promise<StoredDoc[]> {
  const found: StoredDoc[] = [];
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const snap = await context.firestore().collection(COLLECTIONS.donors).where('ownerUid', '==', uid).get();
    snap.forEach((d) => found.push({ id: d.id, data: d.data() }));
  });
  return found;
}

function isTimestamp(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function'
  );
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

async function resetCodes(): Promise<OobCode[]> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${AUTH_PROJECT_ID}/oobCodes`);
  expect(res.ok).toBe(true);
  const body = (await res.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((code) => code.requestType === 'PASSWORD_RESET');
}

const asha: DonorRegistrationInput = {
  fullName: 'Asha Rao',
  get email() {
    return email('asha');
  },
  password: 'secret123',
  phoneNumber: '9876543210',
  address: '12 MG Road\nBengaluru',
  organizationName: 'Hotel Annapurna',
};

beforeAll(async () => {
  testEnv = await startTestEnv();
});

beforeEach(async () => {
  testNo += 1;
  await signOut();
  await testEnv.clearFirestore();
});

afterAll(async () => {
  await signOut();
  await testEnv.cleanup();
  await deleteApp(firebaseApp());
});

describe('registerDonor', () => {
  it('creates the account, users/{uid} with role donor, and the donor record with the safety agreement', async () => {
    const { uid, donorId } = await registerDonor(asha);

    expect(auth().currentUser?.uid).toBe(uid);
    expect(auth().currentUser?.email).toBe(asha.email);
    expect(auth().currentUser?.displayName).toBe('Asha Rao');

    const user = await readDoc(`${COLLECTIONS.users}/${uid}`);
    expect(user).toMatchObject({ role: 'donor', displayName: 'Asha Rao', email: asha.email });
    expect(Object.keys(user ?? {}).sort()).toEqual([
      'consent',
      'createdAt',
      'displayName',
      'email',
      'language',
      'role',
    ]);
    expect(isTimestamp(user?.createdAt)).toBe(true);

    const records = await donorRecordsOf(uid);
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record?.id).toBe(donorId);
    expect(record?.data).toMatchObject({
      name: 'Asha Rao',
      email: asha.email,
      phone: '9876543210',
      address: '12 MG Road\nBengaluru',
      organizationName: 'Hotel Annapurna',
      agreeToSafety: true,
      ownerUid: uid,
    });
    expect(Object.keys(record?.data ?? {}).sort()).toEqual(
      [
        'address',
        'agreeToSafety',
        'agreedToSafetyAt',
        'createdAt',
        'email',
        'name',
        'organizationName',
        'ownerUid',
        'phone',
        'updatedAt',
      ].sort(),
    );
    for (const key of ['agreedToSafetyAt', 'createdAt', 'updatedAt']) expect(isTimestamp(record?.data[key])).toBe(true);

    // The app's own read of the role, with the rules on.
    expect(await getRole(uid)).toBe('donor');
  });

  it('stores an empty organization as empty text', async () => {
    const { uid } = await registerDonor({ ...asha, email: email('solo'), organizationName: undefined });
    const [record] = await donorRecordsOf(uid);
    expect(record?.data.organizationName).toBe('');
  });

  it('a retry in the same session makes neither a second account nor a second record', async () => {
    const first = await registerDonor(asha);
    const again = await registerDonor(asha);
    expect(again).toEqual(first);
    expect(await donorRecordsOf(first.uid)).toHaveLength(1);
  });

  it('a retry after a reload signs in with the typed password and writes only what is missing', async () => {
    // The account and its role exist, but the donor record was never written (the tab closed).
    const partial = await registerAccount({
      email: asha.email,
      password: asha.password,
      role: 'donor',
      displayName: 'Asha Rao',
    });
    await signOut();
    expect(await donorRecordsOf(partial.uid)).toHaveLength(0);

    const { uid } = await registerDonor(asha);
    expect(uid).toBe(partial.uid);
    expect(await donorRecordsOf(uid)).toHaveLength(1);
  });

  it('does not reveal or take over an existing account with a different password', async () => {
    await registerDonor(asha);
    await signOut();
    const error: unknown = await registerDonor({ ...asha, password: 'other1234' }).catch((e: unknown) => e);
    expect(errorCode(error)).toBe('auth/email-already-in-use');
    expect(auth().currentUser).toBeNull();
  });

  it('refuses to turn an NGO account into a donor', async () => {
    await registerAccount({ email: asha.email, password: asha.password, role: 'ngo' });
    await signOut();
    const error: unknown = await registerDonor(asha).catch((e: unknown) => e);
    expect(errorCode(error)).toBe('foodbridge/other-role');
    expect(error).not.toBeInstanceOf(IncompleteSignUpError);
    expect(auth().currentUser).toBeNull();
  });
});

describe('registerAccount', () => {
  it('creates an NGO account with its role', async () => {
    const { uid, role } = await registerAccount({ email: email('ngo'), password: 'secret123', role: 'ngo' });
    expect(role).toBe('ngo');
    expect(await readDoc(`${COLLECTIONS.users}/${uid}`)).toMatchObject({
      role: 'ngo',
      displayName: '',
      email: email('ngo'),
    });
    expect(await getRole(uid)).toBe('ngo');
  });

  it('records the privacy notice shown beside the sign-up as accepted, with its version, at server time', async () => {
    const { uid } = await registerAccount({ email: email('notice'), password: 'secret123', role: 'donor' });
    const consent = (await readDoc(`${COLLECTIONS.users}/${uid}`))?.consent as { version: number; at: unknown };
    expect(consent.version).toBe(PRIVACY_NOTICE.version);
    expect(isTimestamp(consent.at)).toBe(true);
    expect((await getAccountSettings(uid)).notice).toBe(PRIVACY_NOTICE.version);
  });

  it('an account made before the notice has none, and accepts it once shown', async () => {
    const { uid } = await registerAccount({ email: email('before'), password: 'secret123', role: 'donor' });
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const ref = context.firestore().doc(`${COLLECTIONS.users}/${uid}`);
      const before = { ...(await ref.get()).data() };
      delete before.consent;
      await ref.set(before);
    });
    expect((await getAccountSettings(uid)).notice).toBeNull();
    await acceptNotice(uid);
    expect((await getAccountSettings(uid)).notice).toBe(PRIVACY_NOTICE.version);
  });
});

describe('sign-in', () => {
  it('signs in with the password and refuses a wrong one', async () => {
    const { uid } = await registerDonor(asha);
    await signOut();
    expect((await signIn(asha.email, asha.password)).uid).toBe(uid);
    await signOut();
    const wrong: unknown = await signIn(asha.email, 'wrong1234').catch((e: unknown) => e);
    const unknown: unknown = await signIn(email('nobody'), 'wrong1234').catch((e: unknown) => e);
    // Both become the same sentence on screen (src/services/errors.ts).
    expect(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']).toContain(
      errorCode(wrong),
    );
    expect(['auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials']).toContain(
      errorCode(unknown),
    );
  });
});

describe('sendReset', () => {
  it('answers the same for an unknown email as for a known one, and mails only the known one', async () => {
    const known = email('known');
    const unknown = email('unknown');
    await ensureAccount(known, 'secret123');
    await signOut();

    await expect(sendReset(known)).resolves.toBeUndefined();
    await expect(sendReset(unknown)).resolves.toBeUndefined();

    const mailed = (await resetCodes()).map((code) => code.email);
    expect(mailed).toContain(known);
    expect(mailed).not.toContain(unknown);
  });

  it('asks Firebase for the email in the language shown (auth.languageCode)', async () => {
    const reader = email('hindi-reader');
    await ensureAccount(reader, 'secret123');
    await signOut();
    // Firebase sends auth.languageCode with the request (X-Firebase-Locale) and writes the email in
    // that language. The Auth emulator writes every link with lang=en whatever it is asked, so the
    // language the app sets at the moment of sending is what is checked here.
    await activateLanguage('hi');
    try {
      await sendReset(reader);
      expect(auth().languageCode).toBe('hi');
    } finally {
      await activateLanguage('en');
    }
    expect((await resetCodes()).map((code) => code.email)).toContain(reader);
    await sendReset(reader);
    expect(auth().languageCode).toBe('en');
  });
});

describe('Google sign-in', () => {
  it('a first-time Google user has no role until one is chosen, then keeps it', async () => {
    const google = email('g');
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({ sub: `g-${run}-${testNo}`, email: google, email_verified: true }),
    );
    const { user } = await signInWithCredential(auth(), credential);
    expect(user.email).toBe(google);
    expect(await getRole(user.uid)).toBeNull();

    expect(
      await ensureUserProfile(user.uid, { role: 'ngo', displayName: user.displayName ?? '', email: user.email ?? '' }),
    ).toBe('ngo');
    expect(await getRole(user.uid)).toBe('ngo');

    // Choosing again (e.g. a second tab) keeps the first choice.
    expect(await ensureUserProfile(user.uid, { role: 'donor', displayName: '', email: google })).toBe('ngo');
    expect(await readDoc(`${COLLECTIONS.users}/${user.uid}`)).toMatchObject({ role: 'ngo', email: google });
  });
});

// ── suspensions ───────────────────────────────────────────────────────────────────────────────

const PASSWORD = 'Secret123!';

/** Creates an account (now signed in) and its users/{uid} document with the role, rules off. */
async function signUpAs(role: 'donor' | 'ngo' | 'admin', name: string): Promise<string> {
  const address = email(name.toLowerCase().replace(/\W+/g, '-'));
  const { user } = await createUserWithEmailAndPassword(auth(), address, PASSWORD);
  await updateProfile(user, { displayName: name });
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc(`${COLLECTIONS.users}/${user.uid}`)
      .set({ role, displayName: name, email: address, createdAt: new Date() });
  });
  return user.uid;
}

/** An NGO profile stored as a registered NGO's, rules off. */
async function storeNgoProfile(uid: string, fields: Record<string, unknown> = {}) {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc(`${COLLECTIONS.ngos}/${uid}`)
      .set({
        nameOrg: 'Seva Meals',
        name: 'Ravi',
        email: email('seva'),
        time: 'Morning',
        meals: 40,
        mealno: '40 meals',
        address: '4 Park Street',
        city: 'Kolkata',
        zip: '700016',
        imageUrl: '',
        keywords: ['seva', 'meals'],
        ownerUid: uid,
        verified: true,
        createdAt: new Date(),
        updatedAt: new Date(),
        ...fields,
      });
  });
}

const nehaRecord: DonorInput = {
  name: 'Neha Caterer',
  email: 'neha@example.org',
  phone: '9876543211',
  address: '5 Lake Road',
  city: 'Kolkata',
  state: 'West Bengal',
  zip: '700029',
  country: 'India',
};

/** Signs in as the account with that name (made by signUpAs in this test). */
const signInAs = (name: string) => signIn(email(name.toLowerCase().replace(/\W+/g, '-')), PASSWORD);

describe('suspensions', () => {
  it('an admin suspends a donor: the donor reads the reason, live, and its changes are refused until it is lifted', async () => {
    const donorUid = await signUpAs('donor', 'Neha');
    const recordId = await createDonor(nehaRecord, donorUid);
    await signOut();
    const adminUid = await signUpAs('admin', 'Meera');
    // Its offers: two no NGO has accepted yet (one open, one addressed), one accepted, and another donor's.
    const offer = (status: string, extra: Record<string, unknown> = {}) => ({
      donorUid,
      donorName: 'Neha',
      status,
      food: 'Veg pulao',
      meals: 30,
      ngoId: 'some-ngo',
      ngoName: 'Some NGO',
      ...extra,
    });
    const offers = {
      open: offer('offered', { ngoId: null, ngoName: '' }),
      addressed: offer('offered'),
      accepted: offer('accepted'),
      others: offer('offered', { donorUid: 'someone-else' }),
    };
    await testEnv.withSecurityRulesDisabled(async (context) => {
      for (const [id, data] of Object.entries(offers)) {
        await context.firestore().doc(`${COLLECTIONS.donations}/${id}-${donorUid}`).set(data);
      }
    });
    const statusOf = async (id: keyof typeof offers) =>
      (await readDoc(`${COLLECTIONS.donations}/${id}-${donorUid}`))?.status;

    await suspendAccount(donorUid, '  Offered food that was not there.  ');
    // Its waiting offers are withdrawn with the suspension; what an NGO accepted, and others', stay.
    expect(await statusOf('open')).toBe('cancelled');
    expect(await statusOf('addressed')).toBe('cancelled');
    expect(isTimestamp((await readDoc(`${COLLECTIONS.donations}/open-${donorUid}`))?.cancelledAt)).toBe(true);
    expect(await statusOf('accepted')).toBe('accepted');
    expect(await statusOf('others')).toBe('offered');
    const stored = await readDoc(`${SUSPENSIONS}/${donorUid}`);
    expect(stored).toMatchObject({ reason: 'Offered food that was not there.', suspendedBy: adminUid });
    expect(Object.keys(stored ?? {}).sort()).toEqual(['reason', 'suspendedAt', 'suspendedBy']);
    expect(isTimestamp(stored?.suspendedAt)).toBe(true);

    const [listed, ...others] = (await listSuspensions()).items;
    expect(others).toEqual([]);
    expect(listed).toMatchObject({
      uid: donorUid,
      reason: 'Offered food that was not there.',
      name: 'Neha',
      email: email('neha'),
      role: 'donor',
    });
    expect(listed?.suspendedAt).toBeInstanceOf(Date);

    await signOut();
    await signInAs('Neha');
    expect(await getMySuspension(donorUid)).toMatchObject({ reason: 'Offered food that was not there.' });
    const refused: unknown = await updateDonor(recordId, { ...nehaRecord, city: 'Howrah' }).catch((e: unknown) => e);
    expect(errorCode(refused)).toBe('permission-denied');
    expect(await readDoc(`${COLLECTIONS.donors}/${recordId}`)).toMatchObject({ city: 'Kolkata' });

    // The donor's own listener hears the lift, made meanwhile by the admin (in a session of its own).
    const heard: (Suspension | null)[] = [];
    let lifted: () => void = () => {};
    let failed: (error: unknown) => void = () => {};
    const liftHeard = new Promise<void>((resolve, reject) => {
      lifted = resolve;
      failed = reject;
    });
    const stop = watchMySuspension(
      donorUid,
      (suspension) => {
        heard.push(suspension);
        if (suspension === null) lifted();
      },
      failed,
    );
    // The lift with its audit entry and the admin's head naming it, as the dashboard sends it.
    const asAdmin = testEnv.authenticatedContext(adminUid).firestore() as unknown as Firestore;
    const lift = writeBatch(asAdmin);
    lift.delete(doc(asAdmin, SUSPENSIONS, donorUid));
    lift.set(doc(asAdmin, 'audit', `lift-${donorUid}`), {
      action: 'lift',
      target: donorUid,
      by: adminUid,
      at: serverTimestamp(),
    });
    lift.set(doc(asAdmin, 'auditHeads', adminUid), { last: `lift-${donorUid}` });
    await lift.commit();
    await liftHeard;
    stop();
    expect(heard[0]).toMatchObject({ reason: 'Offered food that was not there.' });
    expect(heard.at(-1)).toBeNull();

    await updateDonor(recordId, { ...nehaRecord, city: 'Howrah' });
    expect(await readDoc(`${COLLECTIONS.donors}/${recordId}`)).toMatchObject({ city: 'Howrah' });
  });

  it("suspending an NGO's owner marks its public profile suspended, and lifting it clears the mark", async () => {
    const ngoUid = await signUpAs('ngo', 'Ravi');
    await storeNgoProfile(ngoUid);
    await signOut();
    await signUpAs('admin', 'Meera');

    await suspendAccount(ngoUid, 'Took offers and never came.');
    expect(await readDoc(`${COLLECTIONS.ngos}/${ngoUid}`)).toMatchObject({ suspended: true, verified: true });
    expect((await listSuspensions()).items[0]).toMatchObject({ uid: ngoUid, name: 'Seva Meals', role: 'ngo' });

    // A second suspension replaces the reason.
    await suspendAccount(ngoUid, 'Took offers and never came, again.');
    expect(await readDoc(`${SUSPENSIONS}/${ngoUid}`)).toMatchObject({ reason: 'Took offers and never came, again.' });

    await unsuspendAccount(ngoUid);
    expect(await readDoc(`${COLLECTIONS.ngos}/${ngoUid}`)).toMatchObject({ suspended: false });
    expect(await readDoc(`${SUSPENSIONS}/${ngoUid}`)).toBeUndefined();
    expect((await listSuspensions()).items).toEqual([]);
  });

  it('a donor or an NGO cannot suspend anyone, nor lift its own suspension, nor list suspensions', async () => {
    const victim = await signUpAs('donor', 'Kavya');
    await signOut();
    const ngoUid = await signUpAs('ngo', 'Ravi');
    await storeNgoProfile(ngoUid);

    for (const attempt of [
      () => suspendAccount(victim, 'I do not like them.'),
      () => listSuspensions(),
      () => getMySuspension(victim),
    ]) {
      expect(errorCode(await attempt().catch((e: unknown) => e))).toBe('permission-denied');
    }
    expect(await readDoc(`${SUSPENSIONS}/${victim}`)).toBeUndefined();

    // Suspended by an admin, the NGO cannot lift it itself.
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`${SUSPENSIONS}/${ngoUid}`).set({
        reason: 'Spam offers',
        suspendedAt: new Date(),
        suspendedBy: 'some-admin',
      });
      await context.firestore().doc(`${COLLECTIONS.ngos}/${ngoUid}`).update({ suspended: true });
    });
    expect(await getMySuspension(ngoUid)).toMatchObject({ reason: 'Spam offers' });
    // The service will not try (it is the account's own), and the rules refuse a direct delete.
    expect(errorCode(await unsuspendAccount(ngoUid).catch((e: unknown) => e))).toBe('foodbridge/own-account');
    const direct: unknown = await deleteDoc(doc(db(), SUSPENSIONS, ngoUid)).catch((e: unknown) => e);
    expect(errorCode(direct)).toBe('permission-denied');
    expect(await readDoc(`${SUSPENSIONS}/${ngoUid}`)).toMatchObject({ reason: 'Spam offers' });
  });

  it('an admin cannot suspend their own account, and a reason must hold words', async () => {
    const adminUid = await signUpAs('admin', 'Meera');
    expect(errorCode(await suspendAccount(adminUid, 'Testing').catch((e: unknown) => e))).toBe(
      'foodbridge/own-account',
    );
    expect(errorCode(await suspendAccount('someone', ' ... ').catch((e: unknown) => e))).toBe('invalid-argument');
    expect(await readDoc(`${SUSPENSIONS}/${adminUid}`)).toBeUndefined();
  });
});

describe('re-verifying NGOs', () => {
  it('lists the NGOs to re-verify; Verify marks them verified and takes them off the list', async () => {
    const ngoUid = await signUpAs('ngo', 'Ravi');
    await storeNgoProfile(ngoUid, { verified: false, reverify: true });
    await signOut();
    await signUpAs('admin', 'Meera');
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`${COLLECTIONS.ngos}/settled`).set({ nameOrg: 'Settled', verified: true });
    });

    const page = await listNgosToReverify();
    expect(page.items.map((n) => n.id)).toEqual([ngoUid]);
    expect(page.next).toBeNull();

    await setNgoVerification({ id: ngoUid, nameOrg: '' }, true);
    expect(await readDoc(`${COLLECTIONS.ngos}/${ngoUid}`)).toMatchObject({ verified: true, reverify: false });
    expect((await listNgosToReverify()).items).toEqual([]);
  });

  it('an NGO cannot verify itself', async () => {
    const ngoUid = await signUpAs('ngo', 'Ravi');
    await storeNgoProfile(ngoUid, { verified: false, reverify: true });
    expect(errorCode(await setNgoVerification({ id: ngoUid, nameOrg: '' }, true).catch((e: unknown) => e))).toBe(
      'permission-denied',
    );
    expect(await readDoc(`${COLLECTIONS.ngos}/${ngoUid}`)).toMatchObject({ verified: false, reverify: true });
  });
});
