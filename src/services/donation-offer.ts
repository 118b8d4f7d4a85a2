/** A donor's offer of food: made once (also offline), with the pickup code the donor reads out. */
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocFromCache,
  serverTimestamp,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { ALLERGENS } from '../config/food-safety.js';
import { FSSAI_PATTERN, HANDOVER_CODE_PATTERN, LENGTH } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { contactData, contactRef } from './donation-contact';
import type { SafetyRecord } from './donation-model';
import { asPickup, type Place } from './geo';
import { failure, isOffline, noteQueuedWrite, queued, type WriteOutcome } from './offline';
import { addToOutbox } from './outbox';

/** What the Donate Food form sends, with who gives and who receives. */
export interface DonationInput {
  /** The NGO profile's id, or null for an open offer to any verified NGO. */
  ngoId: string | null;
  ngoName: string;
  /** The signed-in donor; the donation carries their users/{uid} displayName, read by createDonation. */
  donorUid: string;
  food: string;
  meals: number;
  readyBy: Date;
  deliveryLocation: string;
  phone: string;
  /** The food-safety record; `useBy` already the computed one (never later than safe). */
  safety: SafetyRecord;
  /** Where the food is: required for an open offer (the rules hold it), which reaches the NGOs around it. */
  pickup: Place | null;
  /**
   * For a day of a regular offer: its series and day (docs/series.md). The day's document goes in
   * the same batch; `accepted` when the NGO has accepted the arrangement, so the day arrives
   * accepted by it.
   */
  series?: { id: string; day: number; accepted: boolean };
  /**
   * The donor's FSSAI licence or registration number as its profile has it now (14 digits), for the
   * NGO's food register; '' or absent for none.
   */
  donorFssai?: string;
  /** A photo of the food follows, uploaded once the offer is saved (food-photo.ts). */
  photo?: boolean;
}
const clip = (value: string, max: number) => value.slice(0, max);

/**
 * A new 4-digit pickup code, '0000' to '9999' with leading zeros kept, each equally likely
 * (crypto.getRandomValues; values that would favour the low codes are drawn again).
 */
export function newHandoverCode(): string {
  const draw = new Uint16Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    const value = draw[0] ?? 65535;
    // 60000 is the largest multiple of 10000 below 2^16: above it, '0000'..'5535' would come up more often.
    if (value < 60000) return String(value % 10000).padStart(4, '0');
  }
}

/** A day of a regular offer: series/{id}/days/{day number} (docs/series.md). */
export function seriesDayRef(seriesId: string, day: number) {
  return doc(db(), COLLECTIONS.series, seriesId, 'days', String(day));
}

/** Where a donation's pickup code is kept: readable by its donor and admins only, never the NGO. */
export function handoverRef(donationId: string) {
  return doc(db(), COLLECTIONS.donations, donationId, 'private', 'handover');
}

/**
 * The NGO's tries at the pickup code (pickup-code-tries.ts). Made with the donation, at 0 tries, so
 * the donor's board listens to a document that exists: a listener to a single document the server
 * does not have yet may miss its first write (the emulator can tell the SDK "nothing there" at a
 * time after that write, and the SDK then ignores the write as older).
 */
export function guessRef(donationId: string) {
  return doc(db(), COLLECTIONS.donations, donationId, 'private', 'guess');
}

/** The guess document with no tries: with a new donation, and again with each new code. */
export const noTries = (donorUid: string) => ({ donorUid, tries: 0 });

/** The record as stored: exactly the keys the rules allow (preparedAt or labelUseBy, by kind). */
function safetyData(safety: SafetyRecord): DocumentData {
  const data: DocumentData = {
    kind: safety.kind,
    diet: safety.diet,
    storage: safety.storage,
    allergens: ALLERGENS.filter((a) => safety.allergens.includes(a)),
    useBy: Timestamp.fromDate(safety.useBy),
    weightKg: safety.weightKg,
    containers: safety.containers,
    notes: safety.notes,
  };
  if (safety.kind === 'packaged') {
    if (safety.labelUseBy) data.labelUseBy = Timestamp.fromDate(safety.labelUseBy);
  } else if (safety.preparedAt) {
    data.preparedAt = Timestamp.fromDate(safety.preparedAt);
  }
  return data;
}

