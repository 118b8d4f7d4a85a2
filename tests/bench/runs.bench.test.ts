// Runs, measured (`npm run bench`; not part of `npm test`): what a volunteer's /runs costs left open
// for a busy hour, and how soon the donor's board names the volunteer after a claim. Each person is
// a Firebase app of its own with the app's src/services over a counting Firestore
// (tests/bench/firestore-meter.ts), against the emulators with firestore.rules enforced. Prints the
// figures and writes test-results/runs-bench.json. A measurement, not a timed assertion: it fails
// only when it cannot measure.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { config } from '../../src/config/env';
import type { Run } from '../../src/services/runs';
import { aSafetyRecord } from '../../src/testing/food';
import { countingFirestore, meterForApp, newMeter, since, snapshotOf, type Meter } from './firestore-meter';

const PROJECT_ID = 'demo-foodbridge';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The busy hour: donations the NGO accepts in it; the measured volunteer takes half of them. */
const ACCEPTED_IN_HOUR = 6;
/** Rounds of claim → donor's board. */
const ROUNDS = 20;

const loaders = {
  auth: () => import('../../src/services/auth'),
  boards: () => import('../../src/services/donation-boards'),
  offer: () => import('../../src/services/donation-offer'),
  moves: () => import('../../src/services/donation-moves'),
  runs: () => import('../../src/services/runs'),
  team: () => import('../../src/services/team'),
};
type Services = { [K in keyof typeof loaders]: Awaited<ReturnType<(typeof loaders)[K]>> };
type Person = Services & { app: FirebaseApp; meter: Meter; uid: string; name: string };

async function person(name: string): Promise<Person> {
  const meter = newMeter();
  const app = initializeApp(config.firebase, `runs-${name}`);
  vi.resetModules();
  meterForApp(app.name, meter);
  vi.doMock('firebase/firestore', async (original) => countingFirestore(await original<Record<string, unknown>>()));
  vi.doMock('../../src/services/app', () => ({ firebaseApp: () => app }));
  const entries = await Promise.all(Object.entries(loaders).map(async ([key, load]) => [key, await load()] as const));
  return { ...(Object.fromEntries(entries) as unknown as Services), app, meter, uid: '', name };
}

let testEnv: RulesTestEnvironment;
const people: Person[] = [];
const run = Date.now().toString(36);

async function signUp(who: Person, role: 'donor' | 'ngo'): Promise<void> {
  const email = `runs-${who.name}-${run}@example.org`.toLowerCase();
  const { user } = await createUserWithEmailAndPassword(who.auth.auth(), email, 'Secret123!');
  who.uid = user.uid;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc(`users/${user.uid}`)
      .set({ role, displayName: who.name, email, createdAt: new Date() });
  });
}

