/**
 * Suspended accounts (collection `suspensions`, one document per suspended account, id == its uid).
 * Only admins suspend and lift; the account itself may read its own document, so the app can say
 * why it is suspended. While the document exists the rules refuse the account's NGO profile and
 * donor record writes, new donations and every donation move.
 *
 * An NGO account's public profile mirrors the suspension in its `suspended` flag (donors see that
 * the NGO cannot take offers): the flag changes in the same transaction as the suspension, as the
 * rules require.
 *
 * A suspended donor's offers that no NGO has accepted yet are withdrawn (cancelled) right after the
 * suspension, so no NGO board keeps them; the rules let an admin do that only while the donor is
 * suspended. Lifting the suspension does not bring them back: the donor offers again.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentData,
  type DocumentReference,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase/firestore';
import { LENGTH, LIST_LIMIT, NAME_CONTENT_PATTERN } from '../config/limits.js';
import { ROLES, type Role } from '../config/roles';
import { addAuditEntry } from './audit';
import { currentAccount } from './auth';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { AppError } from './errors';
import { assertOnline, failure } from './offline';
import { readPage } from './paging';
import { storedDate, storedText } from './stored';
import { recorded } from './query-record';

/** The collection's name (firestore.rules: match /suspensions/{uid}). */
export const SUSPENSIONS = COLLECTIONS.suspensions;

export interface Suspension {
  /** The suspended account's uid (the document id). */
  uid: string;
  /** Why, as the admin wrote it; the account is shown it. */
  reason: string;
  suspendedAt: Date | null;
  /** The admin who suspended it. */
  suspendedBy: string;
}

/** A suspension as the admin dashboard lists it, with who the account is. */
export interface SuspendedAccount extends Suspension {
  /** The account's name: its NGO's name, else its display name, else ''. */
  name: string;
  email: string;
  role: Role | null;
}

/** Where the next page of suspensions starts (opaque to callers). */
export type SuspensionCursor = QueryDocumentSnapshot<DocumentData>;

export interface SuspensionPage {
  items: SuspendedAccount[];
  next: SuspensionCursor | null;
}

/** How many suspensions the admin dashboard reads at a time. */
export const SUSPENSION_PAGE_SIZE = 50;

/** A reason the rules accept: 1 to LENGTH.reason characters with at least one letter or digit. */
export function isValidReason(reason: string): boolean {
  return reason.length >= 1 && reason.length <= LENGTH.reason && NAME_CONTENT_PATTERN.test(reason);
}

function suspensionRef(uid: string) {
  return doc(db(), SUSPENSIONS, uid);
}

function suspensionFromData(uid: string, data: DocumentData): Suspension {
  return {
    uid,
    reason: storedText(data.reason),
    suspendedAt: storedDate(data.suspendedAt),
    suspendedBy: storedText(data.suspendedBy),
  };
}

/** The signed-in admin's uid; an admin may never suspend or lift their own account. */
function adminActingOn(uid: string): string {
  const admin = currentAccount();
  if (!admin) throw failure('unauthenticated', 'Not signed in.');
  if (admin.uid === uid) throw new AppError('foodbridge/own-account');
  return admin.uid;
}

/** The account's donations no NGO has accepted yet (open or addressed), a page at a time. */
async function waitingOffersOf(uid: string): Promise<DocumentReference[]> {
  const snap = await getDocs(
    recorded(
      'donations.waitingOfDonor',
      query(
        collection(db(), COLLECTIONS.donations),
        where('donorUid', '==', uid),
        where('status', '==', 'offered'),
        limit(LIST_LIMIT),
      ),
    ),
  );
  return snap.docs.map((d) => d.ref);
}

/**
 * Reads these donations in the transaction (all reads come before its writes) and returns the
 * withdrawal of those still offered: one an NGO accepted meanwhile is left to the NGO.
 */
async function withdrawalOf(tx: Transaction, offers: DocumentReference[]): Promise<() => void> {
  const still = (await Promise.all(offers.map((ref) => tx.get(ref)))).filter((d) => d.get('status') === 'offered');
  return () => {
    for (const offer of still) {
      tx.update(offer.ref, { status: 'cancelled', cancelledAt: serverTimestamp(), updatedAt: serverTimestamp() });
    }
  };
}

/**
 * Admins only: suspends the account `uid` with a reason the account will be shown (written again
 * when it is already suspended: the new reason replaces the old). One transaction writes the
 * suspension, when the account has an NGO profile its `suspended: true`, and the admin's audit
 * entry; then the account's offers no NGO has accepted yet are withdrawn, a few a transaction.
 */
