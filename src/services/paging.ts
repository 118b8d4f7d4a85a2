/**
 * Reading a list a page at a time within the rules, which refuse a list query of more than
 * LIST_LIMIT documents: one document more than a page is read to tell whether another follows.
 * Counting is held to the same limit (countUpTo).
 */
import {
  collection,
  getCountFromServer,
  getDocsFromServer,
  limit,
  query,
  startAfter,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { LIST_LIMIT } from '../config/limits.js';
import { db } from './db';
import { recorded, type QuerySite } from './query-record';

/** A page size that leaves room, within the rules' limit, for the one document read ahead. */
export function readAheadSize(pageSize: number): number {
  return Math.max(1, Math.min(LIST_LIMIT - 1, Math.floor(pageSize)));
}

/** Splits what a query limited to `size + 1` returned into the page and its last item, if more follow. */
export function splitPage<T>(read: T[], size: number): { items: T[]; lastIfMore: T | null } {
  const items = read.slice(0, size);
  return { items, lastIfMore: read.length > size ? (items[items.length - 1] ?? null) : null };
}

/**
 * Reads one page of `base` in the order `orderBy` gives, starting after `after` (the cursor the
 * page before returned, a document or its id for an id order): the page's documents, and the last
 * of them when another page follows (null when this was the last).
 */
export async function readPage<T>(
  site: QuerySite,
  base: Query<T>,
  order: QueryConstraint[],
  after: unknown,
  pageSize: number,
): Promise<{ items: QueryDocumentSnapshot<T>[]; lastIfMore: QueryDocumentSnapshot<T> | null }> {
  const size = readAheadSize(pageSize);
  const constraints = [...order, ...(after ? [startAfter(after)] : []), limit(size + 1)];
  const snap = await getDocsFromServer(recorded(site, query(base, ...constraints)));
  return splitPage(snap.docs, size);
}

/**
 * Every document `order` selects, read a page at a time within the rules' list limit (99 and one
 * read ahead), up to `max`: `cut` says more were there than `max` (the first `max` are kept).
 */
export async function readAllPages<T>(
  site: QuerySite,
  base: Query<T>,
  order: QueryConstraint[],
  max = Number.POSITIVE_INFINITY,
): Promise<{ items: QueryDocumentSnapshot<T>[]; cut: boolean }> {
  const items: QueryDocumentSnapshot<T>[] = [];
  let after: unknown = null;
  for (;;) {
    const page = await readPage(site, base, order, after, LIST_LIMIT - 1);
    items.push(...page.items);
    if (!page.lastIfMore) return { items, cut: false };
    if (items.length >= max) return { items: items.slice(0, max), cut: true };
    after = page.lastIfMore;
  }
}

/**
 * A number counted by the server, up to LIST_LIMIT: the rules refuse a list query (a count is one)
 * without a limit of at most LIST_LIMIT, so `atLeast` says the real number may be higher.
 */
export interface Tally {
  count: number;
  atLeast: boolean;
}

/** Counts what `constraints` select in `collectionName`, up to LIST_LIMIT (see Tally). */
export async function countUpTo(
  site: QuerySite,
  collectionName: string,
  constraints: QueryConstraint[],
): Promise<Tally> {
  const snap = await getCountFromServer(
    recorded(site, query(collection(db(), collectionName), ...constraints, limit(LIST_LIMIT))),
  );
  const { count } = snap.data();
  return { count, atLeast: count >= LIST_LIMIT };
}
