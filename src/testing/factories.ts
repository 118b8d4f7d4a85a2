// Test data as it is stored, one complete valid document per call, for every test layer: unit
// tests, the rules and integration tests, and the end-to-end fixtures (tests/e2e/fixtures.ts).
// Each takes overrides for what the test is about; everything else is a valid default. Ids, names
// and emails come from `uniqueId`, so tests that run side by side never meet in the same
// documents or accounts. A food-safety record: aSafetyRecord (./food).
import { PRIVACY_NOTICE, SERVICE_RADIUS_KM } from '../config/limits.js';
import { placeAt, type Place } from '../services/geo';
import { searchKeywords } from '../services/search-keywords.js';
import { aSafetyRecord } from './food';

const HOUR = 3_600_000;
let counter = 0;

/** An id no other test, worker or run uses: `prefix-<time><random><counter>`, lowercase. */
export function uniqueId(prefix = 't'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter.toString(36)}`;
}

/** The place of the demo NGO's PIN code, 700016 (Kolkata): an open offer from 700071 reaches it. */
export const KOLKATA_700016: Place = placeAt({ lat: 22.5535, lng: 88.3566 }, '700016');

/** An account's users/{uid} document, with the privacy notice as it is now accepted at sign-up. */
export function aUser(overrides: { role: 'donor' | 'ngo' | 'admin'; displayName?: string; email?: string }) {
  const createdAt = new Date();
  return {
    displayName: 'Test Person',
    email: `${uniqueId('person')}@example.org`,
    consent: { version: PRIVACY_NOTICE.version, at: createdAt },
    createdAt,
    ...overrides,
  };
}

export interface NgoDoc {
  nameOrg: string;
  name: string;
  email: string;
  time: string;
  meals: number;
  mealno: string;
  address: string;
  city: string;
  zip: string;
  imageUrl: string;
  whatsapp: string;
  phone: string;
  location: Place;
  radiusKm: number;
  keywords: string[];
  ownerUid?: string;
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
  [field: string]: unknown;
}

/**
 * A verified NGO profile as stored at ngoAdmin/{id}, working from 700016 (Kolkata) with the default
 * radius; a registered NGO's id is its owner's uid (ownerUid) and its email the account's.
 */
export function anNgo(overrides: Partial<NgoDoc> = {}): NgoDoc {
  const nameOrg = overrides.nameOrg ?? `Test Kitchen ${uniqueId('ngo')}`;
  const base = {
    nameOrg,
    name: 'Ravi Test',
    email: `${uniqueId('ngo')}@example.org`,
    time: 'AfterNoon',
    meals: 40,
    address: '9 Park Street',
    city: 'Kolkata',
    zip: '700016',
    imageUrl: '',
    whatsapp: '',
    phone: '9876500022',
    location: KOLKATA_700016,
    radiusKm: SERVICE_RADIUS_KM.default,
    verified: true,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
  return {
    mealno: `${base.meals} meals`,
    keywords: searchKeywords(base),
    ...base,
  };
}

/** A donor record as stored at admin/{id} (the donor's profile), owned by `ownerUid`. */
export function aDonor(overrides: Record<string, unknown> & { ownerUid?: string } = {}) {
  return {
    name: 'Asha Test',
    email: `${uniqueId('donor')}@example.org`,
    phone: '9876543210',
    address: '18 Residency Road',
    city: 'Kolkata',
    state: 'West Bengal',
    zip: '700071',
    country: 'India',
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

/**
 * A donation as stored at deliveryInfo/{id} (its pickup code, deliveryInfo/{id}/private/handover,
 * is a document of its own): offered, 12 meals of rice and dal ready in three hours,
 * with its food-safety record (aSafetyRecord). Give `donorUid`, and `ngoId`/`ngoName` for an offer
 * to one NGO (null and '' for an open one).
 */
export function aDonation(overrides: Record<string, unknown> = {}, now = new Date()) {
  // Stored as the service writes it: cooked food has a preparation time and no label date.
  const safety: Partial<ReturnType<typeof aSafetyRecord>> = aSafetyRecord({}, now);
  delete safety.labelUseBy;
  return {
    deliveryLocation: '18 Residency Road, Kolkata',
    phone: '9876543210',
    readyBy: new Date(now.getTime() + 3 * HOUR),
    food: `Rice and dal ${uniqueId('food')}`,
    meals: 12,
    ngoId: null,
    ngoName: '',
    donorName: 'Asha Test',
    status: 'offered',
    pickup: placeAt({ lat: 22.546, lng: 88.3478 }, '700071'),
    createdAt: now,
    updatedAt: now,
    ...safety,
    ...overrides,
  };
}
