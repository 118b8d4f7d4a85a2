/**
 * Reading a list a page at a time within the rules, which refuse a list query of more than
 * LIST_LIMIT documents: one document more than a page is read to tell whether another follows.
 */
import { LIST_LIMIT } from '../config/limits.js';

/** A page size that leaves room, within the rules' limit, for the one document read ahead. */
export function readAheadSize(pageSize: number): number {
  return Math.max(1, Math.min(LIST_LIMIT - 1, Math.floor(pageSize)));
}

/** Splits what a query limited to `size + 1` returned into the page and its last item, if more follow. */
export function splitPage<T>(read: T[], size: number): { items: T[]; lastIfMore: T | null } {
  const items = read.slice(0, size);
  return { items, lastIfMore: read.length > size ? (items[items.length - 1] ?? null) : null };
}
