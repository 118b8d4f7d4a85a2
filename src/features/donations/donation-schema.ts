import { z } from 'zod';
import {
  ALLERGENS,
  CONTAINERS,
  DIETS,
  FOOD_KINDS,
  SAFETY_LIMITS,
  STORAGES,
  SAFE_HOURS,
  isVegDiet,
  latestUseBy,
  // Its name reads like a React hook to the linter; it is a plain function.
  carriedUseBy,
} from '../../config/food-safety.js';
import { DONATION_MEALS, LENGTH, PHONE_PATTERN, phoneDigits, READY_BY_MAX_DAYS } from '../../config/limits.js';
import { currentLocale, messageTable, msg, t } from '../../i18n';
import { formatClock, formatMoment, sameDay } from '../../lib/dates';
import type { Allergen, Containers, Diet, FoodKind, SafetyRecord, Storage } from '../../services/donation-model';
import type { Place } from '../../services/geo';
import { parseLocalDateTime, parseLabelDate } from './datetime-values';

/**
 * What the Donate Food form holds while it is filled in: text as typed, a choice not yet made as ''.
 * In the order the form shows them.
 */
export interface DonationValues {
  food: string;
  kind: FoodKind | '';
  diet: Diet | '';
  storage: Storage | '';
  /** When it was made: a datetime-local value (every kind but packaged). */
  preparedAt: string;
  /** Packaged food: the label's use-by date, a date value '2025-11-22'. */
  labelUseBy: string;
  /** 'Use by, if earlier': the donor's own earlier use-by, a datetime-local value or ''. */
  useBy: string;
  allergens: Allergen[];
  /** 'None of these' ticked: the food holds none of the listed allergens. */
  noAllergens: boolean;
  meals: string;
  weightKg: string;
  deliveryLocation: string;
  /** Where the food is (a PIN code or the device's location); null until found. */
  pickup: Place | null;
  phone: string;
  /** The datetime-local value, e.g. '2025-11-22T18:30' (local time). */
  readyBy: string;
  containers: Containers | '';
  notes: string;
}

export interface DonationDetails {
  deliveryLocation: string;
  pickup: Place;
  phone: string;
  readyBy: Date;
  food: string;
  meals: number;
  /** The food-safety record, its useBy the one it carries (never later than safe). */
  safety: SafetyRecord;
}

export const EMPTY_DONATION: DonationValues = {
  food: '',
  kind: '',
  diet: '',
  storage: '',
  preparedAt: '',
  labelUseBy: '',
  useBy: '',
  allergens: [],
  noAllergens: false,
  meals: '',
  weightKg: '',
  deliveryLocation: '',
  pickup: null,
  phone: '',
  readyBy: '',
  containers: '',
  notes: '',
};

/**
 * The form's messages, each read in the language shown at that moment (the schema reads them when
 * it checks the form, so a message is in the language the person sees).
 */
export const DONATION_MESSAGES = messageTable({
  deliveryLocation: msg('donations.form.error.deliveryLocation'),
  deliveryLocationLength: [msg('donations.form.error.deliveryLocationLength'), { max: LENGTH.address }],
  pickup: msg('foodForm.error.pickup'),
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
  kind: msg('foodForm.error.kind'),
  diet: msg('foodForm.error.diet'),
  storage: msg('foodForm.error.storage'),
  preparedAtRequired: msg('foodForm.error.preparedAtRequired'),
  preparedAtFuture: msg('foodForm.error.preparedAtFuture'),
  labelUseByRequired: msg('foodForm.error.labelUseByRequired'),
  labelUseByInvalid: msg('foodForm.error.labelUseByInvalid'),
  labelUseByPast: msg('foodForm.error.labelUseByPast'),
  labelUseByTooFar: [msg('foodForm.error.labelUseByTooFar'), { count: SAFETY_LIMITS.labelMaxDays }],
  allergens: msg('foodForm.error.allergens'),
  weightRequired: msg('foodForm.error.weightRequired'),
  weight: [msg('foodForm.error.weight'), { min: SAFETY_LIMITS.weightKg.min, max: SAFETY_LIMITS.weightKg.max }],
  containers: msg('foodForm.error.containers'),
  notes: [msg('foodForm.error.notes'), { max: SAFETY_LIMITS.notes }],
});

