/**
 * For admins (docs/product.md, roles): what visitors sent through the contact form and who subscribed to the
 * newsletter, newest first, a page at a time. The rules let only admins list either collection,
 * and only with a limit.
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
