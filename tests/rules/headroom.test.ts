// Headroom: how much of the 1,000 expressions Firestore evaluates per request the heaviest
// legitimate requests use. Over the limit, a request is refused like a forbidden one — a real
// donor's offer would fail for no reason anyone could see. The emulator enforces the limit, so it is
// measured by padding: the rule a request is judged by first evaluates `headroomPad()`, a chain of
// `n` trivial comparisons, and the largest n with which the request still succeeds is what it
// leaves. A comparison costs more than one expression, so n is converted by a calibration: the
// largest n a request that evaluates nothing else allows stands for 1,000.
//
// The padded rules are loaded into this file's own emulator project, replacing firestore.rules
// there: so scripts/test.mjs leaves this project out of the coverage report.
//
// By default each heavy request is tried once, padded to leave fewer than FLOOR expressions, and
// must succeed. RULES_HEADROOM=measure searches each one's limit and prints the table
// (docs/security.md, 'Room in the rules').
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesProjectId } from './projects.js';
import {
  createNgoProfile,
  logoUrl,
  FIRESTORE_HOST,
  FIRESTORE_PORT,
  ngoNamePath,
  ngoProfile,
  ROOT,
  setupRulesEnv,
  signedInAs,
  storedDonation,
  UID,
} from './support';
import { confirmDay, createSeries, dayDonation, istDay, newSeries, storedSeries } from './series-support';
import { DONATIONS, PUNE_PICKUP, PUNE_PLACE, donationDocs, makeMove, newDonation, offerFood } from './donation-support';

const t = setupRulesEnv();

/** Expressions each heavy request must leave unused (of 1,000). */
const FLOOR = 400;
const MEASURE = process.env.RULES_HEADROOM === 'measure';

const RULES = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
const OPEN = 'match /databases/{database}/documents {';

/**
 * `n` comparisons joined by &&, as a balanced tree: a chain as long as that is too deep for the
 * rules compiler ('Expression is too complex to evaluate safely').
 */
function comparisons(n: number): string {
  if (n === 0) return 'true';
  if (n === 1) return '1 < 2';
  const half = Math.floor(n / 2);
  return `(${comparisons(half)}) && (${comparisons(n - half)})`;
}

/** firestore.rules with `headroomPad()` (n comparisons) first in the rule that `anchor` starts. */
function padded(anchor: string, n: number): string {
  const at = RULES.indexOf(anchor);
  if (at < 0 || RULES.indexOf(anchor, at + 1) >= 0) throw new Error(`'${anchor}' is not one place in firestore.rules`);
  const condition = comparisons(n);
  const withRule = RULES.slice(0, at) + anchor.replace('if ', 'if headroomPad() && ') + RULES.slice(at + anchor.length);
  return withRule.replace(
    OPEN,
    `${OPEN}\n    function headroomPad() { return ${condition}; }\n    match /headroom/{id} { allow get: if headroomPad(); }`,
  );
}

