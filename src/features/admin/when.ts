import { formatDateTime } from '../../lib/dates';

/** When a message or subscription arrived; '—' for one the earlier app saved without a time. */
export const whenOf = (date: Date | null): string => (date ? formatDateTime(date) : '—');
