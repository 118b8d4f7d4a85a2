import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { adminQueries } from '../../lib/queries/admin';
import { adminKeys } from '../../lib/queries/keys';
import type { Ngo } from '../../services/ngos';

/**
 * After an NGO was verified, unverified or deleted anywhere on the dashboard: it leaves the queue
 * (every search of it) and the 'To re-verify' list, the NGO table shows it as it now is (or no
 * more), and the figures are counted again.
 */
export function afterNgoChange(queryClient: QueryClient, id: string, now: Partial<Ngo> | 'deleted') {
  const away = editRows((items: Ngo[]) => items.filter((n) => n.id !== id));
  queryClient.setQueriesData({ queryKey: adminKeys.queues() }, away);
  queryClient.setQueryData(adminQueries.reverify().queryKey, away);
  queryClient.setQueryData(
    adminQueries.ngos().queryKey,
    now === 'deleted' ? away : editRows((items: Ngo[]) => items.map((n) => (n.id === id ? { ...n, ...now } : n))),
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.figures() });
}

/** An updater for setQueryData that edits the records of every page read so far. */
export function editRows<T>(edit: (items: T[]) => T[]) {
  return <P extends { items: T[] }>(data: InfiniteData<P> | undefined) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: edit(page.items) })) };
}
