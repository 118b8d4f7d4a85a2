import { z } from 'zod';
import { EMAIL_PATTERN, LENGTH, NAME_CONTENT_PATTERN } from '../../config/limits.js';

/** One schema for the contact form: the field messages here, and the service's input check. */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your full name.')
    .max(LENGTH.name, `Please shorten your name to ${LENGTH.name} characters or fewer.`)
    .regex(NAME_CONTENT_PATTERN, 'Enter a name with at least one letter or number.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(LENGTH.email, 'Please enter a valid email address.')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address, like name@example.org.'),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject.')
    .max(LENGTH.subject, `Please shorten the subject to ${LENGTH.subject} characters or fewer.`),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter your message.')
    .max(LENGTH.message, `Please shorten your message to ${LENGTH.message} characters or fewer.`),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
