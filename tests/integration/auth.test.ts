// The real auth services against the Auth emulator (127.0.0.1:9099) and the Firestore emulator
// (127.0.0.1:8080) with firestore.rules enforced, as `npm test` starts them. Documents are read
// back with the rules switched off, so the check does not depend on who may read them.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp } from 'firebase/app';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firebaseApp } from '../../src/services/app';
import { auth, ensureAccount, sendReset, signIn, signOut } from '../../src/services/auth';
import { COLLECTIONS } from '../../src/services/collections';
import { registerDonor, type DonorRegistrationInput } from '../../src/services/donor-registration';
import { errorCode, IncompleteSignUpError } from '../../src/services/errors';
import { ensureUserProfile, getRole, registerAccount } from '../../src/services/users';

const PROJECT_ID = 'demo-foodbridge';
const AUTH_EMULATOR = 'http://127.0.0.1:9099';

let testEnv: RulesTestEnvironment;
// oobCodes may outlive a reset of the accounts, so every run uses its own addresses.
const run = Date.now().toString(36);
const email = (name: string) => `${name}-${run}@example.org`;

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
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  expect(res.ok).toBe(true);
  const body = (await res.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((code) => code.requestType === 'PASSWORD_RESET');
}

const asha: DonorRegistrationInput = {
  fullName: 'Asha Rao',
  email: email('asha'),
  password: 'secret123',
  phoneNumber: '9876543210',
  address: '12 MG Road\nBengaluru',
  organizationName: 'Hotel Annapurna',
};

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: '127.0.0.1', port: 8080, rules: readFileSync('firestore.rules', 'utf8') },
  });
});

beforeEach(async () => {
  await signOut();
  await testEnv.clearFirestore();
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  expect(res.ok).toBe(true);
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
    expect(Object.keys(user ?? {}).sort()).toEqual(['createdAt', 'displayName', 'email', 'role']);
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
});

describe('Google sign-in', () => {
  it('a first-time Google user has no role until one is chosen, then keeps it', async () => {
    const credential = GoogleAuthProvider.credential('{"sub":"g-1","email":"g@example.org","email_verified":true}');
    const { user } = await signInWithCredential(auth(), credential);
    expect(user.email).toBe('g@example.org');
    expect(await getRole(user.uid)).toBeNull();

    expect(
      await ensureUserProfile(user.uid, { role: 'ngo', displayName: user.displayName ?? '', email: user.email ?? '' }),
    ).toBe('ngo');
    expect(await getRole(user.uid)).toBe('ngo');

    // Choosing again (e.g. a second tab) keeps the first choice.
    expect(await ensureUserProfile(user.uid, { role: 'donor', displayName: '', email: 'g@example.org' })).toBe('ngo');
    expect(await readDoc(`${COLLECTIONS.users}/${user.uid}`)).toMatchObject({ role: 'ngo', email: 'g@example.org' });
  });
});
