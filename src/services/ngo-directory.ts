/**
 * Reading the public NGO directory (/ngoList, and the admin's and donors' NGO lists) with
 * Firestore Lite: one request per page, straight from the server, for about a fifth of the full
 * SDK's code — /ngoList is a public page and loads nothing else of Firestore. Lite's code itself
 * is fetched on the first read that needs it: /ngoList's first page usually comes from the
 * request its HTML sent (ngo-first-page.ts), so the list shows without it.
 */
import type { Firestore, QueryConstraint } from 'firebase/firestore/lite';
import { config } from '../config/env';
import { LIST_LIMIT } from '../config/limits.js';
import { appWithAppCheck } from './app-check-mode';
import { COLLECTIONS } from './collections';
import { isNetworkError, loadOnDemand } from './errors';
import { isOffline } from './offline';
import {
  DIRECTORY_PAGE_SIZE,
  FIRESTORE_EMULATOR_PORT,
  earlyFirstPageNgos,
  firstPageRequest,
  readLimit,
} from './ngo-first-page';
import { ngoFromData, type ListNgosOptions, type Ngo, type NgoPage } from './ngo-model';
import { ngoRecordFromData, type NgoRecord } from './record-model';
import { searchTermOf } from './search-keywords.js';
import { recorded } from './query-record';

let code: Promise<typeof import('firebase/firestore/lite')> | undefined;

/** Firestore Lite's code, fetched once (a failed fetch reads as a connection failure: loadOnDemand). */
function liteCode() {
  code ??= loadOnDemand(() => import('firebase/firestore/lite')).catch((error: unknown) => {
    code = undefined; // the next read fetches it again
    throw error;
  });
  return code;
}

let instance: Promise<Firestore> | undefined;

