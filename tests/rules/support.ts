// Shared set-up for the security-rules tests (tests/rules/*.test.ts).
//
// Each test file calls `setupRulesEnv()` once at its top level: it starts a rules test environment
// against the Firestore emulator (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080) with
// firestore.rules, clears Firestore and seeds the actors before every test, and at the end saves
// the emulator's rules-coverage report to test-results/rules-coverage.html.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  serverTimestamp,
  setLogLevel,
  Timestamp,
  type DocumentData,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export const PROJECT_ID = 'demo-foodbridge';
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
export type Who = Actor | 'unverifiedNgo' | { uid: string };

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

/** A client-supplied time (what the rules must refuse where server time is required). */
export const clientNow = (): Timestamp => Timestamp.fromMillis(Date.now());
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
}

function contextOf(env: RulesTestEnvironment, who: Who): RulesTestContext {
  if (who === 'visitor') return env.unauthenticatedContext();
  const uid = typeof who === 'string' ? UID[who] : who.uid;
  return env.authenticatedContext(uid);
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

const EMULATOR = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}`;

/**
 * The rules the emulator runs now. Loading rules resets the emulator's coverage counts, so a file
 * loads firestore.rules only when they differ: the coverage report then covers the whole run.
 */
async function loadedRules(): Promise<string | undefined> {
  try {
    const res = await fetch(`${EMULATOR}:securityRules`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { rules?: { files?: { content?: string }[] } };
    return body.rules?.files?.[0]?.content;
  } catch {
    return undefined;
  }
}

/** Saves the emulator's rules-coverage report (cumulative for the run) to test-results/. */
export async function saveCoverage(): Promise<void> {
  try {
    const res = await fetch(`${EMULATOR}:ruleCoverage.html`, { signal: AbortSignal.timeout(30000) });
    if (!res.ok) return;
    const dir = path.join(ROOT, 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'rules-coverage.html'), await res.text());
  } catch {
    // The report is a by-product; a missing one must not fail the run.
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
    const rules = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
    const current = await loadedRules();
    const e = await initializeTestEnvironment({
      projectId: PROJECT_ID,
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

  beforeEach(async () => {
    await need().clearFirestore();
    await seedActors(ownerDb());
  });

  afterAll(async () => {
    await saveCoverage();
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
      const key = typeof who === 'string' ? who : `uid:${who.uid}`;
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
  };
}

export { serverTimestamp, Timestamp };
