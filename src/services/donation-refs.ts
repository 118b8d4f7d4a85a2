/** Where donations are kept: the collection, read through the converter, and one donation. */
import { collection, doc } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { donationConverter } from './donation-model';

/** The donations collection, read as Donation. */
export function donations() {
  return collection(db(), COLLECTIONS.donations).withConverter(donationConverter);
}

/** One donation, without the converter (for writes). */
export function donationRef(id: string) {
  return doc(db(), COLLECTIONS.donations, id);
}
