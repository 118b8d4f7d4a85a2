// People for the integration tests, each in their own browser: a named Firebase app signed in
// through the Auth emulator, with the services module graph loaded afresh for it (vi.resetModules
// + vi.doMock of src/services/app, the one place that picks the Firebase app), so each has its own
// Auth session and Firestore client. users/{uid} documents and NGO profiles are seeded, and
// documents read back, with @firebase/rules-unit-testing's rules off. setupPeople() registers the
// emulator environment's start and every app's clean-up with the file's beforeAll/afterAll.
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { terminate } from 'firebase/firestore';
import { afterAll, beforeAll, vi } from 'vitest';
import { config } from '../../src/config/env';
import { placeAt, type Place } from '../../src/services/geo';
import { startTestEnv, uniqueSuffix } from './support';

/** Where the NGOs here work (PIN 700016, Kolkata) and where the food is picked up, 1 km away. */
export const NGO_PLACE = placeAt({ lat: 22.5535, lng: 88.3566 }, '700016');
export const PICKUP = placeAt({ lat: 22.546, lng: 88.3478 }, '700071');

export type Role = 'donor' | 'ngo' | 'admin';
export type Services = {
  auth: typeof import('../../src/services/auth');
  db: typeof import('../../src/services/db');
  offer: typeof import('../../src/services/donation-offer');
  boards: typeof import('../../src/services/donation-boards');
  contact: typeof import('../../src/services/donation-contact');
  near: typeof import('../../src/services/donation-near');
  moves: typeof import('../../src/services/donation-moves');
  stats: typeof import('../../src/services/stats');
  tries: typeof import('../../src/services/pickup-code-tries');
  series: typeof import('../../src/services/series');
  team: typeof import('../../src/services/team');
  runs: typeof import('../../src/services/runs');
  audit: typeof import('../../src/services/audit');
  ngoAdmin: typeof import('../../src/services/ngo-admin');
  suspensions: typeof import('../../src/services/suspensions');
  donors: typeof import('../../src/services/donors');
  exports: typeof import('../../src/services/donation-export');
  register: typeof import('../../src/services/food-register');
  acks: typeof import('../../src/services/acknowledgements');
  myData: typeof import('../../src/services/my-data');
  deletion: typeof import('../../src/services/account-deletion');
  records: typeof import('../../src/services/records');
  impact: typeof import('../../src/services/impact');
};

/** One person in their own browser: a named Firebase app, signed in, with its own services. */
export interface Client extends Services {
  name: string;
  uid: string;
  app: FirebaseApp;
}

async function servicesFor(app: FirebaseApp): Promise<Services> {
  vi.resetModules();
  vi.doMock('../../src/services/app', () => ({ firebaseApp: () => app }));
  try {
    return {
      auth: await import('../../src/services/auth'),
      db: await import('../../src/services/db'),
      offer: await import('../../src/services/donation-offer'),
      boards: await import('../../src/services/donation-boards'),
      contact: await import('../../src/services/donation-contact'),
      near: await import('../../src/services/donation-near'),
      moves: await import('../../src/services/donation-moves'),
      stats: await import('../../src/services/stats'),
      tries: await import('../../src/services/pickup-code-tries'),
      series: await import('../../src/services/series'),
      team: await import('../../src/services/team'),
      runs: await import('../../src/services/runs'),
      audit: await import('../../src/services/audit'),
      ngoAdmin: await import('../../src/services/ngo-admin'),
      suspensions: await import('../../src/services/suspensions'),
      donors: await import('../../src/services/donors'),
      exports: await import('../../src/services/donation-export'),
      register: await import('../../src/services/food-register'),
      acks: await import('../../src/services/acknowledgements'),
      myData: await import('../../src/services/my-data'),
      deletion: await import('../../src/services/account-deletion'),
      records: await import('../../src/services/records'),
      impact: await import('../../src/services/impact'),
    };
  } finally {
    vi.doUnmock('../../src/services/app');
  }
}

export interface People {
  /** This run's suffix: every account and name made here carries it, so runs do not collide. */
  run: string;
  /** The emulator environment (valid inside tests and hooks). */
  env(): RulesTestEnvironment;
  /** Signs a new account up in a new app and gives it a role (and, for NGOs, a verified profile). */
  client(
    role: Role,
    name: string,
    options?: { verified?: boolean; vegOnly?: boolean; place?: Place; radiusKm?: number },
  ): Promise<Client>;
  /** The same account signed in on a second phone: a new app with services of its own. */
  secondPhone(of: Client): Promise<Client>;
  /** A document as stored, read with the rules off. */
  readDoc(path: string): Promise<Record<string, unknown> | undefined>;
}

