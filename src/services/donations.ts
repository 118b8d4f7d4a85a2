import {
  Timestamp,
  addDoc,
  collection,
  doc,
  getDocFromServer,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { LENGTH, LIST_LIMIT } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { storedDate, storedText } from './stored';
import { db } from './db';
import { errorCode, toFailure } from './errors';
import { getNgo } from './ngos';
import { assertOnline } from './offline';

export const DONATION_STATUSES = ['offered', 'accepted', 'picked_up', 'delivered', 'declined', 'cancelled'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** A donation (collection `deliveryInfo`). Legacy documents hold only deliveryLocation, phone and time. */
export interface Donation {
  id: string;
  deliveryLocation: string;
  phone: string;
  /** The 'by when' as text (the earlier app's field). */
  time: string;
  readyBy: Date | null;
  food: string;
  meals: number | null;
  ngoId: string | null;
  ngoName: string;
  donorUid: string | null;
  donorName: string;
  /** Legacy documents have no status; they read as null. */
  status: DonationStatus | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** When each move of the lifecycle happened (null until it does). */
  acceptedAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  declinedAt: Date | null;
  cancelledAt: Date | null;
}

/** What the Donate Food form sends, with who gives and who receives. */
export interface DonationInput {
  /** The NGO profile's id, or null for an open offer to any verified NGO. */
  ngoId: string | null;
  ngoName: string;
  donorUid: string;
  donorName: string;
  food: string;
  meals: number;
  readyBy: Date;
  /** The 'by when' as people read it, stored beside readyBy for the earlier app (the screen formats it). */
  time: string;
  deliveryLocation: string;
  phone: string;
}

export function donationFromData(id: string, data: DocumentData): Donation {
  return {
    id,
    deliveryLocation: storedText(data.deliveryLocation),
    phone: storedText(data.phone),
    time: storedText(data.time),
    readyBy: storedDate(data.readyBy),
    food: storedText(data.food),
    meals: typeof data.meals === 'number' && data.meals > 0 ? Math.round(data.meals) : null,
    ngoId: typeof data.ngoId === 'string' && data.ngoId ? data.ngoId : null,
    ngoName: storedText(data.ngoName),
    donorUid: typeof data.donorUid === 'string' && data.donorUid ? data.donorUid : null,
    donorName: storedText(data.donorName),
    status: DONATION_STATUSES.includes(data.status as DonationStatus) ? (data.status as DonationStatus) : null,
    createdAt: storedDate(data.createdAt),
    updatedAt: storedDate(data.updatedAt),
    acceptedAt: storedDate(data.acceptedAt),
    pickedUpAt: storedDate(data.pickedUpAt),
    deliveredAt: storedDate(data.deliveredAt),
    declinedAt: storedDate(data.declinedAt),
    cancelledAt: storedDate(data.cancelledAt),
  };
}

/** Reads only: createDonation sends exactly the keys the rules allow. */
export const donationConverter: FirestoreDataConverter<Donation> = {
  toFirestore: (donation) => {
    const data: DocumentData = { ...(donation as Donation) };
    delete data.id;
    return data;
  },
  // A move's own server timestamps read as their local estimate until the server confirms them, so
  // the history shows the new step at once instead of a gap.
  fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) =>
    donationFromData(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' })),
};

const clip = (value: string, max: number) => value.slice(0, max);

/** Offers food to an NGO, or to every verified NGO when ngoId is null. Returns the new donation's id. */
export async function createDonation(input: DonationInput): Promise<string> {
  assertOnline(); // offline: fail at once, the form keeps the draft and offers Retry (offline.ts)
  const ref = await addDoc(collection(db(), COLLECTIONS.donations), {
    status: 'offered',
    ngoId: input.ngoId,
    ngoName: input.ngoId === null ? '' : clip(input.ngoName, LENGTH.name),
    donorUid: input.donorUid,
    donorName: clip(input.donorName, LENGTH.name),
    food: input.food,
    meals: input.meals,
    readyBy: Timestamp.fromDate(input.readyBy),
    time: clip(input.time, LENGTH.time),
    deliveryLocation: input.deliveryLocation,
    phone: input.phone,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

// ── reading: live lists ─────────────────────────────────────────────────────────────────────────

export type Unsubscribe = () => void;
/** fromCache: the list came from the local cache and the server has not confirmed it yet. */
export type DonationsListener = (donations: Donation[], meta?: { fromCache: boolean }) => void;
export type ErrorListener = (error: Error) => void;

function donations() {
  return collection(db(), COLLECTIONS.donations).withConverter(donationConverter);
}

function donationRef(id: string) {
  return doc(db(), COLLECTIONS.donations, id);
}

/** Newest first, at most LIST_LIMIT (the rules refuse longer lists). Documents without createdAt (the earlier app's) are not in ordered lists. */
function watch(constraints: QueryConstraint[], onData: DonationsListener, onError: ErrorListener): Unsubscribe {
  const q = query(donations(), ...constraints, orderBy('createdAt', 'desc'), limit(LIST_LIMIT));
  // Metadata changes too, so a list first read from the local cache is followed by the server's
  // confirmation even when nothing in it changed (the NGO board counts new offers from there on).
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snap) =>
      onData(
        snap.docs.map((d) => d.data()),
        { fromCache: snap.metadata.fromCache },
      ),
    (error) => onError(error),
  );
}

/** A donor's own donations, live. */
export function watchDonorDonations(donorUid: string, onData: DonationsListener, onError: ErrorListener): Unsubscribe {
  return watch([where('donorUid', '==', donorUid)], onData, onError);
}

/** The donations addressed to an NGO (its profile id is its uid), in every state, live. */
export function watchNgoDonations(ngoUid: string, onData: DonationsListener, onError: ErrorListener): Unsubscribe {
  return watch([where('ngoId', '==', ngoUid)], onData, onError);
}

/**
 * Offers to any verified NGO that nobody has accepted yet, live. The rules allow this query to
 * verified NGOs only; others get a permission-denied error.
 */
export function watchOpenOffers(onData: DonationsListener, onError: ErrorListener): Unsubscribe {
  return watch([where('ngoId', '==', null), where('status', '==', 'offered')], onData, onError);
}

export interface AdminDonationFilter {
  status?: DonationStatus | undefined;
  /** An NGO's id, or null for open offers. Undefined: every NGO. */
  ngoId?: string | null | undefined;
}

/** Every donation (admins only), optionally of one state and/or one NGO, live. */
export function watchAllDonations(
  filter: AdminDonationFilter,
  onData: DonationsListener,
  onError: ErrorListener,
): Unsubscribe {
  const constraints: QueryConstraint[] = [];
  if (filter.ngoId !== undefined) constraints.push(where('ngoId', '==', filter.ngoId));
  if (filter.status) constraints.push(where('status', '==', filter.status));
  return watch(constraints, onData, onError);
}

/** An offer still waiting whose 'by when' has passed: it can no longer be accepted. */
export function isExpired(donation: Pick<Donation, 'status' | 'readyBy'>, now: Date = new Date()): boolean {
  return donation.status === 'offered' && donation.readyBy !== null && donation.readyBy.getTime() <= now.getTime();
}

/** An offer an NGO can still accept: offered and not past its 'by when'. */
export function isWaiting(donation: Pick<Donation, 'status' | 'readyBy'>, now: Date = new Date()): boolean {
  return donation.status === 'offered' && !isExpired(donation, now);
}

// ── the moves of the lifecycle (docs/data-model.md, the transition table) ─────────────────────────

export type MoveRefusal = 'taken' | 'expired' | 'cancelled' | 'moved' | 'gone';

/** A move the rules refused because the donation is no longer where the person saw it. */
export class DonationMoveError extends Error {
  readonly reason: MoveRefusal;
  constructor(reason: MoveRefusal, message: string) {
    super(message);
    this.name = 'DonationMoveError';
    this.reason = reason;
  }
}

const STATE_WORDS: Record<DonationStatus, string> = {
  offered: 'offered',
  accepted: 'accepted',
  picked_up: 'picked up',
  delivered: 'delivered',
  declined: 'declined',
  cancelled: 'cancelled',
};

/**
 * A failed move as the screens show it: why it was refused when we know (trying again cannot
 * help then), else the general failure.
 */
export function moveFailure(error: unknown): { message: string; retryable: boolean } {
  return error instanceof DonationMoveError ? { message: error.message, retryable: false } : toFailure(error);
}

type Move = 'accept' | 'decline' | 'pickUp' | 'deliver' | 'cancel';

const TAKEN = () => new DonationMoveError('taken', 'Another NGO already accepted this offer.');

/** Why `move` cannot be made on the donation as it is now, in the person's words; null if it can. */
function refusalFor(now: Donation | null, move: Move, wasOpen: boolean): DonationMoveError | null {
  if (!now) return new DonationMoveError('gone', 'This donation no longer exists.');
  if (move === 'accept' && wasOpen && now.status !== 'offered' && now.status !== 'cancelled') return TAKEN();
  if (now.status === 'cancelled' && move !== 'cancel') {
    return new DonationMoveError('cancelled', 'The donor cancelled this donation.');
  }
  if (move === 'accept' && isExpired(now)) {
    return new DonationMoveError('expired', 'This offer has expired: its ‘by when’ time has passed.');
  }
  if (now.status) {
    const expected: Record<Move, DonationStatus[]> = {
      accept: ['offered'],
      decline: ['offered'],
      pickUp: ['accepted'],
      deliver: ['picked_up'],
      cancel: ['offered', 'accepted'],
    };
    if (!expected[move].includes(now.status)) {
      return new DonationMoveError('moved', `This donation is already ${STATE_WORDS[now.status]}.`);
    }
  }
  return null;
}

/**
 * After the rules refused a move, reads the donation again from the server to tell the person why
 * in their words; any other failure is passed on unchanged.
 */
async function explainRefusal(error: unknown, id: string, move: Move, wasOpen: boolean): Promise<never> {
  if (errorCode(error) !== 'permission-denied') throw error;
  let now: Donation | null;
  try {
    const snap = await getDocFromServer(doc(donations(), id));
    now = snap.exists() ? snap.data() : null;
  } catch (readError) {
    // An open offer another NGO took is no longer readable by the others.
    if (wasOpen && errorCode(readError) === 'permission-denied') throw TAKEN();
    throw error;
  }
  throw refusalFor(now, move, wasOpen) ?? error;
}

const stamp = () => serverTimestamp();

/** How many times an accept refused while the offer still waits is tried in all. */
const ACCEPT_TRIES = 8;

/**
 * Accepts an offer for the signed-in NGO. An open offer (ngoId null) becomes the NGO's own; when
 * several NGOs accept it at the same moment exactly one gets it and the others are told
 * 'Another NGO already accepted this offer.'
 *
 * It is a transaction: the offer is read, checked and written with the version read as a
 * precondition, so a write based on a state that has changed since never lands — the server
 * refuses it and the SDK reads again (and finds it taken). The rules decide the same
 * independently (only an offered donation can be accepted). The precondition is what makes the
 * race exact: with plain updates, the Firestore emulator let two of 10 simultaneous accepts through
 * about once in 50 rounds, each rule check having seen the offer still open.
 */
export async function acceptDonation(donation: Pick<Donation, 'id' | 'ngoId'>, ngoUid: string): Promise<void> {
  assertOnline();
  const open = donation.ngoId === null;
  const change: DocumentData = { status: 'accepted', acceptedAt: stamp(), updatedAt: stamp() };
  if (open) {
    // The donor sees who took it; a profile that cannot be read leaves the name empty.
    const profile = await getNgo(ngoUid).catch(() => null);
    change.ngoId = ngoUid;
    change.ngoName = clip(profile?.nameOrg ?? '', LENGTH.name);
  }
  const ref = doc(donations(), donation.id);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await runTransaction(db(), async (tx) => {
        const snap = await tx.get(ref);
        const now = snap.exists() ? snap.data() : null;
        // Already ours: an earlier try landed though its answer was lost.
        if (now?.status === 'accepted' && now.ngoId === ngoUid) return;
        const refusal = refusalFor(now, 'accept', open);
        if (refusal) throw refusal;
        tx.update(ref, change);
      });
      return;
    } catch (error) {
      if (error instanceof DonationMoveError) throw error;
      // Refused by the rules: an open offer another NGO took can no longer be read. A refusal
      // while the offer still waits is tried again after a random pause (full jitter, doubling up
      // to 2 s), so NGOs that keep colliding spread out.
      const now = errorCode(error) === 'permission-denied' ? await currentState(donation.id) : null;
      if (now?.status === 'accepted' && now.ngoId === ngoUid) return;
      if (attempt < ACCEPT_TRIES - 1 && now !== null && isWaiting(now)) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2000, 100 * 2 ** attempt)));
        continue;
      }
      await explainRefusal(error, donation.id, 'accept', open);
    }
  }
}