/** A donation made: its id (made on this device), and whether the server has it yet. */
export interface Offered {
  id: string;
  outcome: WriteOutcome;
}

/**
 * Offers food to an NGO, or to every verified NGO when ngoId is null, and gives it a pickup code
 * the donor reads out to the NGO at pickup.
 *
 * One batch writes them all (the rules require the code and the contact document — the donor's
 * phone and address — to exist once the donation does). The donor's
 * name is read from users/{uid} (from this device's cache when offline): the rules compare it with
 * that displayName exactly. Offline, or with no answer from the server within 10 s, the offer is
 * kept in Firestore's queue on this device and sent once when the connection returns
 * ('queued'): its id is made here, so however often it is sent it is one donation — the rules
 * allow creating it once and refuse it as a change after.
 */
export async function createDonation(input: DonationInput, draft?: unknown): Promise<Offered> {
  const database = db();
  const userRef = doc(database, COLLECTIONS.users, input.donorUid);
  const user = isOffline()
    ? await getDocFromCache(userRef).catch(() => {
        throw failure('unavailable', 'The account is not on this device yet.');
      })
    : await getDoc(userRef);
  const displayName: unknown = user.data()?.displayName;
  const ref = doc(collection(database, COLLECTIONS.donations));
  const batch = writeBatch(database);
  batch.set(ref, {
    status: 'offered',
    ngoId: input.ngoId,
    ngoName: input.ngoId === null ? '' : clip(input.ngoName, LENGTH.name),
    donorUid: input.donorUid,
    donorName: typeof displayName === 'string' ? displayName : '',
    ...(input.donorFssai && FSSAI_PATTERN.test(input.donorFssai) ? { donorFssai: input.donorFssai } : {}),
    food: input.food,
    meals: input.meals,
    readyBy: Timestamp.fromDate(input.readyBy),
    ...safetyData(input.safety),
    ...(input.pickup ? { pickup: asPickup(input.pickup) } : {}),
    ...(input.photo ? { photo: true } : {}),
    ...(input.series
      ? {
          seriesId: input.series.id,
          seriesDay: input.series.day,
          ...(input.series.accepted ? { status: 'accepted', acceptedAt: serverTimestamp() } : {}),
        }
      : {}),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(handoverRef(ref.id), { code: newHandoverCode() });
  batch.set(guessRef(ref.id), noTries(input.donorUid));
  // The phone and address apart from the donation, readable by the NGO only for a while (donation-contact.ts).
  batch.set(contactRef(ref.id), contactData(input.donorUid, input, input.safety.useBy));
  if (input.series) {
    const { id, day } = input.series;
    batch.set(seriesDayRef(id, day), { day, state: 'confirmed', donationId: ref.id, at: serverTimestamp() });
  }
  const outcome = await queued(batch.commit(), getDocFromCache(ref));
  if (outcome === 'queued') {
    noteQueuedWrite();
    // `draft`: the form as filled in, should the server refuse the offer on arrival (outbox.ts).
    addToOutbox({ move: 'offer', donationId: ref.id, food: input.food, draft });
  }
  return { id: ref.id, outcome };
}

/**
 * The donation's pickup code, for its donor (and admins); null for a donation from before pickup
 * codes. The rules refuse it to everyone else, the NGO included.
 */
export async function getHandoverCode(donationId: string): Promise<string | null> {
  const snap = await getDoc(handoverRef(donationId));
  const code: unknown = snap.data()?.code;
  return typeof code === 'string' && HANDOVER_CODE_PATTERN.test(code) ? code : null;
}
