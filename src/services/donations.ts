import {
  Timestamp,
  addDoc,
  collection,
  serverTimestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { db } from './db';

export const DONATION_STATUSES = ['offered', 'accepted', 'picked_up', 'delivered', 'declined', 'cancelled'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** A donation (collection `deliveryInfo`). Legacy documents hold only deliveryLocation, phone and time. */
export interface Donation {
  id: string;
  deliveryLocation: string;
  phone: string;
  /** The 'by when' as text (the earlier app's field). */
  time: string;
  readyBy: Date | null;
  food: string;
  meals: number | null;
  ngoId: string | null;
  ngoName: string;
  donorUid: string | null;
  donorName: string;
  /** Legacy documents have no status; they read as null. */
  status: DonationStatus | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** What the Donate Food form sends, with who gives and who receives. */
export interface DonationInput {
  ngoId: string;
  ngoName: string;
  donorUid: string;
  donorName: string;
  food: string;
  meals: number;
  readyBy: Date;
  deliveryLocation: string;
  phone: string;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function toDate(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

export function donationFromData(id: string, data: DocumentData): Donation {
  return {
    id,
    deliveryLocation: text(data.deliveryLocation),
    phone: text(data.phone),
    time: text(data.time),
    readyBy: toDate(data.readyBy),
    food: text(data.food),
    meals: typeof data.meals === 'number' && data.meals > 0 ? Math.round(data.meals) : null,
    ngoId: typeof data.ngoId === 'string' && data.ngoId ? data.ngoId : null,
    ngoName: text(data.ngoName),
    donorUid: typeof data.donorUid === 'string' && data.donorUid ? data.donorUid : null,
    donorName: text(data.donorName),
    status: DONATION_STATUSES.includes(data.status as DonationStatus) ? (data.status as DonationStatus) : null,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

/** Reads only: createDonation sends exactly the keys the rules allow. */
export const donationConverter: FirestoreDataConverter<Donation> = {
  toFirestore: (donation) => {
    const data: DocumentData = { ...(donation as Donation) };
    delete data.id;
    return data;
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => donationFromData(snapshot.id, snapshot.data()),
};

/** The human 'by when' text stored in `time`, e.g. 'Sat, 22 Nov 2025, 6:30 pm'. */
export function formatReadyBy(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

const clip = (value: string, max: number) => value.slice(0, max);

/** Offers food to an NGO. Returns the new donation's id. */
export async function createDonation(input: DonationInput): Promise<string> {
  const ref = await addDoc(collection(db(), COLLECTIONS.donations), {
    status: 'offered',
    ngoId: input.ngoId,
    ngoName: clip(input.ngoName, 100),
    donorUid: input.donorUid,
    donorName: clip(input.donorName, 100),
    food: input.food,
    meals: input.meals,
    readyBy: Timestamp.fromDate(input.readyBy),
    time: clip(formatReadyBy(input.readyBy), 100),
    deliveryLocation: input.deliveryLocation,
    phone: input.phone,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
