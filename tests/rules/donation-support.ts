// Shared set-up for the donation rules tests (donations, food-safety, handover, revocation, stats):
// donations as issues 11 and 13 have them — offered in one batch with their handover code and a
// food-safety record, picked up with the code and the volunteer's checks, refused at pickup or
// delivered with the meals served and the public totals when coded.
import {
  collection,
  doc,
  getDoc,
  increment,
  limit,
  query,
  where,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { it } from 'vitest';
import { PICKUP_CHECKS } from '../../src/config/food-safety.js';
import { CONTACT_KEEP_DAYS, DONATION_MEALS, HANDOVER_CODE_PATTERN, IMPACT } from '../../src/config/limits.js';
import { expectRule, hoursFromNow, storedDonation, Timestamp, UID, verdict, without } from './support';

export const DONATIONS = 'deliveryInfo';

/** The code every seeded donation's handover document holds. */
export const CODE = '4821';
/** A code of the right shape that is not the donation's. */
export const WRONG_CODE = '4812';

/** The display name of a seeded account (tests/rules/support.ts seeds users/{uid} with it). */
export const displayNameOf = (uid: string): string => `User ${uid}`;

/** The path of a donation's handover document. */
export const handoverPath = (id: string): string => `${DONATIONS}/${id}/private/handover`;

/** The path of the NGO's latest try at a donation's pickup code. */
export const guessPath = (id: string): string => `${DONATIONS}/${id}/private/guess`;

/** The path of a donation's contact document: the donor's phone and pickup address. */
export const contactPath = (id: string): string => `${DONATIONS}/${id}/private/contact`;

const DAY_MS = 86_400_000;

/**
 * The contact document the app writes beside a new donation `data`: its donor, phone and address,
 * and `expireAt` = the food's use-by + CONTACT_KEEP_DAYS (no expireAt when `data` has no use-by).
 */
export function contactOf(data: DocumentData): DocumentData {
  const useBy: unknown = data.useBy;
  return {
    donorUid: data.donorUid,
    phone: data.phone,
    deliveryLocation: data.deliveryLocation,
    ...(useBy instanceof Timestamp
      ? { expireAt: Timestamp.fromMillis(useBy.toMillis() + CONTACT_KEEP_DAYS * DAY_MS) }
      : {}),
  };
}

/** `data` without the phone and address, as a new donation is stored (they go to its contact). */
export const withoutContact = (data: DocumentData): DocumentData => without(data, 'phone', 'deliveryLocation');

/** The NGO's tries at none, as the donor writes them with the offer and with each new code. */
export const noTries = (donorUid: string): DocumentData => ({ donorUid, tries: 0 });

/**
 * The NGO records its try at the code, as the app does before a pickup (one more try counted),
 * naming the donation's donor (the seeded donations' donor unless told).
 */
export function tryCode(db: Firestore, id: string, code: unknown, donorUid: string = UID.donor): Promise<void> {
  return setDoc(
    doc(db, guessPath(id)),
    { code, donorUid, tries: increment(1), at: serverTimestamp() },
    { merge: true },
  );
}

export const daysFromNow = (days: number): Timestamp => hoursFromNow(days * 24);

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The keys of a food-safety record as stored (preparedAt for every kind but packaged, labelUseBy for packaged). */
export const RECORD_KEYS = [
  'kind',
  'diet',
  'storage',
  'allergens',
  'preparedAt',
  'labelUseBy',
  'useBy',
  'weightKg',
  'containers',
  'notes',
] as const;

/**
 * A food-safety record as the Donate Food form writes it: cooked rice and dal kept chilled, made an
 * hour ago, so safe for the 24 hours SAFE_HOURS gives it — its use-by a minute inside that window
 * (about 23 hours from now), after the default readyBy (5 hours from now).
 */
export function safetyRecord(overrides: DocumentData = {}): DocumentData {
  const preparedAt = Date.now() - HOUR_MS;
  return {
    kind: 'cooked',
    diet: 'veg',
    storage: 'chilled',
    allergens: ['milk'],
    preparedAt: Timestamp.fromMillis(preparedAt),
    useBy: Timestamp.fromMillis(preparedAt + 24 * HOUR_MS - MINUTE_MS),
    weightKg: 8,
    containers: 'donor',
    notes: '',
    ...overrides,
  };
}

/**
 * The record of packaged food whose label's use-by is `labelDays` from now (default 700, inside the
 * 730 allowed): no preparation time; its use-by is the label's date. Far enough ahead for any
 * readyBy within a week.
 */
export function packagedRecord(labelDays = 700, overrides: DocumentData = {}): DocumentData {
  const label = daysFromNow(labelDays);
  return without(
    safetyRecord({ kind: 'packaged', storage: 'room', labelUseBy: label, useBy: label, ...overrides }),
    'preparedAt',
  );
}

/** A pickup place in Pune (PIN 411001), as the app stores it (docs/geo.md). */
/** A place in Pune, as an NGO's location stores it. */
export const PUNE_PLACE = Object.freeze({ lat: 18.5296, lng: 73.876, geohash: 'tek93j4yex', pin: '411001' });

/** The same place as a donation's pickup: with its whole-degree cell (18° N, 73° E). */
export const PUNE_PICKUP = Object.freeze({ ...PUNE_PLACE, cell: 1873 });

/** Mumbai (PIN 400001), where the test NGOs work from (ngoProfile): the cell west of Pune's. */
export const MUMBAI_CELL = 1872;

/**
 * The open offers a verified NGO may list: pickups in cells around its place, a range on the
 * pickup's geohash, bounded both ways, a page at a time (the board's query, one per range of
 * coverRanges). The test NGOs work from Mumbai: Pune's cell is one of their neighbours.
 */
export function openOffersNear(
  db: Firestore,
  [start, end]: readonly [string, string] = ['tek', 'tek~'],
  pageSize = 20,
  cells: readonly number[] = [PUNE_PICKUP.cell, MUMBAI_CELL],
) {
  return query(
    collection(db, DONATIONS),
    where('ngoId', '==', null),
    where('status', '==', 'offered'),
    where('pickup.cell', 'in', [...cells]),
    where('pickup.geohash', '>=', start),
    where('pickup.geohash', '<=', end),
    limit(pageSize),
  );
}

/**
 * What the Donate Food form writes for `donorUid` (no free-text `time`; the account's name) with
 * its food-safety `record` (default `safetyRecord()`; `packagedRecord()` for one without preparedAt).
 */
export function newDonation(
  donorUid: string,
  overrides: DocumentData = {},
  record: DocumentData = safetyRecord(),
): DocumentData {
  return {
    deliveryLocation: '18 Residency Road',
    phone: '9876543210',
    readyBy: hoursFromNow(5),
    food: 'Rice and dal',
    meals: 12,
    ngoId: UID.ngo,
    ngoName: `Org of ${UID.ngo}`,
    donorUid,
    donorName: displayNameOf(donorUid),
    status: 'offered',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    pickup: { ...PUNE_PICKUP },
    ...record,
    ...overrides,
  };
}

/**
 * Offers food as the app does: the donation, its handover document and the NGO's tries at none in
 * one batch (no handover document when `handover` is null, no tries when `guess` is null).
 * Resolves to the new donation's id.
 */
export async function offerFood(
  db: Firestore,
  data: DocumentData,
  handover: DocumentData | null = { code: CODE },
  id = doc(collection(db, DONATIONS)).id,
  guess: DocumentData | null = typeof data.donorUid === 'string' ? noTries(data.donorUid) : null,
  contact: DocumentData | null | 'from data' = 'from data',
): Promise<string> {
  const batch = writeBatch(db);
  // By default the phone and address in `data` go to the contact document, as the app writes them.
  batch.set(doc(db, DONATIONS, id), contact === 'from data' ? withoutContact(data) : data);
  if (handover !== null) batch.set(doc(db, handoverPath(id)), handover);
  if (guess !== null) batch.set(doc(db, guessPath(id)), guess);
  const contactDoc = contact === 'from data' ? contactOf(data) : contact;
  if (contactDoc !== null) batch.set(doc(db, contactPath(id)), contactDoc);
  await batch.commit();
  return id;
}

export const STATUSES = [
  'offered',
  'accepted',
  'picked_up',
  'delivered',
  'declined',
  'cancelled',
  'refused',
  'missed',
] as const;
export type Status = (typeof STATUSES)[number];

const STAMPS: Record<Status, string[]> = {
  offered: [],
  accepted: ['acceptedAt'],
  picked_up: ['acceptedAt', 'pickedUpAt'],
  delivered: ['acceptedAt', 'pickedUpAt', 'deliveredAt'],
  declined: ['declinedAt'],
  cancelled: ['cancelledAt'],
  refused: ['acceptedAt', 'refusedAt'],
  missed: ['acceptedAt', 'missedAt'],
};

/**
 * The fields a donation's history wrote by `status`, if it has a food-safety record: the pickup
 * checks once picked up, all its meals served once delivered, a reason once refused.
 */
function historyOf(status: Status, meals: unknown, record: boolean): DocumentData {
  return {
    ...(record && (status === 'picked_up' || status === 'delivered') ? { pickupChecks: [...PICKUP_CHECKS] } : {}),
    ...(record && status === 'delivered' ? { mealsServed: meals, disposalReason: '' } : {}),
    ...(status === 'refused' ? { refusalReason: 'spoiled', refusalNote: '' } : {}),
  };
}

/**
 * The documents of a donation in `status` (donor-1 → ngo-1, 12 meals), with the stamps its history
 * would have, for `seed()`. Coded (the default): offered with a handover document, carrying the code
 * once picked up, and with a food-safety record (`safetyRecord()`, ready in 5 hours) unless `record`
 * is false (a donation between pickup codes and the record). `code: null`: a donation from before
 * codes (no handover document, its free-text `time` kept, ready in a day, no record).
 */
export function donationDocs(
  id: string,
  status: Status,
  overrides: DocumentData = {},
  code: string | null = CODE,
  record: boolean = code !== null,
): Record<string, DocumentData> {
  const stamps = Object.fromEntries(STAMPS[status].map((stamp) => [stamp, Timestamp.now()]));
  const pickedUp = status === 'picked_up' || status === 'delivered';
  const base = storedDonation({
    status,
    donorName: displayNameOf(UID.donor),
    ...(record ? { readyBy: hoursFromNow(5), ...safetyRecord() } : {}),
    ...stamps,
    ...(code !== null && pickedUp ? { handoverCode: code } : {}),
    ...overrides,
  });
  const stored = { ...base, ...historyOf(status, base.meals, record), ...overrides };
  if (code === null) return { [`${DONATIONS}/${id}`]: stored };
  return { [`${DONATIONS}/${id}`]: without(stored, 'time'), [handoverPath(id)]: { code } };
}

// ── the moves, as the app makes them ──────────────────────────────────────────────────────────

export type Move = 'accept' | 'decline' | 'pickUp' | 'refuse' | 'deliver' | 'cancel';
export const MOVES: Move[] = ['accept', 'decline', 'pickUp', 'refuse', 'deliver', 'cancel'];
export const NGO_MOVES: Move[] = ['accept', 'decline', 'pickUp', 'refuse', 'deliver'];

/** The status each move starts from (the first one is where the tests seed it). */
export const SOURCES: Record<Move, Status[]> = {
  accept: ['offered'],
  decline: ['offered'],
  pickUp: ['accepted'],
  refuse: ['accepted'],
  deliver: ['picked_up'],
  cancel: ['offered', 'accepted'],
};

/**
 * The fields a move writes: its status, its stamp and updatedAt, then (refuse) a reason and an
 * empty note. pickUp without the code and checks, deliver without the meals served: `makeMove`
 * adds them.
 */
export function change(move: Move): DocumentData {
  const stamp = {
    accept: 'acceptedAt',
    decline: 'declinedAt',
    pickUp: 'pickedUpAt',
    refuse: 'refusedAt',
    deliver: 'deliveredAt',
    cancel: 'cancelledAt',
  }[move];
  const status = {
    accept: 'accepted',
    decline: 'declined',
    pickUp: 'picked_up',
    refuse: 'refused',
    deliver: 'delivered',
    cancel: 'cancelled',
  }[move];
  return {
    status,
    [stamp]: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...(move === 'refuse' ? { refusalReason: 'spoiled', refusalNote: '' } : {}),
  };
}

export interface MoveOptions {
  /** pickUp: the code entered (default CODE; null: none, as for a donation from before codes). */
  code?: unknown;
  /**
   * pickUp: record the code entered as the NGO's try first, in a write of its own, as the app does
   * (default true; false: the pickup alone, as an attacker skipping the count would).
   */
  guess?: boolean;
  /** pickUp: the checks the volunteer confirmed (default all of PICKUP_CHECKS; null: none written). */
  checks?: unknown;
  /**
   * deliver: the meals served (default 12, all of a seeded donation's); null: none written (a
   * donation without a record). Written with `disposal`.
   */
  served?: number | null;
  /** deliver: why the rest of the meals went to disposal (default ''). */
  disposal?: string;
  /** deliver: the meals the public totals rise by (default: those served, or 12); null: a plain update, no stats write. */
  stats?: number | null;
  /**
   * pickUp, refuse, cancel: count the move in the NGO's (or, a cancel after acceptance, the
   * donor's) record in the same batch, as the app does (default true; false: the move alone).
   */
  record?: boolean;
  /**
   * accept, a coded deliver: count the move in the donation's monthly roll-ups (impact/…) in the
   * same batch, as the app does (default true; false: the move without them).
   */
  rollUps?: boolean;
  /** More fields written with the move. */
  extra?: DocumentData;
}

/** 'yyyy-mm' of a moment in India's time (UTC+5:30): the month of a donation's roll-ups. */
export const monthIst = (at: Date): string =>
  new Date(at.getTime() + IMPACT.utcOffsetMinutes * 60_000).toISOString().slice(0, 7);

/** The histogram bucket of a wait, as firestore.rules' waitBucket: 'm' and its lower bound in minutes. */
export function waitBucket(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `m${[...IMPACT.waitBuckets].reverse().find((minutes) => seconds >= minutes * 60) ?? 0}`;
}

/**
 * The roll-ups a move counts in, as services/impact.ts writes them: an accept adds one accepted
 * offer; a coded delivery one delivery, its meals (`meals`), weight and waits (and, for a day that
 * arrived accepted, the accepted offer). One for the platform, the NGO (`ngoId`: the one accepting
 * an open offer) and the donor, in the month of the offer. Read as `db` sees the donation.
 */
export async function rollUpsOf(
  db: Firestore,
  move: Move,
  id: string,
  { meals = 12, ngoId }: { meals?: number; ngoId?: unknown } = {},
): Promise<{ path: string; data: DocumentData }[]> {
  if (move !== 'accept' && move !== 'deliver') return [];
  const stored = await getDoc(doc(db, DONATIONS, id)).then(
    (snap) => snap.data(),
    () => undefined,
  );
  if (!(stored?.createdAt instanceof Timestamp)) return [];
  const at = (field: string) => (stored[field] instanceof Timestamp ? (stored[field] as Timestamp).toMillis() : null);
  const figures: DocumentData = {};
  if (move === 'accept') figures.accepted = increment(1);
  else {
    const [created, accepted, pickedUp] = [at('createdAt'), at('acceptedAt'), at('pickedUpAt')];
    Object.assign(figures, { delivered: increment(1), meals: increment(meals), kg: increment(stored.weightKg ?? 0) });
    if (accepted === created) figures.accepted = increment(1);
    else if (created !== null && accepted !== null)
      figures.acceptWait = { [waitBucket(accepted - created)]: increment(1) };
    if (accepted !== null && pickedUp !== null)
      figures.pickupWait = { [waitBucket(pickedUp - accepted)]: increment(1) };
  }
  const month = monthIst(stored.createdAt.toDate());
  const scopes = ['all', `n-${String(ngoId ?? stored.ngoId ?? UID.ngo)}`];
  if (typeof stored.donorUid === 'string') scopes.push(`d-${stored.donorUid}`);
  const lastStep = `${id}/${move === 'accept' ? 'accepted' : 'delivered'}`;
  return scopes.map((scope) => ({
    path: `impact/${scope}~${month}`,
    data: { scope, month, ...figures, lastDonationId: id, lastStep },
  }));
}

/** The path of an NGO's record of pickups, and of a donor's own record. */
export const ngoRecordPath = (ngoId: string): string => `ngoRecords/${ngoId}`;
export const donorRecordPath = (uid: string): string => `donorRecords/${uid}`;

/**
 * The record a move counts in, as services/donation-moves.ts writes it (null: none): a pickup or a
 * refusal in its NGO's `collected`, a no-show in its `noShows`, a cancel of an accepted donation in
 * the donor's `lateCancels`. The donation is read first as `db` sees it (the seeded NGO when it
 * cannot read it: the move is refused then anyway).
 */
export async function recordOf(
  db: Firestore,
  move: Move | 'miss',
  id: string,
): Promise<{ path: string; data: DocumentData } | null> {
  if (move !== 'pickUp' && move !== 'refuse' && move !== 'cancel' && move !== 'miss') return null;
  const stored = await getDoc(doc(db, DONATIONS, id)).then(
    (snap) => snap.data(),
    () => undefined,
  );
  if (move === 'cancel') {
    return stored?.status === 'accepted'
      ? { path: donorRecordPath(String(stored.donorUid)), data: { lateCancels: increment(1), lastDonationId: id } }
      : null;
  }
  const count = move === 'miss' ? 'noShows' : 'collected';
  return {
    path: ngoRecordPath(String(stored?.ngoId ?? UID.ngo)),
    data: { [count]: increment(1), lastDonationId: id },
  };
}

/**
 * A move as the app makes it: pickUp writes the code entered and the volunteer's checks; deliver
 * writes the meals served (and why the rest went to disposal), and of a coded donation is a batch
 * with stats/impact (increment, as services/donation-moves.ts), of an uncoded one a plain update.
 */
export async function makeMove(db: Firestore, move: Move, id: string, options: MoveOptions = {}): Promise<void> {
  const { code = CODE, guess = true, checks = [...PICKUP_CHECKS], served = 12, disposal = '', extra = {} } = options;
  if (move === 'pickUp' && code !== null && guess) await tryCode(db, id, code);
  const { stats = served ?? 12 } = options;
  const fields = {
    ...change(move),
    ...(move === 'pickUp' && code !== null ? { handoverCode: code } : {}),
    ...(move === 'pickUp' && checks !== null ? { pickupChecks: checks } : {}),
    ...(move === 'deliver' && served !== null ? { mealsServed: served, disposalReason: disposal } : {}),
    ...extra,
  };
  const record = options.record === false ? null : await recordOf(db, move, id);
  if (record !== null) {
    const batch = writeBatch(db);
    batch.update(doc(db, DONATIONS, id), fields);
    batch.set(doc(db, record.path), record.data, { merge: true });
    return batch.commit();
  }
  const coded = move === 'accept' || (move === 'deliver' && stats !== null);
  const rollUps =
    options.rollUps === false || !coded
      ? []
      : await rollUpsOf(db, move, id, { meals: stats ?? 12, ngoId: extra.ngoId });
  if (rollUps.length === 0 && (move !== 'deliver' || stats === null)) return updateDoc(doc(db, DONATIONS, id), fields);
  const batch = writeBatch(db);
  batch.update(doc(db, DONATIONS, id), fields);
  if (move === 'deliver' && stats !== null) {
    batch.set(
      doc(db, 'stats', 'impact'),
      { mealsDelivered: increment(stats), donationsDelivered: increment(1), lastDeliveryId: id },
      { merge: true },
    );
  }
  for (const { path, data } of rollUps) batch.set(doc(db, path), data, { merge: true });
  return batch.commit();
}

// ── drift guards: src/config/limits.js against firestore.rules ───────────────────────────────

/** Meals in one donation: a whole number from DONATION_MEALS.min to DONATION_MEALS.max. */
export function itLimitsDonationMeals(write: (meals: number) => Promise<unknown>): void {
  const { min, max } = DONATION_MEALS;
  it(`meals: ${min} to ${max} allowed, ${min - 1} and ${max + 1} denied (DONATION_MEALS)`, async () => {
    await expectRule(false, write(min - 1));
    await expectRule(false, write(max + 1));
    await expectRule(true, write(min));
    await expectRule(true, write(max));
  });
}

/** Edge cases of the handover code: the rules accept exactly those HANDOVER_CODE_PATTERN accepts. */
const CODE_CASES = [
  '0000',
  '9999',
  '4821',
  '482',
  '48210',
  '48a1',
  ' 4821',
  '4821 ',
  '4821\n',
  '४८२१', // Devanagari digits
  '٤٨٢١', // Arabic-Indic digits
  '',
];

export function itMatchesHandoverCodePattern(write: (code: string) => Promise<unknown>): void {
  it('code: the rules accept exactly what HANDOVER_CODE_PATTERN accepts', async () => {
    for (const code of CODE_CASES) {
      const allowed = HANDOVER_CODE_PATTERN.test(code);
      try {
        await expectRule(allowed, write(code));
      } catch (error) {
        throw new Error(`${JSON.stringify(code)} should be ${verdict(allowed)}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  });
}
