/**
 * Numbers and relative times in the language shown, through Intl (Indian conventions: en-IN and
 * hi-IN group 1,00,000). Dates and clock times: src/lib/dates.ts, which uses the same locale.
 */
import { currentLocale } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** 100000 → '1,00,000' (both languages; Hindi keeps the digits people type and read on phones). */
export function formatNumber(value: number, locale = currentLocale()): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How far `date` is from `now`: '2 hours ago' / '2 घंटे पहले', 'in 3 days' / '3 दिन में'. */
export function formatRelative(date: Date, now: Date, locale = currentLocale()): string {
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(amount) < size) {
      return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(amount), unit);
    }
    amount /= size;
  }
  /* c8 ignore next */
  return '';
}
