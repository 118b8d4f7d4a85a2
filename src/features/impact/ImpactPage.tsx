import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { IMPACT } from '../../config/limits.js';
import { currentLocale, formatNumber, msg, useT } from '../../i18n';
import { useAuth, type Role } from '../../lib/auth-context';
import { saveFile } from '../../lib/download';
import { toFailure } from '../../services/errors';
import { getImpactMonths } from '../../services/impact';
import { impactScope, summarize, type ImpactMonth } from '../../services/impact-model';
import {
  csvName,
  lastTwelveMonths,
  monthName,
  monthsCsv,
  MONTH_COLUMNS,
  periodProblem,
  scopeOf,
  waitText,
  type MonthPeriod,
} from './impact-view';
import { useCoordinatedNgo, WhoseFigures } from './WhoseFigures';

// The chart's library loads with this screen only, after its figures.
const MonthsChart = lazy(() => import('./MonthsChart'));

/** The period's two boxes: which end, and its label's message id. */
const PERIOD_FIELDS: readonly [keyof MonthPeriod, string][] = [
  ['from', msg('impact.period.from')],
  ['to', msg('impact.period.to')],
];

const TITLE = {
  donor: msg('impact.title.donor'),
  ngo: msg('impact.title.ngo'),
  admin: msg('impact.title.admin'),
} satisfies Record<Role, string>;

const INTRO = {
  donor: msg('impact.intro.donor'),
  ngo: msg('impact.intro.ngo'),
  admin: msg('impact.intro.admin'),
} satisfies Record<Role, string>;

/**
 * /impact: 'My impact' for a donor, its NGO's for an NGO, the whole platform's for admins — the
 * figures of the donations offered in a period of months, from the monthly roll-ups (one read a
 * month that had any; docs/reports.md, 'Impact dashboards'), a chart and a table of each month,
 * and the months as a CSV file.
 */
export function ImpactPage() {
  const t = useT();
  const { user, role } = useAuth();
  const [draft, setDraft] = useState<MonthPeriod>(() => lastTwelveMonths(new Date()));
  const problem = periodProblem(draft);
  const [period, setPeriod] = useState(draft);
  const coordinated = useCoordinatedNgo(role, user?.uid ?? '');
  const [showNgo, setShowNgo] = useState(false);
  const team = showNgo ? coordinated : null;
  const scope = team ? impactScope.ngo(team.id) : user && role ? scopeOf(role, user.uid) : null;
  const months = useQuery({
    queryKey: ['impact', scope, period.from, period.to],
    queryFn: () => getImpactMonths(scope!, period.from, period.to),
    enabled: scope !== null,
  });
  if (!role) return null;
  // A coordinator looking at its NGO's months reads them as the NGO does.
  const whose: Role = team ? 'ngo' : role;

  const change = (next: MonthPeriod) => {
    setDraft(next);
    if (!periodProblem(next)) setPeriod(next);
  };
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t(TITLE[whose])}</h1>
      <p className="mt-2 max-w-prose text-lg text-stone-700">{t(INTRO[whose])}</p>
      {coordinated && <WhoseFigures ngo={coordinated} showNgo={showNgo} onChange={setShowNgo} />}
      <PeriodPicker period={draft} onChange={change} problem={problem ? t(problem) : null} />
      <div aria-live="polite" className="mt-6">
        {months.isPending && <Spinner label={t('impact.loading')} className="text-brand-700" />}
        {months.isError && (
          <ErrorAlert onRetry={() => void months.refetch()} pending={months.isFetching} retryLabel={t('impact.retry')}>
            {t('impact.loadError', { reason: toFailure(months.error).message })}
          </ErrorAlert>
        )}
      </div>
      {months.data && <Figures months={months.data} period={period} />}
    </div>
  );
}

