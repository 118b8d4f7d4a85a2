import { z } from 'zod';
import { EMAIL_PATTERN, LENGTH, NAME_CONTENT_PATTERN } from '../../config/limits.js';
import { t } from '../../i18n';

/**
 * One schema for the contact form: the field messages here, and the service's input check. Each
 * message is a function, so it is in the language shown when the form is checked.
 */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t('contact.name.required') })
    .max(LENGTH.name, { error: () => t('contact.name.tooLong', { max: LENGTH.name }) })
    .regex(NAME_CONTENT_PATTERN, { error: () => t('contact.name.noLetter') }),
  email: z
    .string()
    .trim()
    .min(1, { error: () => t('contact.email.required') })
    .max(LENGTH.email, { error: () => t('contact.email.tooLong') })
    .regex(EMAIL_PATTERN, { error: () => t('contact.email.invalid') }),
  subject: z
    .string()
    .trim()
    .min(1, { error: () => t('contact.subject.required') })
    .max(LENGTH.subject, { error: () => t('contact.subject.tooLong', { max: LENGTH.subject }) }),
  message: z
    .string()
    .trim()
    .min(1, { error: () => t('contact.message.required') })
    .max(LENGTH.message, { error: () => t('contact.message.tooLong', { max: LENGTH.message }) }),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
