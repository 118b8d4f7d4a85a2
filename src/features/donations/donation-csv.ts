/**
 * Donations as a CSV file (docs/reports.md): one row a donation, headers in the reader's language,
 * each time both as ISO 8601 (for software) and in India's time in that language (for people).
 * UTF-8 with a byte-order mark, so Excel shows Hindi and other scripts; written by Papa Parse,
 * which quotes what needs quoting and neutralises cells a spreadsheet would run as a formula (a
 * donor's food named '=HYPERLINK(…)' must not run on an NGO's computer). The NGO's food register
 * comes out the same way. This module is loaded only when someone asks for a file.
 */
import Papa from 'papaparse';
import { msg } from '../../i18n';
import type { Donation } from '../../services/donation-model';
import type { RegisterEntry } from '../../services/food-register';
import { REGISTER_COLUMNS } from './register-columns';
import { STATE_LABEL, displayState } from './donation-view';
import { DIET_LABEL, KIND_LABEL, STORAGE_LABEL, refusalText } from './safety-labels';

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
  // The PIN code: the donor's address is kept only for a while (donation-contact.ts), a report for
  // good. Only donations from before that rule carry an address of their own.
  [
    msg('reports.csv.column.pickupPlace'),
    (d, t) => d.deliveryLocation || (d.pickup ? t('nearby.card.pin', { pin: d.pickup.pin }) : ''),
  ],
  [msg('reports.csv.column.mealsServed'), (d) => d.mealsServed ?? ''],
  [msg('reports.csv.column.outcome'), (d, t) => outcomeOf(d, t)],
];

function stateOf(d: Donation, t: Translate): string {
  const state = displayState(d);
  return state ? t(STATE_LABEL[state]) : '';
}

/** Why food was not served, as the NGO recorded it: a refusal at pickup, or food for disposal. */
function outcomeOf(d: Donation, t: Translate): string {
  if (d.refusal) return refusalText(d.refusal, t);
  return d.disposalReason;
}

/** A time written twice, as two columns: ISO 8601 (for software), then India's time in `locale`. */
function timeColumns<T>(
  name: string,
  at: (row: T) => Date | null,
  t: Translate,
  locale: string,
): [string, (row: T) => Cell][] {
  const local = new Intl.DateTimeFormat(locale, {
    timeZone: CSV_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  return [
    [t('reports.csv.iso', { time: name }), (row) => at(row)?.toISOString() ?? ''],
    [
      t('reports.csv.local', { time: name }),
      (row) => {
        const time = at(row);
        return time ? local.format(time) : '';
      },
    ],
  ];
}

/** The headers and rows of `list` under `columns`. */
function tableOf<T>(list: T[], columns: [string, (row: T) => Cell][]): { fields: string[]; data: Cell[][] } {
  return { fields: columns.map(([header]) => header), data: list.map((row) => columns.map(([, cell]) => cell(row))) };
}

/** The headers and rows of `list`, in the language of `t` and `locale` ('en-IN', 'hi-IN'). */
export function donationTable(list: Donation[], t: Translate, locale: string): { fields: string[]; data: Cell[][] } {
  const text = ([id, cell]: (typeof TEXT_COLUMNS)[number]): [string, (d: Donation) => Cell] => [
    t(id),
    (d) => cell(d, t),
  ];
  // One list of columns, in the file's order: each time becomes two (ISO, then India's time).
  return tableOf(list, [
    ...TEXT_COLUMNS.slice(0, 2).map(text),
    ...TIMES.flatMap(([name, at]) => timeColumns(t(name), at, t, locale)),
    ...TEXT_COLUMNS.slice(2).map(text),
  ]);
}

/** The food register's headers and rows (register-columns.ts), each time as two columns. */
export function registerTable(
  list: RegisterEntry[],
  t: Translate,
  locale: string,
): { fields: string[]; data: Cell[][] } {
  return tableOf(
    list,
    REGISTER_COLUMNS.flatMap((column): [string, (e: RegisterEntry) => Cell][] =>
      'time' in column
        ? timeColumns(t(column.header), column.time, t, locale)
        : [[t(column.header), (e) => column.text(e, t)]],
    ),
  );
}

/** A CSV file's text: a byte-order mark, then the table, lines ending CRLF. */
function csvOf(table: { fields: string[]; data: Cell[][] }): string {
  return BOM + Papa.unparse(table, { newline: '\r\n', escapeFormulae: true });
}

/** The donations as a CSV file's text. */
export function donationsCsv(list: Donation[], t: Translate, locale: string): string {
  return csvOf(donationTable(list, t, locale));
}

/** The food register as a CSV file's text. */
export function registerCsv(list: RegisterEntry[], t: Translate, locale: string): string {
  return csvOf(registerTable(list, t, locale));
}
