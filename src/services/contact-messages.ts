import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { EMAIL_PATTERN, LENGTH, NAME_CONTENT_PATTERN } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { confirmed, failure } from './offline';

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

export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const trimmed = {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
  if (!isComplete(trimmed)) throw failure('invalid-argument', 'The message is not complete.');
  const { name, email, subject, message } = trimmed;
  // Fails at once offline, after 10 s with no answer (offline.ts). A write that timed out may still
  // arrive, so a retry can deliver a message twice; admins can live with that, a lost one is worse.
  await confirmed(() =>
    addDoc(collection(db(), COLLECTIONS.contactMessages), {
      name,
      email,
      subject,
      message,
      createdAt: serverTimestamp(),
    }),
  );
}
