import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { formatToday } from '../../lib/dates';
import { AdminFigures } from './AdminFigures';
import { adminQueries } from '../../lib/queries/admin';
import { adminKeys } from '../../lib/queries/keys';
import { AuditSection } from './AuditSection';
import { DonorRecordsSection } from './DonorRecordsSection';
import { MessagesSection } from './MessagesSection';
import { NgoSection } from './NgoSection';
import { ReverifySection } from './ReverifySection';
import { SubscribersSection } from './SubscribersSection';
import { SuspendDialog, type AccountToSuspend } from './SuspendDialog';
import { SuspensionsSection } from './SuspensionsSection';
import { VerifyQueueSection } from './VerifyQueueSection';

/**
 * The admin dashboard: its figures, then the queue of NGOs awaiting verification and those to
 * verify again, then donor records, NGOs, suspended accounts, contact messages and newsletter
 * subscribers.
 */
export function AdminPage() {
  const queryClient = useQueryClient();
  const t = useT();
  // The moment the dashboard opened, written in the language shown (this re-renders on a switch).
  const [openedAt] = useState(() => new Date());
  const today = formatToday(openedAt);
  const [notice, setNotice] = useState<string | null>(null);
  const suspensions = useInfiniteQuery(adminQueries.suspensions());
  const suspendedUids = useMemo(
    () => new Set(suspensions.data?.pages.flatMap((page) => page.items.map((s) => s.uid)) ?? []),
    [suspensions.data],
  );
  const suspendedHeading = useRef<HTMLHeadingElement>(null);
  // The account being suspended; `done` once it is saved, until the list of suspensions shows it.
  const [toSuspend, setToSuspend] = useState<{ account: AccountToSuspend; done: boolean } | null>(null);
  // The dialog closes in the render that lists the new suspension (and takes away the Suspend
  // button that opened it), so focus goes to the list's heading, not to a button about to vanish.
  if (toSuspend?.done && suspendedUids.has(toSuspend.account.uid)) setToSuspend(null);
  const ask = (account: AccountToSuspend) => setToSuspend({ account, done: false });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <p className="text-lg font-semibold text-saffron-700">{today}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('admin.title')}</h1>
        <Button
          variant="secondary"
          onClick={() => {
            setNotice(null);
            // Every table reads itself again; each one's Retry reads only itself.
            void queryClient.invalidateQueries({ queryKey: adminKeys.all });
          }}
        >
          {t('admin.refresh')}
        </Button>
      </div>

      {notice && (
        <Alert tone="success" className="mt-6" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      <AdminFigures />
      <VerifyQueueSection suspendedUids={suspendedUids} />
      <ReverifySection />
      <DonorRecordsSection onDeleted={setNotice} suspendedUids={suspendedUids} onSuspend={ask} />
      <NgoSection suspendedUids={suspendedUids} onSuspend={ask} />
      <SuspensionsSection headingRef={suspendedHeading} onLifted={setNotice} />
      <MessagesSection />
      <SubscribersSection />
      <AuditSection />

      {toSuspend && (
        <SuspendDialog
          account={toSuspend.account}
          onCancel={() => setToSuspend(null)}
          onSuspended={(account) => {
            // Without a list read so far there is no row to wait for: close at once.
            setToSuspend(
              queryClient.getQueryData(adminQueries.suspensions().queryKey) ? { account, done: true } : null,
            );
            setNotice(
              t('admin.suspend.done', { name: account.name || account.email || t('admin.suspend.theAccount') }),
            );
          }}
          fallbackFocus={() => suspendedHeading.current}
        />
      )}
    </div>
  );
}
