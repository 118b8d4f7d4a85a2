/**
 * Reading stored fields that may hold anything — documents written by the earlier app, or by hand
 * in the console — without Firestore code, so pages on Firestore Lite can use them too.
 */

/** A text field: strings as they are, finite numbers as text (the earlier app stored some phones as numbers), else ''. */
export function storedText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * A stored timestamp (of the full SDK or of Firestore Lite: both have toDate; or a Date, as read
 * from Firestore's REST API by ngo-first-page.ts) as a Date; else null.
 */
export function storedDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'object' || value === null || !('toDate' in value)) return null;
  const toDate: unknown = (value as { toDate: unknown }).toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as Date) : null;
}
