/**
 * The admin audit log (docs/security.md, 'Audit log'). Every admin action writes one entry,
 * audit/{id}, in the same batch or transaction as the action, and points the admin's
 * auditHeads/{uid} at it: the rules find the entry there, refuse the action without it and an entry
 * without its action. Entries are never changed or deleted; only admins read them.
 */
import {
  collection,
  doc,
  orderBy,
  serverTimestamp,
  where,
  type DocumentData,
  type DocumentReference,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { AUDIT_ACTIONS, LENGTH } from '../config/limits.js';
import { currentAccount } from './auth';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { failure } from './offline';
import { readPage } from './paging';
import { storedDate, storedText } from './stored';

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_LIST = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** What an admin did, to which document (its id), with a name to show and a reason where it has one. */
export interface AuditNote {
  action: AuditAction;
  target: string;
  /** The target's name at the time (an NGO's, a donor's), for the log to show. */
  label?: string;
  reason?: string;
}

export interface AuditEntry extends Required<AuditNote> {
  id: string;
  /** The admin's uid. */
  by: string;
  at: Date | null;
}

/** Anything that writes a document as part of one request: a WriteBatch or a Transaction. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * Adds the signed-in admin's entry for `note` to the batch or transaction that takes the action
 * (the rules refuse the action without it). One entry per batch.
 */
export function addAuditEntry(writer: Writer, note: AuditNote): void {
  const admin = currentAccount();
  if (!admin) throw failure('unauthenticated', 'Not signed in.');
  const entry = doc(collection(db(), COLLECTIONS.audit));
  writer.set(entry, {
    action: note.action,
    target: note.target,
    by: admin.uid,
    at: serverTimestamp(),
    ...(note.label ? { label: note.label.slice(0, LENGTH.name) } : {}),
    ...(note.reason ? { reason: note.reason.slice(0, LENGTH.reason) } : {}),
  });
  writer.set(doc(db(), COLLECTIONS.auditHeads, admin.uid), { last: entry.id });
}

function entryFromData(id: string, data: DocumentData): AuditEntry {
  const action = storedText(data.action);
  return {
    id,
    // The rules take only AUDIT_ACTIONS, so every stored action is one of them.
    action: action as AuditAction,
    target: storedText(data.target),
    label: storedText(data.label),
    reason: storedText(data.reason),
    by: storedText(data.by),
    at: storedDate(data.at),
  };
}

export interface AuditFilter {
  action?: AuditAction | undefined;
  /** One admin's entries only. */
  by?: string | undefined;
}

/** Where the next page of the log starts (opaque to callers). */
export type AuditCursor = QueryDocumentSnapshot<DocumentData>;

export interface AuditPage {
  items: AuditEntry[];
  /** The cursor for the next page; null when this was the last. */
  next: AuditCursor | null;
}

/** How many entries the dashboard reads at a time. */
export const AUDIT_PAGE_SIZE = 25;

/** For admins: a page of the log, the latest first, optionally of one action and/or one admin. */
export async function listAuditEntries(
  filter: AuditFilter = {},
  { after = null, pageSize = AUDIT_PAGE_SIZE }: { after?: AuditCursor | null; pageSize?: number } = {},
): Promise<AuditPage> {
  const constraints: QueryConstraint[] = [];
  if (filter.action) constraints.push(where('action', '==', filter.action));
  if (filter.by) constraints.push(where('by', '==', filter.by));
  const { items, lastIfMore } = await readPage(
    'audit.log',
    collection(db(), COLLECTIONS.audit),
    [...constraints, orderBy('at', 'desc')],
    after,
    pageSize,
  );
  return { items: items.map((d) => entryFromData(d.id, d.data())), next: lastIfMore };
}
