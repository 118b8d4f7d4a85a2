/**
 * Regular offers (docs/series.md): a donor's food on a schedule, to one NGO (an arrangement it
 * accepts, declines or ends) or open to NGOs nearby; each day confirmed (an ordinary donation,
 * linked to its series and day) or skipped ('No surplus today').
 */
import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocFromCache,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { ALLERGENS } from '../config/food-safety.js';
import { LENGTH, LIST_LIMIT, SERIES_LIMITS } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import type {
  Allergen,
  Containers,
  Diet,
  ErrorListener,
  FoodKind,
  SafetyRecord,
  Storage,
  Unsubscribe,
} from './donation-model';
import { createDonation, seriesDayRef, type Offered } from './donation-offer';
import { failure, noteQueuedWrite, queued, type WriteOutcome } from './offline';
import { asPickup, placeFromData, type Place } from './geo';
import { recorded } from './query-record';
import type { Schedule } from './series-days';

/** What the donor says a series is: the schedule, the usual food, where, and for whom. */
export interface SeriesInput extends Schedule {
  /** The NGO's profile id, or null: each day an open offer to the NGOs nearby. */
  ngoId: string | null;
  ngoName: string;
  food: string;
  /** The usual number of meals (each day's own is asked when it is confirmed). */
  meals: number;
  weightKg: number;
  kind: FoodKind;
  diet: Diet;
  storage: Storage;
  allergens: Allergen[];
  containers: Containers;
  notes: string;
  deliveryLocation: string;
  phone: string;
  /** Required for an open series. */
  pickup: Place | null;
}

/** The donor's side: running, paused (no days are offered), or ended. */
export type SeriesState = 'active' | 'paused' | 'ended';
/** The NGO's side: open (no NGO), proposed (waiting for its answer), accepted, declined or ended. */
export type Arrangement = 'open' | 'proposed' | 'accepted' | 'declined' | 'ended';

/** A series as stored. */
export interface Series extends SeriesInput {
  id: string;
  donorUid: string;
  donorName: string;
  state: SeriesState;
  arrangement: Arrangement;
  /** The NGO's reason for declining or ending its side ('' when none). */
  ngoReason: string;
  updatedAt: Date | null;
}

/** A day the donor answered: confirmed (with its donation) or skipped. */
export interface SeriesDay {
  day: number;
  state: 'confirmed' | 'skipped';
  /** The day's donation ('' for a skipped day). */
  donationId: string;
}

/** The fields whose change asks the NGO again (the rules' seriesTerms()). */
export const SERIES_TERMS = [
  'days',
  'weeks',
  'start',
  'end',
  'from',
  'until',
  'pickup',
  'deliveryLocation',
  'phone',
  'ngoId',
  'ngoName',
] as const;

const seriesRef = (id: string) => doc(db(), COLLECTIONS.series, id);
const countRef = (uid: string) => doc(db(), COLLECTIONS.seriesCounts, uid);

/** The fields of a series as the rules allow them (allergens in the list's order, a pickup with its cell). */
function inputData(input: SeriesInput): DocumentData {
  return {
    days: [...new Set(input.days)].sort((a, b) => a - b),
    weeks: input.weeks,
    start: input.start,
    end: input.end,
    from: input.from,
    until: input.until,
    ngoId: input.ngoId,
    ngoName: input.ngoId === null ? '' : input.ngoName.slice(0, LENGTH.name),
    food: input.food,
    meals: input.meals,
    weightKg: input.weightKg,
    kind: input.kind,
    diet: input.diet,
    storage: input.storage,
    allergens: ALLERGENS.filter((a) => input.allergens.includes(a)),
    containers: input.containers,
    notes: input.notes,
    deliveryLocation: input.deliveryLocation,
    phone: input.phone,
    ...(input.pickup ? { pickup: asPickup(input.pickup) } : {}),
  };
}

/**
 * Starts a regular offer: the series and the donor's count of series not ended (at most
 * SERIES_LIMITS.open), in one transaction. Online only: the count must be the server's.
 */
