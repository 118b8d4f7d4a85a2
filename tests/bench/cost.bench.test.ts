// The Firestore cost model (`npm run bench`; not part of `npm test`): each journey runs through the
// app's own src/services functions against the emulators, with 'firebase/firestore' and
// 'firebase/firestore/lite' wrapped so that every document read, written and deleted is counted as
// Firestore bills it (tests/bench/firestore-meter.ts). Each person is a Firebase app of its own (a
// visitor, a donor, an NGO, an admin), with its own copy of the services and its own meter, so a
// donor's board listens while the NGO moves the donation. The counts are then projected to a
// month at 100, 1,000 and 10,000 donations a day (scripts/cost-model.mjs), printed, and written
// into docs/cost.md and README.md. A measurement, not a timed assertion: it fails only when it
// cannot measure.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { geohashForLocation } from 'geofire-common';
import * as prettier from 'prettier';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  ASSUMPTIONS,
  PRICING,
  breakdownTable,
  journeyTable,
  project,
  projectionTable,
  writeBetween,
} from '../../scripts/cost-model.mjs';
import { config } from '../../src/config/env';
import { GEOHASH_LENGTH } from '../../src/config/limits.js';
import { searchKeywords } from '../../src/services/search-keywords.js';
import { asPickup } from '../../src/services/geo';
import { aSafetyRecord } from '../../src/testing/food';
import { countingFirestore, meterForApp, newMeter, since, snapshotOf, type Meter, type Tally } from './firestore-meter';

const PROJECT_ID = 'demo-foodbridge';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Offers an NGO's board sees in the measured day (ASSUMPTIONS.offersPerNgoDay), half addressed to it, half open. */
const OFFERS = ASSUMPTIONS.offersPerNgoDay;
/** Donations already on the NGO's board (delivered ones stay listed): its board lists at most 100. */
const NGO_HISTORY = 100;
/** Donations the donor made before. */
const DONOR_HISTORY = 10;
const PUNE = { lat: 18.5204, lng: 73.8567 };

const loaders = {
  i18n: () => import('../../src/i18n'),
  auth: () => import('../../src/services/auth'),
  // The donation service's modules (one per concern), as one.
  donations: async () => ({
    ...(await import('../../src/services/donation-boards')),
    ...(await import('../../src/services/donation-near')),
    ...(await import('../../src/services/donation-offer')),
    ...(await import('../../src/services/donation-moves')),
  }),
  donors: () => import('../../src/services/donors'),
  stats: () => import('../../src/services/stats'),
  directory: () => import('../../src/services/ngo-directory'),
  ngos: () => import('../../src/services/ngos'),
  ngoAdmin: () => import('../../src/services/ngo-admin'),
  counts: () => import('../../src/services/donation-counts'),
  suspensions: () => import('../../src/services/suspensions'),
  inbox: () => import('../../src/services/inbox'),
  audit: () => import('../../src/services/audit'),
  impact: () => import('../../src/services/impact'),
  impactModel: () => import('../../src/services/impact-model'),
};
type Services = { [K in keyof typeof loaders]: Awaited<ReturnType<(typeof loaders)[K]>> };
type Person = Services & { app: FirebaseApp; meter: Meter; uid: string };

/** A person: a Firebase app of their own, and the services loaded afresh over it, counting into their meter. */
async function person(name: string): Promise<Person> {
  const meter = newMeter();
  const app = initializeApp(config.firebase, `cost-${name}`);
  vi.resetModules();
  // The wrapped modules count each call into the meter of the app that made it (meterForApp).
  meterForApp(app.name, meter);
  vi.doMock('firebase/firestore', async (original) => countingFirestore(await original<Record<string, unknown>>()));
  vi.doMock('firebase/firestore/lite', async (original) =>
    countingFirestore(await original<Record<string, unknown>>()),
  );
  vi.doMock('../../src/services/app', () => ({ firebaseApp: () => app }));
  const entries = await Promise.all(Object.entries(loaders).map(async ([key, load]) => [key, await load()] as const));
  const services = Object.fromEntries(entries) as unknown as Services;
  await services.i18n.activateLanguage('en', ['public', 'app']);
  return { ...services, app, meter, uid: '' };
}

let testEnv: RulesTestEnvironment;
let visitor: Person;
let donor: Person;
let ngo: Person;
let admin: Person;
const run = Date.now().toString(36);
const people: Person[] = [];

