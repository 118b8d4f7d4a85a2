import { z } from 'zod';
import { PICKUP_CHECKS, REFUSAL_REASONS, SAFETY_LIMITS } from '../../config/food-safety.js';
import { HANDOVER_CODE_PATTERN, NAME_CONTENT_PATTERN } from '../../config/limits.js';
import { formatNumber, messageTable, msg, t } from '../../i18n';
import type { RefusalReason } from '../../services/donation-model';
import type { Served } from '../../services/donation-moves';

/** One of the checks a volunteer ticks at pickup (PICKUP_CHECKS). */
export type PickupCheck = (typeof PICKUP_CHECKS)[number];

/** Whether every check of the list is ticked: only then may food with a safety record be taken. */
export function allChecked(ticked: readonly PickupCheck[]): boolean {
  return PICKUP_CHECKS.every((check) => ticked.includes(check));
}

/** The refusal and delivery forms' messages, each read in the language shown when it is needed. */
export const PICKUP_CHECK_MESSAGES = messageTable({
  reason: msg('pickupCheck.refuse.error.reason'),
  note: msg('pickupCheck.refuse.error.note'),
  noteLength: [msg('pickupCheck.refuse.error.noteLength'), { max: SAFETY_LIMITS.reason }],
  disposal: msg('pickupCheck.deliver.error.disposal'),
  disposalLength: [msg('pickupCheck.deliver.error.disposalLength'), { max: SAFETY_LIMITS.reason }],
});

/** What the refusal form holds: the reason chosen ('' or null until one is) and the note as typed. */
export interface RefuseValues {
  reason: string | null;
  note: string;
}

/**
 * 'Refuse at pickup': a reason from REFUSAL_REASONS, and a note of at most 300 characters that
 * 'Another reason' requires (a letter or a digit in it, as the rules ask).
 */
export const refuseSchema = z
  .object({
    // A radio group with none chosen reads as null.
    reason: z
      .string()
      .nullable()
      .pipe(z.enum(REFUSAL_REASONS, { error: () => PICKUP_CHECK_MESSAGES.reason })),
    note: z.string().max(SAFETY_LIMITS.reason, { error: () => PICKUP_CHECK_MESSAGES.noteLength }),
  })
  .refine((v) => v.reason !== 'other' || NAME_CONTENT_PATTERN.test(v.note), {
    path: ['note'],
    error: () => PICKUP_CHECK_MESSAGES.note,
  })
  .transform((v) => ({ reason: v.reason, note: v.note.trim() })) satisfies z.ZodType<
  { reason: RefusalReason; note: string },
  RefuseValues
>;

/** What the delivery form holds: the meals served as typed, and why the rest was not served. */
export interface DeliverValues {
  served: string;
  disposalReason: string;
}

/** Whether `served` (as typed) is a whole number of meals below `meals`: the rest went to disposal. */
export function servesFewer(served: string, meals: number): boolean {
  const value = served.trim();
  return /^\d+$/.test(value) && Number(value) < meals;
}

/**
 * 'Mark delivered' for a donation with a safety record: the meals served, a whole number from 0 to
 * the meals offered, and — when fewer were served — why the rest went to 'Food for Disposal'
 * (required, at most 300 characters). All served: no reason is sent.
 */
export function deliverSchema(meals: number) {
  return z
    .object({
      served: z
        .string()
        .trim()
        .refine((v) => /^\d+$/.test(v) && Number(v) <= meals, {
          error: () => t('pickupCheck.deliver.error.served', { max: formatNumber(meals) }),
        })
        .transform(Number),
      disposalReason: z.string(),
    })
    .superRefine((v, ctx) => {
      // Nothing to explain when all were served, or when the count itself is wrong (said on its field).
      if (!Number.isInteger(v.served) || v.served < 0 || v.served >= meals) return;
      if (!NAME_CONTENT_PATTERN.test(v.disposalReason)) {
        ctx.addIssue({ code: 'custom', path: ['disposalReason'], message: PICKUP_CHECK_MESSAGES.disposal });
      } else if (v.disposalReason.length > SAFETY_LIMITS.reason) {
        ctx.addIssue({ code: 'custom', path: ['disposalReason'], message: PICKUP_CHECK_MESSAGES.disposalLength });
      }
    })
    .transform((v): Served => ({
      mealsServed: v.served,
      disposalReason: v.served < meals ? v.disposalReason.trim() : '',
    })) satisfies z.ZodType<Served, DeliverValues>;
}

/** The pickup-code field's message, in the language shown when it is read. */
export const HANDOVER_MESSAGES = messageTable({
  code: msg('donations.pickup.error.code'),
});

/** The NGO's 'Mark picked up' form: the donor's 4-digit pickup code (spaces around it are ignored). */
export const handoverSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(HANDOVER_CODE_PATTERN, { error: () => HANDOVER_MESSAGES.code })),
});
