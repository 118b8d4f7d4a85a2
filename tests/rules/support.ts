// Shared set-up for the security-rules tests (tests/rules/*.test.ts).
//
// Each test file calls `setupRulesEnv()` once at its top level: it starts a rules test environment
// against the Firestore emulator (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080) with
// firestore.rules, in an emulator project of the file's own (rulesProjectId, tests/rules/projects.js),
// and clears that project's Firestore and seeds the actors before every test. Files therefore run in
// parallel. `npm test` saves each project's rules-coverage report after the layer
// (test-results/rules-coverage/index.html); nothing here waits for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  doc,
  type DocumentReference,
  getDocs,
  limit,
  query,
  type Query,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  type DocumentData,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { EMAIL_PATTERN, LENGTH, LIST_LIMIT, MEALS, PHONE_PATTERN } from '../../src/config/limits.js';
import { nameKey } from '../../src/config/names.js';
import { rulesProjectId } from './projects.js';
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const hostPort = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const [hostPart, portPart] = hostPort.split(':');
export const FIRESTORE_HOST = hostPart || '127.0.0.1';
export const FIRESTORE_PORT = Number(portPart || 8080);

/** The accounts every test starts with. */
export const UID = {
  donor: 'donor-1',
  otherDonor: 'donor-2',
  ngo: 'ngo-1',
  otherNgo: 'ngo-2',
  unverifiedNgo: 'ngo-3',
  admin: 'admin-1',
} as const;

/** The six actors of the access matrix (docs/data-model.md, docs/product.md). */
export const ACTORS = ['visitor', 'donor', 'otherDonor', 'ngo', 'otherNgo', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
/** Everyone a test can act as: the matrix actors, an unverified NGO, and any other uid. */
export type Who = Actor | 'unverifiedNgo' | { uid: string; token?: { email?: string; email_verified?: boolean } };

/** Who may do an operation, for every actor of the matrix. */
export type Matrix = Record<Actor, boolean>;

/** Asserts that the operation is allowed or denied. */
export async function expectRule(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

/** 'allowed' / 'denied', for test names. */
export const verdict = (allowed: boolean): string => (allowed ? 'allowed' : 'denied');

/** A copy of `data` without the given keys (for 'missing field' cases). */
export function without(data: DocumentData, ...keys: string[]): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([k]) => !keys.includes(k)));
}

/** Strings of a given length, for the size limits. */
export const text = (length: number, ch = 'a'): string => ch.repeat(length);

const EMAIL_DOMAIN = '@example.org';
/** A valid email address of exactly `length` characters. */
export const emailOf = (length: number): string => `${text(length - EMAIL_DOMAIN.length)}${EMAIL_DOMAIN}`;
const URL_START = 'https://x.org/';
/** A URL of exactly `length` characters. */
export const urlOf = (length: number): string => `${URL_START}${text(length - URL_START.length)}`;
/** A string of `length` digits (zip codes). */
export const digits = (length: number): string => text(length, '7');
/** `count` distinct search words. */
export const searchWords = (count: number): string[] => Array.from({ length: count }, (_, i) => `w${i}`);

// ── Drift guards: src/config/limits.js against firestore.rules ─────────────────────────────────
// Forms and services take their limits from src/config/limits.js; firestore.rules types the same
// numbers again. Each guard below writes the value at the edge of a limit and one past it, so a
// change to either side alone fails here.

/** A stored text field and its longest length; `make` shapes a value of a given length (default: letters). */
export interface LengthLimit {
  field: string;
  max: number;
  make?: (length: number) => string;
}

/** The email field of every collection that stores one. */
export const EMAIL_LIMIT: LengthLimit = { field: 'email', max: LENGTH.email, make: emailOf };

/**
 * One test per field: a value of exactly `max` characters is written, one of `max + 1` refused.
 * `write` must leave the document writable again after a refused write (it is called twice).
 */
export function itLimitsLengths(
  limits: LengthLimit[],
  write: (field: string, value: string) => Promise<unknown>,
): void {
  for (const { field, max, make = text } of limits) {
    it(`${field}: ${max} characters allowed, ${max + 1} denied (LENGTH in src/config/limits.js)`, async () => {
      await expectRule(false, write(field, make(max + 1)));
      await expectRule(true, write(field, make(max)));
    });
  }
}

/** Meals: a whole number from MEALS.min to MEALS.max. */
export function itLimitsMeals(write: (meals: unknown) => Promise<unknown>): void {
  it(`meals: ${MEALS.min} to ${MEALS.max} allowed, ${MEALS.min - 1} and ${MEALS.max + 1} denied (MEALS)`, async () => {
    await expectRule(false, write(MEALS.min - 1));
    await expectRule(false, write(MEALS.max + 1));
    await expectRule(true, write(MEALS.min));
    await expectRule(true, write(MEALS.max));
  });
}