async function signUp(who: Person, role: 'donor' | 'ngo' | 'admin', name: string): Promise<void> {
  const email = `cost-${name}-${run}@example.org`;
  const { user } = await createUserWithEmailAndPassword(who.auth.auth(), email, 'Secret123!');
  who.uid = user.uid;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`users/${user.uid}`).set({ role, displayName: name, email, createdAt: new Date() });
  });
}

/** Waits for a condition the journey needs (what a person would wait to see), or fails saying which. */
async function until(what: string, ok: () => boolean, ms = 30_000): Promise<void> {
  const started = Date.now();
  while (!ok()) {
    if (Date.now() - started > ms) throw new Error(`The cost bench waited ${ms / 1000} s for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until every change this person's listeners saw locally has come back from the server (and was counted). */
const settled = (who: Person) => until(`${who.uid}'s listeners to hear the server`, () => who.meter.pending.size === 0);

function ngoDoc(id: string, overrides: Record<string, unknown> = {}) {
  const ngo = {
    nameOrg: `Kitchen ${id}`,
    name: `Person ${id}`,
    email: `${id}@example.org`,
    time: 'Morning',
    mealno: '20 meals',
    meals: 20,
    address: '1 Main Street',
    city: 'Pune',
    zip: '411001',
    imageUrl: '',
    ownerUid: id,
    verified: true,
    createdAt: new Date(Date.now() - 30 * 86_400_000),
    updatedAt: new Date(Date.now() - 30 * 86_400_000),
    ...overrides,
  };
  return { ...ngo, keywords: searchKeywords(ngo) };
}

function pickupNear(i: number) {
  const lat = Math.round((PUNE.lat + ((i % 7) - 3) * 0.01) * 1e5) / 1e5;
  const lng = Math.round((PUNE.lng + ((i % 5) - 2) * 0.01) * 1e5) / 1e5;
  return { lat, lng, geohash: geohashForLocation([lat, lng], GEOHASH_LENGTH), pin: '411001' };
}

beforeAll(async () => {
  setLogLevel('silent');
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: '127.0.0.1', port: 8080, rules: readFileSync('firestore.rules', 'utf8') },
  });
  await testEnv.clearFirestore();
  visitor = await person('visitor');
  donor = await person('donor');
  ngo = await person('ngo');
  admin = await person('admin');
  people.push(visitor, donor, ngo, admin);
  await signUp(donor, 'donor', 'Asha');
  await signUp(ngo, 'ngo', 'Seva');
  await signUp(admin, 'admin', 'Admin');

  const old = (days: number) => new Date(Date.now() - days * 86_400_000);
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = db.batch();
    batch.set(
      db.doc(`ngoAdmin/${ngo.uid}`),
      ngoDoc(ngo.uid, { nameOrg: 'Seva Kitchen', location: pickupNear(0), radiusKm: 10 }),
    );
    // The directory (/ngoList) and the admin's tables: verified NGOs, NGOs awaiting verification.
    for (let i = 0; i < 60; i += 1) batch.set(db.doc(`ngoAdmin/ngo-${i}`), ngoDoc(`ngo-${i}`));
    for (let i = 0; i < 10; i += 1) batch.set(db.doc(`ngoAdmin/new-${i}`), ngoDoc(`new-${i}`, { verified: false }));
    batch.set(db.doc('stats/impact'), { mealsDelivered: 1200, donationsDelivered: 100, lastDeliveryId: 'old-0' });
    batch.set(db.doc(`admin/${donor.uid}`), {
      name: 'Asha',
      email: 'asha@example.org',
      phone: '9876543210',
      address: '18 Residency Road',
      ownerUid: donor.uid,
      createdAt: old(60),
      updatedAt: old(60),
    });
    for (let i = 0; i < 30; i += 1) {
      batch.set(db.doc(`admin/donor-${i}`), {
        name: `Donor ${i}`,
        email: `donor-${i}@example.org`,
        phone: '9876543210',
        address: '1 Road',
        createdAt: old(40),
        updatedAt: old(40),
      });
      batch.set(db.doc(`contactMessages/m-${i}`), {
        name: `Reader ${i}`,
        email: `r${i}@example.org`,
        subject: 'Hello',
        message: 'A question',
        createdAt: old(i),
      });
      batch.set(db.doc(`newsletter/r${i}@example.org`), { email: `r${i}@example.org`, createdAt: old(i) });
    }
    await batch.commit();
    // The NGO's history (delivered donations stay on its board), some of them the donor's.
    const history = db.batch();
    for (let i = 0; i < NGO_HISTORY; i += 1) {
      const mine = i < DONOR_HISTORY;
      history.set(db.doc(`deliveryInfo/old-${i}`), {
        deliveryLocation: 'Pune pickup',
        phone: '9876543210',
        readyBy: old(i + 1),
        food: 'Rice and dal',
        meals: 12,
        ngoId: ngo.uid,
        ngoName: 'Seva Kitchen',
        donorUid: mine ? donor.uid : `donor-${i % 30}`,
        donorName: mine ? 'Asha' : `Donor ${i % 30}`,
        status: 'delivered',
        mealsServed: 12,
        disposalReason: '',
        createdAt: old(i + 1),
        updatedAt: old(i + 1),
        deliveredAt: old(i + 1),
      });
    }
    await history.commit();
  });
}, 120_000);

