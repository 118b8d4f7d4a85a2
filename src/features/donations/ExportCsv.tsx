import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { currentLocale, formatNumber, msg, useT } from '../../i18n';
import { formatDay } from '../../lib/dates';
import { saveFile } from '../../lib/download';
import { EXPORT_MAX_DONATIONS } from '../../config/limits.js';
import { donationsInPeriod, type ExportScope } from '../../services/donation-export';
import { toFailure } from '../../services/errors';
import { isoDate, momentOf } from '../../services/series-days';
import { PeriodForm, periodOf } from './PeriodForm';

type Which = 'donor' | 'ngo' | 'all';

const INTRO: Record<Which, string> = {
  donor: msg('reports.export.intro.donor'),
  ngo: msg('reports.export.intro.ngo'),
  all: msg('reports.export.intro.all'),
};

function whichOf(scope: ExportScope): Which {
  if (scope === 'all') return 'all';
  return 'donorUid' in scope ? 'donor' : 'ngo';
}

/** What a finished download says: how many, or that there were none in the period. */
type Outcome = { count: number; cut: boolean; from: Date; last: Date };

/**
 * 'Download as a spreadsheet': the donations `scope` names, offered between two dates (India's
 * days, both included), as a CSV file. The file is made on the device; Papa Parse and the table's
 * code load only when asked.
 */
export function ExportCsv({ scope }: { scope: ExportScope }) {
  const t = useT();
  const headingId = useId();
  const which = whichOf(scope);

  const download = useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }): Promise<Outcome> => {
      const [found, { donationsCsv }] = await Promise.all([
        donationsInPeriod(scope, periodOf({ from, to })),
        import('./donation-csv'),
      ]);
      // Noon, so the days read the same in any time zone the device is set to.
      const outcome = {
        count: found.donations.length,
        cut: found.cut,
        from: momentOf(from, 720),
        last: momentOf(to, 720),
      };
      if (outcome.count > 0) {
        const text = donationsCsv(found.donations, t, currentLocale());
        saveFile(text, `foodbridge-donations-${isoDate(from)}-to-${isoDate(to)}.csv`, 'text/csv;charset=utf-8');
      }
      return outcome;
    },
  });

  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-card border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('reports.export.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t(INTRO[which])}</p>
      <PeriodForm
        initialDays={365}
        onSubmit={(days) => download.mutate(days)}
        onChange={() => download.reset()}
        submit={
          <Button type="submit" variant="secondary" className="sm:mt-6" loading={download.isPending}>
            {download.isPending ? t('reports.export.pending') : t('reports.export.download')}
          </Button>
        }
      />
      <div aria-live="polite" className="mt-4 empty:hidden">
        {download.isSuccess && <Done outcome={download.data} />}
      </div>
      {download.isError && (
        <ErrorAlert className="mt-4" onRetry={() => download.mutate(download.variables)}>
          {t('reports.export.failed', { reason: toFailure(download.error).message })}
        </ErrorAlert>
      )}
    </section>
  );
}

function Done({ outcome }: { outcome: Outcome }) {
  const t = useT();
  if (outcome.count === 0) {
    return (
      <Alert tone="info">
        {t('reports.export.none', { from: formatDay(outcome.from), to: formatDay(outcome.last) })}
      </Alert>
    );
  }
  return (
    <Alert tone="success">
      {t('reports.export.done', { count: outcome.count })}
      {outcome.cut && ` ${t('reports.export.cut', { count: formatNumber(EXPORT_MAX_DONATIONS) })}`}
    </Alert>
  );
}