/** Under the meals field: the most one offer may hold, and what to do for more (language shown). */
export const mealsHint = () => t('donations.form.meals.hint', { max: DONATION_MEALS.max });

/**
 * A moment near now, in the language shown: '14:30 today', '09:00 tomorrow', else '24 Nov, 18:00'.
 * The safe time and the use-by are said this way in the form and its messages.
 */
export function whenText(date: Date, now: Date): string {
  const locale = currentLocale();
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const day = sameDay(date, now) ? 'today' : sameDay(date, tomorrow) ? 'tomorrow' : 'other';
  return t('foodForm.when', { day, time: formatClock(date, locale), moment: formatMoment(date, locale) });
}

/** A safe window in the language shown: '4 hours', '24 hours', '3 days' (whole days from 48 hours). */
export function windowText(hours: number): string {
  const days = hours >= 48 && hours % 24 === 0 ? hours / 24 : 0;
  return t('foodForm.window', { days, hours });
}

/** Why the time it was made is too long ago: the safe window of its kind kept this way has passed. */
export const tooOldMessage = (hours: number) => t('foodForm.error.preparedAtTooOld', { window: windowText(hours) });

/** A 'use by, if earlier' later than safe: the latest allowed, so the donor knows what to choose. */
const lateUseByMessage = (latest: Date, now: Date) => t('foodForm.error.useByLate', { when: whenText(latest, now) });

/** A 'by when' after the use-by: the food must be collected while it is still safe. */
const readyByLateMessage = (useBy: Date, now: Date) =>
  t('foodForm.error.readyByAfterUseBy', { when: whenText(useBy, now) });

/** An NGO that accepts veg food only, and food with egg or meat: why it cannot go there. */
export const vegOnlyMessage = (ngo: string) => t('foodForm.error.vegOnly', { ngo, hasNgo: ngo.trim() ? 'yes' : 'no' });

const DAY_MS = 86_400_000;

/** The latest 'by when' a donation made at `now` may have. */
export function latestReadyBy(now: Date): Date {
  return new Date(now.getTime() + READY_BY_MAX_DAYS * DAY_MS);
}

const wholeNumber = (value: string) => /^\d+$/.test(value) && Number(value) >= DONATION_MEALS.min;

/** A weight as typed: digits with at most one decimal place ('12', '12.5', '.5'); null otherwise. */
export function parseWeight(value: string): number | null {
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value)) return null;
  const kg = Number(value);
  return Math.abs(kg * 10 - Math.round(kg * 10)) < 1e-9 ? Math.round(kg * 10) / 10 : null;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/**
 * The safe time the record gives, as the form shows it while it is filled in: from the kind, how it
 * is kept and when it was made (packaged: the label's date). Null while a part it needs is missing
 * or not a real date.
 */
export function safeUntil(values: Pick<DonationValues, 'kind' | 'storage' | 'preparedAt' | 'labelUseBy'>): Date | null {
  if (!oneOf(FOOD_KINDS, values.kind)) return null;
  if (values.kind === 'packaged') {
    return latestUseBy({ kind: 'packaged', storage: values.storage, labelUseBy: parseLabelDate(values.labelUseBy) });
  }
  if (!oneOf(STORAGES, values.storage)) return null;
  return latestUseBy({ kind: values.kind, storage: values.storage, preparedAt: parseLocalDateTime(values.preparedAt) });
}

/** How many hours food of this kind, kept this way, stays safe after it is made (not packaged). */
export function safeHours(kind: Exclude<FoodKind, 'packaged'>, storage: Storage): number {
  return SAFE_HOURS[kind][storage];
}

/**
 * One of a list of choices (radio chips): '' until chosen, which the message asks for. Anything
 * not in the list (an old draft's) is asked for the same way.
 *
 * No check of this form aborts (`abort: true`): an aborted check would keep checkRecord from
 * running, and the person would meet the record's messages only after fixing the others. A field
 * shows its first message only, so the checks after a failed one are not seen.
 */
