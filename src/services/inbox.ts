/**
 * For admins (docs/product.md, roles): what visitors sent through the contact form and who subscribed to the
 * newsletter, newest first, a page at a time. The rules let only admins list either collection,
 * and only with a limit. Each newsletter subscription is a document of its own, so an address
 * subscribed twice is read twice: the admin's table shows it once (onceEachAddress).
 */
import { collection, orderBy, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { readPage } from './paging';
import { storedDate, storedText } from './stored';
import type { QuerySite } from './query-record';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** When it arrived (server time). */
  createdAt: Date | null;
}

export interface Subscriber {
  id: string;
  email: string;
  createdAt: Date | null;
}

/** Where the next page starts: the last document read (opaque to callers). */
export type InboxCursor = QueryDocumentSnapshot<DocumentData>;

export interface InboxPage<T> {
  items: T[];
  next: InboxCursor | null;
}

/** How many of each the admin page reads at a time. */
export const INBOX_PAGE_SIZE = 20;

/** One page of a collection, newest first; one document more than a page tells whether there is another. */
async function newestFirst<T>(
  site: QuerySite,
  name: string,
  toItem: (doc: QueryDocumentSnapshot<DocumentData>) => T,
  after: InboxCursor | null,
  pageSize: number,
): Promise<InboxPage<T>> {
  const { items, lastIfMore } = await readPage(
    site,
    collection(db(), name),
    [orderBy('createdAt', 'desc')],
    after,
    pageSize,
  );
  return { items: items.map(toItem), next: lastIfMore };
}

export function listContactMessages({
  after = null,
  pageSize = INBOX_PAGE_SIZE,
}: { after?: InboxCursor | null; pageSize?: number } = {}): Promise<InboxPage<ContactMessage>> {
  return newestFirst(
    'inbox.contactMessages',
    COLLECTIONS.contactMessages,
    (d) => {
      const data = d.data();
      return {
        id: d.id,
        name: storedText(data.name),
        email: storedText(data.email),
        subject: storedText(data.subject),
        message: storedText(data.message),
        createdAt: storedDate(data.createdAt),
      };
    },
    after,
    pageSize,
  );
}

/**
 * The subscriptions loaded so far with each address once, at its latest subscription: the pages
 * are newest first, so that is the first met, and the older ones — on the same page or a later
 * one — are left out. A page may then hold fewer rows, or none; its cursor still leads on to the
 * next, so 'Load more' pages as before.
 */
export function onceEachAddress<P extends { items: Subscriber[] }>(pages: P[]): P[] {
  const seen = new Set<string>();
  return pages.map((page) => ({
    ...page,
    items: page.items.filter((subscriber) => {
      if (seen.has(subscriber.email)) return false;
      seen.add(subscriber.email);
      return true;
    }),
  }));
}

/** One page of newsletter subscriptions, newest first: an address subscribed again is on it again. */
export function listSubscribers({
  after = null,
  pageSize = INBOX_PAGE_SIZE,
}: { after?: InboxCursor | null; pageSize?: number } = {}): Promise<InboxPage<Subscriber>> {
  return newestFirst(
    'inbox.newsletter',
    COLLECTIONS.newsletter,
    (d) => ({ id: d.id, email: storedText(d.data().email), createdAt: storedDate(d.data().createdAt) }),
    after,
    pageSize,
  );
}
