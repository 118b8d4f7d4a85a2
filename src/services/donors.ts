import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocsFromCache,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { COUNTRIES, FSSAI_PATTERN, NAME_CONTENT_PATTERN } from '../config/limits.js';
import { addAuditEntry } from './audit';
import { COLLECTIONS } from './collections';
import { readPage } from './paging';
import { storedDate, storedText } from './stored';
import { db } from './db';
import { assertOnline, failure, isOffline, noteSynced } from './offline';
import { recorded } from './query-record';

export type Country = (typeof COUNTRIES)[number];

export function isCountry(value: unknown): value is Country {
  return COUNTRIES.includes(value as Country);
}

/** A donor record (collection `admin`). Legacy records hold only name, email, address and phone. */
export interface Donor {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** '' when the record has none (legacy records). */
  country: Country | '';
  /** The food business's FSSAI licence or registration number (14 digits); '' when none is given. */
  fssai: string;
  /** The donor account that owns the record; null for legacy and admin-made records. */
  ownerUid: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** What the donor profile form saves. */
export interface DonorInput {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: Country;
  /** 14 digits, or '' for none; left as it is when not given. */
  fssai?: string;
}

export function donorFromData(id: string, data: DocumentData): Donor {
  return {
    id,
    name: storedText(data.name),
    email: storedText(data.email),
    phone: storedText(data.phone),
    address: storedText(data.address),
    city: storedText(data.city),
    state: storedText(data.state),
    zip: storedText(data.zip),
    country: isCountry(data.country) ? data.country : '',
    fssai: typeof data.fssai === 'string' && FSSAI_PATTERN.test(data.fssai) ? data.fssai : '',
    ownerUid: typeof data.ownerUid === 'string' && data.ownerUid ? data.ownerUid : null,
    createdAt: storedDate(data.createdAt),
    updatedAt: storedDate(data.updatedAt),
  };
}

/** Reads only: writes below send exactly the keys the rules allow. */
export const donorConverter: FirestoreDataConverter<Donor> = {
  toFirestore: (donor) => {
    const data: DocumentData = { ...(donor as Donor) };
    delete data.id;
    return data;
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => donorFromData(snapshot.id, snapshot.data()),
};

function donors() {
  return collection(db(), COLLECTIONS.donors).withConverter(donorConverter);
}

function donorRef(id: string) {
  return doc(db(), COLLECTIONS.donors, id);
}

/**
 * The fields the form edits. The food-safety agreement (agreeToSafety with agreedToSafetyAt, set
 * together at donor registration) is never among them: the rules accept agreeToSafety only with
 * agreedToSafetyAt == server time, and an edit here leaves both as they are.
 */
function fields(input: DonorInput) {
  // The form says so first, in its own words; this only keeps a blank-looking name from being sent.
  if (!NAME_CONTENT_PATTERN.test(input.name)) throw failure('invalid-argument', 'The name has no letter or number.');
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    country: input.country,
    ...(input.fssai === undefined ? {} : { fssai: input.fssai }),
  };
}

/**
 * Adds a donor record. A donor passes its own uid as owner; an admin may create a record without
 * one. Returns the new record's id.
 */
export async function createDonor(input: DonorInput, ownerUid?: string, byAdmin = false): Promise<string> {
  assertOnline(); // offline: fail at once, the form keeps what was typed (offline.ts)
  const data = {
    ...fields(input),
    ...(ownerUid ? { ownerUid } : {}),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
  const ref = doc(collection(db(), COLLECTIONS.donors));
  const batch = writeBatch(db());
  batch.set(ref, data);
  if (byAdmin) addAuditEntry(batch, { action: 'addDonor', target: ref.id, label: input.name });
  await batch.commit();
  return ref.id;
}

/** Updates the fields the form shows; owner and creation time are never sent, so they stay. */
export async function updateDonor(id: string, input: DonorInput, byAdmin = false): Promise<void> {
  assertOnline();
  const data = { ...fields(input), updatedAt: serverTimestamp() };
  const batch = writeBatch(db());
  batch.update(donorRef(id), data);
  if (byAdmin) addAuditEntry(batch, { action: 'editDonor', target: id, label: input.name });
  await batch.commit();
}

export async function getDonor(id: string): Promise<Donor | null> {
  const snap = await getDoc(doc(donors(), id));
  return snap.exists() ? snap.data() : null;
}

/**
 * The signed-in donor's own record, or null when it has none yet. Asked of the server; offline, the
 * record this device last saw — but never 'none' from the cache: an empty cached answer would open
 * the form in create mode and make a second record, so that fails as offline instead.
 */
export async function getMyDonor(uid: string): Promise<Donor | null> {
  const mine = recorded('donors.mine', query(donors(), where('ownerUid', '==', uid), limit(1)));
  if (isOffline()) {
    const cached = await getDocsFromCache(mine).catch(() => null);
    const donor = cached?.docs[0]?.data();
    if (donor) return donor;
    throw failure('unavailable', 'The donor record is not on this device.');
  }
  const snap = await getDocsFromServer(mine);
  noteSynced();
  return snap.docs[0]?.data() ?? null;
}

/** One page of donor records and where the next one starts (null: this was the last). */
export interface DonorPage {
  donors: Donor[];
  next: string | null;
}

/** How many records the admin table reads at a time. */
export const DONOR_PAGE_SIZE = 50;

/**
 * For admins: one page of records, in the order of their ids — every record has one, the earlier
 * app's too, so none is left out the way ordering by a field would leave out records without it.
 * `after` is the `next` of the page before. One record more than a page is read to tell whether
 * another page exists.
 */
export async function listDonors({
  after = null,
  pageSize = DONOR_PAGE_SIZE,
}: { after?: string | null; pageSize?: number } = {}): Promise<DonorPage> {
  const { items, lastIfMore } = await readPage('donors.page', donors(), [orderBy(documentId())], after, pageSize);
  return { donors: items.map((d) => d.data()), next: lastIfMore?.id ?? null };
}

/** Admins only: deletes a donor record, with its audit entry. */
export async function deleteDonor(donor: Pick<Donor, 'id' | 'name'>): Promise<void> {
  const batch = writeBatch(db());
  batch.delete(donorRef(donor.id));
  addAuditEntry(batch, { action: 'deleteDonor', target: donor.id, label: donor.name });
  await batch.commit();
}