export async function createSeries(donorUid: string, input: SeriesInput): Promise<string> {
  const database = db();
  const ref = doc(collection(database, COLLECTIONS.series));
  await runTransaction(database, async (tx) => {
    const [user, count] = await Promise.all([
      tx.get(doc(database, COLLECTIONS.users, donorUid)),
      tx.get(countRef(donorUid)),
    ]);
    const open = Number(count.data()?.open ?? 0);
    if (open >= SERIES_LIMITS.open) throw failure('series-limit', 'This account has as many regular offers as it may.');
    const displayName: unknown = user.data()?.displayName;
    tx.set(ref, {
      ...inputData(input),
      donorUid,
      donorName: typeof displayName === 'string' ? displayName : '',
      state: 'active',
      arrangement: input.ngoId === null ? 'open' : 'proposed',
      ngoReason: '',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    tx.set(countRef(donorUid), { open: open + 1, last: ref.id });
  });
  return ref.id;
}

/** Pauses a series (no days are offered) or resumes it. */
export async function setSeriesPaused(seriesId: string, paused: boolean): Promise<void> {
  await updateDoc(seriesRef(seriesId), { state: paused ? 'paused' : 'active', updatedAt: serverTimestamp() });
}

/** Ends a series, and lowers the donor's count, in one transaction. Days already confirmed keep going. */
export async function endSeries(donorUid: string, seriesId: string): Promise<void> {
  const database = db();
  await runTransaction(database, async (tx) => {
    const count = await tx.get(countRef(donorUid));
    tx.update(seriesRef(seriesId), { state: 'ended', updatedAt: serverTimestamp() });
    tx.set(countRef(donorUid), { open: Math.max(0, Number(count.data()?.open ?? 1) - 1), last: seriesId });
  });
}

/**
 * Changes a series: the days to come take the change; days already confirmed are donations of
 * their own and keep theirs. A change of its terms (SERIES_TERMS: when, where, which NGO) asks the
 * NGO again — the arrangement goes back to proposed (or open, with no NGO).
 */
export async function changeSeries(current: Series, input: SeriesInput): Promise<void> {
  const next = inputData(input);
  const before = inputData(current);
  const termsChanged = SERIES_TERMS.some((key) => JSON.stringify(next[key]) !== JSON.stringify(before[key]));
  const data: DocumentData = { ...next, updatedAt: serverTimestamp() };
  if (!input.pickup) data.pickup = deleteField();
  if (termsChanged) {
    data.arrangement = input.ngoId === null ? 'open' : 'proposed';
    data.ngoReason = '';
  }
  await updateDoc(seriesRef(current.id), data);
}

/** The NGO's answer to a series addressed to it: accept or decline the arrangement, or end its side. */
export async function answerSeries(seriesId: string, answer: 'accept' | 'decline' | 'end', reason = ''): Promise<void> {
  const arrangement = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'ended';
  await updateDoc(seriesRef(seriesId), {
    arrangement,
    ...(answer === 'accept' ? {} : { ngoReason: reason.trim().slice(0, LENGTH.reason) }),
    updatedAt: serverTimestamp(),
  });
}

/** The day's own facts, asked when the donor confirms it: everything else comes from the series. */
export interface DayFacts {
  meals: number;
  /** The day's food-safety record (its kind, diet, storage and allergens prefilled from the series). */
  safety: SafetyRecord;
  /** What is different from usual ('' when nothing): added to the food's description. */
  food: string;
}

/**
 * Confirms a day of a series: an ordinary donation for it (the full food-safety record, use-by,
 * pickup code and lifecycle), ready by the end of the day's window, linked to its series and day,
 * and already accepted when the NGO has accepted the arrangement. Works offline like any offer.
 * `photo`: a photo of the food follows (food-photo.ts).
 */
export function confirmSeriesDay(
  series: Series,
  day: number,
  facts: DayFacts,
  readyBy: Date,
  donorFssai = '',
  photo = false,
): Promise<Offered> {
  return createDonation({
    ngoId: series.ngoId,
    ngoName: series.ngoName,
    donorUid: series.donorUid,
    food: facts.food || series.food,
    meals: facts.meals,
    readyBy,
    deliveryLocation: series.deliveryLocation,
    phone: series.phone,
    safety: facts.safety,
    pickup: series.pickup,
    series: { id: series.id, day, accepted: series.arrangement === 'accepted' },
    donorFssai,
    photo,
  });
}

/** 'No surplus today': records a skip the NGO sees at once. Works offline (queued). */
export async function skipSeriesDay(seriesId: string, day: number): Promise<WriteOutcome> {
  const ref = seriesDayRef(seriesId, day);
  const batch = writeBatch(db());
  batch.set(ref, { day, state: 'skipped', donationId: '', at: serverTimestamp() });
  const outcome = await queued(batch.commit(), getDocFromCache(ref));
  if (outcome === 'queued') noteQueuedWrite();
  return outcome;
}

// ── reading ──

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const int = (value: unknown, fallback: number) => (Number.isInteger(value) ? (value as number) : fallback);

/** A stored series read back (values the rules would not take read as safe defaults). */
export function seriesFromData(id: string, data: DocumentData): Series {
  const state = ['active', 'paused', 'ended'].includes(data.state as string) ? (data.state as SeriesState) : 'ended';
  const arrangements: Arrangement[] = ['open', 'proposed', 'accepted', 'declined', 'ended'];
  return {
    id,
    donorUid: text(data.donorUid),
    donorName: text(data.donorName),
    ngoId: typeof data.ngoId === 'string' && data.ngoId ? data.ngoId : null,
    ngoName: text(data.ngoName),
    state,
    arrangement: arrangements.includes(data.arrangement as Arrangement) ? (data.arrangement as Arrangement) : 'open',
    ngoReason: text(data.ngoReason),
    days: Array.isArray(data.days) ? (data.days as unknown[]).filter((d): d is number => Number.isInteger(d)) : [],
    weeks: data.weeks === 2 ? 2 : 1,
    start: int(data.start, 0),
    end: Number.isInteger(data.end) ? (data.end as number) : null,
    from: int(data.from, 0),
    until: int(data.until, 0),
    food: text(data.food),
    meals: int(data.meals, 0),
    weightKg: typeof data.weightKg === 'number' ? data.weightKg : 0,
    kind: data.kind as FoodKind,
    diet: data.diet as Diet,
    storage: data.storage as Storage,
    allergens: Array.isArray(data.allergens) ? (data.allergens as Allergen[]) : [],
    containers: data.containers as Containers,
    notes: text(data.notes),
    deliveryLocation: text(data.deliveryLocation),
    phone: text(data.phone),
    pickup: placeFromData(data.pickup),
    updatedAt: typeof data.updatedAt?.toDate === 'function' ? (data.updatedAt.toDate() as Date) : null,
  };
}

function watchSeriesWhere(
  site: 'series.donor' | 'series.ngo',
  field: 'donorUid' | 'ngoId',
  uid: string,
  onData: (series: Series[]) => void,
  onError: ErrorListener,
): Unsubscribe {
  return onSnapshot(
    recorded(site, query(collection(db(), COLLECTIONS.series), where(field, '==', uid), limit(LIST_LIMIT))),
    (snap) => onData(snap.docs.map((d) => seriesFromData(d.id, d.data({ serverTimestamps: 'estimate' })))),
    onError,
  );
}

/** One series as the server has it now (its donor's, for Change); null when it is gone. */
export async function getSeries(seriesId: string): Promise<Series | null> {
  const snap = await getDoc(seriesRef(seriesId));
  return snap.exists() ? seriesFromData(snap.id, snap.data()) : null;
}

/** The donor's series, live. */
export function watchDonorSeries(donorUid: string, onData: (series: Series[]) => void, onError: ErrorListener) {
  return watchSeriesWhere('series.donor', 'donorUid', donorUid, onData, onError);
}

/** The series addressed to an NGO, live (the rules allow it while the NGO is active). */
export function watchNgoSeries(ngoId: string, onData: (series: Series[]) => void, onError: ErrorListener) {
  return watchSeriesWhere('series.ngo', 'ngoId', ngoId, onData, onError);
}

/** A series' answered days from `fromDay` on (at most two weeks of them), live. */
export function watchSeriesDays(
  seriesId: string,
  fromDay: number,
  onData: (days: SeriesDay[]) => void,
  onError: ErrorListener,
): Unsubscribe {
  return onSnapshot(
    recorded(
      'series.days',
      query(
        collection(db(), COLLECTIONS.series, seriesId, 'days'),
        where('day', '>=', fromDay),
        orderBy('day'),
        limit(14),
      ),
    ),
    (snap) =>
      onData(
        snap.docs.map((d) => {
          const data = d.data();
          return {
            day: int(data.day, 0),
            state: data.state === 'confirmed' ? 'confirmed' : 'skipped',
            donationId: text(data.donationId),
          };
        }),
      ),
    onError,
  );
}