async function until(what: string, ok: () => boolean, ms = 30_000): Promise<void> {
  const started = Date.now();
  while (!ok()) {
    if (Date.now() - started > ms) throw new Error(`The runs bench waited ${ms / 1000} s for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let ngo: Person;
let donor: Person;
let kavya: Person;
let imran: Person;

beforeAll(async () => {
  setLogLevel('silent');
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: '127.0.0.1', port: 8080, rules: readFileSync('firestore.rules', 'utf8') },
  });
  await testEnv.clearFirestore();
  ngo = await person('Seva');
  donor = await person('Canteen');
  kavya = await person('Kavya');
  imran = await person('Imran');
  people.push(ngo, donor, kavya, imran);
  await signUp(ngo, 'ngo');
  await signUp(donor, 'donor');
  await signUp(kavya, 'donor');
  await signUp(imran, 'donor');
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(`ngoAdmin/${ngo.uid}`).set({
      nameOrg: 'Seva Trust',
      name: 'Seva',
      email: 'seva@example.org',
      time: 'Morning',
      meals: 20,
      mealno: '20 meals',
      address: '1 Main Street',
      city: 'Kolkata',
      zip: '700016',
      imageUrl: '',
      keywords: [],
      ownerUid: ngo.uid,
      verified: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    for (const [who, phone] of [
      [kavya, '9876500061'],
      [imran, '9876500062'],
    ] as const) {
      await db.doc(`members/${who.uid}`).set({
        ngoId: ngo.uid,
        role: 'volunteer',
        name: `${who.name} Rao`,
        phone,
        languages: ['hi'],
        vehicle: 'twoWheeler',
        inviteId: 'bench',
        joinedAt: new Date(),
      });
    }
  });
}, 120_000);

afterAll(async () => {
  for (const p of people) await deleteApp(p.app).catch(() => undefined);
  await testEnv?.cleanup();
});

const HOUR = 3_600_000;

async function acceptedDonation(food: string): Promise<string> {
  const { id } = await donor.offer.createDonation({
    ngoId: ngo.uid,
    ngoName: 'Seva Trust',
    donorUid: donor.uid,
    food,
    meals: 20,
    readyBy: new Date(Date.now() + 3 * HOUR),
    deliveryLocation: '4 Park Street',
    phone: '9876543210',
    safety: aSafetyRecord({ storage: 'chilled' }),
    pickup: null,
  });
  await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
  return id;
}

const me = (who: Person, phone: string) => ({ uid: who.uid, name: `${who.name} Rao`, phone });

/**
 * /runs as the page listens to it for a member: their membership, My runs, Needs a volunteer, and
 * the donation of each of their ten latest runs once the server has the claim (RunsPage, MyRun).
 */
function openRunsPage(who: Person) {
  const donations = new Map<string, () => void>();
  const stops = [
    who.team.watchMyMembership(
      who.uid,
      () => undefined,
      () => undefined,
    ),
    who.runs.watchOpenRuns(
      ngo.uid,
      () => undefined,
      () => undefined,
    ),
    who.runs.watchMyRuns(
      who.uid,
      (mine: Run[]) => {
        const wanted = new Set(
          mine
            .filter((r) => !r.pending)
            .slice(0, 10)
            .map((r) => r.id),
        );
        for (const [id, stop] of donations) {
          if (wanted.has(id)) continue;
          stop();
          donations.delete(id);
        }
        for (const id of wanted) {
          if (!donations.has(id))
            donations.set(
              id,
              who.boards.watchDonation(
                id,
                () => undefined,
                () => undefined,
              ),
            );
        }
      },
      () => undefined,
    ),
  ];
  return () => {
    for (const stop of stops) stop();
    for (const stop of donations.values()) stop();
  };
}

const results: Record<string, unknown> = {};

it(`a volunteer's /runs left open through a busy hour (${ACCEPTED_IN_HOUR} donations accepted)`, async () => {
  const close = openRunsPage(kavya);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const opening = snapshotOf(kavya.meter);
  for (let i = 0; i < ACCEPTED_IN_HOUR; i += 1) {
    const id = await acceptedDonation(`Food ${i}`);
    const taker = i % 2 === 0 ? kavya : imran;
    await taker.runs.claimRun(id, me(taker, taker === kavya ? '9876500061' : '9876500062'));
    if (taker === kavya) {
      const code = (await donor.offer.getHandoverCode(id))!;
      await kavya.moves.markPickedUp({ id, donorUid: donor.uid }, code, true);
      await kavya.moves.markDelivered({ id, meals: 20, handoverCode: code }, { mealsServed: 20, disposalReason: '' });
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await until('Kavya’s listeners to hear the server', () => kavya.meter.pending.size === 0);
  const hour = since(kavya.meter, opening);
  close();
  results.myRunsHour = {
    opening: opening.reads,
    hour: hour.reads,
    accepted: ACCEPTED_IN_HOUR,
    hers: ACCEPTED_IN_HOUR / 2,
  };
  console.log(
    `/runs left open: ${opening.reads} reads on opening, ${hour.reads} in an hour in which the NGO accepted ` +
      `${ACCEPTED_IN_HOUR} donations and she collected ${ACCEPTED_IN_HOUR / 2}`,
  );
  expect(hour.reads).toBeGreaterThan(0);
}, 120_000);

it(`claim → the donor's board names the volunteer (${ROUNDS} rounds)`, async () => {
  let seen = new Map<string, Run>();
  const stop = donor.runs.watchDonorRuns(
    donor.uid,
    (list: Run[]) => (seen = new Map(list.map((r) => [r.id, r]))),
    () => undefined,
  );
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const id = await acceptedDonation(`Round ${i}`);
    await until('the open run on the donor’s board', () => seen.get(id)?.state === 'open');
    const started = performance.now();
    const claimed = imran.runs.claimRun(id, me(imran, '9876500062'));
    await until('the volunteer on the donor’s board', () => seen.get(id)?.volunteerName === 'Imran');
    times.push(performance.now() - started);
    await claimed;
  }
  stop();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
  results.claimToDonor = { rounds: ROUNDS, medianMs: Math.round(median), p95Ms: Math.round(p95) };
  console.log(
    `claim → donor's board: median ${Math.round(median)} ms, p95 ${Math.round(p95)} ms (emulator, this machine)`,
  );
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'test-results', 'runs-bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  expect(times).toHaveLength(ROUNDS);
}, 180_000);
