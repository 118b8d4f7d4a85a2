import { z } from 'zod';
import {
  DONATION_MEALS,
  HANDOVER_CODE_PATTERN,
  LENGTH,
  PHONE_PATTERN,
  READY_BY_MAX_DAYS,
} from '../../config/limits.js';
import { messageTable, msg, t } from '../../i18n';

/** What the Donate Food form holds while it is filled in: text as typed. */
export interface DonationValues {
  deliveryLocation: string;
  phone: string;
  /** The datetime-local value, e.g. '2025-11-22T18:30' (local time). */
  readyBy: string;
  food: string;
  meals: string;
}

export interface DonationDetails {
  deliveryLocation: string;
  phone: string;
  readyBy: Date;
  food: string;
  meals: number;
}

export const EMPTY_DONATION: DonationValues = { deliveryLocation: '', phone: '', readyBy: '', food: '', meals: '' };

/**
 * The form's messages, each read in the language shown at that moment (the schema reads them when
 * it checks the form, so a message is in the language the person sees).
 */
export const DONATION_MESSAGES = messageTable({
  deliveryLocation: msg('donations.form.error.deliveryLocation'),
  deliveryLocationLength: [msg('donations.form.error.deliveryLocationLength'), { max: LENGTH.address }],
  phone: msg('donations.form.error.phone'),
  readyByRequired: msg('donations.form.error.readyByRequired'),
  readyByInvalid: msg('donations.form.error.readyByInvalid'),
  readyByPast: msg('donations.form.error.readyByPast'),
  readyByTooFar: [msg('donations.form.error.readyByTooFar'), { count: READY_BY_MAX_DAYS }],
  food: msg('donations.form.error.food'),
  foodLength: [msg('donations.form.error.foodLength'), { max: LENGTH.food }],
  mealsRequired: msg('donations.form.error.mealsRequired'),
  meals: [msg('donations.form.error.meals'), { min: DONATION_MEALS.min, max: DONATION_MEALS.max }],
  mealsTooMany: [msg('donations.form.error.mealsTooMany'), { max: DONATION_MEALS.max }],
});

/** Under the meals field: the most one offer may hold, and what to do for more (language shown). */
export const mealsHint = () => t('donations.form.meals.hint', { max: DONATION_MEALS.max });

const DAY_MS = 86_400_000;

/** The latest 'by when' a donation made at `now` may have. */
export function latestReadyBy(now: Date): Date {
  return new Date(now.getTime() + READY_BY_MAX_DAYS * DAY_MS);
}

const wholeNumber = (value: string) => /^\d+$/.test(value) && Number(value) >= DONATION_MEALS.min;

/** A datetime-local value as a Date in local time; null when it is not a real date and time. */
export function parseLocalDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  // Rejects 31 February and the like, which Date would roll over into March.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
}

/** The datetime-local value for a Date (local time, minutes). */
export function toLocalDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `now` is read when the form is checked, so 'in the future' means at the moment of Donate. */
export function donationSchema(now: () => Date = () => new Date()) {
  const m = DONATION_MESSAGES;
  return z.object({
    deliveryLocation: z
      .string()
      .trim()
      .min(1, { error: () => m.deliveryLocation })
      .max(LENGTH.address, { error: () => m.deliveryLocationLength }),
    phone: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(PHONE_PATTERN, { error: () => m.phone })),
    readyBy: z
      .string()
      .trim()
      .min(1, { error: () => m.readyByRequired, abort: true })
      .refine((v) => parseLocalDateTime(v) !== null, { error: () => m.readyByInvalid, abort: true })
      .refine((v) => (parseLocalDateTime(v)?.getTime() ?? 0) > now().getTime(), {
        error: () => m.readyByPast,
        abort: true,
      })
      .refine((v) => (parseLocalDateTime(v)?.getTime() ?? Infinity) <= latestReadyBy(now()).getTime(), {
        error: () => m.readyByTooFar,
      })
      .transform((v) => parseLocalDateTime(v) as Date),
    food: z
      .string()
      .trim()
      .min(1, { error: () => m.food })
      .max(LENGTH.food, { error: () => m.foodLength }),
    meals: z
      .string()
      .trim()
      .min(1, { error: () => m.mealsRequired, abort: true })
      .refine(wholeNumber, { error: () => m.meals, abort: true })
      .refine((v) => Number(v) <= DONATION_MEALS.max, { error: () => m.mealsTooMany })
      .transform(Number),
  }) satisfies z.ZodType<DonationDetails, DonationValues>;
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
