/**
 * The impact dashboards' words and files, with no React (docs/reports.md, 'Impact dashboards'):
 * the period a dashboard opens on, a month's name, a wait as a range, and the months as a CSV file.
 */
import { msg } from '../../i18n';
import type { Role } from '../../lib/auth-context';
import { impactScope, monthsBetween, offerMonth, type ImpactMonth, type WaitRange } from '../../services/impact-model';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** A period of whole months ('yyyy-mm', both included). */
export interface MonthPeriod {
  from: string;
  to: string;
}

/** The longest period one dashboard shows: its months are one query of at most this many reads. */
export const MAX_MONTHS = 36;

/** The last twelve months up to this one (India's months). */
export function lastTwelveMonths(now: Date): MonthPeriod {
  const to = offerMonth(now);
  const [year, month] = to.split('-').map(Number) as [number, number];
  const start = month === 12 ? `${year}-01` : `${year - 1}-${String(month + 1).padStart(2, '0')}`;
  return { from: start, to };
}

/** Why a period cannot be shown, as a message id; null when it can. */
export function periodProblem(period: MonthPeriod): string | null {
  if (!/^\d{4}-\d\d$/.test(period.from) || !/^\d{4}-\d\d$/.test(period.to)) return msg('impact.period.invalid');
  if (period.from > period.to) return msg('impact.period.backwards');
  if (monthsBetween(period.from, period.to).length > MAX_MONTHS) return msg('impact.period.tooLong');
  return null;
}

/** Whose figures a role's dashboard shows. */
export function scopeOf(role: Role, uid: string): string {
  if (role === 'admin') return impactScope.all;
  return role === 'ngo' ? impactScope.ngo(uid) : impactScope.donor(uid);
}

/** A month as people read it: 'Nov 2026' (in the language shown). */
export function monthName(month: string, locale: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 15)),
  );
}

/** A median wait as its bucket: '15–30 min', '1–2 h', '1 day or more'; null: no delivery counted it. */
export function waitText(range: WaitRange | null, t: Translate): string {
  if (!range) return t('impact.wait.none');
  if (range.to === null) return t('impact.wait.days');
  if (range.to <= 60) return t('impact.wait.minutes', { from: range.from, to: range.to });
  return t('impact.wait.hours', { from: range.from / 60, to: range.to / 60 });
}

/** The table's and the file's columns: a header's message id and each month's value. */
export const MONTH_COLUMNS: readonly [string, (m: ImpactMonth) => number][] = [
  [msg('impact.column.accepted'), (m) => m.accepted],
  [msg('impact.column.delivered'), (m) => m.delivered],
  [msg('impact.column.meals'), (m) => m.mealsServed],
  [msg('impact.column.kg'), (m) => Math.round(m.kg * 10) / 10],
];

/**
 * The months as a CSV file: the month (as 'yyyy-mm' for software, then by name), each figure; a
 * byte-order mark so Excel shows Hindi headers. Papa Parse is loaded only when asked.
 */
export async function monthsCsv(months: readonly ImpactMonth[], t: Translate, locale: string): Promise<string> {
  const Papa = (await import('papaparse')).default;
  const header = [t('impact.column.month'), t('impact.column.monthName'), ...MONTH_COLUMNS.map(([id]) => t(id))];
  const rows = months.map((m) => [m.month, monthName(m.month, locale), ...MONTH_COLUMNS.map(([, value]) => value(m))]);
  return `\uFEFF${Papa.unparse([header, ...rows], { escapeFormulae: true })}\r\n`;
}

/** The CSV file's name. */
export const csvName = (period: MonthPeriod) => `foodbridge-impact-${period.from}-to-${period.to}.csv`;