afterAll(async () => {
  await testEnv?.cleanup();
  for (const who of people) {
    await who.auth.signOut().catch(() => undefined);
    await deleteApp(who.app).catch(() => undefined);
  }
});

/** The reads, writes and deletes people made while `journey` ran. */
/** Each journey's reads by source ('listen deliveryInfo', 'getDocs ngoAdmin'…), for the breakdown. */
const readsBySource: Record<string, Record<string, number>> = {};

/** The reads by source of `who` while `journey` ran, under `key`. */
async function traced(key: string, who: Person[], journey: () => Promise<void>): Promise<void> {
  const sources = () => {
    const all = new Map<string, number>();
    for (const p of who) for (const [source, t] of p.meter.bySource) all.set(source, (all.get(source) ?? 0) + t.reads);
    return all;
  };
  const before = sources();
  await journey();
  const diff: Record<string, number> = {};
  for (const [source, reads] of sources()) {
    const n = reads - (before.get(source) ?? 0);
    if (n > 0) diff[source] = n;
  }
  readsBySource[key] = diff;
}

async function measure(who: Person[], journey: () => Promise<void>): Promise<Tally> {
  const before = who.map((p) => snapshotOf(p.meter));
  await traced(String(Object.keys(journeys).length), who, journey);
  const total = { reads: 0, writes: 0, deletes: 0 };
  who.forEach((p, i) => {
    const d = since(p.meter, before[i]!);
    total.reads += d.reads;
    total.writes += d.writes;
    total.deletes += d.deletes;
  });
  return total;
}

/** Only what a person's listeners read while `journey` ran. */
async function listenerReads(who: Person, journey: () => Promise<void>): Promise<Tally> {
  const before = who.meter.listenReads;
  await traced(String(Object.keys(journeys).length), [who], journey);
  return { reads: who.meter.listenReads - before, writes: 0, deletes: 0 };
}

type Board = { donations: { id: string; status: string | null }[]; fromCache: boolean };

/** The donor's board: their donations, live. */
function openDonorBoard(): { board: Board; stop: () => void } {
  const board: Board = { donations: [], fromCache: true };
  const stop = donor.donations.watchDonorDonations(
    donor.uid,
    (donations, meta) => {
      board.donations = donations;
      board.fromCache = meta?.fromCache ?? false;
    },
    (error) => {
      throw error;
    },
  );
  return { board, stop };
}

interface NgoBoard {
  addressed: { id: string; status: string | null }[];
  open: { id: string }[];
  addressedFromCache: boolean;
  openFromCache: boolean;
  suspensionHeard: boolean;
}

/**
 * The NGO's screen: its board (donations addressed to it, open offers near it), the top bar's
 * waiting-offers badge (the same two lists again: src/app/layout/WaitingOffers.tsx) and the
 * suspension banner's listener.
 */
function openNgoBoard(): { board: NgoBoard; stop: () => void } {
  const board: NgoBoard = {
    addressed: [],
    open: [],
    addressedFromCache: true,
    openFromCache: true,
    suspensionHeard: false,
  };
  const fail = (error: unknown) => {
    throw error;
  };
  const stops = [
    ngo.donations.watchNgoDonations(
      ngo.uid,
      (donations, meta) => {
        board.addressed = donations;
        board.addressedFromCache = meta?.fromCache ?? false;
      },
      fail,
    ),
    ngo.donations.watchOpenOffersFor(
      ngo.uid,
      (offers, meta) => {
        // 'not-active' or 'no-location' (while its profile is still being read) is not an answer yet.
        board.open = typeof offers === 'string' ? [] : offers;
        board.openFromCache = typeof offers === 'string' || (meta?.fromCache ?? true);
      },
      fail,
    ),
    ngo.donations.watchNgoDonations(ngo.uid, () => undefined, fail),
    ngo.donations.watchOpenOffersFor(ngo.uid, () => undefined, fail),
    ngo.suspensions.watchMySuspension(
      ngo.uid,
      () => {
        board.suspensionHeard = true;
      },
      fail,
    ),
  ];
  return { board, stop: () => stops.forEach((s) => s()) };
}

