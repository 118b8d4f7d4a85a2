import { z } from 'zod';
import { LENGTH, NAME_CONTENT_PATTERN } from '../../config/limits.js';

export const REASON_MESSAGES = {
  empty: 'Please write why this account is suspended, in a few words with letters or digits.',
  long: `Keep the reason to ${LENGTH.reason} characters or fewer.`,
} as const;

/**
 * The reason an admin gives for a suspension, which the account is shown. Trimmed; it must hold a
 * letter or digit (not only spaces or punctuation) and at most LENGTH.reason characters, as the
 * rules require.
 */
export const suspensionSchema = z.object({
  reason: z.string().trim().regex(NAME_CONTENT_PATTERN, REASON_MESSAGES.empty).max(LENGTH.reason, REASON_MESSAGES.long),
});

export type SuspensionValues = z.input<typeof suspensionSchema>;
