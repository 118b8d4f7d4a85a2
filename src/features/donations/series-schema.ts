/**
 * The regular offer's two forms (docs/series.md): the series itself — its schedule, the usual food,
 * where and whom — and the short sheet that confirms one day with only that day's facts (meals,
 * weight, when it was made or the label's date, anything different). Messages are in the language
 * shown when the form is checked.
 */
import { z } from 'zod';
import {
  ALLERGENS,
  CONTAINERS,
  DIETS,
  FOOD_KINDS,
  SAFETY_LIMITS,
  STORAGES,
  isVegDiet,
  latestUseBy,
} from '../../config/food-safety.js';
import { DONATION_MEALS, LENGTH, PHONE_PATTERN, phoneDigits, SERIES_LIMITS } from '../../config/limits.js';
import { messageTable, msg, t } from '../../i18n';
import type { Allergen, Containers, Diet, FoodKind, Storage } from '../../services/donation-model';
import type { Place } from '../../services/geo';
import type { DayFacts, Series, SeriesInput } from '../../services/series';
import { clockOf, dayOfIsoDate, indiaDay, isoDate, minutesOfClock, momentOf } from '../../services/series-days';
import { parseLabelDate, parseLocalDateTime } from './datetime-values';
import { DONATION_MESSAGES, parseWeight, safeHours, tooOldMessage, vegOnlyMessage, whenText } from './donation-schema';

export const SERIES_MESSAGES = messageTable({
  days: msg('series.form.error.days'),
  window: msg('series.form.error.window'),
  windowOrder: msg('series.form.error.windowOrder'),
  windowLong: [msg('series.form.error.windowLong'), { hours: SERIES_LIMITS.windowHours }],
  start: msg('series.form.error.start'),
  startPast: msg('series.form.error.startPast'),
  startFar: msg('series.form.error.startFar'),
  end: msg('series.form.error.end'),
  endBeforeStart: msg('series.form.error.endBeforeStart'),
  endFar: msg('series.form.error.endFar'),
});

/** The series form as filled in: text as typed, a choice not yet made as ''. */
export interface SeriesValues {
  /** ISO weekdays ticked, 1 Monday … 7 Sunday (as the checkboxes give them: '1' … '7'). */
  days: (number | string)[];
  weeks: '1' | '2';
  /** 'HH:MM' in India's time. */
  from: string;
  until: string;
  /** 'YYYY-MM-DD'. */
  start: string;
  /** 'YYYY-MM-DD' or '' (no end: a year at most). */
  end: string;
  food: string;
  meals: string;
  weightKg: string;
  kind: FoodKind | '';
  diet: Diet | '';
  storage: Storage | '';
  allergens: Allergen[];
  noAllergens: boolean;
  containers: Containers | '';
  notes: string;
  deliveryLocation: string;
  phone: string;
  pickup: Place | null;
}

export const EMPTY_SERIES: SeriesValues = {
  days: [],
  weeks: '1',
  from: '',
  until: '',
  start: '',
  end: '',
  food: '',
  meals: '',
  weightKg: '',
  kind: '',
  diet: '',
  storage: '',
  allergens: [],
  noAllergens: false,
  containers: '',
  notes: '',
  deliveryLocation: '',
  phone: '',
  pickup: null,
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);
const allergensOf = (value: unknown): Allergen[] =>
  Array.isArray(value) ? ALLERGENS.filter((allergen) => value.includes(allergen)) : [];

type Issue = (path: string, message: string) => void;

/** The schedule's checks: days, the window (in order, at most 12 hours), start and end. */
function checkSchedule(values: Record<string, unknown>, today: number, issue: Issue, keepStart?: number) {
  const m = SERIES_MESSAGES;
  const days = Array.isArray(values.days) ? values.days : [];
  if (days.length === 0) issue('days', m.days);
  const from = minutesOfClock(String(values.from ?? ''));
  const until = minutesOfClock(String(values.until ?? ''));
  if (from === null || from === 1440) issue('from', m.window);
  if (until === null) issue('until', m.window);
  else if (from !== null && until <= from) issue('until', m.windowOrder);
  else if (from !== null && until - from > SERIES_LIMITS.windowHours * 60) issue('until', m.windowLong);
  const start = dayOfIsoDate(String(values.start ?? ''));
  if (start === null) issue('start', m.start);
  else if (start < today && start !== keepStart) issue('start', m.startPast);
  else if (start > today + SERIES_LIMITS.days) issue('start', m.startFar);
  const endText = String(values.end ?? '');
  if (!endText) return;
  const end = dayOfIsoDate(endText);
  if (end === null) issue('end', m.end);
  else if (start !== null && end < start) issue('end', m.endBeforeStart);
  else if (start !== null && end > start + SERIES_LIMITS.days) issue('end', m.endFar);
}

