import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/Alert';
import { formatNumber, useT } from '../../i18n';
import { toFailure } from '../../services/errors';
import type { Tally } from '../../services/paging';
import { adminQueries } from '../../lib/queries/admin';

/** The figures at the top of the dashboard: NGOs waiting for an admin, donations today, offers waiting for an NGO. */
export function AdminFigures() {
  const t = useT();
  const figures = useQuery(adminQueries.figures());
  if (figures.isError) {
    return (
      <ErrorAlert
        className="mt-6"
        onRetry={() => void figures.refetch()}
        pending={figures.isFetching}
        retryLabel={t('admin.figures.retry')}
      >
        {t('admin.figures.failed', { reason: toFailure(figures.error).message })}
      </ErrorAlert>
    );
  }
  const shown = (tally: Tally | undefined) =>
    !tally
      ? '…'
      : tally.atLeast
        ? t('admin.figures.atLeast', { count: formatNumber(tally.count) })
        : formatNumber(tally.count);
  const items = [
    {
      label: t('admin.figures.ngosWaiting'),
      hint: t('admin.figures.ngosWaitingHint'),
      value: figures.data?.ngosWaiting,
    },
    {
      label: t('admin.figures.donationsToday'),
      hint: t('admin.figures.donationsTodayHint'),
      value: figures.data?.donationsToday,
    },
    {
      label: t('admin.figures.offersWaiting'),
      hint: t('admin.figures.offersWaitingHint'),
      value: figures.data?.offersWaiting,
    },
  ];
  return (
    <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3" aria-busy={figures.isPending || undefined}>
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-card border border-stone-200 bg-white px-3 py-2 shadow-sm sm:px-4 sm:py-3"
        >
          <dt className="text-sm leading-tight font-semibold text-stone-700">{item.label}</dt>
          <dd className="text-2xl font-bold text-stone-900 sm:text-3xl">{shown(item.value)}</dd>
          <dd className="text-xs leading-snug text-stone-600 sm:text-sm">{item.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
