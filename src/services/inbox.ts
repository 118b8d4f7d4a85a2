/**
 * For admins (PRODUCT.md §2): what visitors sent through the contact form and who subscribed to the
 * newsletter, newest first, a page at a time. The rules let only admins list either collection,
 * and only with a limit.
 */
import {
  collection,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  type DocumentData,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { db } from './db';

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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const time = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

/** One page of a collection, newest first; one document more than a page tells whether there is another. */
async function newestFirst<T>(
  name: string,
  toItem: (doc: QueryDocumentSnapshot<DocumentData>) => T,
  after: InboxCursor | null,
  pageSize: number,
): Promise<InboxPage<T>> {
  const size = Math.max(1, Math.min(99, Math.floor(pageSize)));
  const constraints: QueryConstraint[] = [orderBy('createdAt', 'desc')];
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(size + 1));
  const snap = await getDocsFromServer(query(collection(db(), name), ...constraints));
  const docs = snap.docs.slice(0, size);
  return { items: docs.map(toItem), next: snap.docs.length > size ? (docs[docs.length - 1] ?? null) : null };
}

export function listContactMessages({
  after = null,
  pageSize = INBOX_PAGE_SIZE,
}: { after?: InboxCursor | null; pageSize?: number } = {}): Promise<InboxPage<ContactMessage>> {
  return newestFirst(
    COLLECTIONS.contactMessages,
    (d) => {
      const data = d.data();
      return {
        id: d.id,
        name: text(data.name),
        email: text(data.email),
        subject: text(data.subject),
        message: text(data.message),
        createdAt: time(data.createdAt),
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
    COLLECTIONS.newsletter,
    (d) => ({ id: d.id, email: text(d.data().email), createdAt: time(d.data().createdAt) }),
    after,
    pageSize,
  );
}
