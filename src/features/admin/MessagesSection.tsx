import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import type { ContactMessage } from '../../services/inbox';
import { AdminSection } from './AdminSection';
import { adminQueries } from '../../lib/queries/admin';
import { CELL, RecordsTable } from './RecordsTable';
import { whenOf } from './when';

/** What people sent through the contact form, with the sender's address to write back to. */
export function MessagesSection() {
  const t = useT();
  const messages = useInfiniteQuery(adminQueries.messages());
  return (
    <AdminSection id="contact-messages" title={t('admin.messages.title')} intro={t('admin.messages.intro')}>
      <RecordsTable
        table={messages}
        what={t('admin.messages.what')}
        caption={t('admin.messages.title')}
        loading={t('admin.messages.loading')}
        failed={t('admin.messages.failed')}
        empty={t('admin.messages.empty')}
        columns={[
          t('admin.column.id'),
          t('admin.messages.column.from'),
          t('admin.messages.column.subject'),
          t('admin.messages.column.message'),
          t('admin.messages.column.received'),
        ]}
        row={(message: ContactMessage, index) => (
          <tr key={message.id}>
            <td className={CELL}>{index + 1}</td>
            <th scope="row" className={`${CELL} min-w-48 text-left font-normal`}>
              <span className="block font-semibold">{message.name}</span>
              <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline">
                {message.email}
              </a>
            </th>
            <td className={`${CELL} min-w-40`}>{message.subject}</td>
            <td className={`${CELL} max-w-prose min-w-72 break-words whitespace-pre-wrap`}>{message.message}</td>
            <td className={`${CELL} whitespace-nowrap`}>{whenOf(message.createdAt)}</td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
