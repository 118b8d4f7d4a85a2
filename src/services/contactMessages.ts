import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { contactMessageSchema, type ContactMessageInput } from '../features/contact/contact-schema';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { confirmed, failure } from './offline';

/** Stores a contact-form message: contactMessages/{auto-id} = { name, email, subject, message, createdAt }. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) throw failure('invalid-argument', 'The message is not complete.');
  const { name, email, subject, message } = parsed.data;
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
