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
  type WriteBatch,
} from 'firebase/firestore';
import { PICKUP_CHECKS } from '../config/food-safety.js';
import { HANDOVER_CODE_TRIES, LENGTH } from '../config/limits.js';
import { t } from '../i18n';
import { auth } from './auth';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { donationFromData, isWaiting, vegOnlyMayTake, type Donation, type RefusalReason } from './donation-model';
import { donationRef, donations } from './donation-refs';
import { errorCode } from './errors';
import { DonationMoveError, INACTIVE, refusalFor, TAKEN, type Move } from './donation-refusals';
import { getNgo } from './ngos';
import { failure, isOffline, noteQueuedWrite, queued, type WriteOutcome } from './offline';
import { addToOutbox, type OutboxMove } from './outbox';
import { storedText } from './stored';
import { codeTriesLeft, recordCodeTry } from './pickup-code-tries';
import { rollUpAccept, rollUpStoredDelivery } from './impact';
import { countCollected, countLateCancel, countNoShow } from './records';
import { canRun, openRunIn } from './runs';

const clip = (value: string, max: number) => value.slice(0, max);

// Why a move was refused, in the person's words, lives apart; the screens import it from here.
export { DonationMoveError, moveFailure, refusalFor, type Move, type MoveRefusal } from './donation-refusals';

/** Whether the NGO with this profile id may not move donations now (its profile read publicly). */
async function ngoInactive(ngoId: string | null): Promise<boolean> {
  if (!ngoId) return false;
  const profile = await getNgo(ngoId).catch(() => null);
  return profile !== null && (!profile.verified || profile.suspended);
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
        // The dashboards' roll-ups count the accept in the same write (impact.ts).
        if (now) rollUpAccept(tx, now, ngoUid);
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

/**
 * A move that a record counts (records.ts): the donation and the record in one batch, as the rules
 * require, so either both land or neither does (offline too: the batch waits as one).
 */
function countedMove(
  id: string,
  which: QueuedMove,
  change: DocumentData,
  count: (batch: WriteBatch) => void,
): Promise<WriteOutcome> {
  return sendMove(id, which, () => {
    const batch = writeBatch(db());
    batch.update(donationRef(id), { ...change, updatedAt: stamp() });
    count(batch);
    return batch.commit();
  });
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
  donation: Pick<Donation, 'id' | 'donorUid'> & Partial<Pick<Donation, 'ngoId'>>,
  code: string | null,
  checked = false,
): Promise<WriteOutcome> {
  const { id, donorUid } = donation;
  // The NGO's record counts the pickup in the same write (records.ts).
  const ngoId = donation.ngoId ?? '';
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
    return countedMove(id, 'pickUp', change, (batch) => countCollected(batch, ngoId, id));
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
      countCollected(tx, snap.data()?.ngoId ?? ngoId, id);
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
export function refuseDonation(
  donation: Pick<Donation, 'id' | 'ngoId'>,
  reason: RefusalReason,
  note: string,
): Promise<WriteOutcome> {
  const { id } = donation;
  const change = { status: 'refused', refusedAt: stamp(), refusalReason: reason, refusalNote: note.trim() };
  // The NGO came: its record counts the pickup as collected (records.ts).
  return countedMove(id, 'refuse', change, (batch) => countCollected(batch, donation.ngoId ?? '', id));
}

/** What the NGO records at delivery: meals served, and why the rest went to 'Food for Disposal'. */
export interface Served {
  mealsServed: number;
  disposalReason: string;
}

/**
 * The donor withdraws an offered or accepted donation. Withdrawing one an NGO has accepted counts
 * in the donor's own record (records.ts), in the same write — unless `ngoStopped`: its NGO can no
 * longer take donations (NeedsNewNgo), which the rules check. An accepted one, online, is read in
 * a transaction, so it is counted as the rules will see it.
 */
export async function cancelDonation(
  donation: Pick<Donation, 'id'> & Partial<Pick<Donation, 'donorUid' | 'status'>>,
  { ngoStopped = false } = {},
): Promise<WriteOutcome> {
  const { id } = donation;
  const change = { status: 'cancelled', cancelledAt: stamp(), updatedAt: stamp() };
  const donorUid = donation.donorUid ?? '';
  // Offered elsewhere because its NGO can no longer take donations: not the donor's doing.
  if (ngoStopped) return move(id, 'cancel', change);
  if (donation.status !== 'accepted') {
    // Still offered, as the board shows it: a plain update, shown on the board at once (and kept
    // on the phone offline). Should an NGO have accepted it a moment ago, the rules refuse it
    // without the donor's record; online it is then cancelled as an accepted one, counted.
    try {
      return await move(id, 'cancel', change);
    } catch (error) {
      if (isOffline() || error instanceof DonationMoveError || errorCode(error) !== 'permission-denied') throw error;
    }
  } else if (isOffline()) {
    return countedMove(id, 'cancel', change, (batch) => countLateCancel(batch, donorUid, id));
  }
  try {
    await runTransaction(db(), async (tx) => {
      const snap = await tx.get(donationRef(id));
      const refusal = refusalFor(snap.exists() ? donationFromData(id, snap.data()) : null, 'cancel', false);
      if (refusal) throw refusal;
      tx.update(donationRef(id), change);
      const stored = snap.data();
      if (stored?.status === 'accepted') countLateCancel(tx, stored.donorUid ?? donorUid, id);
    });
  } catch (error) {
    if (error instanceof DonationMoveError) throw error;
    await explainRefusal(error, id, 'cancel', false);
  }
  return 'sent';
}

/**
 * A no-show (docs/reports.md, 'Reliability'): the donation was accepted and its use-by passed
 * without a pickup. Its donor's board or its NGO's records it as it sees one: 'missed', with the
 * NGO's record counting it in the same batch. Only online (another board may record it first; a
 * refusal then just means it is recorded), and never shown as a failure.
 */
export async function recordNoShow(donation: Pick<Donation, 'id' | 'ngoId'>): Promise<boolean> {
  if (isOffline() || !donation.ngoId) return false;
  const batch = writeBatch(db());
  batch.update(donationRef(donation.id), { status: 'missed', missedAt: stamp(), updatedAt: stamp() });
  countNoShow(batch, donation.ngoId, donation.id);
  try {
    await batch.commit();
    return true;
  } catch {
    return false;
  }
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
  // And the dashboards' roll-ups (impact.ts), from the donation as this device has it.
  await rollUpStoredDelivery(batch, donation.id, counted);
  return sendMove(donation.id, 'deliver', () => batch.commit());
}
