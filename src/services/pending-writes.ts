/**
 * Sends what waits in Firestore's queue on this device (offline.ts, noteQueuedWrite): loaded by
 * the app only when writes may be waiting, so a page that never needs Firestore still does not
 * load it otherwise.
 */
import { waitForPendingWrites } from 'firebase/firestore';
import { db } from './db';
import { queuedWriteMark, clearQueuedWriteMark } from './offline';

/**
 * Starts Firestore so that it sends what waits in its queue for the signed-in account (or the
 * visitor's, for a contact message), and clears the mark once the server has answered them all.
 */
export async function flushQueuedWrites(): Promise<void> {
  const mark = queuedWriteMark();
  if (mark === null) return;
  await waitForPendingWrites(db());
  clearQueuedWriteMark(mark);
}
