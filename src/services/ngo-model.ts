/**
 * The NGO directory's shapes and rules that need no Firestore code: what an NGO is, its time
 * slots, and how stored documents (current or from the earlier app) map onto it. Pages that only
 * show NGOs import this and ngo-directory.ts, never the full Firestore SDK.
 */
import { TIME_SLOTS } from '../config/limits.js';
import { SERVICE_RADIUS_KM, PHONE_PATTERN } from '../config/limits.js';
import { placeFromData, type Place } from './geo';
import { storedDate } from './stored';

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
  /**
   * True when the owner changed its name, email, address or logo after an admin verified it: the badge
   * is off until an admin checks it again (the admin's 'to re-verify' list).
   */
  reverify: boolean;
  /** An admin suspended the account (mirrors suspensions/{id}); it cannot change its profile. */
  suspended: boolean;
  /** The NGO takes veg (and vegan) food only: non-veg food may not be addressed to it (the rules hold it). */
  acceptsVegOnly: boolean;
  /** Where the NGO works from (docs/geo.md); null until its owner sets it. */
  location: Place | null;
  /** How far from `location` it collects food, SERVICE_RADIUS_KM.min to max (default when unset). */
  radiusKm: number;
  /** A WhatsApp number (10 digits) donors may message, or ''. */
  whatsapp: string;
  /** The phone number donors call (10 digits), or '' (profiles saved before it was asked). */
  phone: string;
  /**
   * Its registration or NGO Darpan ID as the owner gave it, for the admin who verifies it; '' (or
   * absent, in an Ngo made elsewhere than from a stored document) for none.
   */
  registrationId?: string;
  /** Whether search can find it: it has `keywords` (the earlier app's documents have none). */
  searchable: boolean;
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
  /** Only veg and vegan food may be addressed to it. */
  acceptsVegOnly: boolean;
  /** Where it works from; null leaves it unset (open offers reach an NGO only once it is set). */
  location: Place | null;
  radiusKm: number;
  /** 10 digits, or '' for none. */
  whatsapp: string;
  /** 10 digits: the number donors call. */
  phone: string;
  /** Registration or NGO Darpan ID, '' for none; left as stored when absent. */
  registrationId?: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** '29 meals' → 29; null when the text holds no whole number. */
export function parseMealno(mealno: string): number | null {
  const match = /\d+/.exec(mealno.replace(/[,\s](?=\d{3}\b)/g, ''));
  if (!match) return null;
  const meals = Number(match[0]);
  return Number.isSafeInteger(meals) && meals > 0 ? meals : null;
}

function radiusFromData(value: unknown): number {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= SERVICE_RADIUS_KM.min &&
    value <= SERVICE_RADIUS_KM.max
    ? value
    : SERVICE_RADIUS_KM.default;
}

/** Maps stored fields (current or legacy) to an Ngo; missing fields become empty values. */
export function ngoFromData(id: string, data: Record<string, unknown>): Ngo {
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
    reverify: data.reverify === true,
    suspended: data.suspended === true,
    acceptsVegOnly: data.acceptsVegOnly === true,
    location: placeFromData(data.location),
    radiusKm: radiusFromData(data.radiusKm),
    whatsapp: typeof data.whatsapp === 'string' && PHONE_PATTERN.test(data.whatsapp) ? data.whatsapp : '',
    phone: typeof data.phone === 'string' && PHONE_PATTERN.test(data.phone) ? data.phone : '',
    registrationId: text(data.registrationId),
    searchable: Array.isArray(data.keywords) && data.keywords.length > 0,
    createdAt: storedDate(data.createdAt),
    updatedAt: storedDate(data.updatedAt),
  };
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
  /** Set when the server could not be reached and this is the page last seen on this device, saved then. */
  savedAt?: Date;
}

export interface ListNgosOptions {
  /** Text from the search box; its first word (2–20 characters) is looked up in `keywords`. */
  search?: string;
  slot?: TimeSlot | '';
  after?: NgoCursor | null;
  /** DIRECTORY_PAGE_SIZE (12) a view by default; at most LIST_LIMIT (the rules' list limit). */
  pageSize?: number;
}

/** The fields that say who an NGO is: changing one on a verified profile sends it back to an admin. */
export const IDENTITY_FIELDS = ['nameOrg', 'email', 'address', 'city', 'zip', 'imageUrl'] as const;

type Identity = Record<(typeof IDENTITY_FIELDS)[number], unknown>;

/**
 * Whether saving `next` over the stored fields changes who the NGO is. A field the stored document
 * lacks (a legacy profile without a city) counts as changed when it is written, as the rules see it.
 */
export function identityChanged(stored: Partial<Identity>, next: Identity): boolean {
  return IDENTITY_FIELDS.some((field) => !(field in stored) || stored[field] !== next[field]);
}

/** Whether saving `next` takes the verified badge away from the saved profile (null: none yet). */
export function clearsVerification(saved: Ngo | null, next: Identity): boolean {
  return saved?.verified === true && identityChanged(saved, next);
}

/**
 * Whether an NGO can receive offers in FoodBridge now, as its public profile tells: 'receives' —
 * an account of its own, verified by an admin and not suspended (the rules check the account's role
 * too); 'listedOnly' — a listed NGO without an account (the earlier app's and the samples), which
 * nobody in the app answers for; 'unverified' — registered, waiting for an admin (or to be checked
 * again); 'suspended'.
 */
export type NgoStanding = 'receives' | 'listedOnly' | 'unverified' | 'suspended';

export function ngoStanding(ngo: Pick<Ngo, 'ownerUid' | 'verified' | 'suspended'>): NgoStanding {
  if (ngo.ownerUid === null) return 'listedOnly';
  if (ngo.suspended) return 'suspended';
  if (!ngo.verified) return 'unverified';
  return 'receives';
}

/** Whether the NGO collects from a place this far away: it receives offers and the place is within its radius. */
export function collectsFrom(ngo: Ngo, distanceKm: number): boolean {
  return ngoStanding(ngo) === 'receives' && ngo.location !== null && distanceKm <= ngo.radiusKm;
}
