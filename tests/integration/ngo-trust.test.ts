// Trust in NGO profiles (issue 11), with the real services against the Auth emulator
// (127.0.0.1:9099) and the Firestore emulator (127.0.0.1:8080) with firestore.rules enforced:
// a confirmed email before the first profile, unique names (ngoNames/{nameKey}), and a verified
// badge that follows the NGO's name, email and address. Documents are read back, and admins'
// moves stood in for, with the rules switched off.
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase/app';
import { terminate } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nameKey } from '../../src/config/names.js';
import { firebaseApp } from '../../src/services/app';
import { auth, emailStatus, refreshEmailStatus, signOut } from '../../src/services/auth';
import { reload } from 'firebase/auth';
import { COLLECTIONS } from '../../src/services/collections';
import { db } from '../../src/services/db';
import { errorCode } from '../../src/services/errors';
import {
  EmailNotConfirmedError,
  getMyNgo,
  isNgoNameFree,
  NGO_NAMES,
  NgoNameTakenError,
  NgoReverifyError,
  saveMyNgo,
  type NgoInput,
} from '../../src/services/ngos';
import { registerAccount } from '../../src/services/users';
import { confirmationLinks, openConfirmationLink } from './email-links';
import { startTestEnv, uniqueSuffix } from './support';

let testEnv: RulesTestEnvironment;
// Every run uses its own accounts and names, so runs and other files do not collide.
const run = uniqueSuffix();
const emailOf = (name: string) => `${name}-${run}@example.org`;

async function readDoc(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

/** What an admin's 'Verify' writes, with the rules switched off (admins' own moves are tested elsewhere). */
async function verifyAsAdmin(uid: string): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`${COLLECTIONS.ngos}/${uid}`).update({ verified: true, reverify: false });
  });
}

const nameDoc = (nameOrg: string) => readDoc(`${NGO_NAMES}/${nameKey(nameOrg)}`);

function profile(name: string, nameOrg: string): NgoInput {
  return {
    nameOrg,
    name: 'Trust Person',
    email: emailOf(name),
    time: 'Evening',
    meals: 30,
    address: '5 Temple Road',
    city: 'Madurai',
    zip: '625001',
    imageUrl: '',
    acceptsVegOnly: false,
    location: null,
    radiusKm: 10,
    whatsapp: '',
    phone: '',
  };
}

/**
 * Registers an NGO account through the app's sign-up (which sends the confirmation link), opens the
 * link as its owner would and tells the app, which takes a token that says the email is confirmed.
 */
async function newConfirmedNgo(name: string): Promise<string> {
  const { uid } = await registerAccount({ email: emailOf(name), password: 'Secret123!', role: 'ngo' });
  await openConfirmationLink(emailOf(name));
  expect((await refreshEmailStatus()).verified).toBe(true);
  return uid;
}

/** An NGO with a saved profile of that name, signed in. */
async function ngoWithProfile(name: string, nameOrg: string): Promise<string> {
  const uid = await newConfirmedNgo(name);
  expect(await saveMyNgo(uid, profile(name, nameOrg))).toBe('created');
  return uid;
}

beforeAll(async () => {
  testEnv = await startTestEnv();
});

beforeEach(async () => {
  await signOut();
});

afterAll(async () => {
  await signOut();
  await terminate(db());
  await testEnv.cleanup();
  await deleteApp(firebaseApp());
});