const boardReady = (board: NgoBoard) => !board.addressedFromCache && !board.openFromCache && board.suspensionHeard;

function donationInput(ngoId: string | null, i: number) {
  return {
    ngoId,
    ngoName: ngoId ? 'Seva Kitchen' : '',
    donorUid: donor.uid,
    food: `Rice and dal ${i}`,
    meals: 12,
    readyBy: new Date(Date.now() + 2 * 3_600_000),
    deliveryLocation: 'Pune pickup',
    phone: '9876543210',
    safety: aSafetyRecord(),
    pickup: asPickup(pickupNear(i + 1)),
  };
}

/** The NGO takes a donation through accept, pickup (the donor reads out the code) and delivery. */
async function handle(id: string, open: boolean, waitFor: (id: string, status: string) => Promise<void>) {
  await ngo.donations.acceptDonation({ id, ngoId: open ? null : ngo.uid }, ngo.uid);
  await waitFor(id, 'accepted');
  const code = await donor.donations.getHandoverCode(id);
  await ngo.donations.markPickedUp({ id, donorUid: donor.uid }, code, true);
  await waitFor(id, 'picked_up');
  await ngo.donations.markDelivered({ id, meals: 12, handoverCode: code }, { mealsServed: 12, disposalReason: '' });
  await waitFor(id, 'delivered');
}

const journeys: Record<string, Tally> = {};

