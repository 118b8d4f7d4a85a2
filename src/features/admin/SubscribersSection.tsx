import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import type { Subscriber } from '../../services/inbox';
import { AdminSection } from './AdminSection';
import { adminQueries } from '../../lib/queries/admin';
import { CELL, RecordsTable } from './RecordsTable';
import { whenOf } from './when';

/** Who subscribed to the newsletter, newest first. */
export function SubscribersSection() {
  const t = useT();
  const subscribers = useInfiniteQuery(adminQueries.subscribers());
  return (
    <AdminSection id="newsletter-subscribers" title={t('admin.subscribers.title')}>
      <RecordsTable
        table={subscribers}
        what={t('admin.subscribers.what')}
        caption={t('admin.subscribers.title')}
        loading={t('admin.subscribers.loading')}
        failed={t('admin.subscribers.failed')}
        empty={t('admin.subscribers.empty')}
        columns={[t('admin.column.id'), t('admin.column.email'), t('admin.subscribers.column.subscribed')]}
        row={(subscriber: Subscriber, index) => (
          <tr key={subscriber.id}>
            <td className={CELL}>{index + 1}</td>
            <th scope="row" className={`${CELL} text-left font-semibold`}>
              {subscriber.email}
            </th>
            <td className={`${CELL} whitespace-nowrap`}>{whenOf(subscriber.createdAt)}</td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
