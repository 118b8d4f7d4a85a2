import { addDoc, collection, getDocs, limit, query, serverTimestamp, where } from 'firebase/firestore';
import { NAME_CONTENT_PATTERN } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { IncompleteSignUpError } from './errors';
import { failure } from './offline';
import { registerAccount } from './users';
import { recorded } from './query-record';

/** What /donor-register collects, already validated (src/features/auth/schemas.ts). */
export interface DonorRegistrationInput {
  fullName: string;
  email: string;
  password: string;
  phoneNumber: string;
  address: string;
  organizationName?: string | undefined;
}

/**
 * Creates a donor: the account, users/{uid} with role donor, and the donor record (collection
 * `admin`) with the food-safety agreement and when it was given.
 *
 * When a step after the account fails this throws IncompleteSignUpError; calling it again with the
 * same input reuses the account and writes only what is missing (the donor record is looked up by
 * its owner first, so a retry never makes a second one).
 */
export async function registerDonor(input: DonorRegistrationInput): Promise<{ uid: string; donorId: string }> {
  // Checked before the account exists: the rules refuse such a record, and an account without one
  // would be left half made.
  if (!NAME_CONTENT_PATTERN.test(input.fullName)) {
    throw failure('invalid-argument', 'The name has no letter or number.');
  }
  const { uid, email } = await registerAccount({
    email: input.email,
    password: input.password,
    role: 'donor',
    displayName: input.fullName,
  });
  try {
    const donors = collection(db(), COLLECTIONS.donors);
    const existing = await getDocs(recorded('donors.existing', query(donors, where('ownerUid', '==', uid), limit(1))));
    const found = existing.docs[0];
    if (found) return { uid, donorId: found.id };
    const ref = await addDoc(donors, {
      name: input.fullName.trim(),
      email: (email ?? input.email).trim(),
      phone: input.phoneNumber.trim(),
      address: input.address.trim(),
      organizationName: (input.organizationName ?? '').trim(),
      // The agreement and its time go together: the rules accept one only with the other (server time).
      agreeToSafety: true,
      agreedToSafetyAt: serverTimestamp(),
      ownerUid: uid,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    return { uid, donorId: ref.id };
  } catch (error) {
    throw new IncompleteSignUpError(error);
  }
}
