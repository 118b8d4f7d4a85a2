/** Writes that waited for the network (outbox.ts): whether each landed, or why the server refused it. */
import { doc, getDocFromServer, onSnapshot, waitForPendingWrites } from 'firebase/firestore';
import { t } from '../i18n';
import { db } from './db';
import type { Donation, ErrorListener, Unsubscribe } from './donation-model';
import { refusalFor } from './donation-moves';
import { donations } from './donation-refs';
import { errorCode } from './errors';
import type { OutboxMove } from './outbox';

/** One donation as the server and this device see it: for telling whether a queued write landed. */
export interface Landing {
  donation: Donation | null;
  /** This device still holds a change to it that the server does not have. */
  pending: boolean;
  /** The server has answered for it (not only the local cache). */
  fromServer: boolean;
}

/** Follows one donation, live, with what is pending on this device (for the outbox). */
export function watchLanding(id: string, onData: (landing: Landing) => void, onError: ErrorListener): Unsubscribe {
  return onSnapshot(
    doc(donations(), id),
    { includeMetadataChanges: true },
    (snap) =>
      onData({
        donation: snap.exists() ? snap.data() : null,
        pending: snap.metadata.hasPendingWrites,
        fromServer: !snap.metadata.fromCache,
      }),
    onError,
  );
}

/** Whether the donation shows what a queued write made of it (by anyone, at any time since). */
const LANDED: Record<OutboxMove, (d: Donation) => boolean> = {
  offer: () => true,
  decline: (d) => d.declinedAt !== null,
  pickUp: (d) => d.pickedUpAt !== null,
  deliver: (d) => d.deliveredAt !== null,
  cancel: (d) => d.cancelledAt !== null,
  refuse: (d) => d.refusal !== null,
};

/**
 * The donation as the server has it once this device's queued writes have had the server's answer
 * (null: not there, or no longer readable by this account): the outbox's last word before it calls
 * a write refused. What watchLanding shows can fall short of it: its listener may be refused for an
 * offer not yet on the server, and it may show a donation as it was while a resent copy of a write
 * that already landed is refused. Rejects while the server cannot be reached.
 */
export async function donationOnServer(id: string): Promise<Donation | null> {
  await waitForPendingWrites(db());
  try {
    const snap = await getDocFromServer(doc(donations(), id));
    return snap.exists() ? snap.data() : null;
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return null;
    throw error;
  }
}

/**
 * Whether a queued write landed, given the donation as the server has it (nothing pending here):
 * null when it did, else why the server refused it, in the person's words (errors.json).
 */
export function outboxVerdict(move: OutboxMove, now: Donation | null): string | null {
  if (now && LANDED[move](now)) return null;
  if (move === 'offer') return t('errors.queued.offerRefused');
  const refusal = refusalFor(now, move, false);
  if (refusal) return refusal.message;
  // Still where it was when the move was made: the code was not the donor's, or the NGO may not
  // move donations now.
  return move === 'pickUp' ? t('errors.queued.pickUpRefused') : t('errors.queued.refused');
}
