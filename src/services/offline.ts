/**
 * How writes behave without a connection (docs/offline.md). Firestore keeps a write made offline
 * in its queue on this device (IndexedDB) and sends it when the connection returns, settling its
 * promise only then. Two kinds of write here:
 *
 * - those that may wait — an offer, the moves of the lifecycle but accepting, a contact message,
 *   a newsletter address: queued() hands them to that queue and says 'queued' at once, so the
 *   screen can say so instead of spinning; each has an id made on this device, so it lands once;
 * - those that may not (a profile, accepting an offer, an admin's changes): assertOnline() fails
 *   at once with Firestore's own 'unavailable' code — friendlyError() turns it into 'We could not
 *   reach the server…', isRetryable() says Retry may work, and the form keeps what was typed.
 */

/** How long a write waits for the server's answer before it is left queued on this device. */
export const ACK_TIMEOUT_MS = 10_000;

/** An error with a Firestore-style code, which friendlyError() knows. */
export function failure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** True when the browser says it has no connection (never true outside a browser). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Throws at once when the browser is offline, before anything is queued: nothing is sent twice when
 * the person presses Retry later, and nothing arrives behind their back after they were told it
 * was not sent.
 */
export function assertOnline(): void {
  if (isOffline()) throw failure('unavailable', 'The browser is offline.');
}

/** How a write that may wait for the network went. */
export type WriteOutcome =
  /** The server has it. */
  | 'sent'
  /** Kept on this device (IndexedDB, Firestore's queue) and sent, once, when the connection returns. */
  | 'queued';

/**
 * For writes that may wait (docs/offline.md): `ack` is the write as handed to Firestore, which
 * keeps it in its queue on this device until the server has it; `local` is a read from the local
 * cache made right after, which Firestore answers only once the write is in that queue — so when
 * this resolves, closing the tab loses nothing. Resolves 'sent' when the server confirms within
 * `waitMs`, 'queued' when the browser is offline or the server is silent that long; throws when the
 * server refuses the write at once. A write refused later, on arrival, is undone in the local
 * cache by Firestore: the screens find that by comparing what they see (see the outbox).
 */
export async function queued(
  ack: Promise<unknown>,
  local: Promise<unknown>,
  waitMs = ACK_TIMEOUT_MS,
): Promise<WriteOutcome> {
  let settled: 'sent' | { error: unknown } | null = null;
  const answer = ack.then(
    () => {
      settled = 'sent';
    },
    (error: unknown) => {
      settled = { error };
    },
  );
  await local.catch(() => undefined);
  if (settled === null && isOffline()) return 'queued';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  try {
    await Promise.race([answer, silence]);
  } finally {
    clearTimeout(timer);
  }
  const outcome = settled as 'sent' | { error: unknown } | null;
  if (outcome === null) return 'queued';
  if (outcome === 'sent') return 'sent';
  throw outcome.error;
}

// ── writes waiting on this device ────────────────────────────────────────────────────────────────
// Firestore sends its queue only while it runs, and each write under the account that made it. A
// page that never starts Firestore (Home, the info pages) would leave them waiting, so a queued
// write leaves a mark in localStorage; the app, once it knows who is signed in, starts Firestore to
// send them (pending-writes.ts) and clears the mark.

const QUEUED_KEY = 'foodbridge.pendingWrites';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (some private modes): Firestore still sends while the page is open
  }
}

/** Marks that this device holds writes the server does not have yet. */
export function noteQueuedWrite(): void {
  try {
    storage()?.setItem(QUEUED_KEY, String(Date.now()));
  } catch {
    // storage full or refused: the write is still queued, and sent while the page is open
  }
}

/** The mark, if writes may be waiting on this device (cheap: no Firestore needed to ask). */
export function queuedWriteMark(): string | null {
  return storage()?.getItem(QUEUED_KEY) ?? null;
}

/** Clears the mark — unless a newer write was queued since `mark` was read. */
export function clearQueuedWriteMark(mark: string): void {
  if (queuedWriteMark() === mark) storage()?.removeItem(QUEUED_KEY);
}

// ── when this device last heard from the server ─────────────────────────────────────────────────

const SYNCED_KEY = 'foodbridge.syncedAt';
let lastNoted = 0;

/** Data just came from the server (not the local cache): what is shown offline later dates from now. */
export function noteSynced(): void {
  const now = Date.now();
  if (now - lastNoted < 5_000) return; // a busy board answers often; once every few seconds is enough
  lastNoted = now;
  try {
    storage()?.setItem(SYNCED_KEY, String(now));
  } catch {
    // storage refused: the offline notice then says it cannot tell when
  }
}

/** When this device last had data from the server (null: never, or it cannot tell). */
export function lastSynced(): Date | null {
  const value = Number(storage()?.getItem(SYNCED_KEY));
  return Number.isFinite(value) && value > 0 ? new Date(value) : null;
}