it('counts what each journey reads and writes, and projects a month', async () => {
  // ── a visitor: Home (the live impact figures), then /ngoList's first page ──
  journeys.visitorHome = await measure([visitor], async () => {
    let heard = false;
    const stop = visitor.stats.watchImpact(
      () => {
        heard = true;
      },
      (error) => {
        throw error;
      },
    );
    await until('Home’s impact figures', () => heard);
    stop();
  });
  journeys.visitorNgoList = await measure([visitor], async () => {
    const page = await visitor.directory.listNgos({});
    expect(page.ngos.length).toBeGreaterThan(0);
  });

  // ── a donor offers food to the NGO and follows it to delivery ──
  journeys.donation = await measure([donor, ngo], async () => {
    // Donate Food: the donor's record, their last donation, the NGO chosen, the suspension banner.
    let suspensionHeard = false;
    const stopSuspension = donor.suspensions.watchMySuspension(
      donor.uid,
      () => {
        suspensionHeard = true;
      },
      (error) => {
        throw error;
      },
    );
    await Promise.all([
      donor.donors.getMyDonor(donor.uid),
      donor.donations.getLastDonation(donor.uid),
      donor.ngos.getNgo(ngo.uid),
    ]);
    await until('the suspension banner’s answer', () => suspensionHeard);
    const { id } = await donor.donations.createDonation(donationInput(ngo.uid, 0));
    stopSuspension();
    // Then the donor's board, open until the food is delivered.
    const { board, stop } = openDonorBoard();
    const status = async (donation: string, wanted: string) => {
      await until(`the donor's board to show ${wanted}`, () =>
        board.donations.some((d) => d.id === donation && d.status === wanted),
      );
    };
    await until('the donor’s board', () => !board.fromCache);
    await status(id, 'offered');
    await settled(donor);
    await handle(id, false, status);
    await settled(donor);
    stop();
  });

  journeys.donorBoardOpen = await measure([donor], async () => {
    const { board, stop } = openDonorBoard();
    await until('the donor’s board', () => !board.fromCache);
    stop();
  });

  // ── an NGO's board through a day of offers: its listeners only (the moves are the donation's) ──
  journeys.ngoBoardDay = await listenerReads(ngo, async () => {
    const { board, stop } = openNgoBoard();
    await until('the NGO’s board', () => boardReady(board));
    const sees = (id: string) => board.addressed.some((d) => d.id === id) || board.open.some((d) => d.id === id);
    const status = async (id: string, wanted: string) => {
      await until(`the NGO's board to show ${wanted}`, () =>
        board.addressed.some((d) => d.id === id && d.status === wanted),
      );
    };
    const arrived: { id: string; open: boolean }[] = [];
    for (let i = 1; i <= OFFERS; i += 1) {
      const open = i % 2 === 0;
      const { id } = await donor.donations.createDonation(donationInput(open ? null : ngo.uid, i));
      await until('the offer to reach the NGO’s board', () => sees(id));
      arrived.push({ id, open });
    }
    for (const { id, open } of arrived) await handle(id, open, status);
    await settled(ngo);
    stop();
  });

  journeys.ngoBoardOpen = await measure([ngo], async () => {
    const { board, stop } = openNgoBoard();
    await until('the NGO’s board', () => boardReady(board));
    stop();
  });

  // ── the admin's page: its figures and the first page of every table; one verification ──
  journeys.adminVisit = await measure([admin], async () => {
    await Promise.all([
      admin.ngoAdmin.countNgosWaiting(),
      admin.counts.countDonationsSince(new Date(Date.now() - 86_400_000)),
      admin.counts.countOffersWaiting(new Date()),
      admin.ngoAdmin.listNgoQueue({}),
      admin.ngoAdmin.listNgosToReverify({}),
      admin.donors.listDonors({}),
      admin.ngos.listNgos({ pageSize: 50 }),
      admin.suspensions.listSuspensions({}),
      admin.inbox.listContactMessages({}),
      admin.inbox.listSubscribers({}),
      admin.audit.listAuditEntries(),
    ]);
  });
  journeys.verification = await measure([admin], async () => {
    // With its audit entry and the admin's head, in the same batch.
    await admin.ngoAdmin.setNgoVerification({ id: 'new-0', nameOrg: 'New NGO 0' }, true);
  });

  // ── the impact dashboards, a year each: one read per month that has a roll-up ──
  const year = { to: donor.impactModel.offerMonth(new Date()), from: '' };
  year.from = `${Number(year.to.slice(0, 4)) - 1}-${year.to.slice(5)}`;
  journeys.donorImpactYear = await measure([donor], async () => {
    await donor.impact.getImpactMonths(donor.impactModel.impactScope.donor(donor.uid), year.from, year.to);
  });
  journeys.adminImpactYear = await measure([admin], async () => {
    await admin.impact.getImpactMonths(admin.impactModel.impactScope.all, year.from, year.to);
  });

  const labels = {
    visitorHome: 'a visit to Home (live impact figures)',
    visitorNgoList: 'a visit to /ngoList (first page)',
    donation: 'a donation, offered to delivered (donor, and the NGO’s moves)',
    donorBoardOpen: 'the donor opening their board',
    ngoBoardDay: `an NGO’s board through a day of ${OFFERS} offers (listeners only)`,
    ngoBoardOpen: 'the NGO opening its board',
    adminVisit: 'an admin opening the admin page',
    verification: 'an admin verifying an NGO',
    donorImpactYear: 'a donor’s My impact for a year (13 months asked)',
    adminImpactYear: 'the platform’s impact for a year (admin; 13 months asked)',
  };
  const projection = project(journeys);
  const middle = projection[1]!;
  const generated = [
    `Counted by \`npm run bench\` (tests/bench/cost.bench.test.ts) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    journeyTable(journeys, labels),
    '',
    `A month (${PRICING.daysPerMonth} days) at each volume, priced past the free tier (${PRICING.location}):`,
    '',
    projectionTable(projection),
    '',
    `A day at ${middle.donationsPerDay.toLocaleString('en-US')} donations, by what it is spent on:`,
    '',
    breakdownTable(middle.day),
  ].join('\n');
  console.log(`\n${generated}\n`);
  const bySource = Object.fromEntries(Object.keys(journeys).map((key, i) => [key, readsBySource[String(i)] ?? {}]));
  console.log(
    'Reads by source, per journey:\n' +
      Object.entries(bySource)
        .map(([key, sources]) => `  ${key}: ${JSON.stringify(sources)}`)
        .join('\n'),
  );
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results', 'cost.json'),
    JSON.stringify({ journeys, bySource, assumptions: ASSUMPTIONS, pricing: PRICING, projection }, null, 2),
  );
  const headline = [
    projectionTable(projection),
    '',
    'Counted per journey by `npm run bench` and projected with the assumptions of docs/cost.md.',
  ].join('\n');
  for (const [file, content] of [
    [path.join(ROOT, 'docs', 'cost.md'), generated],
    [path.join(ROOT, 'README.md'), headline],
  ] as const) {
    writeBetween(file, '<!-- cost:begin -->', '<!-- cost:end -->', content);
    // Laid out as `npm run format` would, so the tables do not change under prettier.
    const options = (await prettier.resolveConfig(file)) ?? {};
    writeFileSync(file, await prettier.format(readFileSync(file, 'utf8'), { ...options, filepath: file }));
  }
  for (const tally of Object.values(journeys)) expect(tally.reads + tally.writes).toBeGreaterThan(0);
});
