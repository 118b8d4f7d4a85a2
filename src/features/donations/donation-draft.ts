import { ALLERGENS, CONTAINERS, DIETS, FOOD_KINDS, STORAGES } from '../../config/food-safety.js';
import { PATHS } from '../../config/paths';
import { placeFromData } from '../../services/geo';
import { EMPTY_DONATION, type DonationValues } from './donation-schema';

/**
 * What has been typed into the Donate Food form, kept for the tab's session: a visitor asked to
 * sign in, a reload or a failed save loses nothing.
 */
const KEY = 'foodbridge:donation-draft';

const TEXT_FIELDS = [
  'food',
  'preparedAt',
  'labelUseBy',
  'useBy',
  'meals',
  'weightKg',
  'deliveryLocation',
  'phone',
  'readyBy',
  'notes',
] as const satisfies readonly (keyof DonationValues)[];

export function saveDonationDraft(values: DonationValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage can be full or switched off (private mode); the form still works without a draft.
  }
}

/**
 * The draft, field by field: a field it lacks (a draft from before the food-safety record) or holds
 * in an unknown shape starts empty, as in a new form.
 */
export function loadDonationDraft(): DonationValues | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const stored = parsed as Record<string, unknown>;
    const draft: DonationValues = { ...EMPTY_DONATION, allergens: [] };
    for (const field of TEXT_FIELDS) {
      const value = stored[field];
      if (typeof value === 'string') draft[field] = value;
    }
    // A choice no longer in its list (the lists changed) reads as not chosen.
    const chosen = <T extends string>(list: readonly T[], value: unknown): T | '' =>
      list.includes(value as T) ? (value as T) : '';
    draft.kind = chosen(FOOD_KINDS, stored.kind);
    draft.diet = chosen(DIETS, stored.diet);
    draft.storage = chosen(STORAGES, stored.storage);
    draft.containers = chosen(CONTAINERS, stored.containers);
    const allergens = stored.allergens;
    draft.allergens = Array.isArray(allergens) ? ALLERGENS.filter((a) => allergens.includes(a)) : [];
    draft.noAllergens = stored.noAllergens === true && draft.allergens.length === 0;
    draft.pickup = placeFromData(stored.pickup);
    return draft;
  } catch {
    return null;
  }
}

export function clearDonationDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See saveDonationDraft.
  }
}

/**
 * An offer kept on this device while offline, as the outbox remembers it (services/outbox.ts):
 * the form as it was filled in and where it was sent from, to offer it again should the server
 * refuse it on arrival.
 */
export interface QueuedOffer {
  values: DonationValues | null;
  path: string;
}

/** Puts a refused offer back into Donate Food's draft; returns where to offer it again. */
export function restoreQueuedOffer(kept: unknown): string {
  const offer = (typeof kept === 'object' && kept !== null ? kept : {}) as Partial<QueuedOffer>;
  // The draft is read back field by field (loadDonationDraft): whatever does not fit starts empty.
  if (offer.values) saveDonationDraft(offer.values);
  return typeof offer.path === 'string' && offer.path.startsWith('/') ? offer.path : PATHS.delivery;
}