/** A list query the caller may run: allowed with a limit of LIST_LIMIT, denied above it or without a limit. */
export function itLimitsLists(name: string, unlimited: () => Query): void {
  it(`${name}: a limit of ${LIST_LIMIT} is allowed; ${LIST_LIMIT + 1} or none is denied (LIST_LIMIT)`, async () => {
    await expectRule(false, getDocs(query(unlimited(), limit(LIST_LIMIT + 1))));
    await expectRule(false, getDocs(unlimited()));
    await expectRule(true, getDocs(query(unlimited(), limit(LIST_LIMIT))));
  });
}

/**
 * Edge cases of the email shape: the rules accept exactly those EMAIL_PATTERN accepts. Only ASCII
 * white space is tried: the rules' regex engine (RE2) reads \s as space, tab, CR, LF and form feed,
 * JavaScript as any Unicode space, so an address holding a non-breaking space or a vertical tab is
 * refused by the forms but not by firestore.rules.
 */
const EMAIL_CASES = [
  'kiran@example.org',
  'a@b.c',
  'kiran@mail.example.org',
  'kiran@example..org',
  'kiran+news@example.org',
  'kiran',
  'kiran@',
  '@example.org',
  'kiran@example',
  'kiran@example.',
  'kiran@.org',
  'ki ran@example.org',
  'kiran@exa mple.org',
  'kiran\t@example.org',
  'a@b@c.org',
  '',
  // ? & = % would add parameters to a mailto: link; spaces anywhere (also at either end).
  'kiran?subject=hi@example.org',
  'kiran@example.org?cc=boss',
  'kiran&co@example.org',
  'kiran=1@example.org',
  'kiran%40x@example.org',
  'kiran@exa%6Dple.org',
  'kiran@example.org&body=x',
  ' kiran@example.org',
  'kiran@example.org ',
];

