/**
 * 'Delete my account' (docs/privacy.md, 'Erasure'). What must happen first is read from the server
 * (deletionBlockers); then, after the person proved it is them once more:
 * - a donor: each of its donations that no longer needs it loses the donor's name, phone, pickup
 *   place (its contact document deleted), FSSAI number and photo of the food (deleted from
 *   Storage), and is marked donorDeleted —
 *   it stays in the NGO's records and the public totals, shown as 'Deleted account'; regular offers still running are ended (as the
 *   donor's own End does), then every regular offer is deleted; the donor records are deleted;
 * - an NGO: its profile (the public directory entry) and the name it holds are deleted; the
 *   donations it handled stay, under its organisation's name, for the donors' records;
 * - then users/{uid}, and last the sign-in itself (Firebase Authentication), which signs the
 *   person out.
 * Each step can be run again: a deletion cut short by a lost connection finishes when retried.
 * The rules allow each write to the account itself only (firestore.rules: deliveryInfo's
 * redact(), series, ngoAdmin, ngoNames and users delete).
 */
import {
  collection,
  deleteField,
  doc,
  getDocFromServer,
  serverTimestamp,
  where,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { confirmIdentity, deleteSignIn } from './auth';
import { impactScope } from './impact-model';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { contactRef } from './donation-contact';
import { donationFromData, needsDonorDetails } from './donation-model';
import { assertOnline } from './offline';
import { readAllPages } from './paging';
import { nameKey } from '../config/names.js';
import { getNgo, NGO_NAMES } from './ngos';
import { deleteDonorRecord } from './records';
import { endSeries } from './series';
import { getTeamCount } from './team';

/** What stops a deletion now; each is 0 or false when it does not apply to the account's role. */
export interface DeletionBlockers {
  /** A donor's offers still open, or food accepted and not yet past its use-by: cancel them or let them finish. */
  waitingDonations: number;
  /** A member of an NGO's team: leave it first (its runs are handed over then). */
  inTeam: boolean;
  /** An NGO's accepted pickups not yet delivered or refused: finish them first. */
  openPickups: number;
  /** An NGO's regular offers arranged with it (proposed or accepted, not ended): end them first. */
  arrangedSeries: number;
  /** The members of an NGO's team: remove them first. */
  teamMembers: number;
  /** A suspended account changes nothing but its language: it asks us instead. */
  suspended: boolean;
}

export type DeletingRole = 'donor' | 'ngo';

/** Firestore writes a batch of at most 500; the redactions (two writes each) go 200 at a time. */
const BATCH = 200;

async function donationsOf(uid: string) {
  const { items } = await readAllPages('myData.donationsMade', collection(db(), COLLECTIONS.donations), [
    where('donorUid', '==', uid),
  ]);
  return items;
}

async function ngoBlockers(uid: string) {
  const database = db();
  const { items: received } = await readAllPages(
    'myData.donationsReceived',
    collection(database, COLLECTIONS.donations),
    [where('ngoId', '==', uid)],
  );
  const openPickups = received.filter((snap) => ['accepted', 'picked_up'].includes(String(snap.data().status))).length;
  const { items: series } = await readAllPages('myData.seriesReceived', collection(database, COLLECTIONS.series), [
    where('ngoId', '==', uid),
  ]);
  const arrangedSeries = series.filter((snap) => {
    const data = snap.data();
    return data.state !== 'ended' && ['proposed', 'accepted'].includes(String(data.arrangement));
  }).length;
  return { openPickups, arrangedSeries, teamMembers: await getTeamCount(uid) };
}

type DonationSnap = Awaited<ReturnType<typeof donationsOf>>[number];

/** The blockers, and for a donor the donations read to find them (the deletion redacts the same). */
async function readBlockers(
  uid: string,
  role: DeletingRole,
  now: Date,
): Promise<{ blockers: DeletionBlockers; donations: DonationSnap[] }> {
  assertOnline();
  const database = db();
  const membership = await getDocFromServer(doc(database, COLLECTIONS.members, uid));
  const suspension = await getDocFromServer(doc(database, COLLECTIONS.suspensions, uid));
  const none = { waitingDonations: 0, openPickups: 0, arrangedSeries: 0, teamMembers: 0 };
  const common = { inTeam: membership.exists(), suspended: suspension.exists() };
  if (role === 'ngo') return { blockers: { ...none, ...common, ...(await ngoBlockers(uid)) }, donations: [] };
  const donations = await donationsOf(uid);
  const waitingDonations = donations.filter((snap) =>
    needsDonorDetails(donationFromData(snap.id, snap.data()), now),
  ).length;
  return { blockers: { ...none, ...common, waitingDonations }, donations };
}

/** What the account must do before it can go (nothing: every count 0, every flag false), read from the server. */
export async function deletionBlockers(
  uid: string,
  role: DeletingRole,
  now: Date = new Date(),
): Promise<DeletionBlockers> {
  return (await readBlockers(uid, role, now)).blockers;
}

/** Thrown when something stops the deletion (the page says what, from `blockers`). */
export class DeletionBlockedError extends Error {
  constructor(readonly blockers: DeletionBlockers) {
    super('The account cannot be deleted yet.');
    this.name = 'DeletionBlockedError';
  }
}

/** Whether anything stops the deletion. */
export const isBlocked = (b: DeletionBlockers): boolean =>
  b.suspended || b.inTeam || b.waitingDonations + b.openPickups + b.arrangedSeries + b.teamMembers > 0;

/** A donor's part: its donations redacted, its regular offers ended and deleted, its donor records deleted. */
async function eraseDonor(uid: string, donations: DonationSnap[]): Promise<WriteBatch> {
  const database = db();
  const redact = donations.filter((snap) => snap.data().donorDeleted !== true);
  // The photos of the food first (Storage lets only their uploader or an admin delete them): a
  // donation loses its photo mark only once its photo is gone, so a retry finds what is left.
  const withPhoto = redact.filter((snap) => snap.data().photo === true);
  if (withPhoto.length > 0) {
    const { deleteFoodPhoto } = await import('./food-photo');
    for (const snap of withPhoto) await deleteFoodPhoto(snap.id);
  }
  for (let start = 0; start < redact.length; start += BATCH) {
    const batch = writeBatch(database);
    for (const snap of redact.slice(start, start + BATCH)) {
      batch.update(snap.ref, {
        donorName: '',
        phone: '',
        deliveryLocation: '',
        pickup: deleteField(),
        donorFssai: deleteField(),
        photo: deleteField(),
        donorDeleted: true,
        updatedAt: serverTimestamp(),
      });
      // The phone and address apart from it (donation-contact.ts): gone with the name.
      batch.delete(contactRef(snap.id));
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
  // The donor's impact roll-ups (impact.ts): figures of its own, gone with the account.
  const { items: impact } = await readAllPages('myData.impact', collection(database, COLLECTIONS.impact), [
    where('scope', '==', impactScope.donor(uid)),
  ]);
  const last = writeBatch(database);
  for (const snap of series) last.delete(snap.ref);
  for (const snap of records) last.delete(snap.ref);
  for (const snap of impact) last.delete(snap.ref);
  // The donor's record of cancels (records.ts): the rules let it go only with the users document.
  deleteDonorRecord(last, uid);
  return last;
}

/** An NGO's part: its profile and the name it holds, in the batch that deletes its users document. */
async function eraseNgo(uid: string): Promise<WriteBatch> {
  const database = db();
  const last = writeBatch(database);
  const profile = await getNgo(uid);
  if (profile) {
    const key = nameKey(profile.nameOrg);
    const claim = key ? await getDocFromServer(doc(database, NGO_NAMES, key)) : null;
    if (claim?.data()?.ngoId === uid) last.delete(claim.ref);
    last.delete(doc(database, COLLECTIONS.ngos, uid));
  }
  return last;
}

/**
 * Deletes the signed-in account (a donor's or an NGO's): `password` proves it is them (null: an
 * account that signs in with Google confirms in a popup). Throws DeletionBlockedError when
 * something must be done first, before anything is changed. `beforeSignInGoes` runs once the data
 * is gone, just before the sign-in is deleted.
 */
export async function deleteMyAccount(
  uid: string,
  role: DeletingRole,
  password: string | null,
  { now = new Date(), beforeSignInGoes }: { now?: Date; beforeSignInGoes?: () => void } = {},
): Promise<void> {
  assertOnline();
  await confirmIdentity(password);
  const { blockers, donations } = await readBlockers(uid, role, now);
  if (isBlocked(blockers)) throw new DeletionBlockedError(blockers);

  const last = role === 'ngo' ? await eraseNgo(uid) : await eraseDonor(uid, donations);
  last.delete(doc(db(), COLLECTIONS.users, uid));
  await last.commit();

  // The page is told first: the moment the sign-in goes, a signed-in page's guard moves on.
  beforeSignInGoes?.();
  await deleteSignIn();
}
