import { formatDay } from '../../lib/dates';

/**
 * The period's first and last days. It is stored as India's midnights (its first moment, and the
 * first moment after it): read at noon, each is the same calendar day on a phone in any time zone.
 */
export function periodDays(from: Date | null, to: Date | null): { from: string; to: string } {
  const HALF_DAY = 43_200_000;
  return {
    from: from ? formatDay(new Date(from.getTime() + HALF_DAY)) : '—',
    to: to ? formatDay(new Date(to.getTime() - HALF_DAY)) : '—',
  };
}
