import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { EMAIL_PATTERN, LENGTH } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { confirmed, failure } from './offline';

/** Adds a newsletter subscriber: newsletter/{auto-id} = { email, createdAt: server time }. */
export async function subscribe(email: string): Promise<void> {
  const clean = email.trim().toLowerCase();
  if (clean.length > LENGTH.email || !EMAIL_PATTERN.test(clean))
    throw failure('invalid-argument', 'Not a valid email address.');
  // Fails at once offline, after 10 s with no answer (offline.ts); a late duplicate is harmless.
  await confirmed(() =>
    addDoc(collection(db(), COLLECTIONS.newsletter), { email: clean, createdAt: serverTimestamp() }),
  );
}