function choice<T extends string>(list: readonly T[], message: () => string) {
  return z
    .custom<T | ''>((value) => value === '' || oneOf(list, value), { error: message })
    .refine((value): value is T => value !== '', { error: message });
}

/** The allergens ticked, in FSSAI's order and each once: from a draft too, which may hold anything. */
const allergensOf = (value: unknown): Allergen[] =>
  Array.isArray(value) ? ALLERGENS.filter((allergen) => value.includes(allergen)) : [];

/**
 * The parts of the record that depend on each other: when it was made (or the label's date) for
 * its kind, the safe time they give, the donor's earlier use-by, the 'by when' before the use-by,
 * and allergens or 'None of these'. They are checked on the values as typed, so they are told even
 * when another field is still wrong.
 */
function checkRecord(values: Record<string, unknown>, now: Date, ctx: z.core.$RefinementCtx<unknown>) {
  const m = DONATION_MESSAGES;
  const issue = (path: keyof DonationValues, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: values[path] });
  // Values as typed, whatever else is wrong with them.
  const text = (field: keyof DonationValues) => {
    const value = values[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  if (!values.pickup) issue('pickup', m.pickup);
  const kind = oneOf(FOOD_KINDS, values.kind) ? values.kind : null;
  const storage = oneOf(STORAGES, values.storage) ? values.storage : null;

  // The latest safe use-by, once the parts it needs are there and right.
  let latest: Date | null = null;
  if (kind === 'packaged') {
    const label = text('labelUseBy');
    const end = parseLabelDate(label);
    if (!label) issue('labelUseBy', m.labelUseByRequired);
    else if (!end) issue('labelUseBy', m.labelUseByInvalid);
    else if (end.getTime() <= now.getTime()) issue('labelUseBy', m.labelUseByPast);
    else if (end.getTime() > now.getTime() + SAFETY_LIMITS.labelMaxDays * DAY_MS)
      issue('labelUseBy', m.labelUseByTooFar);
    else latest = end;
  } else {
    const made = text('preparedAt');
    const preparedAt = parseLocalDateTime(made);
    if (!made) issue('preparedAt', m.preparedAtRequired);
    else if (!preparedAt) issue('preparedAt', m.readyByInvalid);
    else if (preparedAt.getTime() > now.getTime()) issue('preparedAt', m.preparedAtFuture);
    else if (kind && storage) {
      const safe = latestUseBy({ kind, storage, preparedAt });
      if (safe && safe.getTime() <= now.getTime()) issue('preparedAt', tooOldMessage(safeHours(kind, storage)));
      else latest = safe;
    }
  }

  // The use-by it carries: the safe one, or the donor's own earlier one.
  let useBy = latest;
  const chosenText = text('useBy');
  if (chosenText) {
    const chosen = parseLocalDateTime(chosenText);
    if (!chosen) issue('useBy', m.readyByInvalid);
    else if (chosen.getTime() <= now.getTime()) issue('useBy', m.readyByPast);
    else if (latest && chosen.getTime() > latest.getTime()) issue('useBy', lateUseByMessage(latest, now));
    else if (latest) useBy = carriedUseBy(latest, chosen);
  }

  // The 'by when' (its own checks passed) must leave the food safe to eat when it is collected.
  const readyBy = parseLocalDateTime(text('readyBy'));
  if (
    useBy &&
    readyBy &&
    readyBy.getTime() > now.getTime() &&
    readyBy.getTime() <= latestReadyBy(now).getTime() &&
    readyBy.getTime() > useBy.getTime()
  ) {
    issue('readyBy', readyByLateMessage(useBy, now));
  }

  if (allergensOf(values.allergens).length === 0 && values.noAllergens !== true) issue('allergens', m.allergens);
}

/** The checked values as the donation's details and record (every part is known right here). */
function toDetails(values: DonationValues & { meals: number }): DonationDetails {
  const kind = values.kind as FoodKind;
  const storage = values.storage as Storage;
  const preparedAt = kind === 'packaged' ? null : parseLocalDateTime(values.preparedAt.trim());
  const labelUseBy = kind === 'packaged' ? parseLabelDate(values.labelUseBy.trim()) : null;
  const latest = latestUseBy({ kind, storage, preparedAt, labelUseBy }) as Date;
  const chosen = values.useBy.trim() ? parseLocalDateTime(values.useBy.trim()) : null;
  return {
    deliveryLocation: values.deliveryLocation,
    pickup: values.pickup as Place,
    phone: values.phone,
    readyBy: parseLocalDateTime(values.readyBy) as Date,
    food: values.food,
    meals: values.meals,
    safety: {
      kind,
      diet: values.diet as Diet,
      storage,
      allergens: allergensOf(values.allergens),
      preparedAt,
      labelUseBy,
      useBy: carriedUseBy(latest, chosen),
      weightKg: parseWeight(values.weightKg) as number,
      containers: values.containers as Containers,
      notes: values.notes,
    },
  };
}

export interface DonationSchemaOptions {
  /**
   * The addressed NGO's name when its profile accepts veg food only (food with egg or meat is
   * refused, saying why); null for an NGO that takes any food, or an open offer.
   */
  vegOnlyNgo?: string | null;
}

/** `now` is read when the form is checked, so 'in the future' means at the moment of Donate. */
export function donationSchema(now: () => Date = () => new Date(), { vegOnlyNgo = null }: DonationSchemaOptions = {}) {
  const m = DONATION_MESSAGES;
  return z
    .object({
      food: z
        .string()
        .trim()
        .min(1, { error: () => m.food })
        .max(LENGTH.food, { error: () => m.foodLength }),
      kind: choice(FOOD_KINDS, () => m.kind),
      diet: choice(DIETS, () => m.diet).refine((diet) => vegOnlyNgo === null || isVegDiet(diet), {
        error: () => vegOnlyMessage(vegOnlyNgo ?? ''),
      }),
      storage: choice(STORAGES, () => m.storage),
      // Checked with the kind they depend on (checkRecord).
      preparedAt: z.string(),
      labelUseBy: z.string(),
      useBy: z.string(),
      allergens: z.array(z.custom<Allergen>((value) => oneOf(ALLERGENS, value))),
      noAllergens: z.boolean(),
      meals: z
        .string()
        .trim()
        .min(1, { error: () => m.mealsRequired })
        .refine(wholeNumber, { error: () => m.meals })
        .refine((v) => Number(v) <= DONATION_MEALS.max, { error: () => m.mealsTooMany })
        .transform(Number),
      weightKg: z
        .string()
        .trim()
        .min(1, { error: () => m.weightRequired })
        .refine(
          (v) => {
            const kg = parseWeight(v);
            return kg !== null && kg >= SAFETY_LIMITS.weightKg.min && kg <= SAFETY_LIMITS.weightKg.max;
          },
          { error: () => m.weight },
        ),
      deliveryLocation: z
        .string()
        .trim()
        .min(1, { error: () => m.deliveryLocation })
        .max(LENGTH.address, { error: () => m.deliveryLocationLength }),
      // Required, checked with the record below (a failed check here would stop the record's).
      pickup: z.custom<Place | null>(),
      phone: z
        .string()
        .transform(phoneDigits)
        .pipe(z.string().regex(PHONE_PATTERN, { error: () => m.phone })),
      readyBy: z
        .string()
        .trim()
        .min(1, { error: () => m.readyByRequired })
        .refine((v) => parseLocalDateTime(v) !== null, { error: () => m.readyByInvalid })
        .refine((v) => (parseLocalDateTime(v)?.getTime() ?? 0) > now().getTime(), {
          error: () => m.readyByPast,
        })
        .refine((v) => (parseLocalDateTime(v)?.getTime() ?? Infinity) <= latestReadyBy(now()).getTime(), {
          error: () => m.readyByTooFar,
        }),
      containers: choice(CONTAINERS, () => m.containers),
      notes: z
        .string()
        .trim()
        .max(SAFETY_LIMITS.notes, { error: () => m.notes }),
    })
    .superRefine((values, ctx) => checkRecord(values, now(), ctx), {
      // Also when another field is wrong: the person sees every message at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    })
    .transform((values) => toDetails(values as unknown as DonationValues & { meals: number })) satisfies z.ZodType<
    DonationDetails,
    DonationValues
  >;
}