/** The donation as the server has it now; null when it is gone or this account may not read it. */
async function currentState(id: string): Promise<Donation | null> {
  try {
    const snap = await getDocFromServer(doc(donations(), id));
    return snap.exists() ? snap.data() : null;
  } catch {
    return null; // e.g. an open offer another NGO took is no longer readable
  }
}

async function move(id: string, which: Move, change: DocumentData): Promise<void> {
  assertOnline(); // offline: fail at once with Retry, rather than a move queued to land hours later
  try {
    await updateDoc(donationRef(id), { ...change, updatedAt: stamp() });
  } catch (error) {
    await explainRefusal(error, id, which, false);
  }
}

/** The addressed NGO turns an offer down. */
export function declineDonation(id: string): Promise<void> {
  return move(id, 'decline', { status: 'declined', declinedAt: stamp() });
}

/** The NGO has collected the food. */
export function markPickedUp(id: string): Promise<void> {
  return move(id, 'pickUp', { status: 'picked_up', pickedUpAt: stamp() });
}

/** The donor withdraws an offered or accepted donation. */
export function cancelDonation(id: string): Promise<void> {
  return move(id, 'cancel', { status: 'cancelled', cancelledAt: stamp() });
}

/**
 * The NGO has handed the food out. In the same batch the public totals (stats/impact) rise by
 * exactly this donation's meals and one delivery, as the rules require; `merge` lets the first
 * delivery of a fresh project create the document.
 */
export async function markDelivered(donation: Pick<Donation, 'id' | 'meals'>): Promise<void> {
  if (!donation.meals)
    throw new DonationMoveError('moved', 'This donation has no meal count, so it cannot be delivered here.');
  assertOnline();
  const database = db();
  const batch = writeBatch(database);
  batch.update(donationRef(donation.id), { status: 'delivered', deliveredAt: stamp(), updatedAt: stamp() });
  batch.set(
    doc(database, COLLECTIONS.stats, 'impact'),
    { mealsDelivered: increment(donation.meals), donationsDelivered: increment(1), lastDeliveryId: donation.id },
    { merge: true },
  );
  try {
    await batch.commit();
  } catch (error) {
    await explainRefusal(error, donation.id, 'deliver', false);
  }
}