/** Firestore Lite, created after App Check has started when it is on (app-check-mode.ts). */
export function liteDb(): Promise<Firestore> {
  instance ??= Promise.all([appWithAppCheck(), liteCode()]).then(
    ([app, lite]) => {
      const created = lite.getFirestore(app);
      if (config.useEmulators) lite.connectFirestoreEmulator(created, config.emulatorHost, FIRESTORE_EMULATOR_PORT);
      return created;
    },
    (error: unknown) => {
      instance = undefined; // App Check's or Lite's code did not load: the next try fetches it again
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
  pageSize = DIRECTORY_PAGE_SIZE,
}: ListNgosOptions = {}): Promise<NgoPage> {
  const size = Math.max(1, Math.min(LIST_LIMIT, Math.floor(pageSize)));
  // One more than a page tells whether another page exists, where the rules' limit leaves room.
  const readAhead = readLimit(size) > size;
  const term = searchTermOf(search);
  // Lite reads from the server only. The directory's first page, as last seen, is kept on this
  // device: offline (or with the server out of reach) that shows, saying when it was saved,
  // rather than no NGOs at all. A search or a later page offline fails, and says so.
  const first = !term && !slot && !after;
  // /ngoList's HTML asked for its first page itself, before the app started (ngo-first-page.ts):
  // its answer is taken once, when it is this very request; anything else reads through Lite.
  const early = first ? await earlyFirstPageNgos(firstPageRequest(config, size)) : null;
  if (early) {
    const result = pageOf(early, size, readAhead);
    saveFirstPage(result);
    return result;
  }
  let snap;
  try {
    const [lite, db] = await Promise.all([liteCode(), liteDb()]);
    const constraints: QueryConstraint[] = [];
    if (term) constraints.push(lite.where('keywords', 'array-contains', term));
    if (slot) constraints.push(lite.where('time', '==', slot));
    constraints.push(lite.orderBy('nameOrg'), lite.orderBy(lite.documentId()));
    if (after) constraints.push(lite.startAfter(after.nameOrg, after.id));
    constraints.push(lite.limit(readLimit(size)));
    snap = await lite.getDocs(
      recorded('ngos.directory', lite.query(lite.collection(db, COLLECTIONS.ngos), ...constraints)),
    );
  } catch (error) {
    // Only when the server could not be reached: any other failure is said as it is.
    const unreachable = isOffline() || isNetworkError(error);
    const saved = first && unreachable ? savedFirstPage(size) : null;
    if (saved) return saved;
    throw error;
  }
  const result = pageOf(
    snap.docs.map((d) => ngoFromData(d.id, d.data())),
    size,
    readAhead,
  );
  if (first) saveFirstPage(result);
  return result;
}

/**
 * The documents of `collectionName` kept by NGO id (public) for these NGOs, for the directory's
 * cards: one query for each 30 NGOs (Firestore's `in` limit; a page holds fewer). Only those that
 * exist are read, so a page of NGOs without any costs a single read.
 */
async function byNgo(
  site: 'ngos.teamCounts' | 'ngos.records',
  collectionName: string,
  ngoIds: readonly string[],
): Promise<[string, Record<string, unknown>][]> {
  const ids = [...new Set(ngoIds)];
  if (ids.length === 0) return [];
  const [lite, db] = await Promise.all([liteCode(), liteDb()]);
  const chunks = Array.from({ length: Math.ceil(ids.length / 30) }, (_, i) => ids.slice(i * 30, i * 30 + 30));
  const snaps = await Promise.all(
    chunks.map((chunk) =>
      lite.getDocs(
        recorded(
          site,
          lite.query(lite.collection(db, collectionName), lite.where(lite.documentId(), 'in', chunk), lite.limit(30)),
        ),
      ),
    ),
  );
  return snaps.flatMap((snap) => snap.docs.map((d) => [d.id, d.data()] as [string, Record<string, unknown>]));
}

/** How many members the teams of these NGOs have (teamCounts/{ngoId}: a count, no names). */
export async function teamCountsOf(ngoIds: readonly string[]): Promise<Record<string, number>> {
  const counts = (await byNgo('ngos.teamCounts', COLLECTIONS.teamCounts, ngoIds)).map(
    ([id, data]) => [id, Number(data.members)] as const,
  );
  return Object.fromEntries(counts.filter(([, n]) => Number.isInteger(n) && n > 0));
}

/** These NGOs' records of pickups (ngoRecords/{ngoId}, docs/reports.md 'Reliability'). */
export async function ngoRecordsOf(ngoIds: readonly string[]): Promise<Record<string, NgoRecord>> {
  const records = await byNgo('ngos.records', COLLECTIONS.ngoRecords, ngoIds);
  return Object.fromEntries(records.map(([id, data]) => [id, ngoRecordFromData(data)]));
}

/** A page of `size` from the NGOs read (one more than a page when `readAhead`: then there are more). */
function pageOf(all: Ngo[], size: number, readAhead: boolean): NgoPage {
  const page = all.slice(0, size);
  const last = page[page.length - 1];
  const more = readAhead ? all.length > size : page.length === size;
  return { ngos: page, next: more && last ? { nameOrg: last.nameOrg, id: last.id } : null };
}

const SAVED_KEY = 'foodbridge.ngoList';

function saveFirstPage(page: NgoPage): void {
  try {
    localStorage.setItem(SAVED_KEY, JSON.stringify({ savedAt: Date.now(), ngos: page.ngos }));
  } catch {
    // No storage (private mode, full): offline the list then says it cannot load, as before.
  }
}

/** The first page as last seen here, at most `size` NGOs, with when it was saved; null if none. */
function savedFirstPage(size: number): NgoPage | null {
  try {
    const raw = localStorage.getItem(SAVED_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { savedAt?: unknown; ngos?: unknown };
    if (typeof saved.savedAt !== 'number' || !Array.isArray(saved.ngos)) return null;
    const date = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
    const ngos = (saved.ngos as Ngo[]).slice(0, size).map((ngo) => ({
      ...ngo,
      createdAt: date(ngo.createdAt),
      updatedAt: date(ngo.updatedAt),
    }));
    // Nothing more is read while offline: 'Load more' waits for the connection.
    return { ngos, next: null, savedAt: new Date(saved.savedAt) };
  } catch {
    return null;
  }
}
