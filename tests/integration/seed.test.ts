// The demo data (scripts/seed.mjs) as the app and firestore.rules see it: every demo account has a
// verified email, each profile's and users/{uid}'s email is its account's, every NGO holds its
// unique name (ngoNames), and every name and email has the shape the forms and rules require, so
// what `npm start` and the end-to-end tests begin with is data the app itself could have written.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp } from 'firebase/app';
import { doc, getDoc, terminate, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, SAMPLE_DONOR_RECORDS, SAMPLE_NGOS } from '../../scripts/demo-data.mjs';
import { DONATION_MEALS, EMAIL_PATTERN, NAME_CONTENT_PATTERN } from '../../src/config/limits.js';
import { nameKey } from '../../src/config/names.js';
import { firebaseApp } from '../../src/services/app';
import { auth, signIn, signOut } from '../../src/services/auth';
import { COLLECTIONS } from '../../src/services/collections';
import { db } from '../../src/services/db';
import { ROOT, startTestEnv } from './support';

let env: RulesTestEnvironment;
let stored: Map<string, DocumentData>;

/** Every document of the collections the seed writes, by path, read with the rules switched off. */
async function readSeeded(): Promise<Map<string, DocumentData>> {
  const all = new Map<string, DocumentData>();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const firestore = ctx.firestore();
    for (const name of ['users', COLLECTIONS.ngos, 'ngoNames', COLLECTIONS.donors, COLLECTIONS.donations]) {
      const snap = await firestore.collection(name).get();
      snap.forEach((d) => all.set(`${name}/${d.id}`, d.data()));
    }
  });
  return all;
}

const inCollection = (name: string) => [...stored].filter(([p]) => p.startsWith(`${name}/`));

beforeAll(async () => {
  // The demo project (the services' default here: this file runs in the integration-seed project).
  env = await startTestEnv();
  execFileSync('node', [path.join(ROOT, 'scripts', 'seed.mjs')], { cwd: ROOT, stdio: 'ignore' });
  stored = await readSeeded();
});

afterAll(async () => {
  await signOut().catch(() => undefined);
  await terminate(db());
  await deleteApp(firebaseApp());
  await env?.cleanup();
});

describe('demo accounts', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))(
    '%s signs in with a verified email, and users/{uid}.email is the account email exactly',
    async (role, account) => {
      await signIn(account.email, account.password);
      const user = auth().currentUser!;
      const token = await user.getIdTokenResult();
      // What the rules read as request.auth.token.email_verified / .email.
      expect(token.claims.email_verified).toBe(true);
      expect(token.claims.email).toBe(account.email);
      expect(stored.get(`users/${user.uid}`)).toMatchObject({ role, email: user.email });
      await signOut();
    },
  );

  it("the demo NGO's profile email is its account's", () => {
    expect(stored.get(`${COLLECTIONS.ngos}/${DEMO_ACCOUNTS.ngo.uid}`)?.email).toBe(DEMO_ACCOUNTS.ngo.email);
  });
});

describe('NGO names', () => {
  it('every NGO, the samples and the demo NGO, holds ngoNames/{nameKey(nameOrg)} naming it', () => {
    const ngos = inCollection(COLLECTIONS.ngos);
    expect(ngos).toHaveLength(SAMPLE_NGOS.length + 1);
    for (const [p, ngo] of ngos) {
      const id = p.split('/')[1];
      expect(stored.get(`ngoNames/${nameKey(ngo.nameOrg as string)}`), ngo.nameOrg as string).toEqual({ ngoId: id });
    }
    expect(inCollection('ngoNames')).toHaveLength(ngos.length);
  });

  it('the demo NGO, signed in, can read its name entry as the profile form does', async () => {
    const user = await signIn(DEMO_ACCOUNTS.ngo.email, DEMO_ACCOUNTS.ngo.password);
    const profile = stored.get(`${COLLECTIONS.ngos}/${user.uid}`)!;
    const entry = await getDoc(doc(db(), 'ngoNames', nameKey(profile.nameOrg as string)));
    expect(entry.data()).toEqual({ ngoId: user.uid });
    await signOut();
    expect(auth().currentUser).toBeNull();
  });
});

describe('shapes of CONTRACT.md', () => {
  it('every stored name holds a letter or number', () => {
    const names = [
      ...inCollection('users').map(([, u]) => u.displayName),
      ...inCollection(COLLECTIONS.ngos).flatMap(([, n]) => [n.nameOrg, n.name]),
      ...inCollection(COLLECTIONS.donors).map(([, d]) => d.name),
    ];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name, String(name)).toMatch(NAME_CONTENT_PATTERN);
  });

  it('every stored email has the shape the rules accept (no spaces, ? & = %)', () => {
    const emails = [
      ...inCollection('users').map(([, u]) => u.email),
      ...inCollection(COLLECTIONS.ngos).map(([, n]) => n.email),
      ...inCollection(COLLECTIONS.donors).map(([, d]) => d.email),
    ];
    expect(emails).toHaveLength(
      Object.keys(DEMO_ACCOUNTS).length + SAMPLE_NGOS.length + 1 + SAMPLE_DONOR_RECORDS.length,
    );
    for (const email of emails) expect(email, String(email)).toMatch(EMAIL_PATTERN);
  });

  it('any seeded donation is within the per-donation meal cap', () => {
    for (const [p, donation] of inCollection(COLLECTIONS.donations)) {
      expect(donation.meals as number, p).toBeLessThanOrEqual(DONATION_MEALS.max);
    }
  });
});