/** expectRule, naming the value tried when it fails. */
async function expectCase(value: string, allowed: boolean, operation: Promise<unknown>): Promise<void> {
  try {
    await expectRule(allowed, operation);
  } catch (error) {
    throw new Error(`${JSON.stringify(value)} should be ${verdict(allowed)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export function itMatchesEmailPattern(write: (email: string) => Promise<unknown>): void {
  it('email: the rules accept exactly what EMAIL_PATTERN accepts', async () => {
    for (const email of EMAIL_CASES) await expectCase(email, EMAIL_PATTERN.test(email), write(email));
  });
}

/** Edge cases of the phone shape: the rules accept exactly those PHONE_PATTERN accepts. */
const PHONE_CASES = [
  '9876543210',
  '0000000000',
  '987654321',
  '98765432101',
  '98765-4321',
  '98765 43210',
  '+919876543210',
  ' 9876543210',
  '987654321a',
  '९८७६५४३२१०', // Devanagari digits
  '',
];

export function itMatchesPhonePattern(write: (phone: string) => Promise<unknown>): void {
  it('phone: the rules accept exactly what PHONE_PATTERN accepts', async () => {
    for (const phone of PHONE_CASES) await expectCase(phone, PHONE_PATTERN.test(phone), write(phone));
  });
}

/**
 * A client-supplied time (what the rules must refuse where server time is required). A minute
 * behind the clock: the emulator's request.time has millisecond precision and runs on this
 * machine's clock, so Date.now() itself now and then equals it and the write passes.
 */
export const clientNow = (): Timestamp => Timestamp.fromMillis(Date.now() - 60_000);
export const hoursFromNow = (hours: number): Timestamp => Timestamp.fromMillis(Date.now() + hours * 3600_000);
export const past = (): Timestamp => Timestamp.fromMillis(Date.now() - 2 * 24 * 3600_000);

/** A valid NGO profile as stored (what a registered NGO's document looks like). */
export function ngoProfile(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    nameOrg: `Org of ${uid}`,
    name: `Person of ${uid}`,
    email: `${uid}@example.org`,
    time: 'Morning',
    mealno: '20 meals',
    meals: 20,
    address: '1 Main Street',
    city: 'Mumbai',
    zip: '400001',
    location: { lat: 18.9385, lng: 72.8363, geohash: 'te7g9rtubb', pin: '400001' },
    radiusKm: 10,
    imageUrl: '',
    keywords: ['org', 'mumbai'],
    ownerUid: uid,
    verified: true,
    createdAt: past(),
    updatedAt: past(),
    ...overrides,
  };
}

/** A valid donation as stored: donor-1 offers 12 meals to ngo-1, ready in a day. */
export function storedDonation(overrides: DocumentData = {}): DocumentData {
  return {
    deliveryLocation: '18 Residency Road',
    phone: '9876543210',
    time: 'Tonight by 9 pm',
    readyBy: hoursFromNow(24),
    food: 'Rice and dal',
    meals: 12,
    ngoId: UID.ngo,
    ngoName: `Org of ${UID.ngo}`,
    donorUid: UID.donor,
    donorName: 'Asha Donor',
    status: 'offered',
    createdAt: past(),
    updatedAt: past(),
    ...overrides,
  };
}

/** A valid donor record as stored, owned by `ownerUid`. */
export function storedDonorRecord(ownerUid: string, overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Asha Donor',
    email: 'asha@example.org',
    phone: '9876543210',
    address: '18 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560025',
    country: 'India',
    ownerUid,
    createdAt: past(),
    updatedAt: past(),
    ...overrides,
  };
}

export interface RulesEnv {
  /** The environment (valid inside tests and hooks). */
  readonly env: RulesTestEnvironment;
  /** Firestore as the given actor (visitor = signed out). */
  db(who: Who): Firestore;
  /** Writes documents with the rules off: { 'path/to/doc': data }. */
  seed(docs: Record<string, DocumentData>): Promise<void>;
  /** Runs anything with the rules off. */
  admin<T>(fn: (db: Firestore) => Promise<T>): Promise<T>;
  /** Clears the project and seeds the actors again, as before each test. */
  reset(): Promise<void>;
}

/** The email each seeded account signs in with (its token carries it, confirmed). */
export const emailOfUid = (uid: string): string => `${uid}@example.org`;

function contextOf(env: RulesTestEnvironment, who: Who): RulesTestContext {
  if (who === 'visitor') return env.unauthenticatedContext();
  if (typeof who === 'string') {
    const uid = UID[who];
    return env.authenticatedContext(uid, { email: emailOfUid(uid), email_verified: true });
  }
  return env.authenticatedContext(who.uid, who.token ?? { email: emailOfUid(who.uid), email_verified: true });
}

/** The compat instance the test library gives is accepted by the modular API at run time. */
export const modular = (ctx: RulesTestContext): Firestore => ctx.firestore() as unknown as Firestore;

/** Seeds the actors: a users doc with the role each; NGO profiles (ngo, otherNgo verified; one not). */
async function seedActors(db: Firestore): Promise<void> {
  const roles: Record<keyof typeof UID, string> = {
    donor: 'donor',
    otherDonor: 'donor',
    ngo: 'ngo',
    otherNgo: 'ngo',
    unverifiedNgo: 'ngo',
    admin: 'admin',
  };
  const batch = writeBatch(db);
  for (const [key, uid] of Object.entries(UID)) {
    batch.set(doc(db, 'users', uid), {
      role: roles[key as keyof typeof UID],
      displayName: `User ${uid}`,
      email: `${uid}@example.org`,
      createdAt: past(),
    });
  }
  batch.set(doc(db, 'ngoAdmin', UID.ngo), ngoProfile(UID.ngo));
  batch.set(doc(db, 'ngoAdmin', UID.otherNgo), ngoProfile(UID.otherNgo));
  batch.set(doc(db, 'ngoAdmin', UID.unverifiedNgo), ngoProfile(UID.unverifiedNgo, { verified: false }));
  await batch.commit();
}

const EMULATOR = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects`;

/**
 * The rules the emulator runs now for a project. Loading rules resets the project's coverage
 * counts, so a file loads firestore.rules only when they differ: the coverage report then covers
 * every run of the file against this emulator (vitest --watch included).
 */
async function loadedRules(projectId: string): Promise<string | undefined> {
  try {
    const res = await fetch(`${EMULATOR}/${projectId}:securityRules`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { rules?: { files?: { content?: string }[] } };
    return body.rules?.files?.[0]?.content;
  } catch {
    return undefined;
  }
}

export function setupRulesEnv(): RulesEnv {
  let env: RulesTestEnvironment | undefined;
  const clients = new Map<string, Firestore>();
  const need = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is not running.');
    return env;
  };

  // One rules-disabled context for the whole file: withSecurityRulesDisabled() is held open until
  // afterAll, so seeding does not build (and tear down) a new client for every test.
  let owner: Firestore | undefined;
  let release: (() => void) | undefined;
  let held: Promise<void> | undefined;
  const ownerDb = (): Firestore => {
    if (!owner) throw new Error('The rules-disabled context is not open.');
    return owner;
  };

  beforeAll(async () => {
    // Denials are the point of most tests; the SDK's logging of each one is noise.
    setLogLevel('silent');
    const file = expect.getState().testPath;
    if (!file) throw new Error('setupRulesEnv() runs only in a Vitest test file.');
    const projectId = rulesProjectId(file);
    const rules = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
    const current = await loadedRules(projectId);
    const e = await initializeTestEnvironment({
      projectId,
      firestore: {
        host: FIRESTORE_HOST,
        port: FIRESTORE_PORT,
        ...(current === rules ? {} : { rules }),
      },
    });
    env = e;
    await new Promise<void>((opened, failed) => {
      held = e
        .withSecurityRulesDisabled(async (ctx) => {
          owner = modular(ctx);
          opened();
          await new Promise<void>((done) => {
            release = done;
          });
        })
        .catch(failed);
    });
  });

  const reset = async () => {
    await need().clearFirestore();
    await seedActors(ownerDb());
  };
  beforeEach(reset);

  afterAll(async () => {
    release?.();
    await held;
    owner = undefined;
    clients.clear();
    await env?.cleanup();
  });

  return {
    get env() {
      return need();
    },
    db: (who) => {
      const key = typeof who === 'string' ? who : `uid:${who.uid}:${JSON.stringify(who.token ?? null)}`;
      let client = clients.get(key);
      if (!client) {
        client = modular(contextOf(need(), who));
        clients.set(key, client);
      }
      return client;
    },
    seed: async (docs) => {
      const db = ownerDb();
      const batch = writeBatch(db);
      for (const [p, data] of Object.entries(docs)) batch.set(doc(db, p), data);
      await batch.commit();
    },
    admin: (fn) => fn(ownerDb()),
    reset,
  };
}

export { serverTimestamp, Timestamp };

// ── Accounts: identity, unique NGO names, suspensions, names and logos (issue 11) ──────────────

/** An account signed in with the given email (confirmed unless `emailVerified` is false). */
export const signedInAs = (uid: string, email: string = emailOfUid(uid), emailVerified = true): Who => ({
  uid,
  token: { email, email_verified: emailVerified },
});

/** The path of the document that holds an NGO name: ngoNames/{nameKey(name)}. */
export const ngoNamePath = (nameOrg: string): string => `ngoNames/${nameKey(nameOrg)}`;

/** As the app creates a profile: ngoAdmin/{uid} and the name it holds (ngoNames/{key}) in one batch. */
export async function createNgoProfile(db: Firestore, uid: string, profile: DocumentData): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'ngoAdmin', uid), profile);
  // A name without letters or digits has no key (and no document): the profile is written alone.
  if (typeof profile.nameOrg === 'string' && nameKey(profile.nameOrg) !== '') {
    batch.set(doc(db, ngoNamePath(profile.nameOrg)), { ngoId: uid });
  }
  return batch.commit();
}