describe('a confirmed email before the first profile', () => {
  it('an NGO is sent the link at sign-up, cannot create its profile until it opens it, and then can', async () => {
    const email = emailOf('confirm');
    const { uid } = await registerAccount({ email, password: 'Secret123!', role: 'ngo' });
    expect(await confirmationLinks(email)).toHaveLength(1);
    expect(await emailStatus()).toEqual({ email, verified: false });
    // users/{uid}.email is the account's email exactly (the rules compare it with the token's).
    expect(await readDoc(`${COLLECTIONS.users}/${uid}`)).toMatchObject({ role: 'ngo', email });

    const input = profile('confirm', `Confirm Kitchen ${run}`);
    // The rules refuse it, and the refusal says why: the email is not confirmed yet.
    const refused: unknown = await saveMyNgo(uid, input).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EmailNotConfirmedError);
    expect((refused as Error).message).toMatch(
      new RegExp(`^Your email address ${email.replace(/[.+]/g, '\\$&')} is not confirmed yet`),
    );
    expect(await readDoc(`${COLLECTIONS.ngos}/${uid}`)).toBeUndefined();
    expect(await nameDoc(input.nameOrg)).toBeUndefined();

    // Asking again before opening the link changes nothing.
    expect((await refreshEmailStatus()).verified).toBe(false);
    await openConfirmationLink(email);
    expect(await refreshEmailStatus()).toEqual({ email, verified: true });

    expect(await saveMyNgo(uid, input)).toBe('created');
    expect(await getMyNgo(uid)).toMatchObject({ nameOrg: input.nameOrg, verified: false, reverify: false });
    expect(await nameDoc(input.nameOrg)).toEqual({ ngoId: uid });
  });

  it('a session whose account was read afresh after the link was opened, but whose ID token is from before, still creates the profile', async () => {
    // As a reload does: Auth restores the session and reads the account again (emailVerified is
    // now true), keeping the ID token it had, which still says email_verified: false.
    const email = emailOf('stale-token');
    const { uid } = await registerAccount({ email, password: 'Secret123!', role: 'ngo' });
    await openConfirmationLink(email);
    const user = auth().currentUser!;
    await reload(user);
    expect(user.emailVerified).toBe(true);
    expect((await user.getIdTokenResult()).claims.email_verified).toBe(false);

    const input = profile('stale-token', `Stale Token Kitchen ${run}`);
    expect(await saveMyNgo(uid, input)).toBe('created');
    expect(await getMyNgo(uid)).toMatchObject({ nameOrg: input.nameOrg });
  });

  it('a donor is sent no link', async () => {
    const email = emailOf('donor');
    await registerAccount({ email, password: 'Secret123!', role: 'donor' });
    expect(await confirmationLinks(email)).toEqual([]);
  });

  it('the profile’s email must be the account’s own', async () => {
    const uid = await newConfirmedNgo('own-email');
    const input = { ...profile('own-email', `Own Email Kitchen ${run}`), email: emailOf('someone-else') };
    const refused: unknown = await saveMyNgo(uid, input).catch((e: unknown) => e);
    expect(errorCode(refused)).toBe('permission-denied');
    expect(await readDoc(`${COLLECTIONS.ngos}/${uid}`)).toBeUndefined();
  });
});

