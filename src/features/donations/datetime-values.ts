/** The values of the form's date and time fields (datetime-local, date), read and written in local time. */

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

/** The date value ('2025-11-22') of a Date's local day. */
export function toLocalDateValue(date: Date): string {
  return toLocalDateTimeValue(date).slice(0, 10);
}

/**
 * A label's date value as the moment it ends: the use-by of packaged food is the end of the day
 * printed on it (23:59 local time). Null when it is not a real date.
 */
export function parseLabelDate(value: string): Date | null {
  const day = parseLocalDateTime(`${value}T00:00`);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59)
    : null;
}