/** A suspension as stored (written by admin-1). */
export function storedSuspension(overrides: DocumentData = {}): DocumentData {
  return { reason: 'Reported for no-shows', suspendedAt: past(), suspendedBy: UID.admin, ...overrides };
}

/**
 * Names without a letter or digit: spaces, zero-width spaces, punctuation, a lone Devanagari
 * vowel sign (a combining mark). Each is refused wherever a name is stored.
 */
export const BLANK_NAMES = ['   ', '\u200b\u200b', '\u200b \u200b', '...', '- – —', '!?#*', '\u0902'];
/** A name in Devanagari: letters and vowel signs, allowed. */
export const DEVANAGARI_NAME = 'सेवा फाउंडेशन';

/** The rules refuse every BLANK_NAMES value and allow a Devanagari name (NAME_CONTENT_PATTERN). */
export function itRequiresNameContent(field: string, write: (name: string) => Promise<unknown>): void {
  it(`${field}: a name of only spaces, zero-width spaces or punctuation is denied; Devanagari allowed`, async () => {
    for (const name of BLANK_NAMES) await expectCase(name, false, write(name));
    await expectCase(DEVANAGARI_NAME, true, write(DEVANAGARI_NAME));
  });
}

/** The Storage bucket the rules accept logos from (the emulators' project, named in firestore.rules). */
export const LOGO_BUCKET = 'demo-foodbridge.appspot.com';
const LOGO_UUID = '3f2b8c1e-7a4d-4e9f-b6a2-0c5d9e8f1a2b';
const LOGO_TOKEN = '9d1e2f3a-4b5c-4d6e-8f7a-1b2c3d4e5f6a';
/**
 * A logo's download URL as Storage gives it (origin: the Storage host or the emulator), in its
 * owner's folder: Imgs/{owner}/{uuid}.
 */
