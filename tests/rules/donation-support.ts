// Shared set-up for the donation rules tests (donations, handover, revocation, stats): donations as
// issue 11 has them — offered in one batch with their handover code, picked up with it, and
// delivered with the public totals when coded.
import {
  collection,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { it } from 'vitest';
import { DONATION_MEALS, HANDOVER_CODE_PATTERN } from '../../src/config/limits.js';
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

export const daysFromNow = (days: number): Timestamp => hoursFromNow(days * 24);

/** What the Donate Food form writes for `donorUid` (no free-text `time`; the account's name). */
export function newDonation(donorUid: string, overrides: DocumentData = {}): DocumentData {
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
    ...overrides,
  };
}

/**
 * Offers food as the app does: the donation and its handover document in one batch (no handover
 * document when `handover` is null). Resolves to the new donation's id.
 */
export async function offerFood(
  db: Firestore,
  data: DocumentData,
  handover: DocumentData | null = { code: CODE },
  id = doc(collection(db, DONATIONS)).id,
): Promise<string> {
  const batch = writeBatch(db);
  batch.set(doc(db, DONATIONS, id), data);
  if (handover !== null) batch.set(doc(db, handoverPath(id)), handover);
  await batch.commit();
  return id;
}

export const STATUSES = ['offered', 'accepted', 'picked_up', 'delivered', 'declined', 'cancelled'] as const;
export type Status = (typeof STATUSES)[number];

const STAMPS: Record<Status, string[]> = {
  offered: [],
  accepted: ['acceptedAt'],
  picked_up: ['acceptedAt', 'pickedUpAt'],
  delivered: ['acceptedAt', 'pickedUpAt', 'deliveredAt'],
  declined: ['declinedAt'],
  cancelled: ['cancelledAt'],
};

/**
 * The documents of a donation in `status` (donor-1 → ngo-1, 12 meals, ready in a day), with the
 * stamps its history would have, for `seed()`. Coded (the default): offered with a handover
 * document, and carrying the code once picked up. `code: null`: a donation from before codes
 * (no handover document, its free-text `time` kept).
 */
export function donationDocs(
  id: string,
  status: Status,
  overrides: DocumentData = {},
  code: string | null = CODE,
): Record<string, DocumentData> {
  const stamps = Object.fromEntries(STAMPS[status].map((stamp) => [stamp, Timestamp.now()]));
  const pickedUp = status === 'picked_up' || status === 'delivered';
  const stored = storedDonation({
    status,
    donorName: displayNameOf(UID.donor),
    ...stamps,
    ...(code !== null && pickedUp ? { handoverCode: code } : {}),
    ...overrides,
  });
  if (code === null) return { [`${DONATIONS}/${id}`]: stored };
  return { [`${DONATIONS}/${id}`]: without(stored, 'time'), [handoverPath(id)]: { code } };
}

// ── the moves, as the app makes them ──────────────────────────────────────────────────────────

export type Move = 'accept' | 'decline' | 'pickUp' | 'deliver' | 'cancel';
export const MOVES: Move[] = ['accept', 'decline', 'pickUp', 'deliver', 'cancel'];
export const NGO_MOVES: Move[] = ['accept', 'decline', 'pickUp', 'deliver'];

/** The status each move starts from (the first one is where the tests seed it). */
export const SOURCES: Record<Move, Status[]> = {
  accept: ['offered'],
  decline: ['offered'],
  pickUp: ['accepted'],
  deliver: ['picked_up'],
  cancel: ['offered', 'accepted'],
};

/** The fields a move writes (pickUp: without the code; `MoveOptions.code` adds it). */
export function change(move: Move): DocumentData {
  const stamp = {
    accept: 'acceptedAt',
    decline: 'declinedAt',
    pickUp: 'pickedUpAt',
    deliver: 'deliveredAt',
    cancel: 'cancelledAt',
  }[move];
  const status = {
    accept: 'accepted',
    decline: 'declined',
    pickUp: 'picked_up',
    deliver: 'delivered',
    cancel: 'cancelled',
  }[move];
  return { status, [stamp]: serverTimestamp(), updatedAt: serverTimestamp() };
}

export interface MoveOptions {
  /** pickUp: the code entered (default CODE; null: none, as for a donation from before codes). */
  code?: unknown;
  /** deliver: the meals the public totals rise by (default 12); null: a plain update, no stats write. */
  stats?: number | null;
  /** More fields written with the move. */
  extra?: DocumentData;
}

/**
 * A move as the app makes it: pickUp writes the code entered; deliver of a coded donation is a
 * batch with stats/impact (increment, as services/donations.ts), an uncoded one a plain update.
 */
export function makeMove(db: Firestore, move: Move, id: string, options: MoveOptions = {}): Promise<void> {
  const { code = CODE, stats = 12, extra = {} } = options;
  const fields = { ...change(move), ...(move === 'pickUp' && code !== null ? { handoverCode: code } : {}), ...extra };
  if (move !== 'deliver' || stats === null) return updateDoc(doc(db, DONATIONS, id), fields);
  const batch = writeBatch(db);
  batch.update(doc(db, DONATIONS, id), fields);
  batch.set(
    doc(db, 'stats', 'impact'),
    { mealsDelivered: increment(stats), donationsDelivered: increment(1), lastDeliveryId: id },
    { merge: true },
  );
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
