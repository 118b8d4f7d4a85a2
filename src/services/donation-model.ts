/**
 * What a donation is, and the rules about it that need no Firestore code: its states and the
 * food-safety record, how stored documents (current or from the earlier app) map onto it, and
 * whether it still waits, is expired or is past its use-by. The Firestore modules of donations
 * (donation-boards, donation-near, donation-offer, donation-moves, donation-outbox) build on it.
 */
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import {
  ALLERGENS,
  CONTAINERS,
  DIETS,
  FOOD_KINDS,
  isVegDiet,
  PICKUP_CHECKS,
  REFUSAL_REASONS,
  STORAGES,
} from '../config/food-safety.js';
import { HANDOVER_CODE_PATTERN } from '../config/limits.js';
import { t } from '../i18n';
import { placeFromData, type Place } from './geo';
import { storedDate, storedText } from './stored';

export const DONATION_STATUSES = [
  'offered',
  'accepted',
  'picked_up',
  'delivered',
  'declined',
  'cancelled',
  'refused',
  'missed',
] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export type FoodKind = (typeof FOOD_KINDS)[number];
export type Diet = (typeof DIETS)[number];
export type Storage = (typeof STORAGES)[number];
export type Allergen = (typeof ALLERGENS)[number];
export type Containers = (typeof CONTAINERS)[number];
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * The food-safety record every donation carries since issue 13 (docs/data-model.md,
 * docs/food-safety.md). Donations made before it have none (`Donation.safety` null).
 */
export interface SafetyRecord {
  kind: FoodKind;
  diet: Diet;
  storage: Storage;
  /** FSSAI's allergens it contains; [] when the donor ticked 'none of these'. */
  allergens: Allergen[];
  /** When it was cooked or made; null for packaged food (its label's date counts instead). */
  preparedAt: Date | null;
  /** Packaged food: the label's use-by date (the end of that day); null for other kinds. */
  labelUseBy: Date | null;
  /** The time after which it must not be served: never later than the safe window allows. */
  useBy: Date;
  /** Approximate weight in kg. */
  weightKg: number;
  containers: Containers;
  notes: string;
}

/** Why and when the NGO's volunteer refused the food at pickup. */
export interface Refusal {
  reason: RefusalReason;
  note: string;
  at: Date | null;
}

