/**
 * Reliability (docs/reports.md, 'Reliability'): an NGO's record of the accepted pickups it collected
 * (picked up, or refused at pickup) and missed (past the use-by without a pickup), public; and a
 * donor's own record of the offers it cancelled after an NGO accepted them. Each moves only in the
 * batch of the move that causes it, by one, naming that donation (the rules hold both sides).
 */
import {
  doc,
  getDoc,
  increment,
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type SetOptions,
  type WriteBatch,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { countOf, ngoRecordFromData, type NgoRecord } from './record-model';

const ngoRecordRef = (ngoId: string) => doc(db(), COLLECTIONS.ngoRecords, ngoId);
const donorRecordRef = (uid: string) => doc(db(), COLLECTIONS.donorRecords, uid);

/** A batch or a transaction: what writes the record beside its move. */
interface Writes {
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
}

/** The NGO's record counts this donation's pickup, or its refusal at pickup, in the same batch. */
export function countCollected(writes: Writes, ngoId: string, donationId: string): void {
  writes.set(ngoRecordRef(ngoId), { collected: increment(1), lastDonationId: donationId }, { merge: true });
}

/** The NGO's record counts this donation as missed (its use-by passed without a pickup). */
export function countNoShow(writes: Writes, ngoId: string, donationId: string): void {
  writes.set(ngoRecordRef(ngoId), { noShows: increment(1), lastDonationId: donationId }, { merge: true });
}

/** The donor's record counts this cancel of an offer an NGO had accepted. */
export function countLateCancel(writes: Writes, donorUid: string, donationId: string): void {
  writes.set(donorRecordRef(donorUid), { lateCancels: increment(1), lastDonationId: donationId }, { merge: true });
}

/** An NGO's record (no pickups ended yet: zeros). */
export async function getNgoRecord(ngoId: string): Promise<NgoRecord> {
  return ngoRecordFromData((await getDoc(ngoRecordRef(ngoId))).data());
}

/** An NGO's record, live (its own board). */
export function watchNgoRecord(
  ngoId: string,
  onData: (record: NgoRecord) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(ngoRecordRef(ngoId), (snap) => onData(ngoRecordFromData(snap.data())), onError);
}

/** How many offers the signed-in donor cancelled after an NGO accepted them, live (its board). */
export function watchLateCancels(
  uid: string,
  onData: (lateCancels: number) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(donorRecordRef(uid), (snap) => onData(countOf(snap.data()?.lateCancels)), onError);
}

/** The donor's record, deleted with its account (in the batch that deletes its users document). */
export function deleteDonorRecord(batch: WriteBatch, uid: string): void {
  batch.delete(donorRecordRef(uid));
}
