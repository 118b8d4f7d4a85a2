/**
 * How a regular offer reads on the boards (docs/series.md): 'Mon–Sat, 21:30–22:30: about 40 meals,
 * veg' — weekdays named by the browser in the language shown, a run of three or more days as a
 * range, times in India's time (the schedule's own minutes, so the device's time zone does not
 * move them).
 */
import { currentLocale, t } from '../../i18n';
import type { Arrangement, Series } from '../../services/series';
import { clockOf } from '../../services/series-days';
import { DIET_LABEL } from './safety-labels';

/** A weekday's short name (1 Monday … 7 Sunday) in the language shown: 'Mon', 'सोम'. */
export function weekdayName(day: number, locale = currentLocale()): string {
  // 5 January 2026 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + day));
}

/** 'Every day', 'Mon–Sat', 'Mon, Wed, Fri', 'Mon–Wed, Sat' — the days of a schedule. */
export function daysText(days: readonly number[], locale = currentLocale()): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return t('series.days.everyDay');
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[1] + 1 === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs
    .flatMap(([first, last]) =>
      last - first >= 2
        ? [`${weekdayName(first, locale)}–${weekdayName(last, locale)}`]
        : Array.from({ length: last - first + 1 }, (_, i) => weekdayName(first + i, locale)),
    )
    .join(', ');
}

/** '21:30–22:30' — the window, in India's time. */
export function windowText(series: Pick<Series, 'from' | 'until'>): string {
  return `${clockOf(series.from)}–${clockOf(series.until)}`;
}

/** 'Mon–Sat, 21:30–22:30: about 40 meals, veg' (every other week said first when so). */
export function scheduleLine(series: Pick<Series, 'days' | 'weeks' | 'from' | 'until' | 'meals' | 'diet'>): string {
  return t('series.summary', {
    everyOtherWeek: series.weeks === 2 ? 'yes' : 'no',
    days: daysText(series.days),
    window: windowText(series),
    meals: series.meals,
    diet: t(DIET_LABEL[series.diet]),
  });
}

/** Where the arrangement stands, as the donor reads it. */
export function arrangementText(series: Pick<Series, 'arrangement' | 'ngoName' | 'ngoReason'>): string {
  const ngo = series.ngoName.trim() || t('series.arrangement.theNgo');
  const reason = series.ngoReason.trim();
  const texts: Record<Arrangement, () => string> = {
    open: () => t('series.arrangement.open'),
    proposed: () => t('series.arrangement.proposed', { ngo }),
    accepted: () => t('series.arrangement.accepted', { ngo }),
    declined: () => t('series.arrangement.declined', { ngo, hasReason: reason ? 'yes' : 'no', reason }),
    ended: () => t('series.arrangement.ended', { ngo, hasReason: reason ? 'yes' : 'no', reason }),
  };
  return texts[series.arrangement]();
}
