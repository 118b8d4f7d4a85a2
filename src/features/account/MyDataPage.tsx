import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { formatNumber, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { saveFile } from '../../lib/download';
import { toFailure } from '../../services/errors';
import { collectMyData, recordCount } from '../../services/my-data';
import { DeleteAccount } from './DeleteAccount';

/** The file's name: the day it was made, in UTC (as the file's own times are). */
const fileName = (now: Date) => `foodbridge-my-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * 'Your data' (from the account menu): what FoodBridge keeps about the signed-in person, and
 * 'Download my data' — everything the account holds, as one JSON file made in the browser.
 */
export function MyDataPage() {
  const t = useT();
  const headingId = useId();
  const { user, role } = useAuth();
  const download = useMutation({
    mutationFn: async () => {
      if (!user) throw new Error('Not signed in.');
      const now = new Date();
      const data = await collectMyData(user, role, now);
      const name = fileName(now);
      saveFile(`${JSON.stringify(data, null, 2)}\n`, name, 'application/json;charset=utf-8');
      return { name, count: recordCount(data), missing: data.notIncluded.length };
    },
  });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('account.myData.title')}</h1>
      <p className="mt-2 max-w-prose text-stone-700">{t('account.myData.intro')}</p>
      <section
        aria-labelledby={headingId}
        className="mt-8 grid justify-items-start gap-3 rounded-card border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('account.myData.download.title')}
        </h2>
        <p className="max-w-prose text-stone-700">
          {role === 'ngo' ? t('account.myData.download.whatNgo') : t('account.myData.download.whatDonor')}
        </p>
        <Button loading={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? t('account.myData.download.pending') : t('account.myData.download.button')}
        </Button>
        <div aria-live="polite" className="w-full empty:hidden">
          {download.isSuccess && (
            <Alert tone="success">
              {t('account.myData.download.done', {
                file: download.data.name,
                count: download.data.count,
                shown: formatNumber(download.data.count),
              })}
              {download.data.missing > 0 && ` ${t('account.myData.download.missing')}`}
            </Alert>
          )}
        </div>
        {download.isError && (
          <ErrorAlert className="w-full" onRetry={() => download.mutate()} pending={download.isPending}>
            {t('account.myData.download.failed', { reason: toFailure(download.error).message })}
          </ErrorAlert>
        )}
      </section>
      <DeleteAccount />
    </div>
  );
}
