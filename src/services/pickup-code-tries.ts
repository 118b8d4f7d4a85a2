/**
 * The NGO's tries at a donation's pickup code (docs/security.md): each try is recorded in a write of
 * its own before the pickup that uses it, so a wrong one counts though the pickup is refused; after
 * HANDOVER_CODE_TRIES the rules take no more until the donor makes a new code.
 */
import { getDocFromServer, increment, onSnapshot, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { HANDOVER_CODE_TRIES } from '../config/limits.js';
import { db } from './db';
import type { ErrorListener, Unsubscribe } from './donation-model';
import { guessRef, handoverRef, newHandoverCode, noTries } from './donation-offer';
import { assertOnline } from './offline';

/** How many tries the NGO has used; 0 when none is recorded. */
function triesOf(data: Record<string, unknown> | undefined): number {
  const tries = data?.tries;
  return typeof tries === 'number' && Number.isInteger(tries) && tries > 0 ? tries : 0;
}

/**
 * The NGO records `code` as its next try (one more counted). Offline it waits in Firestore's queue
 * ahead of the pickup that uses it, and the server counts it first. The try names the donation's
 * donor, so the rules let the donor's listener read it from the try alone, without reading the
 * donation the NGO's pickup is writing at that moment.
 */
export function recordCodeTry(donationId: string, donorUid: string | null, code: string): Promise<void> {
  return setDoc(guessRef(donationId), { code, donorUid, tries: increment(1), at: serverTimestamp() }, { merge: true });
}

/** The tries the NGO has left, as the server has them now. */
export async function codeTriesLeft(donationId: string): Promise<number> {
  const snap = await getDocFromServer(guessRef(donationId));
  return Math.max(0, HANDOVER_CODE_TRIES - triesOf(snap.data()));
}

/** How many tries the NGO has used, and whether the server has answered (not only this phone's cache). */
export interface CodeTries {
  used: number;
  synced: boolean;
}

/** Follows how many tries the NGO has used on this donation's code (for its donor), live. */
export function watchCodeTries(
  donationId: string,
  onData: (tries: CodeTries) => void,
  onError: ErrorListener,
): Unsubscribe {
  // Metadata changes too: the cache's answer is followed by the server's even when nothing changed.
  return onSnapshot(
    guessRef(donationId),
    { includeMetadataChanges: true },
    (snap) => onData({ used: triesOf(snap.data()), synced: !snap.metadata.fromCache }),
    onError,
  );
}

/**
 * The donor makes a new pickup code (the NGO used up its tries, or the donor wants one): the code
 * changes and the NGO's tries start again, in one batch. Needs the server, so the code the donor
 * reads out is the one the NGO's tries will meet. Resolves to the new code.
 */
export async function makeNewHandoverCode(donationId: string, donorUid: string, current: string): Promise<string> {
  assertOnline();
  let code = newHandoverCode();
  while (code === current) code = newHandoverCode();
  const batch = writeBatch(db());
  batch.update(handoverRef(donationId), { code });
  batch.set(guessRef(donationId), noTries(donorUid));
  await batch.commit();
  return code;
}
