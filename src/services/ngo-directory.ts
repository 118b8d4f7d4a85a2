/**
 * Reading the public NGO directory (/ngoList, and the admin's and donors' NGO lists) with
 * Firestore Lite: one request per page, straight from the server, for about a fifth of the full
 * SDK's code — /ngoList is a public page and loads nothing else of Firestore.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { config } from '../config/env';
import { LIST_LIMIT } from '../config/limits.js';
import { appWithAppCheck } from './app-check-mode';
import { COLLECTIONS } from './collections';
import { ngoFromData, type ListNgosOptions, type NgoPage } from './ngo-model';
import { searchTermOf } from './search-keywords.js';

let instance: Promise<Firestore> | undefined;

/** Firestore Lite, created after App Check has started when it is on (app-check-mode.ts). */
export function liteDb(): Promise<Firestore> {
  instance ??= appWithAppCheck().then(
    (app) => {
      const created = getFirestore(app);
      if (config.useEmulators) connectFirestoreEmulator(created, config.emulatorHost, 8080);
      return created;
    },
    (error: unknown) => {
      instance = undefined; // App Check's code did not load: the next try fetches it again
      throw error;
    },
  );
  return instance;
}

/**
 * One page of NGOs ordered by name. Searching is a Firestore query on `keywords`, so it reaches
 * NGOs on any page; the composite indexes it needs are declared in firestore.indexes.json.
 */
export async function listNgos({
  search = '',
  slot = '',
  after = null,
  pageSize = 25,
}: ListNgosOptions = {}): Promise<NgoPage> {
  const size = Math.max(1, Math.min(LIST_LIMIT, Math.floor(pageSize)));
  // One more than a page tells whether another page exists, where the rules' limit leaves room.
  const readAhead = size < LIST_LIMIT;
  const constraints: QueryConstraint[] = [];
  const term = searchTermOf(search);
  if (term) constraints.push(where('keywords', 'array-contains', term));
  if (slot) constraints.push(where('time', '==', slot));
  constraints.push(orderBy('nameOrg'), orderBy(documentId()));
  if (after) constraints.push(startAfter(after.nameOrg, after.id));
  constraints.push(limit(readAhead ? size + 1 : size));
  // Lite reads from the server only: offline this fails (and says so) rather than showing no NGOs.
  const snap = await getDocs(query(collection(await liteDb(), COLLECTIONS.ngos), ...constraints));
  const all = snap.docs.map((d) => ngoFromData(d.id, d.data()));
  const page = all.slice(0, size);
  const last = page[page.length - 1];
  const more = readAhead ? all.length > size : page.length === size;
  return { ngos: page, next: more && last ? { nameOrg: last.nameOrg, id: last.id } : null };
}
