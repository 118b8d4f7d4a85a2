import { doc, getDocFromCache, serverTimestamp, setDoc } from 'firebase/firestore';
import { EMAIL_PATTERN, LENGTH } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { failure, noteQueuedWrite, queued, type WriteOutcome } from './offline';

/** The form of an address the list keeps: trimmed and lower-cased, so one person is one entry. */
export function newsletterId(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * True when the address can be a newsletter entry. Its normalised form is also the document id, so
 * on top of the email shape it may not hold '/' (a path separator in Firestore) nor be a name
 * Firestore reserves (`__…__`).
 */
export function isNewsletterAddress(email: string): boolean {
  const id = newsletterId(email);
  return id.length <= LENGTH.email && EMAIL_PATTERN.test(id) && !id.includes('/') && !/^__.*__$/.test(id);
}

/**
 * Adds a newsletter subscriber: newsletter/{address} = { email: address, createdAt: server time },
 * the address trimmed and lower-cased. One document per address: subscribing again writes the same
 * document again, which the rules allow exactly like the first time, so the answer never tells
 * whether an address was already on the list (it only moves `createdAt` to the later time).
 * Offline it is kept on this device and sent once the connection returns ('queued', offline.ts);
 * the address being the document's id, it is one entry however often it is sent.
 */
export async function subscribe(email: string): Promise<WriteOutcome> {
  if (!isNewsletterAddress(email)) throw failure('invalid-argument', 'Not a valid email address.');
  const id = newsletterId(email);
  const ref = doc(db(), COLLECTIONS.newsletter, id);
  const outcome = await queued(setDoc(ref, { email: id, createdAt: serverTimestamp() }), getDocFromCache(ref));
  if (outcome === 'queued') noteQueuedWrite();
  return outcome;
}
