import { z } from 'zod';

/** Same email shape as the Firestore rules (docs/data-model.md), so the form never sends what they refuse. */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** One schema for the contact form: the field messages here, and the service's input check. */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your full name.')
    .max(CONTACT_LIMITS.name, `Please shorten your name to ${CONTACT_LIMITS.name} characters or fewer.`),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(CONTACT_LIMITS.email, 'Please enter a valid email address.')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address, like name@example.org.'),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject.')
    .max(CONTACT_LIMITS.subject, `Please shorten the subject to ${CONTACT_LIMITS.subject} characters or fewer.`),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter your message.')
    .max(CONTACT_LIMITS.message, `Please shorten your message to ${CONTACT_LIMITS.message} characters or fewer.`),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessageInput;
