import { queryOptions } from '@tanstack/react-query';
import { PIN_PATTERN } from '../../config/limits.js';
import { donationKeys } from '../../lib/queries/keys';
import type { Donation } from '../../services/donation-model';
import { getLastDonation } from '../../services/donation-boards';
import { getDonationContact } from '../../services/donation-contact';
import { getMyDonor } from '../../services/donors';
import { placeFromPin } from '../../services/locate';
import { draftFrom } from './donation-view';
import type { DonationValues } from './donation-schema';

/** What Donate Food starts from for a signed-in donor: the last offer, and the donor's record. */
export interface DonationStart {
  /** The donor's latest donation, or null before the first. */
  last: Donation | null;
  /** Where, who to call and containers, as the form starts with them (only what is known). */
  values: Partial<Pick<DonationValues, 'deliveryLocation' | 'pickup' | 'phone' | 'containers'>>;
  /** The donor record's FSSAI number ('' for none, or when the record could not be read). */
  fssai: string;
}

/**
 * The place, phone (from its contact document, while kept) and containers of the last offer (as
 * 'Offer again' reads them, draftFrom);
 * before a first offer, the donor record's address, phone and PIN code (its place looked up in the
 * PIN table). Each read that fails (offline on a first visit) only leaves its part empty: the form
 * never waits on it to be usable.
 */
export async function loadDonationStart(uid: string): Promise<DonationStart> {
  const [last, record] = await Promise.all([getLastDonation(uid).catch(() => null), getMyDonor(uid).catch(() => null)]);
  const contact = last ? await getDonationContact(last).catch(() => null) : null;
  const before = last ? draftFrom(last, contact) : null;
  let pickup = before?.pickup ?? null;
  if (!pickup && record && PIN_PATTERN.test(record.zip)) pickup = await placeFromPin(record.zip).catch(() => null);
  const values: DonationStart['values'] = {};
  const deliveryLocation = before?.deliveryLocation || record?.address || '';
  const phone = before?.phone || record?.phone || '';
  if (deliveryLocation) values.deliveryLocation = deliveryLocation;
  if (pickup) values.pickup = pickup;
  if (phone) values.phone = phone;
  if (before?.containers) values.containers = before.containers;
  return { last, values, fssai: record?.fssai ?? '' };
}

export const donationStartQuery = (uid: string) =>
  queryOptions({ queryKey: donationKeys.start(uid), queryFn: () => loadDonationStart(uid) });

/** The fields 'Same as last time' fills: the food itself. What changes each day stays to be given. */
const FOOD_FIELDS = [
  'food',
  'kind',
  'diet',
  'storage',
  'allergens',
  'noAllergens',
  'meals',
  'weightKg',
  'notes',
] as const satisfies readonly (keyof DonationValues)[];

/**
 * 'Same as last time': the last offer's food — what it is, its kind, diet, storage, allergens,
 * meals, weight and notes (its place, phone and containers the form starts with already). When it
 * was made, the label's date, an earlier use-by and 'by when' change every day: the donor gives them.
 */
export function sameAsLast(last: Donation): Partial<DonationValues> {
  const all = draftFrom(last);
  return Object.fromEntries(FOOD_FIELDS.map((field) => [field, all[field]])) as Partial<DonationValues>;
}
