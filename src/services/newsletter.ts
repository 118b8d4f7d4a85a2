import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { isValidEmail } from '../features/newsletter/email';
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
 * (A write that was queued may still arrive later; a duplicate subscriber is harmless.)
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

/** Adds a newsletter subscriber: newsletter/{auto-id} = { email, createdAt: server time }. */
export async function subscribe(email: string): Promise<void> {
  const clean = email.trim().toLowerCase();
  if (!isValidEmail(clean)) throw failure('invalid-argument', 'Not a valid email address.');
  await confirmed(() =>
    addDoc(collection(db(), COLLECTIONS.newsletter), { email: clean, createdAt: serverTimestamp() }),
  );
}
