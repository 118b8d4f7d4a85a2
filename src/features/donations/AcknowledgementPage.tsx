import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { PATHS } from '../../config/paths';
import { formatNumber, msg, useT } from '../../i18n';
import { formatDay } from '../../lib/dates';
import { getAcknowledgement, type Acknowledgement } from '../../services/acknowledgements';
import { errorCode, toFailure } from '../../services/errors';
import { periodDays } from './ack-period';
import { usePrintPage } from './print-page';

/** An acknowledgement's paper: A4, upright. */
const PAGE_RULE = '@page { size: A4; margin: 18mm; }';

const dayOrDash = (date: Date | null) => (date ? formatDay(date) : '—');

/** The table's headers, and whether each column holds numbers (set to the right). */
const HEADERS: readonly (readonly [string, boolean])[] = [
  [msg('reports.ack.column.date'), false],
  [msg('reports.ack.column.food'), false],
  [msg('reports.ack.column.meals'), true],
  [msg('reports.ack.column.weightKg'), true],
  [msg('reports.ack.column.mealsServed'), true],
];

/** The acknowledgement as it prints: who acknowledges what from whom, each donation, the totals. */
function AckSheet({ ack }: { ack: Acknowledgement }) {
  const t = useT();
  const { from, to } = periodDays(ack.from, ack.to);
  return (
    <article className="rounded-card border border-stone-200 bg-white p-6 text-stone-900 shadow-sm print:border-0 print:p-0 print:shadow-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold">{t('reports.ack.number', { number: ack.number })}</p>
        <p className="text-stone-700">{t('reports.ack.issued', { date: dayOrDash(ack.issuedAt) })}</p>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-stone-600">{t('reports.ack.from')}</dt>
          <dd className="font-semibold">{ack.ngoName}</dd>
          {ack.ngoRegistration && <dd>{t('reports.ack.registration', { id: ack.ngoRegistration })}</dd>}
          {ack.ngoAddress && <dd>{ack.ngoAddress}</dd>}
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-600">{t('reports.ack.to')}</dt>
          <dd className="font-semibold">{ack.donorName || '—'}</dd>
        </div>
      </dl>
      <p className="mt-4">{t('reports.ack.statement', { ngo: ack.ngoName, donor: ack.donorName, from, to })}</p>
      {/* Wider than a phone: it scrolls sideways by itself (by keyboard too), and prints whole. */}
      <div
        role="region"
        aria-label={t('reports.ack.caption')}
        tabIndex={0}
        className="mt-4 overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-600 print:overflow-visible"
      >
        <table className="w-full min-w-[32rem] text-left text-sm print:min-w-0">
          <caption className="sr-only">{t('reports.ack.caption')}</caption>
          <thead className="border-b border-stone-300">
            <tr>
              {HEADERS.map(([id, numeric]) => (
                <th key={id} scope="col" className={`py-2 pr-3 font-semibold last:pr-0 ${numeric ? 'text-right' : ''}`}>
                  {t(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {ack.items.map((item, i) => (
              <tr key={i}>
                <td className="py-2 pr-3 whitespace-nowrap">{dayOrDash(item.at)}</td>
                <td className="py-2 pr-3">{item.food}</td>
                <td className="py-2 pr-3 text-right">{formatNumber(item.meals)}</td>
                <td className="py-2 pr-3 text-right">{item.weightKg === null ? '' : formatNumber(item.weightKg)}</td>
                <td className="py-2 text-right">{item.mealsServed === null ? '' : formatNumber(item.mealsServed)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-400 font-semibold">
            <tr>
              <th scope="row" colSpan={2} className="py-2 pr-3">
                {t('reports.ack.total', { count: ack.items.length })}
              </th>
              <td className="py-2 pr-3 text-right">{formatNumber(ack.meals)}</td>
              <td className="py-2 pr-3 text-right">{formatNumber(ack.weightKg)}</td>
              <td className="py-2 text-right">{formatNumber(ack.mealsServed)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-6 border-l-4 border-saffron-400 pl-3 font-semibold">{t('reports.ack.notA80G')}</p>
      <p className="mt-10 text-stone-700">{t('reports.ack.signature', { ngo: ack.ngoName })}</p>
    </article>
  );
}

function BackToDonations() {
  const t = useT();
  return (
    <Link to={PATHS.donations} className={buttonClasses('secondary')}>
      {t('reports.ack.back')}
    </Link>
  );
}

/**
 * /acknowledgements/:id: an NGO's acknowledgement of a donor's food in kind, as issued, to print on
 * A4 (its NGO, its donor and admins; the rules refuse anyone else alike as a missing one).
 */
export function AcknowledgementPage() {
  const t = useT();
  const { id = '' } = useParams();
  usePrintPage();
  const ack = useQuery({ queryKey: ['acknowledgement', id], queryFn: () => getAcknowledgement(id), retry: false });

  let body;
  if (ack.isPending) {
    body = (
      <div className="flex min-h-[30vh] items-center justify-center text-brand-700">
        <Spinner size={40} label={t('reports.ack.loading')} />
      </div>
    );
  } else if (ack.data) {
    body = (
      <>
        <div className="mb-6 flex flex-wrap gap-3 print:hidden">
          <Button onClick={() => window.print()}>{t('reports.ack.print')}</Button>
          <BackToDonations />
        </div>
        <AckSheet ack={ack.data} />
      </>
    );
  } else if (ack.isError && errorCode(ack.error) !== 'permission-denied') {
    body = (
      <ErrorAlert onRetry={() => void ack.refetch()} pending={ack.isFetching}>
        {t('reports.ack.loadError', { reason: toFailure(ack.error).message })}
      </ErrorAlert>
    );
  } else {
    body = (
      <div className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <p className="text-lg font-semibold text-stone-900">{t('reports.ack.notFound')}</p>
        <div className="mt-4">
          <BackToDonations />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 print:m-0 print:max-w-none print:p-0">
      <style>{PAGE_RULE}</style>
      <h1 className="mb-4 text-3xl font-bold text-stone-900 md:text-4xl print:text-[16pt]">{t('reports.ack.title')}</h1>
      {body}
    </div>
  );
}
