import { useInfiniteQuery } from '@tanstack/react-query';
import type { Subscriber } from '../../services/inbox';
import { AdminSection } from './AdminSection';
import { subscribersQuery } from './admin-queries';
import { CELL, RecordsTable } from './RecordsTable';
import { whenOf } from './when';

/** Who subscribed to the newsletter, newest first. */
export function SubscribersSection() {
  const subscribers = useInfiniteQuery(subscribersQuery);
  return (
    <AdminSection id="newsletter-subscribers" title="Newsletter subscribers">
      <RecordsTable
        table={subscribers}
        what="subscribers"
        caption="Newsletter subscribers"
        loading="Loading subscribers"
        failed="We could not load the subscribers."
        empty="No one has subscribed yet."
        columns={['ID', 'Email', 'Subscribed']}
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
