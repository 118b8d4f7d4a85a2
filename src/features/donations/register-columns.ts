/**
 * The food register's columns (docs/reports.md, 'The food register'), one list for the screen, the
 * printed page and the CSV file, so they cannot drift apart: who gave the food (and their FSSAI
 * number), what it was and how much, when it was made, kept how, its use-by, when and by whom it
 * was collected, whether the pickup checks were made, and what became of it.
 */
import { msg } from '../../i18n';
import type { RegisterEntry } from '../../services/food-register';
import { DIET_LABEL, KIND_LABEL, STORAGE_LABEL, refusalText } from './safety-labels';

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * A column: its header's message id, and either a time (formatted by the reader) or a text.
 * `under`: on the screen and on paper it is shown under the column before it (a CSV file keeps it
 * in a column of its own).
 */
export type RegisterColumn = { header: string; under?: true } & (
  { time: (entry: RegisterEntry) => Date | null } | { text: (entry: RegisterEntry, t: Translate) => string | number }
);

/** What became of the food: served (and what went for disposal), refused, missed, or still on its way. */
export function outcomeOf({ donation: d }: RegisterEntry, t: Translate): string {
  if (d.status === 'refused' && d.refusal) {
    return t('reports.register.outcome.refused', { why: refusalText(d.refusal, t) });
  }
  if (d.status === 'delivered') {
    const served =
      d.mealsServed === null
        ? t('reports.register.outcome.delivered')
        : t('reports.register.outcome.served', { meals: d.mealsServed });
    return d.disposalReason ? `${served} ${t('reports.register.outcome.disposal', { why: d.disposalReason })}` : served;
  }
  if (d.status === 'picked_up') return t('reports.register.outcome.pickedUp');
  if (d.status === 'missed') return t('reports.register.outcome.missed');
  return t('reports.register.outcome.waiting');
}

/** Who went for it: the volunteer whose run it is, or the NGO itself (its account or a coordinator). */
function collectorOf({ donation: d, volunteer }: RegisterEntry, t: Translate): string {
  if (volunteer) return volunteer;
  return d.status === 'accepted' || d.status === 'missed' ? '' : t('reports.register.collector.ngo');
}

/** The pickup checks: all made, or not recorded (a refusal needs none; food not yet collected has none yet). */
function checksOf({ donation: d }: RegisterEntry, t: Translate): string {
  if (d.pickupChecked) return t('reports.register.checks.all');
  return d.status === 'picked_up' || d.status === 'delivered' ? t('reports.register.checks.none') : '';
}

export const REGISTER_COLUMNS: readonly RegisterColumn[] = [
  { header: msg('reports.register.column.offered'), time: (e) => e.donation.createdAt },
  { header: msg('reports.register.column.donor'), text: (e) => e.donation.donorName },
  { header: msg('reports.register.column.fssai'), under: true, text: (e) => e.donation.donorFssai },
  { header: msg('reports.register.column.food'), text: (e) => e.donation.food },
  {
    header: msg('reports.register.column.kind'),
    under: true,
    text: (e, t) => {
      const s = e.donation.safety;
      return s ? `${t(KIND_LABEL[s.kind])}, ${t(DIET_LABEL[s.diet])}` : '';
    },
  },
  { header: msg('reports.register.column.meals'), text: (e) => e.donation.meals ?? '' },
  { header: msg('reports.register.column.weightKg'), under: true, text: (e) => e.donation.safety?.weightKg ?? '' },
  { header: msg('reports.register.column.made'), time: (e) => e.donation.safety?.preparedAt ?? null },
  {
    header: msg('reports.register.column.storage'),
    text: (e, t) => (e.donation.safety ? t(STORAGE_LABEL[e.donation.safety.storage]) : ''),
  },
  { header: msg('reports.register.column.useBy'), time: (e) => e.donation.safety?.useBy ?? null },
  {
    header: msg('reports.register.column.pickedUp'),
    time: (e) => e.donation.pickedUpAt ?? e.donation.refusal?.at ?? null,
  },
  { header: msg('reports.register.column.checks'), text: checksOf },
  { header: msg('reports.register.column.collector'), text: collectorOf },
  { header: msg('reports.register.column.outcome'), text: outcomeOf },
];