/** A donation (collection `deliveryInfo`). Legacy documents hold only deliveryLocation, phone and time. */
export interface Donation {
  id: string;
  /**
   * The pickup address and the donor's phone as the donation itself carries them: only donations
   * from before contact documents do (''). Newer ones keep them in `private/contact`
   * (donation-contact.ts), read apart and kept only for a while.
   */
  deliveryLocation: string;
  phone: string;
  /**
   * The 'by when' as text: the earlier app's field, also written by FoodBridge before pickup codes.
   * New donations have none (''); screens show `readyBy` when there is one.
   */
  time: string;
  readyBy: Date | null;
  food: string;
  meals: number | null;
  ngoId: string | null;
  ngoName: string;
  donorUid: string | null;
  /** The donor's name; 'Deleted account' (in the reader's language) once the donor deleted it. */
  donorName: string;
  /** The donor deleted their account: name, phone, pickup place and FSSAI number are gone. */
  donorDeleted: boolean;
  /** The donor's FSSAI licence or registration number when it offered the food; '' for none. */
  donorFssai: string;
  /** The donor chose a photo of the food (Storage `donations/{id}/photo`; food-photo.ts). */
  photo: boolean;
  /** Legacy documents have no status; they read as null. */
  status: DonationStatus | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** When each move of the lifecycle happened (null until it does). */
  acceptedAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  declinedAt: Date | null;
  cancelledAt: Date | null;
  /**
   * The pickup code the NGO entered when it collected the food (the rules checked it against the
   * donor's); null when it was picked up without one (a donation from before pickup codes) or not yet.
   */
  handoverCode: string | null;
  /** Null for donations made before the record began: they show 'No safety record'. */
  safety: SafetyRecord | null;
  /** Set when the volunteer refused the food at pickup (status 'refused'). */
  refusal: Refusal | null;
  /** The volunteer ticked every pickup check (PICKUP_CHECKS) when collecting it. */
  pickupChecked: boolean;
  /** Meals actually served, recorded at delivery; null before, or for donations delivered without. */
  mealsServed: number | null;
  /** Where the food is collected (docs/geo.md); null for donations made before places. */
  pickup: Place | null;
  /** Why the rest of the food went to 'Food for Disposal' ('' when all was served or not told). */
  disposalReason: string;
  /** The regular offer (series) and day this donation is one day of; null for a one-off. */
  series: { id: string; day: number } | null;
  /**
   * True while this device holds a change to it that the server does not have yet (made offline,
   * or not yet confirmed): the board says 'Waiting for network' (docs/offline.md).
   */
  pending?: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** The stored record, or null when any part of it is missing or unknown (donations made before it). */
function safetyFromData(data: DocumentData): SafetyRecord | null {
  const useBy = storedDate(data.useBy);
  const { kind, diet, storage, containers } = data;
  if (
    !useBy ||
    !oneOf(FOOD_KINDS, kind) ||
    !oneOf(DIETS, diet) ||
    !oneOf(STORAGES, storage) ||
    !oneOf(CONTAINERS, containers) ||
    !Array.isArray(data.allergens)
  ) {
    return null;
  }
  return {
    kind,
    diet,
    storage,
    allergens: (data.allergens as unknown[]).filter((a): a is Allergen => oneOf(ALLERGENS, a)),
    preparedAt: storedDate(data.preparedAt),
    labelUseBy: storedDate(data.labelUseBy),
    useBy,
    weightKg: typeof data.weightKg === 'number' && data.weightKg > 0 ? data.weightKg : 0,
    containers,
    notes: storedText(data.notes),
  };
}

function refusalFromData(data: DocumentData): Refusal | null {
  if (data.status !== 'refused') return null;
  return {
    reason: oneOf(REFUSAL_REASONS, data.refusalReason) ? data.refusalReason : 'other',
    note: storedText(data.refusalNote),
    at: storedDate(data.refusedAt),
  };
}

export function donationFromData(id: string, data: DocumentData): Donation {
  return {
    id,
    deliveryLocation: storedText(data.deliveryLocation),
    phone: storedText(data.phone),
    time: storedText(data.time),
    readyBy: storedDate(data.readyBy),
    food: storedText(data.food),
    meals: typeof data.meals === 'number' && data.meals > 0 ? Math.round(data.meals) : null,
    ngoId: typeof data.ngoId === 'string' && data.ngoId ? data.ngoId : null,
    ngoName: storedText(data.ngoName),
    donorUid: typeof data.donorUid === 'string' && data.donorUid ? data.donorUid : null,
    donorName: data.donorDeleted === true ? t('privacy.deletedAccount') : storedText(data.donorName),
    donorDeleted: data.donorDeleted === true,
    donorFssai: storedText(data.donorFssai),
    photo: data.photo === true,
    status: DONATION_STATUSES.includes(data.status as DonationStatus) ? (data.status as DonationStatus) : null,
    createdAt: storedDate(data.createdAt),
    updatedAt: storedDate(data.updatedAt),
    acceptedAt: storedDate(data.acceptedAt),
    pickedUpAt: storedDate(data.pickedUpAt),
    deliveredAt: storedDate(data.deliveredAt),
    declinedAt: storedDate(data.declinedAt),
    cancelledAt: storedDate(data.cancelledAt),
    handoverCode:
      typeof data.handoverCode === 'string' && HANDOVER_CODE_PATTERN.test(data.handoverCode) ? data.handoverCode : null,
    safety: safetyFromData(data),
    refusal: refusalFromData(data),
    pickupChecked:
      Array.isArray(data.pickupChecks) &&
      PICKUP_CHECKS.every((check) => (data.pickupChecks as unknown[]).includes(check)),
    mealsServed:
      typeof data.mealsServed === 'number' && Number.isInteger(data.mealsServed) && data.mealsServed >= 0
        ? data.mealsServed
        : null,
    disposalReason: storedText(data.disposalReason),
    pickup: placeFromData(data.pickup),
    series:
      typeof data.seriesId === 'string' && data.seriesId && Number.isInteger(data.seriesDay)
        ? { id: data.seriesId, day: data.seriesDay as number }
        : null,
  };
}

/** Reads only: createDonation sends exactly the keys the rules allow. */
export const donationConverter: FirestoreDataConverter<Donation> = {
  toFirestore: (donation) => {
    const data: DocumentData = { ...(donation as Donation) };
    delete data.id;
    return data;
  },
  // A move's own server timestamps read as their local estimate until the server confirms them, so
  // the history shows the new step at once instead of a gap.
  fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => ({
    ...donationFromData(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' })),
    pending: snapshot.metadata.hasPendingWrites,
  }),
};

/** Stops a listener. */
export type Unsubscribe = () => void;
/** fromCache: the list came from the local cache and the server has not confirmed it yet. */
export type DonationsListener = (donations: Donation[], meta?: { fromCache: boolean }) => void;
export type ErrorListener = (error: Error) => void;

/** Whether a veg-only NGO may take this open offer: veg or vegan by its record (none: it cannot tell). */
export function vegOnlyMayTake(offer: Pick<Donation, 'safety'>): boolean {
  return isVegDiet(offer.safety?.diet ?? '');
}

type Timing = Pick<Donation, 'status' | 'readyBy'> & { safety?: Pick<SafetyRecord, 'useBy'> | null };

/** Whether the food is past its use-by at `now` (never, for a donation without a safety record). */
export function isPastUseBy(
  donation: { safety?: Pick<SafetyRecord, 'useBy'> | null },
  now: Date = new Date(),
): boolean {
  return !!donation.safety && donation.safety.useBy.getTime() <= now.getTime();
}

/**
 * Expired: an offer still waiting whose 'by when' has passed, or food still to be collected (offered
 * or accepted) past its use-by. It can no longer be accepted or picked up (the rules hold it).
 */
export function isExpired(donation: Timing, now: Date = new Date()): boolean {
  if (donation.status === 'offered' && donation.readyBy !== null && donation.readyBy.getTime() <= now.getTime()) {
    return true;
  }
  return (donation.status === 'offered' || donation.status === 'accepted') && isPastUseBy(donation, now);
}

/**
 * Whether the NGO may still need the donor's name, phone and pickup place: an offer it can still
 * accept, or food accepted and not past its use-by (a donation from before the record: until it
 * moves on). The rules refuse to take them off such a donation (deliveryInfo's redact()); `margin`
 * keeps a phone whose clock runs ahead from asking too early.
 */
export function needsDonorDetails(donation: Timing, now: Date = new Date(), marginMs = 2 * 60_000): boolean {
  const later = new Date(now.getTime() - marginMs);
  if (donation.status === 'offered') return donation.readyBy === null || donation.readyBy > later;
  if (donation.status === 'accepted') return !donation.safety || donation.safety.useBy > later;
  return false;
}

/** An offer an NGO can still accept: offered and not past its 'by when'. */
export function isWaiting(donation: Timing, now: Date = new Date()): boolean {
  return donation.status === 'offered' && !isExpired(donation, now);
}
