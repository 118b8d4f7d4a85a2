import { z } from 'zod';
import { LENGTH, NAME_CONTENT_PATTERN } from '../../config/limits.js';
import { messageTable, msg } from '../../i18n';

/** The reason's messages, in the language shown when they are read (the form checks at that moment). */
export const REASON_MESSAGES = messageTable({
  empty: msg('admin.suspend.reasonEmpty'),
  long: [msg('admin.suspend.reasonLong'), { max: LENGTH.reason }],
});

/**
 * The reason an admin gives for a suspension, which the account is shown. Trimmed; it must hold a
 * letter or digit (not only spaces or punctuation) and at most LENGTH.reason characters, as the
 * rules require.
 */
export const suspensionSchema = z.object({
  reason: z
    .string()
    .trim()
    .regex(NAME_CONTENT_PATTERN, { error: () => REASON_MESSAGES.empty })
    .max(LENGTH.reason, { error: () => REASON_MESSAGES.long }),
});

export type SuspensionValues = z.input<typeof suspensionSchema>;
