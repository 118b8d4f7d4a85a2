import { collection, doc, getDocFromCache, serverTimestamp, setDoc } from 'firebase/firestore';
import { EMAIL_PATTERN, LENGTH } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { failure, noteQueuedWrite, queued, type WriteOutcome } from './offline';

/**
 * The form of an address the list keeps: trimmed and lower-cased, so the admins' list shows one
 * person once however the address was typed (onceEachAddress in inbox.ts).
 */
export function newsletterAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** True when the address, in the form the list keeps, can be a subscription. */
export function isNewsletterAddress(email: string): boolean {
  const address = newsletterAddress(email);
  return address.length <= LENGTH.email && EMAIL_PATTERN.test(address);
}

/**
 * Adds a newsletter subscription: newsletter/{an id Firestore makes} = { email, createdAt: server
 * time }, the address trimmed and lower-cased. Each subscription is a document of its own, created
 * once (the rules allow no change): subscribing again adds one more, which the rules allow exactly
 * like the first, and no id is the address, so nothing a caller writes can tell whether an address
 * is already on the list (docs/security.md, 'Newsletter'). The admins' list shows each address
 * once. Offline it is kept on this device and sent once the connection returns ('queued',
 * offline.ts); its id being made here, it lands once however often Firestore sends it.
 */
export async function subscribe(email: string): Promise<WriteOutcome> {
  if (!isNewsletterAddress(email)) throw failure('invalid-argument', 'Not a valid email address.');
  const ref = doc(collection(db(), COLLECTIONS.newsletter));
  const outcome = await queued(
    setDoc(ref, { email: newsletterAddress(email), createdAt: serverTimestamp() }),
    getDocFromCache(ref),
  );
  if (outcome === 'queued') noteQueuedWrite();
  return outcome;
}