const projectId = rulesProjectId('headroom.test.ts');
async function load(rules: string): Promise<void> {
  const res = await fetch(
    `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!res.ok) throw new Error(`The emulator refused the padded rules: ${res.status} ${await res.text()}`);
}

interface HeavyRequest {
  name: string;
  /** The start of the rule that judges it (one place in firestore.rules): the pad goes after its 'if '. */
  anchor: string;
  /** Data the request needs, written with the rules off. */
  arrange?: () => Promise<void>;
  /** The request, as the app makes it. */
  act: (db: (who: Parameters<typeof t.db>[0]) => Firestore) => Promise<unknown>;
}

/** A profile with every optional field filled: the most a profile's rules check. */
const fullProfile = (uid: string, overrides: DocumentData = {}): DocumentData =>
  ngoProfile(uid, {
    imageUrl: logoUrl({ owner: uid }),
    keywords: Array.from({ length: 2 }, (_, i) => `word${i}`),
    location: { ...PUNE_PLACE },
    radiusKm: 10,
    phone: '9876543210',
    whatsapp: '9876543210',
    registrationId: 'MH/2019/0123456',
    acceptsVegOnly: false,
    ...overrides,
  });

const OFFER = '      allow create: if validOffer(';
const SERIES_ID = 'series-headroom';
const NEW_NGO = 'ngo-headroom';

/** A new NGO account creating its full profile and its name, as the profile form does. */
const NEW_PROFILE: Pick<HeavyRequest, 'arrange' | 'act'> = {
  arrange: () =>
    t.seed({
      [`users/${NEW_NGO}`]: { role: 'ngo', displayName: 'New', email: `${NEW_NGO}@example.org`, createdAt: new Date() },
    }),
  act: (db) =>
    createNgoProfile(db(signedInAs(NEW_NGO)), NEW_NGO, {
      ...fullProfile(NEW_NGO, { verified: false, nameOrg: 'Headroom Food Bank' }),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
};

/** The NGO's volunteer, with the run of donation d1 assigned to them. */
const VOLUNTEER_RUN: Record<string, DocumentData> = {
  'members/vol-1': {
    ngoId: UID.ngo,
    role: 'volunteer',
    name: 'Ravi Kumar',
    phone: '9876500011',
    languages: ['hi'],
    vehicle: 'none',
    inviteId: 'seeded',
    joinedAt: Timestamp.now(),
  },
  'runs/d1': { ngoId: UID.ngo, state: 'assigned', volunteerUid: 'vol-1' },
};

const HEAVY: HeavyRequest[] = [
  {
    name: 'a donation offered to an NGO (with the donor’s FSSAI number)',
    anchor: OFFER,
    act: (db) => offerFood(db('donor'), newDonation(UID.donor, { donorFssai: '12345678901234' })),
  },
  {
    name: "a donation offered: its handover code's rule (the food-safety record)",
    anchor: '        allow create: if isDonor()\n          && !exists(donationPath(id))',
    act: (db) => offerFood(db('donor'), newDonation(UID.donor)),
  },
  {
    name: 'an open offer to any NGO nearby',
    anchor: OFFER,
    act: (db) => offerFood(db('donor'), newDonation(UID.donor, { ngoId: null, ngoName: '' })),
  },
  {
    name: "a veg offer to a 'veg only' NGO",
    anchor: OFFER,
    arrange: () => t.seed({ [`ngoAdmin/${UID.ngo}`]: fullProfile(UID.ngo, { acceptsVegOnly: true }) }),
    act: (db) => offerFood(db('donor'), newDonation(UID.donor, { diet: 'veg' })),
  },
  {
    name: 'an NGO profile created, with its name',
    anchor: '      allow create: if isNgo()\n        && id == request.auth.uid',
    ...NEW_PROFILE,
  },
  {
    name: "an NGO profile created: its name's rule (the profile's other fields)",
    anchor: "      allow create: if request.resource.data.keys().hasOnly(['ngoId'])",
    ...NEW_PROFILE,
  },
  {
    name: 'a verified NGO renamed (re-verification, names swapped)',
    anchor: '      allow update: if isSignedIn() && validNgoEdit(',
    arrange: () =>
      t.seed({ [`ngoAdmin/${UID.ngo}`]: fullProfile(UID.ngo), [ngoNamePath(`Org of ${UID.ngo}`)]: { ngoId: UID.ngo } }),
    act: (db) => {
      const ngo = db('ngo');
      const batch = writeBatch(ngo);
      batch.update(doc(ngo, 'ngoAdmin', UID.ngo), {
        nameOrg: 'Renamed Food Bank',
        verified: false,
        reverify: true,
        updatedAt: serverTimestamp(),
      });
      batch.set(doc(ngo, ngoNamePath('Renamed Food Bank')), { ngoId: UID.ngo });
      batch.delete(doc(ngo, ngoNamePath(`Org of ${UID.ngo}`)));
      return batch.commit();
    },
  },
  {
    name: 'a regular offer created (to an NGO, with the count of series)',
    anchor: '      allow create: if isDonor() && !isSuspended()\n        && validSeriesKeys(',
    act: (db) => createSeries(db('donor'), UID.donor, newSeries()),
  },
  {
    name: "a regular offer created: its count's rule (the series' food)",
    anchor: '      allow create, update: if isSignedIn() && request.auth.uid == uid && !isSuspended()',
    act: (db) => createSeries(db('donor'), UID.donor, newSeries()),
  },
  {
    name: 'a day of an accepted series confirmed (the donation arrives accepted)',
    anchor: OFFER,
    arrange: () => t.seed({ [`series/${SERIES_ID}`]: storedSeries({ arrangement: 'accepted' }) }),
    act: (db) =>
      confirmDay(
        db('donor'),
        SERIES_ID,
        istDay(1),
        dayDonation(SERIES_ID, istDay(1), storedSeries({ arrangement: 'accepted' })),
      ),
  },
  {
    name: "a day of an accepted series confirmed: the day's rule (checks it against the series)",
    anchor: '        allow create: if byDonor(',
    arrange: () => t.seed({ [`series/${SERIES_ID}`]: storedSeries({ arrangement: 'accepted' }) }),
    act: (db) =>
      confirmDay(
        db('donor'),
        SERIES_ID,
        istDay(1),
        dayDonation(SERIES_ID, istDay(1), storedSeries({ arrangement: 'accepted' })),
      ),
  },
  {
    name: 'an open offer accepted by an NGO',
    anchor: '      allow update: if moveTo(',
    arrange: () =>
      t.seed({ [`${DONATIONS}/o1`]: storedDonation({ ngoId: null, ngoName: '', pickup: { ...PUNE_PICKUP } }) }),
    act: (db) => makeMove(db('ngo'), 'accept', 'o1', { extra: { ngoId: UID.ngo, ngoName: `Org of ${UID.ngo}` } }),
  },
  {
    name: 'a donation delivered (the public totals raised)',
    anchor: '      allow update: if moveTo(',
    arrange: () =>
      t.seed({
        // With its stamps and food-safety record: the roll-ups count both waits and its weight.
        ...donationDocs('d1', 'picked_up'),
        'stats/impact': { mealsDelivered: 100, donationsDelivered: 10, lastDeliveryId: 'd0' },
      }),
    act: (db) => makeMove(db('ngo'), 'deliver', 'd1'),
  },
  {
    name: 'a donation picked up with its code and checks by the volunteer of its run (the NGO’s record counts it)',
    anchor: '      allow update: if moveTo(',
    arrange: () => t.seed({ ...donationDocs('d1', 'accepted'), ...VOLUNTEER_RUN }),
    act: (db) => makeMove(db({ uid: 'vol-1' }), 'pickUp', 'd1'),
  },
  {
    name: 'a no-show recorded by a coordinator (the NGO’s record counts it)',
    anchor: '      allow update: if moveTo(',
    arrange: () =>
      t.seed({
        ...donationDocs('d1', 'accepted', { useBy: Timestamp.fromMillis(Date.now() - 3_600_000) }),
        'members/vol-1': { ...VOLUNTEER_RUN['members/vol-1'], role: 'coordinator' },
      }),
    act: async (db) => {
      const coordinator = db({ uid: 'vol-1' });
      const batch = writeBatch(coordinator);
      batch.update(doc(coordinator, DONATIONS, 'd1'), {
        status: 'missed',
        missedAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      batch.set(
        doc(coordinator, 'ngoRecords', UID.ngo),
        { noShows: increment(1), lastDonationId: 'd1' },
        { merge: true },
      );
      return batch.commit();
    },
  },
  {
    name: 'a donation delivered by the volunteer its run is assigned to (the totals raised)',
    anchor: '      allow update: if moveTo(',
    arrange: () =>
      t.seed({
        // With its stamps and food-safety record: the roll-ups count both waits and its weight.
        ...donationDocs('d1', 'picked_up'),
        'stats/impact': { mealsDelivered: 100, donationsDelivered: 10, lastDeliveryId: 'd0' },
        ...VOLUNTEER_RUN,
      }),
    act: (db) => makeMove(db({ uid: 'vol-1' }), 'deliver', 'd1'),
  },
  {
    name: "a donation delivered by the volunteer of its run: its roll-ups' rule (the platform's checks the others)",
    anchor: '      allow create, update: if isSignedIn() && rollUp(',
    arrange: () =>
      t.seed({
        ...donationDocs('d1', 'picked_up'),
        'stats/impact': { mealsDelivered: 100, donationsDelivered: 10, lastDeliveryId: 'd0' },
        ...VOLUNTEER_RUN,
      }),
    act: (db) => makeMove(db({ uid: 'vol-1' }), 'deliver', 'd1'),
  },
];

/** Whether `attempt` succeeds with `n` comparisons padded into the rule at `anchor`. */
async function passes(anchor: string, n: number, request: HeavyRequest | null): Promise<boolean> {
  await load(padded(anchor, n));
  await t.reset(); // each step of a search starts from the same data
  if (request?.arrange) await request.arrange();
  try {
    if (request) await request.act(t.db);
    else await getDoc(doc(t.db('visitor'), 'headroom', 'x'));
    return true;
  } catch {
    return false;
  }
}

/** The largest n in [0, 2000] with which the request succeeds (it must succeed with 0). */
async function largestPad(anchor: string, request: HeavyRequest | null): Promise<number> {
  let low = 0;
  let high = 2000;
  if (!(await passes(anchor, low, request))) return -1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (await passes(anchor, mid, request)) low = mid;
    else high = mid - 1;
  }
  return low;
}

describe('room in the rules: the heaviest legitimate requests leave expressions unused', () => {
  let perThousand = 0;
  const rows: string[] = [];

  beforeAll(async () => {
    // A get of headroom/x evaluates headroomPad() and nothing else.
    perThousand = await largestPad(OFFER, null);
  }, 120_000);

  afterAll(async () => {
    await load(RULES);
    if (MEASURE) console.log(['| request | expressions used | left |', '| --- | ---: | ---: |', ...rows].join('\n'));
  });

  it('the calibration finds the limit', () => {
    expect(perThousand).toBeGreaterThan(100);
  });

  for (const request of HEAVY) {
    it(`${request.name}: at least ${FLOOR} of 1,000 left`, async () => {
      if (MEASURE) {
        const n = await largestPad(request.anchor, request);
        expect(n, `${request.name} fails without padding`).toBeGreaterThanOrEqual(0);
        const left = Math.round((n / perThousand) * 1000);
        rows.push(`| ${request.name} | ${1000 - left} | ${left} |`);
        expect(left).toBeGreaterThanOrEqual(FLOOR);
      } else {
        expect(await passes(request.anchor, 0, request), `${request.name} fails without padding`).toBe(true);
        const n = Math.ceil((FLOOR / 1000) * perThousand);
        expect(await passes(request.anchor, n, request), `${request.name} with ${FLOOR} expressions taken`).toBe(true);
      }
    }, 120_000);
  }
});
