import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { contactMessageSchema, type ContactMessageInput } from '../features/contact/contact-schema';
import { COLLECTIONS } from './collections';
import { db } from './db';

/** How long a visitor waits for the server to confirm before being told to try again. */
const ACK_TIMEOUT_MS = 10_000;

function failure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * Firestore queues writes while offline and resolves only once the server confirms, which would
 * leave the visitor watching a spinner. Offline fails at once; a silent server fails after 10 s.
 * (A queued write may still arrive later, so a retry can deliver a message twice; admins can live
 * with that, a lost message is worse.)
 */
async function confirmed(write: () => Promise<unknown>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw failure('unavailable', 'The browser is offline.');
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure('deadline-exceeded', 'No answer from the server.')), ACK_TIMEOUT_MS);
  });
  try {
    await Promise.race([write(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stores a contact-form message: contactMessages/{auto-id} = { name, email, subject, message, createdAt }. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) throw failure('invalid-argument', 'The message is not complete.');
  const { name, email, subject, message } = parsed.data;
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
