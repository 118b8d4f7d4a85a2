/**
 * The admin's writes and lists of NGO profiles (collection `ngoAdmin`) that the owner's service
 * (ngos.ts) has no part in: verifying, and the NGOs waiting to be verified again after their
 * owner changed their name, email or address (`reverify == true`).
 */
import { collection, doc, documentId, orderBy, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { ngoFromData, type Ngo } from './ngo-model';
import { assertOnline } from './offline';
import { readPage } from './paging';

/**
 * Admins only: marks an NGO verified (or not). Either way the admin has now looked at it, so it
 * leaves the 'To re-verify' list (`reverify: false`).
 */
export async function setNgoVerification(id: string, verified: boolean): Promise<void> {
  assertOnline();
  await updateDoc(doc(db(), COLLECTIONS.ngos, id), { verified, reverify: false, updatedAt: serverTimestamp() });
}

export interface ReverifyPage {
  items: Ngo[];
  /** The id to pass as `after` for the next page; null when this was the last. */
  next: string | null;
}

/** How many NGOs to re-verify the admin dashboard reads at a time. */
export const REVERIFY_PAGE_SIZE = 50;

/**
 * For admins: one page of the NGOs whose owner changed their name, email or address after they
 * were verified, in the order of their ids (an equality filter and the id order need no
 * composite index).
 */
export async function listNgosToReverify({
  after = null,
  pageSize = REVERIFY_PAGE_SIZE,
}: { after?: string | null; pageSize?: number } = {}): Promise<ReverifyPage> {
  const { items, lastIfMore } = await readPage(
    collection(db(), COLLECTIONS.ngos),
    [where('reverify', '==', true), orderBy(documentId())],
    after,
    pageSize,
  );
  return { items: items.map((d) => ngoFromData(d.id, d.data())), next: lastIfMore?.id ?? null };
}
