/**
 * Donations as a CSV file (docs/reports.md): one row a donation, headers in the reader's language,
 * each time both as ISO 8601 (for software) and in India's time in that language (for people).
 * UTF-8 with a byte-order mark, so Excel shows Hindi and other scripts; written by Papa Parse,
 * which quotes what needs quoting and neutralises cells a spreadsheet would run as a formula (a
 * donor's food named '=HYPERLINK(…)' must not run on an NGO's computer). This module is loaded only
 * when someone asks for a file.
 */
import Papa from 'papaparse';
import { msg } from '../../i18n';
import type { Donation } from '../../services/donation-model';
import { STATE_LABEL, displayState } from './donation-view';
import { DIET_LABEL, KIND_LABEL, REFUSAL_LABEL, STORAGE_LABEL } from './safety-labels';

export const CSV_TIME_ZONE = 'Asia/Kolkata';

/** The byte-order mark that tells Excel the file is UTF-8. */
export const BOM = '\uFEFF';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** A cell's value: text or a number; '' for nothing. */
type Cell = string | number;

/** The times a donation records, each written twice (ISO, then India's time): their names' message ids. */
const TIMES: readonly [string, (d: Donation) => Date | null][] = [
  [msg('reports.csv.time.offered'), (d) => d.createdAt],
  [msg('reports.csv.time.readyBy'), (d) => d.readyBy],
  [msg('reports.csv.time.useBy'), (d) => d.safety?.useBy ?? null],
  [msg('reports.csv.time.pickedUp'), (d) => d.pickedUpAt],
  [msg('reports.csv.time.delivered'), (d) => d.deliveredAt],
];

/** The other columns: their headers' message ids and their cells. The first two come before the times. */
const TEXT_COLUMNS: readonly [string, (d: Donation, t: Translate) => Cell][] = [
  [msg('reports.csv.column.id'), (d) => d.id],
  [msg('reports.csv.column.status'), (d, t) => stateOf(d, t)],
  [msg('reports.csv.column.food'), (d) => d.food],
  [msg('reports.csv.column.kind'), (d, t) => (d.safety ? t(KIND_LABEL[d.safety.kind]) : '')],
  [msg('reports.csv.column.diet'), (d, t) => (d.safety ? t(DIET_LABEL[d.safety.diet]) : '')],
  [msg('reports.csv.column.storage'), (d, t) => (d.safety ? t(STORAGE_LABEL[d.safety.storage]) : '')],
  [msg('reports.csv.column.meals'), (d) => d.meals ?? ''],
  [msg('reports.csv.column.weightKg'), (d) => d.safety?.weightKg ?? ''],
  [msg('reports.csv.column.donor'), (d) => d.donorName],
  [msg('reports.csv.column.ngo'), (d, t) => d.ngoName || (d.ngoId === null ? t('reports.csv.openOffer') : '')],
  [msg('reports.csv.column.pickupPlace'), (d) => d.deliveryLocation],
  [msg('reports.csv.column.mealsServed'), (d) => d.mealsServed ?? ''],
  [msg('reports.csv.column.outcome'), (d, t) => outcomeOf(d, t)],
];

function stateOf(d: Donation, t: Translate): string {
  const state = displayState(d);
  return state ? t(STATE_LABEL[state]) : '';
}

/** Why food was not served, as the NGO recorded it: a refusal at pickup, or food for disposal. */
function outcomeOf(d: Donation, t: Translate): string {
  if (d.refusal) return [t(REFUSAL_LABEL[d.refusal.reason]), d.refusal.note].filter(Boolean).join(': ');
  return d.disposalReason;
}

/** The headers and rows of `list`, in the language of `t` and `locale` ('en-IN', 'hi-IN'). */
export function donationTable(list: Donation[], t: Translate, locale: string): { fields: string[]; data: Cell[][] } {
  const local = new Intl.DateTimeFormat(locale, {
    timeZone: CSV_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  // One list of columns, in the file's order: each time becomes two (ISO, then India's time).
  const columns: [string, (d: Donation) => Cell][] = [
    ...TEXT_COLUMNS.slice(0, 2).map(([id, cell]): [string, (d: Donation) => Cell] => [t(id), (d) => cell(d, t)]),
    ...TIMES.flatMap(([name, at]): [string, (d: Donation) => Cell][] => [
      [t('reports.csv.iso', { time: t(name) }), (d) => at(d)?.toISOString() ?? ''],
      [
        t('reports.csv.local', { time: t(name) }),
        (d) => {
          const time = at(d);
          return time ? local.format(time) : '';
        },
      ],
    ]),
    ...TEXT_COLUMNS.slice(2).map(([id, cell]): [string, (d: Donation) => Cell] => [t(id), (d) => cell(d, t)]),
  ];
  const fields = columns.map(([header]) => header);
  const data = list.map((d) => columns.map(([, cell]) => cell(d)));
  return { fields, data };
}

/** The CSV file's text: a byte-order mark, then the table, lines ending CRLF. */
export function donationsCsv(list: Donation[], t: Translate, locale: string): string {
  return BOM + Papa.unparse(donationTable(list, t, locale), { newline: '\r\n', escapeFormulae: true });
}
