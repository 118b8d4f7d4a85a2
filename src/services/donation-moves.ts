/** The moves of the lifecycle (docs/data-model.md, the transition table), and why one was refused. */
import {
  doc,
  getDocFromCache,
  getDocFromServer,
  increment,
  runTransaction,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { PICKUP_CHECKS } from '../config/food-safety.js';
import { HANDOVER_CODE_TRIES, LENGTH } from '../config/limits.js';
import { t } from '../i18n';
import { auth } from './auth';
import { COLLECTIONS } from './collections';
import { db } from './db';
import {
  donationFromData,
  isExpired,
  isPastUseBy,
  isWaiting,
  vegOnlyMayTake,
  type Donation,
  type DonationStatus,
  type RefusalReason,
} from './donation-model';
import { donationRef, donations } from './donation-refs';
import { errorCode, toFailure } from './errors';
import { getNgo } from './ngos';
import { failure, isOffline, noteQueuedWrite, queued, type WriteOutcome } from './offline';
import { addToOutbox, type OutboxMove } from './outbox';
import { storedText } from './stored';
import { codeTriesLeft, recordCodeTry } from './pickup-code-tries';
import { canRun, openRunIn } from './runs';

const clip = (value: string, max: number) => value.slice(0, max);

/**
 * Why a move was refused: another NGO took the offer, it expired, the donor cancelled, it moved on
 * already, it is gone, the pickup code was not the donor's ('code': typing it again can help), or
 * the NGO itself may not move donations now ('inactive': not verified, or suspended).
 */
export type MoveRefusal = 'taken' | 'expired' | 'cancelled' | 'moved' | 'gone' | 'code' | 'inactive' | 'vegOnly';

/** A move the rules refused because the donation is no longer where the person saw it. */
export class DonationMoveError extends Error {
  readonly reason: MoveRefusal;
  constructor(reason: MoveRefusal, message: string) {
    super(message);
    this.name = 'DonationMoveError';
    this.reason = reason;
  }
}

/**
 * A failed move as the screens show it: why it was refused when we know (trying again cannot
 * help then), else the general failure.
 */
export function moveFailure(error: unknown): { message: string; retryable: boolean } {
  return error instanceof DonationMoveError ? { message: error.message, retryable: false } : toFailure(error);
}

export type Move = 'accept' | 'decline' | 'pickUp' | 'deliver' | 'cancel' | 'refuse';

// Each refusal's sentence is written in the language shown when the refusal is made
// (src/i18n/locales/<language>/public/errors.json).
const TAKEN = () => new DonationMoveError('taken', t('errors.move.taken'));
const INACTIVE = () => new DonationMoveError('inactive', t('errors.move.inactiveNgo'));

/** Whether the NGO with this profile id may not move donations now (its profile read publicly). */
async function ngoInactive(ngoId: string | null): Promise<boolean> {
  if (!ngoId) return false;
  const profile = await getNgo(ngoId).catch(() => null);
  return profile !== null && (!profile.verified || profile.suspended);
}

/**
 * Why `move` cannot be made on the donation as it is now, in the person's words; null if it can.
 * The outbox asks it too, of a queued move the server refused (donation-outbox.ts).
 */
export function refusalFor(now: Donation | null, move: Move, wasOpen: boolean): DonationMoveError | null {
  if (!now) return new DonationMoveError('gone', t('errors.move.gone'));
  if (move === 'accept' && wasOpen && now.status !== 'offered' && now.status !== 'cancelled') return TAKEN();
  if (now.status === 'cancelled' && move !== 'cancel') {
    return new DonationMoveError('cancelled', t('errors.move.cancelled'));
  }
  if ((move === 'accept' || move === 'pickUp') && isExpired(now)) {
    return new DonationMoveError('expired', isPastUseBy(now) ? t('errors.move.pastUseBy') : t('errors.move.expired'));
  }
  if (now.status) {
    const expected: Record<Move, DonationStatus[]> = {
      accept: ['offered'],
      decline: ['offered'],
      pickUp: ['accepted'],
      deliver: ['picked_up'],
      cancel: ['offered', 'accepted'],
      refuse: ['accepted'],
    };
    if (!expected[move].includes(now.status)) {
      return new DonationMoveError('moved', t('errors.move.already', { status: now.status }));
    }
  }
  return null;
}

/**
 * After the rules refused a move, reads the donation again from the server to tell the person why
 * in their words; any other failure is passed on unchanged.
 */
async function explainRefusal(
  error: unknown,
  id: string,
  move: Move,
  wasOpen: boolean,
  codeRefusal?: () => Promise<DonationMoveError>,
): Promise<never> {
  if (errorCode(error) !== 'permission-denied') throw error;
  let now: Donation | null;
  try {
    const snap = await getDocFromServer(doc(donations(), id));
    now = snap.exists() ? snap.data() : null;
  } catch (readError) {
    if (errorCode(readError) !== 'permission-denied') throw error;
    // Unreadable: this NGO may not read donations now (not verified, or suspended: the rules hide
    // them from it), or — an open offer — another NGO took it.
    if (move !== 'cancel' && (await ngoInactive(auth().currentUser?.uid ?? null))) throw INACTIVE();
    if (wasOpen) throw TAKEN();
    throw error;
  }
  // A pickup refused while the donation still waits for it: the code did not match the donor's.
  // (Unless the NGO itself may not move donations now: then no code would have helped.)
  if (move === 'pickUp' && codeRefusal && now?.status === 'accepted') {
    if (await ngoInactive(now.ngoId)) throw INACTIVE();
    throw await codeRefusal();
  }
  const refusal = refusalFor(now, move, wasOpen);
  if (refusal) throw refusal;
  // The donation is where the NGO saw it, so the NGO itself may not move donations now.
  if (move !== 'cancel' && (await ngoInactive(now?.ngoId ?? null))) throw INACTIVE();
  throw error;
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
  // Exactly one NGO gets an offer, and only the server can say which: accepting is never queued.
  if (isOffline()) throw failure('foodbridge/accept-offline', 'Accepting needs the server.');
  const open = donation.ngoId === null;
  const change: DocumentData = { status: 'accepted', acceptedAt: stamp(), updatedAt: stamp() };
  let vegOnlyNgo = false;
  if (open) {
    // The donor sees who took it; a profile that cannot be read leaves the name empty.
    const profile = await getNgo(ngoUid).catch(() => null);
    vegOnlyNgo = profile?.acceptsVegOnly === true;
    change.ngoId = ngoUid;
    change.ngoName = clip(profile?.nameOrg ?? '', LENGTH.name);
  }
  const ref = donationRef(donation.id);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await runTransaction(db(), async (tx) => {
        const snap = await tx.get(ref);
        const now = snap.exists() ? donationFromData(snap.id, snap.data()) : null;
        // Already ours: an earlier try landed though its answer was lost.
        if (now?.status === 'accepted' && now.ngoId === ngoUid) return;
        const refusal = refusalFor(now, 'accept', open);
        if (refusal) throw refusal;
        // A veg-only NGO may not take a non-veg open offer (the rules refuse it too).
        if (open && vegOnlyNgo && !(now && vegOnlyMayTake(now))) {
          throw new DonationMoveError('vegOnly', t('errors.move.vegOnly'));
        }
        tx.update(ref, change);
        // Every accepted donation is a run, open to the NGO's volunteers (docs/teams.md).
        const stored = snap.data();
        if (canRun(stored)) openRunIn(tx, donation.id, stored, ngoUid);
      });
      return;
    } catch (error) {
      if (error instanceof DonationMoveError) throw error;
      // Refused by the rules: an open offer another NGO took can no longer be read. A refusal
      // while the offer still waits is tried again after a random pause (full jitter, doubling up
      // to 2 s), so NGOs that keep colliding spread out.
      const now = errorCode(error) === 'permission-denied' ? await currentState(donation.id) : null;
      if (now?.status === 'accepted' && now.ngoId === ngoUid) return;
      if (attempt < ACCEPT_TRIES - 1 && now !== null && isWaiting(now) && !(await ngoInactive(now.ngoId))) {
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

/**
 * A write of a move that may wait for the network: 'sent', or 'queued' on this device and sent
 * once the connection returns (offline.ts). One the server refuses at once is explained; one it
 * refuses on arrival is undone on this device, and the board's outbox says why.
 */
async function sendMove(id: string, which: QueuedMove, write: () => Promise<void>): Promise<WriteOutcome> {
  try {
    const local = getDocFromCache(donationRef(id));
    const outcome = await queued(write(), local);
    if (outcome === 'queued') {
      noteQueuedWrite();
      const food = await local.then((snap) => storedText(snap.data()?.food)).catch(() => '');
      addToOutbox({ move: which, donationId: id, food });
    }
    return outcome;
  } catch (error) {
    return explainRefusal(error, id, which, false);
  }
}

/** The moves that may wait for the network (accepting never does). */
type QueuedMove = Exclude<Move, 'accept'> & OutboxMove;

function move(id: string, which: QueuedMove, change: DocumentData): Promise<WriteOutcome> {
  return sendMove(id, which, () => updateDoc(donationRef(id), { ...change, updatedAt: stamp() }));
}

/** The addressed NGO turns an offer down. */
export function declineDonation(id: string): Promise<WriteOutcome> {
  return move(id, 'decline', { status: 'declined', declinedAt: stamp() });
}

/**
 * The NGO has collected the food, and gives the 4-digit code the donor read out; the rules let the
 * pickup through only when it is the donor's. `code` null: a donation from before pickup codes
 * (the rules allow that only when it has none). A refusal while the donation is still accepted is
 * DonationMoveError 'code': nothing changed, and the NGO can ask again and retry.
 *
 * A transaction rather than a plain update: a plain update shows on the NGO's own board at once,
 * before the server has checked the code, so a wrong code would flash 'Picked up' and fall back.
 */
export async function markPickedUp(
  donation: Pick<Donation, 'id' | 'donorUid'>,
  code: string | null,
  checked = false,
): Promise<WriteOutcome> {
  const { id, donorUid } = donation;
  const change: DocumentData = { status: 'picked_up', pickedUpAt: stamp(), updatedAt: stamp() };
  if (code !== null) change.handoverCode = code;
  // The volunteer ticked every check of the list (a donation with a safety record needs them).
  if (checked) change.pickupChecks = [...PICKUP_CHECKS];
  // Offline (a kitchen's basement, a van): the pickup is kept on this device as a plain update and
  // the rules check the code when it arrives; the board shows it waiting, and the outbox says so
  // if the code was refused.
  if (isOffline()) {
    // The try waits in the queue ahead of the pickup, so the server counts it first; should the
    // server refuse it, the pickup is refused too and the outbox says so.
    if (code !== null) recordCodeTry(id, donorUid, code).catch(() => undefined);
    return move(id, 'pickUp', change);
  }
  const ref = doc(donations(), id);
  // Each try is counted before it is checked: a refused one still uses a try.
  if (code !== null) {
    try {
      await recordCodeTry(id, donorUid, code);
    } catch (error) {
      await explainRefusal(error, id, 'pickUp', false, () => codeRefusal(id, code));
    }
  }
  try {
    await runTransaction(db(), async (tx) => {
      const snap = await tx.get(ref);
      const refusal = refusalFor(snap.exists() ? snap.data() : null, 'pickUp', false);
      if (refusal) throw refusal;
      tx.update(ref, change);
    });
  } catch (error) {
    if (error instanceof DonationMoveError) throw error;
    await explainRefusal(error, id, 'pickUp', false, () => codeRefusal(id, code));
  }
  return 'sent';
}

/**
 * Why a pickup refused while the donation still waits for it failed on its code, with the tries
 * left (asked of the server only then: explainRefusal calls it once it knows).
 */
async function codeRefusal(id: string, code: string | null): Promise<DonationMoveError> {
  if (code === null) return new DonationMoveError('code', t('errors.move.codeNeeded'));
  const left = await codeTriesLeft(id).catch(() => null);
  if (left === 0) return new DonationMoveError('code', t('errors.move.noTriesLeft', { tries: HANDOVER_CODE_TRIES }));
  if (left === null) return new DonationMoveError('code', t('errors.move.wrongCode'));
  return new DonationMoveError('code', t('errors.move.wrongCodeTries', { left, tries: HANDOVER_CODE_TRIES }));
}

/**
 * The NGO's volunteer refuses the food at pickup (it was not kept as stated, badly packed, spoiled,
 * past its use-by…). The donor sees the reason; it never counts in the totals.
 */
export function refuseDonation(id: string, reason: RefusalReason, note: string): Promise<WriteOutcome> {
  return move(id, 'refuse', {
    status: 'refused',
    refusedAt: stamp(),
    refusalReason: reason,
    refusalNote: note.trim(),
  });
}

/** What the NGO records at delivery: meals served, and why the rest went to 'Food for Disposal'. */
export interface Served {
  mealsServed: number;
  disposalReason: string;
}

/** The donor withdraws an offered or accepted donation. */
export function cancelDonation(id: string): Promise<WriteOutcome> {
  return move(id, 'cancel', { status: 'cancelled', cancelledAt: stamp() });
}

/**
 * The NGO has handed the food out. A donation picked up with the donor's code counts in the public
 * totals: in the same batch stats/impact rises by exactly the meals served (`served`; all its meals
 * for a donation without a safety record, which has none to give) and one delivery, as the rules
 * require (`merge` lets the first delivery of a fresh project create the document). One picked up
 * without a code (from before pickup codes) is only marked delivered: the rules refuse it a place
 * in the totals.
 */
export async function markDelivered(
  donation: Pick<Donation, 'id' | 'meals' | 'handoverCode'>,
  served: Served | null = null,
): Promise<WriteOutcome> {
  const change: DocumentData = { status: 'delivered', deliveredAt: stamp() };
  if (served) {
    change.mealsServed = served.mealsServed;
    change.disposalReason = served.mealsServed < (donation.meals ?? 0) ? served.disposalReason.trim() : '';
  }
  if (donation.handoverCode === null) return move(donation.id, 'deliver', change);
  if (!donation.meals) throw new DonationMoveError('moved', t('errors.move.noMeals'));
  const database = db();
  const batch = writeBatch(database);
  batch.update(donationRef(donation.id), { ...change, updatedAt: stamp() });
  // The public totals count the meals served (all of them for a donation without a safety record).
  const counted = served ? served.mealsServed : donation.meals;
  batch.set(
    doc(database, COLLECTIONS.stats, 'impact'),
    { mealsDelivered: increment(counted), donationsDelivered: increment(1), lastDeliveryId: donation.id },
    { merge: true },
  );
  return sendMove(donation.id, 'deliver', () => batch.commit());
}
