/**
 * The admin's writes and lists of NGO profiles (collection `ngoAdmin`) that the owner's service
 * (ngos.ts) has no part in: verifying, deleting, the queue of NGOs awaiting verification (with its
 * search and count), and the NGOs waiting to be verified again after their owner changed their
 * name, email, address or logo (`reverify == true`).
 */
import {
  collection,
  doc,
  documentId,
  orderBy,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { PIN_PATTERN } from '../config/limits.js';
import { nameKey } from '../config/names.js';
import { addAuditEntry } from './audit';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { ngoFromData, type Ngo } from './ngo-model';
import { NGO_NAMES } from './ngos';
import { assertOnline } from './offline';
import { countUpTo, readPage, type Tally } from './paging';
import { searchKeywords, searchTermOf } from './search-keywords.js';

/**
 * Admins only: marks an NGO verified (or not). Either way the admin has now looked at it, so it
 * leaves the 'To re-verify' list (`reverify: false`).
 */
export async function setNgoVerification(ngo: Pick<Ngo, 'id' | 'nameOrg'>, verified: boolean): Promise<void> {
  assertOnline();
  const batch = writeBatch(db());
  batch.update(doc(db(), COLLECTIONS.ngos, ngo.id), { verified, reverify: false, updatedAt: serverTimestamp() });
  addAuditEntry(batch, { action: verified ? 'verify' : 'unverify', target: ngo.id, label: ngo.nameOrg });
  await batch.commit();
}

export interface ReverifyPage {
  items: Ngo[];
  /** The id to pass as `after` for the next page; null when this was the last. */
  next: string | null;
}

/** How many NGOs to re-verify the admin dashboard reads at a time. */
export const REVERIFY_PAGE_SIZE = 50;

/**
 * For admins: one page of the NGOs whose owner changed their name, email, address or logo after they
 * were verified, in the order of their ids (an equality filter and the id order need no
 * composite index).
 */
export async function listNgosToReverify({
  after = null,
  pageSize = REVERIFY_PAGE_SIZE,
}: { after?: string | null; pageSize?: number } = {}): Promise<ReverifyPage> {
  const { items, lastIfMore } = await readPage(
    'ngos.reverifyQueue',
    collection(db(), COLLECTIONS.ngos),
    [where('reverify', '==', true), orderBy(documentId())],
    after,
    pageSize,
  );
  return { items: items.map((d) => ngoFromData(d.id, d.data())), next: lastIfMore?.id ?? null };
}

/** For admins: how many NGO profiles are not verified (new ones, and those to verify again). */
export function countNgosWaiting(): Promise<Tally> {
  return countUpTo('ngos.countWaiting', COLLECTIONS.ngos, [where('verified', '==', false)]);
}

/** What the queue's search box holds, as one Firestore filter: an email, a PIN code or a name. */
export type QueueSearch =
  { by: 'email'; emails: string[] } | { by: 'pin'; pin: string } | { by: 'name'; term: string } | { by: 'none' };

/**
 * Reads the queue's search box: text with an '@' is an email (as typed, and lower-cased: the stored
 * one is the account's, in the case its owner typed it), six digits a PIN code, anything else a
 * name or a word of the address, looked up in `keywords` as the NGO list does (2 characters at least).
 */
export function queueSearchOf(text: string): QueueSearch {
  const typed = text.trim();
  if (typed.includes('@')) return { by: 'email', emails: [...new Set([typed, typed.toLowerCase()])] };
  const pin = typed.replace(/\s/g, '');
  if (PIN_PATTERN.test(pin)) return { by: 'pin', pin };
  const term = searchTermOf(typed);
  return term ? { by: 'name', term } : { by: 'none' };
}

function searchFilter(search: QueueSearch): QueryConstraint[] {
  switch (search.by) {
    case 'email':
      return [where('email', 'in', search.emails)];
    case 'pin':
      return [where('zip', '==', search.pin)];
    case 'name':
      return [where('keywords', 'array-contains', search.term)];
    case 'none':
      return [];
  }
}

export type QueueCursor = QueryDocumentSnapshot;

export interface QueuePage {
  items: Ngo[];
  /** Pass as `after` for the next page; null when this was the last. */
  next: QueueCursor | null;
}

/** How many NGOs of the queue the admin dashboard reads at a time. */
export const QUEUE_PAGE_SIZE = 25;

/**
 * For admins: one page of the NGO profiles awaiting verification (`verified == false`), those
 * waiting longest first, optionally searched by email, PIN code or name (queueSearchOf). Without a
 * search, the NGOs to verify again (`reverify`) are left to their own list; a search finds them
 * too. Each filter with the sign-up order has its composite index in firestore.indexes.json.
 */
export async function listNgoQueue({
  search = '',
  after = null,
  pageSize = QUEUE_PAGE_SIZE,
}: { search?: string; after?: QueueCursor | null; pageSize?: number } = {}): Promise<QueuePage> {
  const filter = queueSearchOf(search);
  const { items, lastIfMore } = await readPage(
    'ngos.verifyQueue',
    collection(db(), COLLECTIONS.ngos),
    [...searchFilter(filter), where('verified', '==', false), orderBy('createdAt'), orderBy(documentId())],
    after,
    pageSize,
  );
  const ngos = items.map((d) => ngoFromData(d.id, d.data()));
  return { items: filter.by === 'none' ? ngos.filter((n) => !n.reverify) : ngos, next: lastIfMore };
}

/**
 * Admins only: deletes an NGO profile and frees its name (ngoNames), in one transaction. Nothing
 * else goes: the NGO's account stays (it may sign in and make a new profile), and so do the
 * donations addressed to it and its logo file.
 */
export async function deleteNgoProfile(ngo: Pick<Ngo, 'id' | 'nameOrg'>): Promise<void> {
  assertOnline();
  const database = db();
  const key = nameKey(ngo.nameOrg);
  await runTransaction(database, async (tx) => {
    const claim = key ? await tx.get(doc(database, NGO_NAMES, key)) : null;
    tx.delete(doc(database, COLLECTIONS.ngos, ngo.id));
    if (claim?.exists() && claim.get('ngoId') === ngo.id) tx.delete(claim.ref);
    addAuditEntry(tx, { action: 'deleteNgo', target: ngo.id, label: ngo.nameOrg });
  });
}

/**
 * Admins only: gives an NGO the search words it lacks — the earlier app stored none, so search
 * could not find its NGOs. The words come from the NGO's own fields, as when its owner saves it.
 */
export async function makeNgoSearchable(ngo: Ngo): Promise<void> {
  const batch = writeBatch(db());
  batch.update(doc(db(), COLLECTIONS.ngos, ngo.id), { keywords: searchKeywords(ngo), updatedAt: serverTimestamp() });
  addAuditEntry(batch, { action: 'ngoWords', target: ngo.id, label: ngo.nameOrg });
  await batch.commit();
}