function PeriodPicker({
  period,
  onChange,
  problem,
}: {
  period: MonthPeriod;
  onChange: (p: MonthPeriod) => void;
  problem: string | null;
}) {
  const t = useT();
  const errorId = useId();
  const field = (which: keyof MonthPeriod, label: string) => (
    <label key={which} className="grid gap-1 text-sm font-semibold text-stone-800">
      {t(label)}
      <input
        type="month"
        value={period[which]}
        onChange={(e) => onChange({ ...period, [which]: e.target.value })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base font-normal"
      />
    </label>
  );
  return (
    <fieldset className="mt-6 grid gap-3">
      <legend className="text-lg font-bold text-stone-900">{t('impact.period.legend')}</legend>
      <div className="flex flex-wrap gap-4">{PERIOD_FIELDS.map(([which, label]) => field(which, label))}</div>
      {problem && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

function Figures({ months, period }: { months: ImpactMonth[]; period: MonthPeriod }) {
  const t = useT();
  const locale = currentLocale();
  const sum = summarize(months);
  // The same array while the months and language stay, so the chart is not drawn again for nothing.
  const names = useMemo(() => months.map((m) => monthName(m.month, locale)), [months, locale]);
  const download = useMutation({
    mutationFn: async () => saveFile(await monthsCsv(months, t, locale), csvName(period), 'text/csv;charset=utf-8'),
  });
  const figures: [string, string][] = [
    [t('impact.figure.meals'), formatNumber(sum.mealsServed)],
    [t('impact.figure.kg'), t('impact.figure.kgValue', { kg: formatNumber(sum.kg) })],
    [t('impact.figure.co2e'), t('impact.figure.co2eValue', { kg: formatNumber(sum.co2eKg) })],
    [
      t('impact.figure.completion'),
      sum.completion === null
        ? t('impact.figure.noneAccepted')
        : t('impact.figure.completionValue', {
            percent: Math.floor(sum.completion * 100),
            delivered: formatNumber(sum.delivered),
            accepted: formatNumber(sum.accepted),
          }),
    ],
    [t('impact.figure.acceptWait'), waitText(sum.medianAcceptWait, t)],
    [t('impact.figure.pickupWait'), waitText(sum.medianPickupWait, t)],
  ];
  return (
    <>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map(([name, value]) => (
          <div key={name} className="rounded-card border border-stone-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-semibold text-stone-600">{name}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 max-w-prose text-sm text-stone-600">
        {t('impact.note', { factor: formatNumber(IMPACT.co2ePerKg) })}
      </p>
      <section className="mt-8 rounded-card border border-stone-200 bg-white p-5 shadow-sm">
        <h2 className="text-xl font-bold text-stone-900">{t('impact.months.title')}</h2>
        <Suspense fallback={<div className="h-[220px]" />}>
          <MonthsChart
            months={months}
            names={names}
            acceptedLabel={t('impact.column.accepted')}
            deliveredLabel={t('impact.column.delivered')}
          />
        </Suspense>
        <MonthsTable months={months} names={names} />
        <Button variant="secondary" className="mt-4" loading={download.isPending} onClick={() => download.mutate()}>
          {t('impact.csv.download')}
        </Button>
        <div aria-live="polite" className="mt-2 text-sm text-stone-700 empty:hidden">
          {download.isSuccess && t('impact.csv.done', { name: csvName(period) })}
          {download.isError && t('impact.csv.failed', { reason: toFailure(download.error).message })}
        </div>
      </section>
    </>
  );
}

function MonthsTable({ months, names }: { months: ImpactMonth[]; names: string[] }) {
  const t = useT();
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('impact.months.caption')}</caption>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2 pr-3">
              {t('impact.column.monthName')}
            </th>
            {MONTH_COLUMNS.map(([id]) => (
              <th key={id} scope="col" className="py-2 pr-3 text-right">
                {t(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m.month} className="border-b border-stone-100">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {names[i]}
              </th>
              {MONTH_COLUMNS.map(([id, value]) => (
                <td key={id} className="py-2 pr-3 text-right tabular-nums">
                  {formatNumber(value(m))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