describe('unique NGO names', () => {
  it('refuses a rename to a name another NGO holds, however it is spelt, and changes nothing', async () => {
    const first = `Annapurna Food Bank ${run}`;
    const firstUid = await ngoWithProfile('first', first);
    await signOut();
    const second = `Roti Ghar ${run}`;
    const secondUid = await ngoWithProfile('second', second);

    const taken = `ANNAPURNA food-bank ${run.toUpperCase()}`;
    expect(nameKey(taken)).toBe(nameKey(first));
    expect(await isNgoNameFree(secondUid, taken)).toBe(false);
    expect(await isNgoNameFree(firstUid, taken)).toBe(true);

    const error: unknown = await saveMyNgo(secondUid, { ...profile('second', taken), meals: 99 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NgoNameTakenError);
    expect((error as Error).message).toBe(
      `An NGO named “${taken}” is already on FoodBridge. If it is yours, write to us via the contact page.`,
    );
    expect(await getMyNgo(secondUid)).toMatchObject({ nameOrg: second, meals: 30 });
    expect(await nameDoc(first)).toEqual({ ngoId: firstUid });
    expect(await nameDoc(second)).toEqual({ ngoId: secondUid });
  });

  it('a rename frees the old name for another NGO', async () => {
    const old = `Seva Rasoi ${run}`;
    const renamed = `Seva Rasoi Trust ${run}`;
    const uid = await ngoWithProfile('renamer', old);
    expect(await saveMyNgo(uid, profile('renamer', renamed))).toBe('updated');
    expect(await nameDoc(renamed)).toEqual({ ngoId: uid });
    expect(await nameDoc(old)).toBeUndefined();
    expect((await getMyNgo(uid))?.nameOrg).toBe(renamed);

    // Spelling changes that keep the key keep the claim.
    expect(await saveMyNgo(uid, profile('renamer', renamed.toUpperCase()))).toBe('updated');
    expect(await nameDoc(renamed)).toEqual({ ngoId: uid });

    await signOut();
    const other = await ngoWithProfile('taker', old);
    expect(await nameDoc(old)).toEqual({ ngoId: other });
  });

  it('of two NGOs claiming one name at the same moment, exactly one gets it', async () => {
    // A second copy of the services on a Firebase app of its own: a second person's browser.
    const secondApp = initializeApp(firebaseApp().options, `second-${run}`);
    vi.resetModules();
    vi.doMock('../../src/services/app', () => ({ firebaseApp: () => secondApp }));
    const other = {
      users: await import('../../src/services/users'),
      auth: await import('../../src/services/auth'),
      ngos: await import('../../src/services/ngos'),
      db: await import('../../src/services/db'),
    };
    vi.doUnmock('../../src/services/app');
    try {
      const name = `Twin Kitchen ${run}`;
      const uidA = await newConfirmedNgo('twin-a');
      const { uid: uidB } = await other.users.registerAccount({
        email: emailOf('twin-b'),
        password: 'Secret123!',
        role: 'ngo',
      });
      await openConfirmationLink(emailOf('twin-b'));
      expect((await other.auth.refreshEmailStatus()).verified).toBe(true);

      const results = await Promise.allSettled([
        saveMyNgo(uidA, profile('twin-a', name)),
        other.ngos.saveMyNgo(uidB, profile('twin-b', name)),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won.map((r) => r.value)).toEqual(['created']);
      expect(lost).toHaveLength(1);
      expect(errorCode(lost[0]?.reason)).toBe('foodbridge/ngo-name-taken');
      expect((lost[0]?.reason as Error).message).toContain(`An NGO named “${name}” is already on FoodBridge.`);

      const winner = results[0]?.status === 'fulfilled' ? uidA : uidB;
      const loser = winner === uidA ? uidB : uidA;
      expect(await nameDoc(name)).toEqual({ ngoId: winner });
      expect(await readDoc(`${COLLECTIONS.ngos}/${winner}`)).toMatchObject({ nameOrg: name });
      expect(await readDoc(`${COLLECTIONS.ngos}/${loser}`)).toBeUndefined();
    } finally {
      await other.auth.signOut();
      await terminate(other.db.db());
      await deleteApp(secondApp);
    }
  });
});

describe('the verified badge follows the NGO’s identity', () => {
  it('a verified NGO that renames loses the badge until an admin checks it again', async () => {
    const name = `Verified Kitchen ${run}`;
    const uid = await ngoWithProfile('verified', name);
    await verifyAsAdmin(uid);

    // Meals and time are not who the NGO is: the badge stays.
    expect(await saveMyNgo(uid, { ...profile('verified', name), meals: 45, time: 'Morning' })).toBe('updated');
    expect(await getMyNgo(uid)).toMatchObject({ meals: 45, verified: true, reverify: false });

    // A rename without the person's agreement saves nothing.
    const renamed = `Verified Kitchen Madurai ${run}`;
    const unconfirmed: unknown = await saveMyNgo(uid, profile('verified', renamed)).catch((e: unknown) => e);
    expect(unconfirmed).toBeInstanceOf(NgoReverifyError);
    expect(await getMyNgo(uid)).toMatchObject({ nameOrg: name, verified: true });
    expect(await nameDoc(renamed)).toBeUndefined();

    expect(await saveMyNgo(uid, profile('verified', renamed), { confirmUnverify: true })).toBe('updated');
    expect(await getMyNgo(uid)).toMatchObject({ nameOrg: renamed, verified: false, reverify: true });
    expect(await nameDoc(renamed)).toEqual({ ngoId: uid });
    expect(await nameDoc(name)).toBeUndefined();

    // Checked again by an admin; a new address clears it again.
    await verifyAsAdmin(uid);
    expect(
      await saveMyNgo(
        uid,
        { ...profile('verified', renamed), address: '9 East Masi Street' },
        { confirmUnverify: true },
      ),
    ).toBe('updated');
    expect(await getMyNgo(uid)).toMatchObject({ address: '9 East Masi Street', verified: false, reverify: true });
  });
});
