import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { EXPORT_MAX_DONATIONS } from '../../config/limits.js';
import { currentLocale, formatNumber, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { formatClock, formatDay } from '../../lib/dates';
import { saveFile } from '../../lib/download';
import { toFailure } from '../../services/errors';
import { ngoQueries } from '../../lib/queries/ngos';
import { foodRegister, type FoodRegister, type RegisterEntry } from '../../services/food-register';
import { isoDate, momentOf } from '../../services/series-days';
import { AckIssue, AckList } from './Acknowledgements';
import { PeriodForm, periodOf, type Days } from './PeriodForm';
import { usePrintPage } from './print-page';
import { REGISTER_COLUMNS, type Translate } from './register-columns';

/** The register's paper: A4 on its side, so that every column fits. */
const PAGE_RULE = '@page { size: A4 landscape; margin: 10mm; }';

type Column = (typeof REGISTER_COLUMNS)[number];

/**
 * The screen's and the paper's columns: the register's, with those that belong together stacked
 * in one (the donor over its FSSAI number, the food over its kind, meals over weight), so that a
 * period's register fits across an A4 page. The CSV file keeps each in a column of its own.
 */
const STACKED: readonly (readonly Column[])[] = REGISTER_COLUMNS.reduce<Column[][]>((stacks, column) => {
  const last = stacks.at(-1);
  if (column.under && last) last.push(column);
  else stacks.push([column]);
  return stacks;
}, []);

/** A cell as the screen and the printed page show it: a time as its day over its clock, in the reader's language. */
function cell(column: Column, entry: RegisterEntry, t: Translate): ReactNode {
  if (!('time' in column)) return String(column.text(entry, t));
  const time = column.time(entry);
  if (!time) return '';
  return (
    <time dateTime={time.toISOString()}>
      <span className="block whitespace-nowrap">{formatDay(time)}</span>
      <span className="block">{formatClock(time)}</span>
    </time>
  );
}

/** The period's register as a table, with its period, totals, Print and Download CSV. */
function RegisterSheet({ ngoId, days, register }: { ngoId: string; days: Days; register: FoodRegister }) {
  const t = useT();
  const captionId = useId();
  const from = momentOf(days.from, 720);
  const to = momentOf(days.to, 720);
  const served = register.entries.reduce((sum, e) => sum + (e.donation.mealsServed ?? 0), 0);
  const download = useMutation({
    mutationFn: async () => {
      const { registerCsv } = await import('./donation-csv');
      const text = registerCsv(register.entries, t, currentLocale());
      saveFile(
        text,
        `foodbridge-food-register-${isoDate(days.from)}-to-${isoDate(days.to)}.csv`,
        'text/csv;charset=utf-8',
      );
    },
  });

  if (register.entries.length === 0) {
    return (
      <Alert tone="info" className="mt-6">
        {t('reports.register.none', { from: formatDay(from), to: formatDay(to) })}
      </Alert>
    );
  }
  return (
    <div className="mt-6">
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>{t('reports.register.print')}</Button>
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          {t('reports.register.download')}
        </Button>
      </div>
      {download.isError && (
        <ErrorAlert className="mt-4 print:hidden" onRetry={() => download.mutate()}>
          {t('reports.export.failed', { reason: toFailure(download.error).message })}
        </ErrorAlert>
      )}
      {register.cut && (
        <Alert tone="info" className="mt-4">
          {t('reports.register.cut', { count: formatNumber(EXPORT_MAX_DONATIONS) })}
        </Alert>
      )}
      <p id={captionId} className="mt-6 font-semibold text-stone-900">
        {t('reports.register.summary', {
          from: formatDay(from),
          to: formatDay(to),
          count: register.entries.length,
          meals: formatNumber(served),
        })}
      </p>
      <p className="mt-1 text-sm text-stone-600 xl:hidden print:hidden">{t('reports.register.scroll')}</p>
      {/* Wider than a phone: it scrolls sideways by itself (by keyboard too), and prints whole. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-card border border-stone-200 bg-white focus-visible:ring-2 focus-visible:ring-brand-600 print:overflow-visible print:border-0"
      >
        <table className="w-full min-w-[60rem] text-left text-sm print:min-w-0 print:text-[8pt]">
          <thead className="bg-stone-100 text-stone-800">
            <tr>
              {STACKED.map(([top, bottom]) => (
                <th
                  key={top?.header}
                  scope="col"
                  className="px-2 py-2 align-bottom font-semibold print:px-1 print:py-1"
                >
                  {top && t(top.header)}
                  {bottom && <span className="block font-normal text-stone-600">{t(bottom.header)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 text-stone-800">
            {register.entries.map((entry) => (
              <tr key={entry.donation.id}>
                {STACKED.map(([top, bottom]) => (
                  <td key={top?.header} className="px-2 py-2 align-top print:px-1 print:py-1">
                    {top && <span className="block">{cell(top, entry, t)}</span>}
                    {bottom && <span className="block text-stone-600">{cell(bottom, entry, t)}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AckIssue ngoId={ngoId} entries={register.entries} period={periodOf(days)} />
    </div>
  );
}

/**
 * /food-register: the NGO's record of the food it received in a period (FSSAI's surplus-food
 * regulations ask a food recovery agency to keep one), to read, print on A4 and download as CSV.
 */
export function FoodRegisterPage() {
  const t = useT();
  const { user } = useAuth();
  const ngoId = user?.uid ?? '';
  const [days, setDays] = useState<Days | null>(null);
  usePrintPage();
  const profile = useQuery({ ...ngoQueries.detail(ngoId), enabled: ngoId !== '' });
  const register = useQuery({
    queryKey: ['foodRegister', ngoId, days?.from, days?.to],
    queryFn: () => foodRegister(ngoId, periodOf(days ?? { from: 0, to: 0 })),
    enabled: days !== null && ngoId !== '',
    retry: false,
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 print:m-0 print:max-w-none print:p-0">
      <style>{PAGE_RULE}</style>
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl print:text-[14pt]">{t('reports.register.title')}</h1>
      {profile.data && (
        <p className="mt-1 text-lg font-semibold text-stone-800 print:text-[11pt]">
          {t('reports.register.keptBy', { ngo: profile.data.nameOrg })}
        </p>
      )}
      <p className="mt-2 max-w-prose text-stone-700 print:hidden">{t('reports.register.intro')}</p>
      <div className="print:hidden">
        <PeriodForm
          initialDays={30}
          onSubmit={setDays}
          onChange={() => setDays(null)}
          submit={
            <Button type="submit" className="sm:mt-6" loading={register.isFetching}>
              {t('reports.register.show')}
            </Button>
          }
        />
      </div>
      <div aria-live="polite">
        {register.isFetching && (
          <div className="mt-8 flex justify-center text-brand-700">
            <Spinner size={32} label={t('reports.register.loading')} />
          </div>
        )}
        {register.isError && (
          <ErrorAlert className="mt-6" onRetry={() => void register.refetch()} pending={register.isFetching}>
            {t('reports.register.failed', { reason: toFailure(register.error).message })}
          </ErrorAlert>
        )}
        {register.isSuccess && days && !register.isFetching && (
          <RegisterSheet ngoId={ngoId} days={days} register={register.data} />
        )}
      </div>
      <AckList side="ngo" uid={ngoId} />
    </div>
  );
}
