// How the food-safety record reads on the boards and on the label, in the language shown: the
// use-by countdown, allergens, weight, the refusal and what was served, and the NGO board's diet
// filter. The record's value names are shared (safety-labels.ts); these are the sentences around them.
import { currentLocale, formatNumber, msg, t } from '../../i18n';
import { formatClock, formatMoment, sameDay } from '../../lib/dates';
import type { Allergen, Diet, Donation, Refusal } from '../../services/donation-model';
import { ALLERGEN_LABEL, DIET_LABEL, REFUSAL_LABEL } from './safety-labels';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * What is left before `useBy`, rounded down: 'under 1 min left', '59 min left', '1 h left',
 * '2 h 15 min left', '3 days 4 h left'. Null once it has passed (at `useBy` itself too).
 */
export function timeLeftText(useBy: Date, now: Date): string | null {
  const left = useBy.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left < MINUTE) return t('safetyBoard.left.underMinute');
  if (left < HOUR) return t('safetyBoard.left.minutes', { minutes: Math.floor(left / MINUTE) });
  if (left < DAY) {
    return t('safetyBoard.left.hours', {
      hours: Math.floor(left / HOUR),
      minutes: Math.floor((left % HOUR) / MINUTE),
    });
  }
  return t('safetyBoard.left.days', { days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) });
}

/** A use-by as the board shows it: its time alone today ('14:30'), else with its day ('23 Nov, 14:30'). */
export function momentOfUseBy(useBy: Date, now: Date): string {
  const locale = currentLocale();
  return sameDay(useBy, now) ? formatClock(useBy, locale) : formatMoment(useBy, locale);
}

/** Whether less than an hour is left (the card then makes the countdown stand out). */
export function isUseBySoon(useBy: Date, now: Date): boolean {
  const left = useBy.getTime() - now.getTime();
  return left > 0 && left < HOUR;
}

/** The live countdown: 'Use by 14:30 · 2 h 15 min left', or 'Past its use-by (14:30)' once passed. */
export function countdownText(useBy: Date, now: Date): string {
  const when = momentOfUseBy(useBy, now);
  const left = timeLeftText(useBy, now);
  return left === null ? t('safetyBoard.pastUseBy', { when }) : t('safetyBoard.useBy', { when, left });
}

/** 'Milk, Peanuts', or 'None of FSSAI's list' for food the donor said holds none of them. */
export function allergensText(allergens: readonly Allergen[]): string {
  if (allergens.length === 0) return t('safetyBoard.allergens.none');
  return allergens.map((allergen) => t(ALLERGEN_LABEL[allergen])).join(', ');
}

/** 'about 8 kg', 'about 2.5 kg' (Indian number format). */
export function weightText(weightKg: number): string {
  return t('safetyBoard.weight', { weight: formatNumber(weightKg) });
}

/** 'Refused at pickup: Not kept as stated — the rice was lukewarm' (the note only when there is one). */
export function refusalText(refusal: Refusal): string {
  const note = refusal.note.trim();
  return t('safetyBoard.refused', { reason: t(REFUSAL_LABEL[refusal.reason]), note, hasNote: note ? 'yes' : 'no' });
}

/** 'Meals served: 38 of 40'; null before delivery, or for a donation delivered without a count. */
export function servedText(donation: Pick<Donation, 'status' | 'mealsServed' | 'meals'>): string | null {
  if (donation.status !== 'delivered' || donation.mealsServed === null) return null;
  return t('safetyBoard.served', {
    served: formatNumber(donation.mealsServed),
    meals: formatNumber(donation.meals ?? donation.mealsServed),
  });
}

/** 'Food for Disposal: <reason>' when some of the food was not served; null otherwise. */
export function disposalText(donation: Pick<Donation, 'status' | 'disposalReason'>): string | null {
  const reason = donation.disposalReason.trim();
  if (donation.status !== 'delivered' || !reason) return null;
  return t('safetyBoard.disposal', { reason });
}

/**
 * The NGO board's diet filter: every diet, or one. Labels are message ids: show with
 * `t(filter.label)`. 'Veg' shows veg only (vegan food has its own choice).
 */
export const DIET_FILTERS = [
  { value: 'all', label: msg('safetyBoard.filter.allDiets') },
  { value: 'veg', label: DIET_LABEL.veg },
  { value: 'vegan', label: DIET_LABEL.vegan },
  { value: 'egg', label: DIET_LABEL.egg },
  { value: 'nonveg', label: DIET_LABEL.nonveg },
] as const satisfies readonly { value: Diet | 'all'; label: string }[];
export type DietFilter = (typeof DIET_FILTERS)[number]['value'];

/** Whether the donation is of the diet chosen (a donation without a record only under 'all'). */
export function matchesDietFilter(donation: Pick<Donation, 'safety'>, filter: DietFilter): boolean {
  return filter === 'all' || donation.safety?.diet === filter;
}
