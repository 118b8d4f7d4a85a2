import { z } from 'zod';
import {
  DONATION_MEALS,
  HANDOVER_CODE_PATTERN,
  LENGTH,
  PHONE_PATTERN,
  READY_BY_MAX_DAYS,
} from '../../config/limits.js';

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

export const DONATION_MESSAGES = {
  deliveryLocation: 'Please enter the pickup location.',
  deliveryLocationLength: `PickUp Location must be at most ${LENGTH.address} characters.`,
  phone: 'Phone number must be 10 digits',
  readyByRequired: 'Please choose by when you can donate.',
  readyByInvalid: 'Please enter a real date and time.',
  readyByPast: 'Please choose a time in the future.',
  readyByTooFar: `Please choose a time within the next ${READY_BY_MAX_DAYS} days. Offer food that is ready later nearer the time.`,
  food: 'Please say what food it is.',
  foodLength: `The food description must be at most ${LENGTH.food} characters.`,
  mealsRequired: 'Please enter for how many meals.',
  meals: `Meals must be a whole number from ${DONATION_MEALS.min} to ${DONATION_MEALS.max}.`,
  mealsTooMany: `One offer can be for at most ${DONATION_MEALS.max} meals. For a larger event, please make several offers.`,
} as const;

/** Under the meals field: the most one offer may hold, and what to do for more. */
export const MEALS_HINT = `Up to ${DONATION_MEALS.max} meals in one offer. For a larger event, split the food into several offers.`;

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
  return z.object({
    deliveryLocation: z
      .string()
      .trim()
      .min(1, DONATION_MESSAGES.deliveryLocation)
      .max(LENGTH.address, DONATION_MESSAGES.deliveryLocationLength),
    phone: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(PHONE_PATTERN, DONATION_MESSAGES.phone)),
    readyBy: z
      .string()
      .trim()
      .min(1, { error: DONATION_MESSAGES.readyByRequired, abort: true })
      .refine((v) => parseLocalDateTime(v) !== null, { error: DONATION_MESSAGES.readyByInvalid, abort: true })
      .refine((v) => (parseLocalDateTime(v)?.getTime() ?? 0) > now().getTime(), {
        error: DONATION_MESSAGES.readyByPast,
        abort: true,
      })
      .refine(
        (v) => (parseLocalDateTime(v)?.getTime() ?? Infinity) <= latestReadyBy(now()).getTime(),
        DONATION_MESSAGES.readyByTooFar,
      )
      .transform((v) => parseLocalDateTime(v) as Date),
    food: z.string().trim().min(1, DONATION_MESSAGES.food).max(LENGTH.food, DONATION_MESSAGES.foodLength),
    meals: z
      .string()
      .trim()
      .min(1, { error: DONATION_MESSAGES.mealsRequired, abort: true })
      .refine(wholeNumber, { error: DONATION_MESSAGES.meals, abort: true })
      .refine((v) => Number(v) <= DONATION_MEALS.max, DONATION_MESSAGES.mealsTooMany)
      .transform(Number),
  }) satisfies z.ZodType<DonationDetails, DonationValues>;
}

export const HANDOVER_MESSAGES = {
  code: 'Please enter the 4 digits the donor reads out to you.',
} as const;

/** The NGO's 'Mark picked up' form: the donor's 4-digit pickup code (spaces around it are ignored). */
export const handoverSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(HANDOVER_CODE_PATTERN, HANDOVER_MESSAGES.code)),
});