export const logoUrl = ({
  origin = 'https://firebasestorage.googleapis.com',
  bucket = LOGO_BUCKET,
  owner = UID.ngo,
  object = `Imgs%2F${owner}%2F${LOGO_UUID}`,
  token = LOGO_TOKEN,
}: { origin?: string; bucket?: string; owner?: string; object?: string; token?: string | null } = {}): string =>
  `${origin}/v0/b/${bucket}/o/${object}?alt=media${token === null ? '' : `&token=${token}`}`;

/** Logo URLs the rules accept on `owner`'s profile: its own logos, over https or from the local emulator. */
export const goodLogoUrls = (owner: string): string[] => [
  '',
  logoUrl({ owner }),
  logoUrl({ owner, token: null }),
  logoUrl({ owner, origin: 'http://127.0.0.1:9199' }),
  logoUrl({ owner, origin: 'http://localhost:9199' }),
];
/**
 * Logo URLs the rules refuse on `owner`'s profile: scripts, plain http elsewhere, other buckets,
 * other objects — another NGO's logo, and a logo from before owners' folders, included.
 */
export const badLogoUrls = (owner: string): string[] => [
  'javascript:alert(1)',
  `javascript:alert(1)//${logoUrl({ owner })}`,
  logoUrl({ owner, origin: 'http://firebasestorage.googleapis.com' }),
  logoUrl({ owner, origin: 'http://evil.example.org:9199' }),
  logoUrl({ owner, origin: 'http://127.0.0.1:8080' }),
  logoUrl({ owner, origin: 'https://evil.example.org' }),
  logoUrl({ owner, bucket: 'someone-else.appspot.com' }),
  logoUrl({ owner: owner === UID.otherNgo ? UID.ngo : UID.otherNgo }),
  logoUrl({ object: `Imgs%2F${LOGO_UUID}` }),
  logoUrl({ object: `Imgs%2F${owner}%2Flogo.png` }),
  logoUrl({ object: `Imgs%2F${owner}%2F${LOGO_UUID.toUpperCase()}` }),
  logoUrl({ object: `Other%2F${owner}%2F${LOGO_UUID}` }),
  logoUrl({ object: `Imgs%2F${owner}%2F..%2Fsecret%2F${LOGO_UUID}` }),
  logoUrl({ object: `Imgs%2F${owner}x%2F${LOGO_UUID}` }),
  logoUrl({ owner, token: 'not-a-token' }),
  `${logoUrl({ owner })}&x=1`,
  ` ${logoUrl({ owner })}`,
  42 as unknown as string,
];

/** On `owner`'s profile, the rules accept every goodLogoUrls value and refuse every badLogoUrls one. */
export function itAcceptsOnlyProjectLogos(write: (imageUrl: string) => Promise<unknown>, owner: string): void {
  it('imageUrl: only the NGO’s own logo download URLs (https, or the emulator on loopback) are allowed', async () => {
    for (const url of badLogoUrls(owner)) await expectCase(url, false, write(url));
    for (const url of goodLogoUrls(owner)) await expectCase(url, true, write(url));
  });
}

/** The uid a test actor signs in with. */
export function uidOf(who: Who): string {
  if (who === 'visitor') return '';
  return typeof who === 'string' ? UID[who] : who.uid;
}

let auditSerial = 0;

/** Anything that writes documents as one request: a WriteBatch or a Transaction. */
export interface AuditWriter {
  set(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * Adds an admin's audit entry to a batch (firestore.rules, 'audit/{entryId}'): the entry, saying
 * `who` did `action` to `target` now, and the admin's head naming it. Every admin action needs it.
 */
export function addAudit(
  batch: AuditWriter,
  db: Firestore,
  who: Who,
  action: string,
  target: string,
  extra: DocumentData = {},
): void {
  const uid = uidOf(who);
  const entryId = `entry-${uid}-${(auditSerial += 1)}`;
  batch.set(doc(db, 'audit', entryId), { action, target, by: uid, at: serverTimestamp(), ...extra });
  batch.set(doc(db, 'auditHeads', uid), { last: entryId });
}

/**
 * One admin action as the dashboard sends it: `write` adds the action's documents to a batch, to
 * which the audit entry for `action` on `target` is added. `who` may be any actor (the rules decide).
 */
export function asAudited(
  who: Who,
  db: Firestore,
  action: string,
  target: string,
  write: (batch: WriteBatch) => void,
): Promise<void> {
  const batch = writeBatch(db);
  write(batch);
  addAudit(batch, db, who, action, target);
  return batch.commit();
}