export function setupPeople(): People {
  let testEnv: RulesTestEnvironment | undefined;
  // Every run uses its own accounts and names, so runs and other files do not collide.
  const run = uniqueSuffix();
  const clients: Client[] = [];
  const env = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('The emulator environment is not running.');
    return testEnv;
  };

  beforeAll(async () => {
    testEnv = await startTestEnv();
  }, 60_000);

  afterAll(async () => {
    for (const c of clients) {
      await c.auth.signOut().catch(() => undefined);
      await terminate(c.db.db()).catch(() => undefined);
      await deleteApp(c.app).catch(() => undefined);
    }
    await testEnv?.cleanup();
  }, 60_000);

  async function client(
    role: Role,
    name: string,
    { verified = true, vegOnly = false, place = NGO_PLACE, radiusKm = 10 } = {},
  ): Promise<Client> {
    const app = initializeApp(config.firebase, `${name}-${run}`);
    const services = await servicesFor(app);
    const email = `${name}-${run}@example.org`.toLowerCase();
    const account = await services.auth.signUp(email, 'Secret123!', name);
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc(`users/${account.uid}`).set({ role, displayName: name, email, createdAt: new Date() });
      if (role === 'ngo') {
        await db.doc(`ngoAdmin/${account.uid}`).set({
          nameOrg: `${name} Trust`,
          name,
          email,
          time: 'Morning',
          meals: 20,
          mealno: '20 meals',
          address: '1 Main Street',
          city: 'Kolkata',
          zip: '700016',
          imageUrl: '',
          keywords: [],
          ownerUid: account.uid,
          verified,
          location: { ...place },
          radiusKm,
          ...(vegOnly ? { acceptsVegOnly: true } : {}),
          createdAt: new Date(),
          updatedAt: new Date(),
        });
      }
    });
    const made = { ...services, name, uid: account.uid, app };
    clients.push(made);
    return made;
  }

  async function secondPhone(of: Client): Promise<Client> {
    const app = initializeApp(config.firebase, `${of.name}-${run}-again`);
    const services = await servicesFor(app);
    await services.auth.signIn(`${of.name}-${run}@example.org`.toLowerCase(), 'Secret123!');
    const made = { ...services, name: of.name, uid: of.uid, app };
    clients.push(made);
    return made;
  }

  async function readDoc(path: string): Promise<Record<string, unknown> | undefined> {
    let data: Record<string, unknown> | undefined;
    await env().withSecurityRulesDisabled(async (context) => {
      data = (await context.firestore().doc(path).get()).data();
    });
    return data;
  }

  return { run, env, client, secondPhone, readDoc };
}

/** A live list kept by a listener, with a way to wait for what it should come to show. */
export class Watched<T> {
  latest: T | undefined;
  error: Error | undefined;
  /** Whether the server has answered (not only the local cache). */
  private synced = false;
  private waiters: { check: (value: T) => boolean; done: (value: T) => void }[] = [];
  readonly stop: () => void;

  constructor(
    start: (onData: (value: T, meta?: { fromCache: boolean }) => void, onError: (error: Error) => void) => () => void,
  ) {
    this.stop = start(
      (value, meta) => {
        this.latest = value;
        if (!meta?.fromCache) this.synced = true;
        this.waiters = this.waiters.filter((w) => {
          if (!w.check(value)) return true;
          w.done(value);
          return false;
        });
      },
      (error) => {
        this.error = error;
      },
    );
  }

  /**
   * Resolves once the server has answered the listener. A board is open long before anything
   * happens to it; a write sent in the same instant as the listener's registration is, on the
   * Firestore emulator, sometimes never delivered to it (measured: about 1 run in 4).
   */
  ready(): Promise<T> {
    return this.until(() => this.synced, 'the first answer from the server');
  }

  /**
   * Resolves with the first value (the current one included) that passes `check`. The bound is a
   * wait, not an expected time: on a machine busy with other work the emulator took more than 10 s
   * to send a listener a change (an npm test run under load).
   */
  until(check: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
    if (this.latest !== undefined && check(this.latest)) return Promise.resolve(this.latest);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(this.latest)}`)),
        timeoutMs,
      );
      this.waiters.push({
        check,
        done: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
      });
    });
  }
}