export async function suspendAccount(uid: string, reason: string, label = ''): Promise<void> {
  assertOnline();
  const text = reason.trim();
  if (!isValidReason(text)) throw failure('invalid-argument', 'The reason is empty or too long.');
  const suspendedBy = adminActingOn(uid);
  const profile = doc(db(), COLLECTIONS.ngos, uid);
  const waiting = await waitingOffersOf(uid);
  await runTransaction(db(), async (tx) => {
    // Read in the transaction: a profile made meanwhile makes it run again, so the flag is never missed.
    const existing = await tx.get(profile);
    tx.set(suspensionRef(uid), { reason: text, suspendedAt: serverTimestamp(), suspendedBy });
    // Its flag, unless it says so already (a new reason for a suspended NGO): the rules take a
    // profile write beside a suspension for the suspension's own only when it sets the flag.
    if (existing.exists() && existing.get('suspended') !== true) {
      tx.update(profile, { suspended: true, updatedAt: serverTimestamp() });
    }
    addAuditEntry(tx, { action: 'suspend', target: uid, label, reason: text });
  });
  // Then its waiting offers, a few a transaction, while the suspension stands (the account can make
  // none now): the rules read at most 20 documents a batch, and the suspension with its audit entry
  // leaves no room for more than one offer beside it.
  for (let left = waiting; left.length > 0; left = await waitingOffersOf(uid)) {
    for (let i = 0; i < left.length; i += WITHDRAWALS_PER_BATCH) {
      const some = left.slice(i, i + WITHDRAWALS_PER_BATCH);
      await runTransaction(db(), async (tx) => (await withdrawalOf(tx, some))());
    }
  }
}

/** How many offers one transaction withdraws (7 measured within the rules' reads; room left). */
const WITHDRAWALS_PER_BATCH = 5;

/** Admins only: lifts the suspension of `uid`, and clears its NGO profile's `suspended` flag. */
export async function unsuspendAccount(uid: string, label = ''): Promise<void> {
  assertOnline();
  adminActingOn(uid);
  const profile = doc(db(), COLLECTIONS.ngos, uid);
  await runTransaction(db(), async (tx) => {
    const existing = await tx.get(profile);
    tx.delete(suspensionRef(uid));
    if (existing.exists() && existing.get('suspended') === true) {
      tx.update(profile, { suspended: false, updatedAt: serverTimestamp() });
    }
    addAuditEntry(tx, { action: 'lift', target: uid, label });
  });
}

/** The account's own suspension, or null when it is not suspended. */
export async function getMySuspension(uid: string): Promise<Suspension | null> {
  const snap = await getDoc(suspensionRef(uid));
  const data = snap.data();
  return data ? suspensionFromData(uid, data) : null;
}

/**
 * Follows the signed-in account's own suspension live: null while it is not suspended, the
 * suspension (with its reason) while it is. Returns the stop.
 */
export function watchMySuspension(
  uid: string,
  onData: (suspension: Suspension | null) => void,
  onError: (error: unknown) => void,
): () => void {
  return onSnapshot(
    suspensionRef(uid),
    (snap) => {
      const data = snap.data();
      onData(data ? suspensionFromData(uid, data) : null);
    },
    onError,
  );
}

/** Who a suspended account is: its users/{uid} document and, for an NGO, its profile's name. */
async function withAccount(suspension: Suspension): Promise<SuspendedAccount> {
  const [user, ngo] = await Promise.all([
    getDoc(doc(db(), COLLECTIONS.users, suspension.uid)),
    getDoc(doc(db(), COLLECTIONS.ngos, suspension.uid)),
  ]);
  const role: unknown = user.data()?.role;
  return {
    ...suspension,
    name: storedText(ngo.data()?.nameOrg) || storedText(user.data()?.displayName),
    email: storedText(user.data()?.email),
    role: ROLES.includes(role as Role) ? (role as Role) : null,
  };
}

/** For admins: one page of suspended accounts, the latest first (the rules allow lists of at most LIST_LIMIT). */
export async function listSuspensions({
  after = null,
  pageSize = SUSPENSION_PAGE_SIZE,
}: { after?: SuspensionCursor | null; pageSize?: number } = {}): Promise<SuspensionPage> {
  const { items, lastIfMore } = await readPage(
    'suspensions.page',
    collection(db(), SUSPENSIONS),
    [orderBy('suspendedAt', 'desc')],
    after,
    pageSize,
  );
  return {
    items: await Promise.all(items.map((d) => withAccount(suspensionFromData(d.id, d.data())))),
    next: lastIfMore,
  };
}
