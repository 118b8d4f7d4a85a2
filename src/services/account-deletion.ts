/**
 * 'Delete my account' for a donor (docs/privacy.md, 'Erasure'). What must happen first is read
 * from the server (deletionBlockers); then, after the person proved it is them once more:
 * - each of the donor's donations that no longer needs them loses the donor's name, phone,
 *   pickup place and FSSAI number, and is marked donorDeleted — it stays in the NGO's records
 *   and the public totals, shown as 'Deleted account';
 * - regular offers still running are ended (as the donor's own End does), then every regular
 *   offer is deleted; the donor records are deleted; then users/{uid};
 * - last, the sign-in itself (Firebase Authentication), which signs the person out.
 * Each step can be run again: a deletion cut short by a lost connection finishes when retried.
 * The rules allow each write to the account itself only (firestore.rules: deliveryInfo's
 * redact(), series and users delete).
 */
import { collection, deleteField, doc, getDocFromServer, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { confirmIdentity, deleteSignIn } from './auth';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { donationFromData, needsDonorDetails } from './donation-model';
import { assertOnline } from './offline';
import { readAllPages } from './paging';
import { endSeries } from './series';

/** What stops a deletion now: donations the NGO may still need the donor for, a team membership. */
export interface DeletionBlockers {
  /** Offers still open, or food accepted and not yet past its use-by: cancel them or let them finish. */
  waitingDonations: number;
  /** A member of an NGO's team: leave it first (its runs are handed over then). */
  inTeam: boolean;
  /** A suspended account changes nothing but its language: it asks us instead. */
  suspended: boolean;
}

/** Firestore writes a batch of at most 500; the redactions go 400 at a time. */
const BATCH = 400;

async function donationsOf(uid: string) {
  const { items } = await readAllPages('myData.donationsMade', collection(db(), COLLECTIONS.donations), [
    where('donorUid', '==', uid),
  ]);
  return items;
}

/** What the donor must do before the account can go (none: both empty), read from the server. */
export async function deletionBlockers(uid: string, now: Date = new Date()): Promise<DeletionBlockers> {
  assertOnline();
  const donations = await donationsOf(uid);
  const waitingDonations = donations.filter((snap) =>
    needsDonorDetails(donationFromData(snap.id, snap.data()), now),
  ).length;
  const membership = await getDocFromServer(doc(db(), COLLECTIONS.members, uid));
  const suspension = await getDocFromServer(doc(db(), COLLECTIONS.suspensions, uid));
  return { waitingDonations, inTeam: membership.exists(), suspended: suspension.exists() };
}

/** Thrown when something stops the deletion (the page says what, from `blockers`). */
export class DeletionBlockedError extends Error {
  constructor(readonly blockers: DeletionBlockers) {
    super('The account cannot be deleted yet.');
    this.name = 'DeletionBlockedError';
  }
}

const nothingBlocks = (b: DeletionBlockers) => b.waitingDonations === 0 && !b.inTeam && !b.suspended;

/**
 * Deletes the signed-in donor's account: `password` proves it is them (null: an account that
 * signs in with Google confirms in a popup). Throws DeletionBlockedError when something must be
 * done first, before anything is changed. `beforeSignInGoes` runs once the data is gone, just
 * before the sign-in is deleted.
 */
export async function deleteDonorAccount(
  uid: string,
  password: string | null,
  { now = new Date(), beforeSignInGoes }: { now?: Date; beforeSignInGoes?: () => void } = {},
): Promise<void> {
  assertOnline();
  await confirmIdentity(password);
  const blockers = await deletionBlockers(uid, now);
  if (!nothingBlocks(blockers)) throw new DeletionBlockedError(blockers);

  const database = db();
  const redact = (await donationsOf(uid)).filter((snap) => snap.data().donorDeleted !== true);
  for (let start = 0; start < redact.length; start += BATCH) {
    const batch = writeBatch(database);
    for (const snap of redact.slice(start, start + BATCH)) {
      batch.update(snap.ref, {
        donorName: '',
        phone: '',
        deliveryLocation: '',
        pickup: deleteField(),
        donorFssai: deleteField(),
        donorDeleted: true,
        updatedAt: serverTimestamp(),
      });
    }
    await batch.commit();
  }

  const { items: series } = await readAllPages('myData.seriesMade', collection(database, COLLECTIONS.series), [
    where('donorUid', '==', uid),
  ]);
  for (const snap of series) {
    if (snap.data().state !== 'ended') await endSeries(uid, snap.id);
  }
  const { items: records } = await readAllPages('myData.donorRecords', collection(database, COLLECTIONS.donors), [
    where('ownerUid', '==', uid),
  ]);
  const last = writeBatch(database);
  for (const snap of series) last.delete(snap.ref);
  for (const snap of records) last.delete(snap.ref);
  last.delete(doc(database, COLLECTIONS.users, uid));
  await last.commit();

  // The page is told first: the moment the sign-in goes, a signed-in page's guard moves on.
  beforeSignInGoes?.();
  await deleteSignIn();
}
