/**
 * The donor's phone and pickup address: `deliveryInfo/{id}/private/contact`, written with the
 * donation and kept apart from it (docs/privacy.md, 'Contact details that expire'). The donor and
 * admins read it; the NGO that collects the food only until CONTACT_KEEP_DAYS after the donation
 * ends, and Firestore's TTL policy deletes it CONTACT_KEEP_DAYS after the food's use-by
 * (`expireAt`). Donations from before this carry their phone and address themselves.
 */
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { CONTACT_KEEP_DAYS } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import type { Donation } from './donation-model';
import { errorCode } from './errors';
import { storedText } from './stored';

const DAY_MS = 86_400_000;

/** Who to call and where the food is. */
export interface DonationContact {
  phone: string;
  deliveryLocation: string;
}

export function contactRef(donationId: string) {
  return doc(db(), COLLECTIONS.donations, donationId, 'private', 'contact');
}

/** The contact document of a new donation, as the rules require it (`expireAt` = use-by + the days kept). */
export function contactData(donorUid: string, contact: DonationContact, useBy: Date) {
  return {
    donorUid,
    phone: contact.phone,
    deliveryLocation: contact.deliveryLocation,
    expireAt: Timestamp.fromMillis(useBy.getTime() + CONTACT_KEEP_DAYS * DAY_MS),
  };
}

/** When the donation ended (delivered, refused, cancelled, declined); null while it is not over. */
export function endedAt(donation: Donation): Date | null {
  return donation.deliveredAt ?? donation.refusal?.at ?? donation.cancelledAt ?? donation.declinedAt ?? null;
}

/**
 * Whether the NGO side may still read the contact (as the rules decide it; only a guess made on
 * this device's clock, to spare a read that would be refused): not past CONTACT_KEEP_DAYS after the
 * donation ended, nor after the food's use-by plus those days.
 */
export function contactStillKept(donation: Donation, now: Date = new Date()): boolean {
  const keep = CONTACT_KEEP_DAYS * DAY_MS;
  const ended = endedAt(donation);
  if (ended && now.getTime() >= ended.getTime() + keep) return false;
  const useBy = donation.safety?.useBy;
  return !useBy || now.getTime() < useBy.getTime() + keep;
}

/** A donation from before contact documents: its phone and address are on the donation itself. */
const legacyContact = (donation: Donation): DonationContact | null =>
  donation.phone || donation.deliveryLocation
    ? { phone: donation.phone, deliveryLocation: donation.deliveryLocation }
    : null;

/**
 * The donation's phone and address, or null when they are gone: kept no longer (the rules refuse
 * the NGO), deleted with the donor's account or by the TTL policy. Other failures (offline with
 * nothing cached) are thrown, for the screen to offer a retry.
 */
export async function getDonationContact(donation: Donation): Promise<DonationContact | null> {
  const legacy = legacyContact(donation);
  if (legacy || donation.donorDeleted) return legacy;
  try {
    const snap = await getDoc(contactRef(donation.id));
    const data = snap.data();
    return data ? { phone: storedText(data.phone), deliveryLocation: storedText(data.deliveryLocation) } : null;
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return null;
    throw error;
  }
}
