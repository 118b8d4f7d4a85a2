// Factories for regular offers (series/{sid}, docs/series.md) in the rules tests: a series as the
// app writes it, its create and end batches (with the donor's count of series not ended), and a
// day confirmed (its donation in the same batch) or skipped.
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  CODE,
  contactOf,
  contactPath,
  DONATIONS,
  handoverPath,
  newDonation,
  packagedRecord,
  PUNE_PICKUP,
  withoutContact,
} from './donation-support';
import { UID } from './support';

export const SERIES = 'series';
export const COUNTS = 'seriesCounts';

const DAY_MS = 24 * 3600_000;
const IST_MS = 330 * 60_000;

/** The number of the day in India `days` from today (days since 1970-01-01 in India's time). */
export const istDay = (days = 0): number => Math.floor((Date.now() + IST_MS) / DAY_MS) + days;

/** A day's ISO weekday: 1 Monday … 7 Sunday (day 0 was a Thursday). */
export const weekdayOf = (day: number): number => ((day + 3) % 7) + 1;

/** The end of a day's window, `until` minutes after its midnight in India, as a timestamp. */
export const windowEnd = (day: number, until: number): Timestamp =>
  Timestamp.fromMillis((day * 1440 + until - 330) * 60_000);

/** A series as Regular offer writes it: every day, 09:00–21:00 from today, to ngo-1, proposed. */
export function newSeries(donorUid: string = UID.donor, overrides: DocumentData = {}): DocumentData {
  return {
    donorUid,
    donorName: `User ${donorUid}`,
    ngoId: UID.ngo,
    ngoName: `Org of ${UID.ngo}`,
    arrangement: 'proposed',
    ngoReason: '',
    state: 'active',
    days: [1, 2, 3, 4, 5, 6, 7],
    weeks: 1,
    start: istDay(0),
    end: null,
    from: 9 * 60,
    until: 21 * 60,
    food: 'Veg thali from the canteen',
    meals: 40,
    weightKg: 12,
    kind: 'packaged',
    diet: 'veg',
    storage: 'room',
    allergens: ['milk'],
    containers: 'donor',
    notes: '',
    deliveryLocation: 'Canteen, 2 Mill Road',
    phone: '9876543210',
    pickup: { ...PUNE_PICKUP },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The donor's count of series not ended, as stored (0 when it has none yet). */
async function openCount(db: Firestore, uid: string): Promise<number> {
  const snap = await getDoc(doc(db, COUNTS, uid)).catch(() => null);
  return (snap?.data()?.open as number | undefined) ?? 0;
}

/**
 * Creates a series as the app does: the series and the donor's count raised, naming it, in one
 * batch. `count` overrides what the count is set to (default: one more than stored).
 */
export async function createSeries(
  db: Firestore,
  uid: string,
  data: DocumentData,
  sid = doc(collection(db, SERIES)).id,
  count?: DocumentData,
): Promise<string> {
  const batch = writeBatch(db);
  batch.set(doc(db, SERIES, sid), data);
  batch.set(doc(db, COUNTS, uid), count ?? { open: (await openCount(db, uid)) + 1, last: sid });
  await batch.commit();
  return sid;
}

/** Ends a series as its donor does: the state and the count lowered, in one batch. */
export async function endSeries(db: Firestore, uid: string, sid: string, count?: DocumentData): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, SERIES, sid), { state: 'ended', updatedAt: serverTimestamp() });
  batch.set(doc(db, COUNTS, uid), count ?? { open: (await openCount(db, uid)) - 1, last: sid });
  await batch.commit();
}

/** The donation of a series' day, as the short sheet writes it (packaged food: a label's use-by). */
export function dayDonation(
  sid: string,
  day: number,
  series: DocumentData,
  overrides: DocumentData = {},
): DocumentData {
  const accepted = series.arrangement === 'accepted';
  return newDonation(
    series.donorUid as string,
    {
      ngoId: series.ngoId,
      ngoName: series.ngoName,
      food: series.food,
      meals: 38,
      deliveryLocation: series.deliveryLocation,
      phone: series.phone,
      readyBy: windowEnd(day, series.until as number),
      seriesId: sid,
      seriesDay: day,
      status: accepted ? 'accepted' : 'offered',
      ...(accepted ? { acceptedAt: serverTimestamp() } : {}),
      ...overrides,
    },
    packagedRecord(),
  );
}

/**
 * Confirms a day: its donation (with the handover code) and the day document naming it, in one
 * batch. `day` overrides what the day document says. Resolves to the donation's id.
 */
export async function confirmDay(
  db: Firestore,
  sid: string,
  day: number,
  donation: DocumentData,
  dayDoc: DocumentData = {},
): Promise<string> {
  const id = doc(collection(db, DONATIONS)).id;
  const batch = writeBatch(db);
  batch.set(doc(db, DONATIONS, id), withoutContact(donation));
  batch.set(doc(db, handoverPath(id)), { code: CODE });
  batch.set(doc(db, contactPath(id)), contactOf(donation));
  batch.set(doc(db, SERIES, sid, 'days', String(day)), {
    day,
    state: 'confirmed',
    donationId: id,
    at: serverTimestamp(),
    ...dayDoc,
  });
  await batch.commit();
  return id;
}

/** 'No surplus today' for a day. */
export function skipDay(db: Firestore, sid: string, day: number, overrides: DocumentData = {}): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, SERIES, sid, 'days', String(day)), {
    day,
    state: 'skipped',
    donationId: '',
    at: serverTimestamp(),
    ...overrides,
  });
  return batch.commit();
}

/** A series as stored (for seeding): timestamps in the past. */
export function storedSeries(overrides: DocumentData = {}): DocumentData {
  const past = Timestamp.fromMillis(Date.now() - 2 * DAY_MS);
  return newSeries(UID.donor, { createdAt: past, updatedAt: past, ...overrides });
}