export interface SeriesSchemaOptions {
  /** The chosen NGO ({ id, name }) or null for NGOs nearby; `vegOnly` when it takes veg food only. */
  ngo: { id: string; name: string; vegOnly: boolean } | null;
  /** A series being changed: its first day, which may be past (a new first day may not). */
  keepStart?: number | undefined;
}

/** The series form's schema; `now` is read when it is checked. */
export function seriesSchema(
  now: () => Date = () => new Date(),
  { ngo, keepStart }: SeriesSchemaOptions = { ngo: null },
) {
  const m = DONATION_MESSAGES;
  const choice = <T extends string>(list: readonly T[], message: () => string) =>
    z
      .custom<T | ''>((value) => value === '' || oneOf(list, value), { error: message })
      .refine((value): value is T => value !== '', { error: message });
  return z
    .object({
      // Checkbox values arrive as text ('1' … '7').
      days: z.array(z.coerce.number().int().min(1).max(7)),
      weeks: z.enum(['1', '2']),
      from: z.string(),
      until: z.string(),
      start: z.string(),
      end: z.string(),
      food: z
        .string()
        .trim()
        .min(1, { error: () => m.food })
        .max(LENGTH.food, { error: () => m.foodLength }),
      meals: mealsField(),
      weightKg: weightField(),
      kind: choice(FOOD_KINDS, () => m.kind),
      diet: choice(DIETS, () => m.diet).refine((diet) => ngo === null || !ngo.vegOnly || isVegDiet(diet), {
        error: () => vegOnlyMessage(ngo?.name ?? ''),
      }),
      storage: choice(STORAGES, () => m.storage),
      allergens: z.array(z.custom<Allergen>((value) => oneOf(ALLERGENS, value))),
      noAllergens: z.boolean(),
      containers: choice(CONTAINERS, () => m.containers),
      notes: z
        .string()
        .trim()
        .max(SAFETY_LIMITS.notes, { error: () => m.notes }),
      deliveryLocation: z
        .string()
        .trim()
        .min(1, { error: () => m.deliveryLocation })
        .max(LENGTH.address, { error: () => m.deliveryLocationLength }),
      phone: z
        .string()
        .transform(phoneDigits)
        .pipe(z.string().regex(PHONE_PATTERN, { error: () => m.phone })),
      pickup: z.custom<Place | null>(),
    })
    .superRefine(
      (values, ctx) => {
        const issue: Issue = (path, message) =>
          ctx.addIssue({ code: 'custom', path: [path], message, input: (values as Record<string, unknown>)[path] });
        checkSchedule(values, indiaDay(now()), issue, keepStart);
        if (!values.pickup && ngo === null) issue('pickup', m.pickup);
        if (allergensOf(values.allergens).length === 0 && values.noAllergens !== true) issue('allergens', m.allergens);
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((values): SeriesInput => ({
      days: [...new Set(values.days)].sort((a, b) => a - b),
      weeks: values.weeks === '2' ? 2 : 1,
      start: dayOfIsoDate(values.start) as number,
      end: values.end ? dayOfIsoDate(values.end) : null,
      from: minutesOfClock(values.from) as number,
      until: minutesOfClock(values.until) as number,
      ngoId: ngo?.id ?? null,
      ngoName: ngo?.name ?? '',
      food: values.food,
      meals: Number(values.meals),
      weightKg: parseWeight(values.weightKg) as number,
      kind: values.kind as FoodKind,
      diet: values.diet as Diet,
      storage: values.storage as Storage,
      allergens: allergensOf(values.allergens),
      containers: values.containers as Containers,
      notes: values.notes,
      deliveryLocation: values.deliveryLocation,
      phone: values.phone,
      pickup: values.pickup,
    }));
}

/** Meals as typed: a whole number within DONATION_MEALS, each problem in plain words. */
function mealsField() {
  const m = DONATION_MESSAGES;
  return z
    .string()
    .trim()
    .min(1, { error: () => m.mealsRequired })
    .refine((v) => /^\d+$/.test(v) && Number(v) >= DONATION_MEALS.min, { error: () => m.meals })
    .refine((v) => Number(v) <= DONATION_MEALS.max, { error: () => m.mealsTooMany });
}

/** Kilograms as typed: within SAFETY_LIMITS.weightKg, one decimal at most. */
function weightField() {
  const m = DONATION_MESSAGES;
  return z
    .string()
    .trim()
    .min(1, { error: () => m.weightRequired })
    .refine((v) => inWeightRange(v), { error: () => m.weight });
}

function inWeightRange(value: string): boolean {
  const kg = parseWeight(value);
  return kg !== null && kg >= SAFETY_LIMITS.weightKg.min && kg <= SAFETY_LIMITS.weightKg.max;
}

// ── the short sheet: one day's facts ──

/** A stored series as the form shows it, to change it. */
export function seriesValuesOf(series: Series): SeriesValues {
  return {
    days: series.days.map(String),
    weeks: series.weeks === 2 ? '2' : '1',
    from: clockOf(series.from),
    until: clockOf(Math.min(series.until, 1439)),
    start: isoDate(series.start),
    end: series.end === null ? '' : isoDate(series.end),
    food: series.food,
    meals: String(series.meals),
    weightKg: String(series.weightKg),
    kind: series.kind,
    diet: series.diet,
    storage: series.storage,
    allergens: series.allergens,
    noAllergens: series.allergens.length === 0,
    containers: series.containers,
    notes: series.notes,
    deliveryLocation: series.deliveryLocation,
    phone: series.phone,
    pickup: series.pickup,
  };
}

/** The sheet as filled in. */
export interface DayValues {
  meals: string;
  weightKg: string;
  /** When it was made: a datetime-local value (every kind but packaged). */
  preparedAt: string;
  /** Packaged food: the label's date. */
  labelUseBy: string;
  /** Anything different from usual: said with the food ('' for nothing). */
  different: string;
}

/** The sheet prefilled from the series: its usual meals and weight. */
export const dayValuesOf = (series: Pick<Series, 'meals' | 'weightKg'>): DayValues => ({
  meals: String(series.meals),
  weightKg: String(series.weightKg),
  preparedAt: '',
  labelUseBy: '',
  different: '',
});

/** Made then, the food would not be safe until the window ends: when it is safe until. */
const unsafeByEndMessage = (safe: Date, now: Date) => t('series.day.error.unsafeByEnd', { when: whenText(safe, now) });

/**
 * The sheet's schema for `day` of `series`: its facts, and a food-safety record (the series' kind,
 * diet, storage, allergens, containers and notes) whose use-by reaches the end of the window.
 */
export function daySchema(series: Series, day: number, now: () => Date = () => new Date()) {
  const m = DONATION_MESSAGES;
  const end = momentOf(day, series.until);
  return z
    .object({
      meals: mealsField(),
      weightKg: weightField(),
      preparedAt: z.string(),
      labelUseBy: z.string(),
      different: z
        .string()
        .trim()
        .max(LENGTH.food, { error: () => m.foodLength }),
    })
    .superRefine((values, ctx) => {
      const issue = (path: 'preparedAt' | 'labelUseBy', message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: values[path] });
      const at = now();
      const safe = daySafeUntil(series, values);
      if (series.kind === 'packaged') {
        const label = parseLabelDate(values.labelUseBy.trim());
        if (!values.labelUseBy.trim()) issue('labelUseBy', m.labelUseByRequired);
        else if (!label) issue('labelUseBy', m.labelUseByInvalid);
        else if (label <= at) issue('labelUseBy', m.labelUseByPast);
        else if (safe && safe < end) issue('labelUseBy', unsafeByEndMessage(safe, at));
        return;
      }
      const made = parseLocalDateTime(values.preparedAt.trim());
      if (!values.preparedAt.trim()) issue('preparedAt', m.preparedAtRequired);
      else if (!made) issue('preparedAt', m.readyByInvalid);
      else if (made > at) issue('preparedAt', m.preparedAtFuture);
      else if (safe && safe <= at)
        issue('preparedAt', tooOldMessage(safeHours(series.kind as Exclude<FoodKind, 'packaged'>, series.storage)));
      else if (safe && safe < end) issue('preparedAt', unsafeByEndMessage(safe, at));
    })
    .transform((values): DayFacts => ({
      meals: Number(values.meals),
      food: values.different ? `${series.food} — ${values.different}`.slice(0, LENGTH.food) : '',
      safety: {
        kind: series.kind,
        diet: series.diet,
        storage: series.storage,
        allergens: series.allergens,
        preparedAt: series.kind === 'packaged' ? null : parseLocalDateTime(values.preparedAt.trim()),
        labelUseBy: series.kind === 'packaged' ? parseLabelDate(values.labelUseBy.trim()) : null,
        useBy: daySafeUntil(series, values) as Date,
        weightKg: parseWeight(values.weightKg) as number,
        containers: series.containers,
        notes: series.notes,
      },
    }));
}

/** Until when the day's food is safe, by the series' kind and storage and the day's time or label. */
function daySafeUntil(series: Series, values: Pick<DayValues, 'preparedAt' | 'labelUseBy'>): Date | null {
  return latestUseBy({
    kind: series.kind,
    storage: series.storage,
    preparedAt: series.kind === 'packaged' ? null : parseLocalDateTime(values.preparedAt.trim()),
    labelUseBy: series.kind === 'packaged' ? parseLabelDate(values.labelUseBy.trim()) : null,
  });
}
