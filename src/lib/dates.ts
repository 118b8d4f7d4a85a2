/**
 * Every date and time the app shows, formatted in one place through Intl (Indian conventions:
 * day before month), in the language shown: 'en-IN' or 'hi-IN' (currentLocale, read at each call,
 * so a switch of language applies to the next render). Screens never build date strings by hand.
 */
import { currentLocale } from '../i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/**
 * Whether a language's times read on the 24-hour clock. Hindi does: Intl's 'hi-IN' keeps the
 * English 'am'/'pm' on a 12-hour clock (and its day-period words, 'शाम 6:30', are not in every
 * browser's data alike), so Hindi times are '18:30' everywhere. English keeps '6:30 pm'.
 */
function twentyFourHour(locale: string): boolean {
  return locale.toLowerCase().startsWith('hi');
}

/** A full moment with its weekday: 'Sat, 22 Nov 2025, 6:30 pm' / 'शनि, 22 नव॰ 2025, 18:30' (a donation's 'by when'). */
export function formatDateTime(date: Date, locale = currentLocale()): string {
  return formatter(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(twentyFourHour(locale) ? { hourCycle: 'h23' as const } : {}),
  }).format(date);
}

/** '10:05' (24-hour clock). */
export function formatClock(date: Date, locale = currentLocale()): string {
  return formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** '22 Nov, 10:05': a step in a donation's history. */
export function formatMoment(date: Date, locale = currentLocale()): string {
  return `${formatter(locale, { day: 'numeric', month: 'short' }).format(date)}, ${formatClock(date, locale)}`;
}

/** 'Sunday, 22 November' / 'रविवार, 22 नवंबर': today's date on the admin dashboard. */
export function formatToday(date: Date, locale = currentLocale()): string {
  const part = (options: Intl.DateTimeFormatOptions) => formatter(locale, options).format(date);
  return `${part({ weekday: 'long' })}, ${part({ day: 'numeric' })} ${part({ month: 'long' })}`;
}

/** A day alone, with its year: '25 Nov 2026' / '25 नव॰ 2026' (a packaged food label's date). */
export function formatDay(date: Date, locale = currentLocale()): string {
  return formatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/**
 * A calendar date written as 'YYYY-MM-DD' (a notice's date, not a moment): '28 Nov 2026', the same
 * day on every device, whatever its time zone.
 */
export function formatCalendarDay(isoDate: string, locale = currentLocale()): string {
  return formatter(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** True when both fall on the same local calendar day. */
export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** India's offset from UTC (IST, UTC+5:30, all year). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The moment the day of `now` began in India (midnight IST), wherever the device's clock is set. */
export function startOfIndianDay(now: Date): Date {
  const day = 24 * 60 * 60_000;
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / day) * day - IST_OFFSET_MS);
}
