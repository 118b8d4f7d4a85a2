import { collection, doc, getDocFromCache, serverTimestamp, setDoc } from 'firebase/firestore';
import { EMAIL_PATTERN, LENGTH, NAME_CONTENT_PATTERN } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { failure, noteQueuedWrite, queued, type WriteOutcome } from './offline';

/** Stores a contact-form message: contactMessages/{auto-id} = { name, email, subject, message, createdAt }. */
export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const within = (value: string, max: number) => value.length >= 1 && value.length <= max;

/** The form checks the same with its messages; this refuses what the rules would refuse anyway. */
function isComplete(m: ContactMessageInput): boolean {
  return (
    within(m.name, LENGTH.name) &&
    NAME_CONTENT_PATTERN.test(m.name) &&
    within(m.email, LENGTH.email) &&
    EMAIL_PATTERN.test(m.email) &&
    within(m.subject, LENGTH.subject) &&
    within(m.message, LENGTH.message)
  );
}

export async function sendContactMessage(input: ContactMessageInput): Promise<WriteOutcome> {
  const trimmed = {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
  if (!isComplete(trimmed)) throw failure('invalid-argument', 'The message is not complete.');
  const { name, email, subject, message } = trimmed;
  // Offline, or with no answer within 10 s, kept on this device and sent once the connection
  // returns ('queued', offline.ts): its id is made here, so it arrives once however often it is sent.
  const ref = doc(collection(db(), COLLECTIONS.contactMessages));
  const outcome = await queued(
    setDoc(ref, { name, email, subject, message, createdAt: serverTimestamp() }),
    getDocFromCache(ref),
  );
  if (outcome === 'queued') noteQueuedWrite();
  return outcome;
}
