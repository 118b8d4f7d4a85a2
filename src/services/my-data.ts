/**
 * 'Download my data' (docs/privacy.md): everything the signed-in account holds, read from the
 * server as stored and put into one JSON document in the browser — the account, its users
 * document, its donor records or NGO profile, the donations it made or received (a donor's with
 * their contact documents: phone and pickup address), its regular
 * offers, feedback, acknowledgements, its membership of a team and its runs, its NGO's invites,
 * and a suspension if there is one. Each part is read whole, a page at a time within the rules'
 * list limit; a part the rules do not let the account read (an NGO whose badge was withdrawn
 * cannot list its donations) is named under `notIncluded` with the reason, never left out silently.
 */
import {
  Bytes,
  collection,
  doc,
  DocumentReference,
  GeoPoint,
  getDocFromServer,
  Timestamp,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';
import type { Role } from '../config/roles';
import { impactScope } from './impact-model';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { friendlyError } from './errors';
import { assertOnline } from './offline';
import { readAllPages } from './paging';
import type { QuerySite } from './query-record';

/** A stored value as JSON: times in ISO 8601 (UTC), places as latitude and longitude, references as paths. */
export function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof Bytes) return value.toBase64();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/** One stored document: where it is, and what it holds. */
export interface StoredRecord {
  path: string;
  data: unknown;
}

export interface MyData {
  about: string;
  exportedAt: string;
  account: { uid: string; email: string | null; displayName: string | null; role: Role | null };
  /** Each part by name: one document (or null: none), or a list of them. */
  parts: Record<string, StoredRecord | StoredRecord[] | null>;
  /** Parts that could not be read, with why. */
  notIncluded: { part: string; reason: string }[];
}

const record = (path: string, data: DocumentData): StoredRecord => ({ path, data: plain(data) });

/** Every document of `collectionName` matching `filter`, a page at a time. */
async function readAll(site: QuerySite, collectionName: string, filter: QueryConstraint): Promise<StoredRecord[]> {
  const { items } = await readAllPages(site, collection(db(), collectionName), [filter]);
  return items.map((d) => record(d.ref.path, d.data()));
}

async function readOne(collectionName: string, id: string): Promise<StoredRecord | null> {
  const snap = await getDocFromServer(doc(db(), collectionName, id));
  return snap.exists() ? record(snap.ref.path, snap.data()) : null;
}

/**
 * The contact documents (the donor's phone and pickup address) of these donations, where they are
 * still kept: one the TTL policy or the donor deleted is not there to read (the rules refuse a read
 * of a document that is not there), so it is left out. A donation from before them has none.
 */
async function readContacts(donations: StoredRecord[]): Promise<StoredRecord[]> {
  const found: StoredRecord[] = [];
  for (const donation of donations) {
    const data = donation.data as Record<string, unknown>;
    if ('phone' in data || data.donorDeleted === true) continue;
    try {
      const snap = await getDocFromServer(doc(db(), donation.path, 'private', 'contact'));
      if (snap.exists()) found.push(record(snap.ref.path, snap.data()));
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
    }
  }
  return found;
}

/** What is read for each part, by the account's role. */
function partsFor(uid: string, role: Role | null): Record<string, () => Promise<StoredRecord | StoredRecord[] | null>> {
  const mine = (site: QuerySite, name: string, field: string) => () => readAll(site, name, where(field, '==', uid));
  const common = {
    user: () => readOne(COLLECTIONS.users, uid),
    suspension: () => readOne(COLLECTIONS.suspensions, uid),
    membership: () => readOne(COLLECTIONS.members, uid),
    runs: mine('myData.runs', COLLECTIONS.runs, 'volunteerUid'),
    feedbackGiven: mine('myData.feedbackGiven', COLLECTIONS.feedback, 'uid'),
  };
  if (role === 'ngo') {
    return {
      ...common,
      ngoProfile: () => readOne(COLLECTIONS.ngos, uid),
      reliability: () => readOne(COLLECTIONS.ngoRecords, uid),
      donationsReceived: mine('myData.donationsReceived', COLLECTIONS.donations, 'ngoId'),
      series: mine('myData.seriesReceived', COLLECTIONS.series, 'ngoId'),
      feedback: mine('myData.feedbackOnNgo', COLLECTIONS.feedback, 'ngoId'),
      acknowledgementsIssued: mine('myData.acknowledgementsIssued', COLLECTIONS.acknowledgements, 'ngoId'),
      invites: mine('myData.invites', COLLECTIONS.invites, 'ngoId'),
    };
  }
  const made = mine('myData.donationsMade', COLLECTIONS.donations, 'donorUid');
  let donations: StoredRecord[] = [];
  return {
    ...common,
    donorRecords: mine('myData.donorRecords', COLLECTIONS.donors, 'ownerUid'),
    reliability: () => readOne(COLLECTIONS.donorRecords, uid),
    impact: () => readAll('myData.impact', COLLECTIONS.impact, where('scope', '==', impactScope.donor(uid))),
    donationsMade: async () => (donations = await made()),
    // Read after donationsMade (parts are read in this order): each one's phone and address.
    contacts: () => readContacts(donations),
    series: mine('myData.seriesMade', COLLECTIONS.series, 'donorUid'),
    feedback: mine('myData.feedbackOnDonor', COLLECTIONS.feedback, 'donorUid'),
    acknowledgementsReceived: mine('myData.acknowledgementsReceived', COLLECTIONS.acknowledgements, 'donorUid'),
  };
}

/** How many documents the file holds. */
export function recordCount(data: MyData): number {
  return Object.values(data.parts).reduce((n, part) => n + (Array.isArray(part) ? part.length : part ? 1 : 0), 0);
}

/**
 * Everything the account holds, from the server (offline it says so: a copy from this phone's
 * cache could leave things out). Parts are read one after another, to spare a slow phone.
 */
export async function collectMyData(
  account: { uid: string; email: string | null; displayName: string | null },
  role: Role | null,
  now: Date = new Date(),
): Promise<MyData> {
  assertOnline();
  const parts: MyData['parts'] = {};
  const notIncluded: MyData['notIncluded'] = [];
  for (const [part, read] of Object.entries(partsFor(account.uid, role))) {
    try {
      parts[part] = await read();
    } catch (error) {
      // A refusal is named; a lost connection fails the whole download (it can be tried again).
      if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
      notIncluded.push({ part, reason: friendlyError(error) });
    }
  }
  return {
    about:
      'Everything this FoodBridge account holds, as stored: each document with its path. Times are ISO 8601 in UTC.',
    exportedAt: now.toISOString(),
    account: { ...account, role },
    parts,
    notIncluded,
  };
}
