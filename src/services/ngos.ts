import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { assertOnline } from './offline';
import { searchKeywords, searchTermOf } from './search-keywords.js';

export const TIME_SLOTS = ['Morning', 'AfterNoon', 'Evening'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export function isTimeSlot(value: unknown): value is TimeSlot {
  return TIME_SLOTS.includes(value as TimeSlot);
}

/** An NGO profile as the app uses it. Documents of the earlier app map onto it too. */
export interface Ngo {
  id: string;
  /** Name of Organization. */
  nameOrg: string;
  /** Name of the contact person. */
  name: string;
  email: string;
  /** Usually a time slot; legacy documents may hold other text, shown as it is. */
  time: string;
  /** Meals per pickup; parsed from `mealno` for legacy documents; null when unknown. */
  meals: number | null;
  /** The earlier app's text, e.g. '29 meals'. */
  mealno: string;
  address: string;
  city: string;
  zip: string;
  /** Logo download address, or '' for none. */
  imageUrl: string;
  /** The owning NGO account; null for seeded and legacy documents. */
  ownerUid: string | null;
  verified: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** What the NGO profile form saves. */
export interface NgoInput {
  nameOrg: string;
  name: string;
  email: string;
  time: TimeSlot;
  meals: number;
  address: string;
  city: string;
  zip: string;
  imageUrl: string;
}

export const MAX_MEALS = 100000;

/** The rules refuse lists of more than 100 documents. */
const MAX_LIST = 100;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toDate(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

/** '29 meals' → 29; null when the text holds no whole number. */
export function parseMealno(mealno: string): number | null {
  const match = /\d+/.exec(mealno.replace(/[,\s](?=\d{3}\b)/g, ''));
  if (!match) return null;
  const meals = Number(match[0]);
  return Number.isSafeInteger(meals) && meals > 0 ? meals : null;
}

/** Maps stored fields (current or legacy) to an Ngo; missing fields become empty values. */
export function ngoFromData(id: string, data: DocumentData): Ngo {
  const mealno = typeof data.mealno === 'number' ? String(data.mealno) : text(data.mealno);
  const meals =
    typeof data.meals === 'number' && Number.isFinite(data.meals) && data.meals > 0
      ? Math.round(data.meals)
      : parseMealno(mealno);
  return {
    id,
    nameOrg: text(data.nameOrg),
    name: text(data.name),
    email: text(data.email),
    time: text(data.time),
    meals,
    mealno,
    address: text(data.address),
    city: text(data.city),
    zip: text(data.zip),
    imageUrl: text(data.imageUrl),
    ownerUid: typeof data.ownerUid === 'string' && data.ownerUid ? data.ownerUid : null,
    verified: data.verified === true,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

/** Reads only: writes are built field by field below, so they carry exactly the keys the rules allow. */
export const ngoConverter: FirestoreDataConverter<Ngo> = {
  toFirestore: (ngo) => {
    const data: DocumentData = { ...(ngo as Ngo) };
    delete data.id;
    return data;
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => ngoFromData(snapshot.id, snapshot.data()),
};

function ngos() {
  return collection(db(), COLLECTIONS.ngos).withConverter(ngoConverter);
}

function ngoRef(id: string) {
  return doc(db(), COLLECTIONS.ngos, id);
}

/** The fields the owner writes on create and update, keywords included. */
function profileFields(input: NgoInput) {
  return {
    nameOrg: input.nameOrg,
    name: input.name,
    email: input.email,
    time: input.time,
    meals: input.meals,
    mealno: `${input.meals} meals`,
    address: input.address,
    city: input.city,
    zip: input.zip,
    imageUrl: input.imageUrl,
    keywords: searchKeywords(input),
  };
}

export async function getNgo(id: string): Promise<Ngo | null> {
  const snap = await getDoc(doc(ngos(), id));
  return snap.exists() ? snap.data() : null;
}

/** A registered NGO's profile lives at ngoAdmin/{uid}. */
export function getMyNgo(uid: string): Promise<Ngo | null> {
  return getNgo(uid);
}

/** Creates the NGO account's profile, or updates it when it exists. */
export async function saveMyNgo(uid: string, input: NgoInput): Promise<'created' | 'updated'> {
  // Offline: fail at once, the form keeps what was typed (offline.ts); otherwise the read below
  // would answer from the cache and the write would wait in Firestore's queue.
  assertOnline();
  const ref = ngoRef(uid);
  const existing = await getDoc(ref);
  if (existing.exists()) {
    await updateDoc(ref, { ...profileFields(input), updatedAt: serverTimestamp() });
    return 'updated';
  }
  await setDoc(ref, {
    ...profileFields(input),
    ownerUid: uid,
    verified: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return 'created';
}

/** Where the next page starts: the last NGO of the page before. */
export interface NgoCursor {
  nameOrg: string;
  id: string;
}

export interface NgoPage {
  ngos: Ngo[];
  /** Pass as `after` for the next page; null when this was the last one. */
  next: NgoCursor | null;
}

export interface ListNgosOptions {
  /** Text from the search box; its first word (2–20 characters) is looked up in `keywords`. */
  search?: string;
  slot?: TimeSlot | '';
  after?: NgoCursor | null;
  /** 25 a view by default; at most 100 (the rules' list limit). */
  pageSize?: number;
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
  const size = Math.max(1, Math.min(MAX_LIST, Math.floor(pageSize)));
  // One more than a page tells whether another page exists, where the rules' limit leaves room.
  const readAhead = size < MAX_LIST;
  const constraints: QueryConstraint[] = [];
  const term = searchTermOf(search);
  if (term) constraints.push(where('keywords', 'array-contains', term));
  if (slot) constraints.push(where('time', '==', slot));
  constraints.push(orderBy('nameOrg'), orderBy(documentId()));
  if (after) constraints.push(startAfter(after.nameOrg, after.id));
  constraints.push(limit(readAhead ? size + 1 : size));
  // From the server only: offline, an empty cached answer would read as 'no NGOs' instead of an error.
  const snap = await getDocsFromServer(query(ngos(), ...constraints));
  const all = snap.docs.map((d) => d.data());
  const page = all.slice(0, size);
  const last = page[page.length - 1];
  const more = readAhead ? all.length > size : page.length === size;
  return { ngos: page, next: more && last ? { nameOrg: last.nameOrg, id: last.id } : null };
}

/** Admins only (the rules allow nothing else to change `verified`). */
export async function setNgoVerified(id: string, verified: boolean): Promise<void> {
  await updateDoc(ngoRef(id), { verified, updatedAt: serverTimestamp() });
}

/** Admins only. */
export async function deleteNgo(id: string): Promise<void> {
  await deleteDoc(ngoRef(id));
}
