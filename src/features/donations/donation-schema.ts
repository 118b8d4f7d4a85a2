import { z } from 'zod';
import { LENGTH, MEALS, PHONE_PATTERN } from '../../config/limits.js';

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
  food: 'Please say what food it is.',
  foodLength: `The food description must be at most ${LENGTH.food} characters.`,
  mealsRequired: 'Please enter for how many meals.',
  meals: `Meals must be a whole number from ${MEALS.min} to ${MEALS.max}.`,
} as const;

const wholeNumberInRange = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= MEALS.min && Number(value) <= MEALS.max;

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
      .refine((v) => (parseLocalDateTime(v)?.getTime() ?? 0) > now().getTime(), DONATION_MESSAGES.readyByPast)
      .transform((v) => parseLocalDateTime(v) as Date),
    food: z.string().trim().min(1, DONATION_MESSAGES.food).max(LENGTH.food, DONATION_MESSAGES.foodLength),
    meals: z
      .string()
      .trim()
      .min(1, { error: DONATION_MESSAGES.mealsRequired, abort: true })
      .refine(wholeNumberInRange, DONATION_MESSAGES.meals)
      .transform(Number),
  }) satisfies z.ZodType<DonationDetails, DonationValues>;
}
