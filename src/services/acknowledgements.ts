/**
 * In-kind acknowledgements (docs/reports.md, 'In-kind acknowledgements'): an NGO acknowledges the
 * food a donor gave it in a period. Each is numbered per NGO (1, 2, 3 …; ackCounts/{ngoId} holds
 * the last number), written once with everything it says — the NGO's name and registration, the
 * donor, each donation and the totals — and never changed, so it reads the same whenever it is
 * printed. Food given in kind is not deductible under section 80G: the acknowledgement says so.
 */
import {
  collection,
  doc,
  getDoc,
  getDocFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore';
import { ACK_MAX_ITEMS } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import type { Period } from './donation-export';
import type { Donation } from './donation-model';
import { assertOnline, failure } from './offline';
import { recorded } from './query-record';
import { storedDate, storedText } from './stored';

/** One donation as the acknowledgement lists it. */
export interface AckItem {
  /** When it was offered. */
  at: Date | null;
  food: string;
  meals: number;
  weightKg: number | null;
  /** Meals served, as the NGO recorded at delivery; null when not recorded (or not delivered yet). */
  mealsServed: number | null;
}

export interface Acknowledgement {
  id: string;
  number: number;
  ngoId: string;
  ngoName: string;
  /** Its registration or NGO Darpan ID, '' for none. */
  ngoRegistration: string;
  ngoAddress: string;
  donorUid: string;
  donorName: string;
  /** The period: from its first moment, up to (not including) `to`. */
  from: Date | null;
  to: Date | null;
  items: AckItem[];
  meals: number;
  mealsServed: number;
  weightKg: number;
  issuedAt: Date | null;
}

/** How often issuing tries for a number while others take them (two or three phones at once). */
const ISSUE_TRIES = 5;

/** The donations an acknowledgement may list: food the NGO collected (a refusal is not a gift). */
export function acknowledgeable(d: Donation): boolean {
  return d.status === 'picked_up' || d.status === 'delivered';
}

const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function itemFromData(data: unknown): AckItem {
  const item = (data ?? {}) as DocumentData;
  return {
    at: storedDate(item.at),
    food: storedText(item.food),
    meals: number(item.meals) ?? 0,
    weightKg: number(item.weightKg),
    mealsServed: number(item.mealsServed),
  };
}

export function ackFromData(id: string, data: DocumentData): Acknowledgement {
  return {
    id,
    number: number(data.number) ?? 0,
    ngoId: storedText(data.ngoId),
    ngoName: storedText(data.ngoName),
    ngoRegistration: storedText(data.ngoRegistration),
    ngoAddress: storedText(data.ngoAddress),
    donorUid: storedText(data.donorUid),
    donorName: storedText(data.donorName),
    from: storedDate(data.from),
    to: storedDate(data.to),
    items: Array.isArray(data.items) ? (data.items as unknown[]).map(itemFromData) : [],
    meals: number(data.meals) ?? 0,
    mealsServed: number(data.mealsServed) ?? 0,
    weightKg: number(data.weightKg) ?? 0,
    issuedAt: storedDate(data.issuedAt),
  };
}

export interface AckInput {
  ngo: { id: string; nameOrg: string; registrationId?: string; address: string; city: string };
  donor: { uid: string; name: string };
  period: Period;
  /** The donor's donations the NGO collected in the period (acknowledgeable), newest first. */
  donations: Donation[];
}

/** The last number the NGO issued, as the server has it now (0 before its first). */
async function issuedNow(countRef: DocumentReference): Promise<number> {
  const issued: unknown = (await getDocFromServer(countRef)).data()?.issued;
  return typeof issued === 'number' ? issued : 0;
}

/**
 * Issues the next acknowledgement of the NGO, in a transaction with its count. Needs the server: a
 * number is only known there. Two phones at once: the one that commits second is refused (its
 * number was taken — the emulator says so as a refusal, not as a conflict the SDK would retry), so
 * when the count has moved since, it tries again with the next number. Resolves to its id.
 */
export async function issueAcknowledgement(input: AckInput): Promise<string> {
  assertOnline();
  const items = [...input.donations].reverse().filter(acknowledgeable);
  if (items.length === 0) throw failure('invalid-argument', 'There is no collected food to acknowledge.');
  if (items.length > ACK_MAX_ITEMS) throw failure('invalid-argument', 'Too many donations for one acknowledgement.');
  const countRef = doc(db(), COLLECTIONS.ackCounts, input.ngo.id);
  const sum = (pick: (d: Donation) => number) => items.reduce((total, d) => total + pick(d), 0);
  const data = {
    ngoId: input.ngo.id,
    ngoName: input.ngo.nameOrg,
    ngoRegistration: input.ngo.registrationId ?? '',
    ngoAddress: [input.ngo.address, input.ngo.city].filter(Boolean).join(', '),
    donorUid: input.donor.uid,
    donorName: input.donor.name,
    from: Timestamp.fromDate(input.period.from),
    to: Timestamp.fromDate(input.period.to),
    items: items.map((d) => ({
      at: d.createdAt ? Timestamp.fromDate(d.createdAt) : null,
      food: d.food,
      meals: d.meals ?? 0,
      weightKg: d.safety?.weightKg ?? null,
      mealsServed: d.mealsServed,
    })),
    meals: sum((d) => d.meals ?? 0),
    mealsServed: sum((d) => d.mealsServed ?? 0),
    weightKg: Math.round(sum((d) => d.safety?.weightKg ?? 0) * 10) / 10,
  };
  for (let attempt = 1; ; attempt++) {
    let tried = 0;
    try {
      return await runTransaction(db(), async (tx) => {
        const issued: unknown = (await tx.get(countRef)).data()?.issued;
        tried = (typeof issued === 'number' ? issued : 0) + 1;
        const id = `${input.ngo.id}-${tried}`;
        tx.set(doc(db(), COLLECTIONS.acknowledgements, id), { ...data, number: tried, issuedAt: serverTimestamp() });
        tx.set(countRef, { issued: tried });
        return id;
      });
    } catch (error) {
      if (attempt >= ISSUE_TRIES || tried === 0 || (await issuedNow(countRef)) < tried) throw error;
    }
  }
}

export async function getAcknowledgement(id: string): Promise<Acknowledgement | null> {
  const snap = await getDoc(doc(db(), COLLECTIONS.acknowledgements, id));
  return snap.exists() ? ackFromData(snap.id, snap.data()) : null;
}

/** The latest acknowledgements an NGO issued, or a donor received (at most 50). */
export async function listAcknowledgements(side: { ngoId: string } | { donorUid: string }): Promise<Acknowledgement[]> {
  const base = collection(db(), COLLECTIONS.acknowledgements);
  const q =
    'ngoId' in side
      ? recorded(
          'acknowledgements.ngo',
          query(base, where('ngoId', '==', side.ngoId), orderBy('number', 'desc'), limit(50)),
        )
      : recorded(
          'acknowledgements.donor',
          query(base, where('donorUid', '==', side.donorUid), orderBy('issuedAt', 'desc'), limit(50)),
        );
  // From this phone's cache when offline: the list shows what was last read, not an error.
  const snap = await getDocs(q);
  return snap.docs.map((d) => ackFromData(d.id, d.data()));
}
