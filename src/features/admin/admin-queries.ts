import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { startOfIndianDay } from '../../lib/dates';
import { countDonationsSince, countOffersWaiting } from '../../services/donation-counts';
import { listDonors, type Donor } from '../../services/donors';
import { listContactMessages, listSubscribers, type InboxCursor } from '../../services/inbox';
import { countNgosWaiting, listNgoQueue, listNgosToReverify, type QueueCursor } from '../../services/ngo-admin';
import { listNgos, type Ngo, type NgoCursor } from '../../services/ngos';
import { listSuspensions, type SuspendedAccount, type SuspensionCursor } from '../../services/suspensions';

/** One page of a table: its records, and where the next page starts (null: this was the last). */
export interface Rows<T, C> {
  items: T[];
  next: C | null;
}

/** Every admin table sits under ['admin'], so Refresh List reads them all again with one invalidation. */
export const ADMIN_KEY = ['admin'] as const;

/** How many NGOs the admin table reads at a time ('Load more NGOs' reads the next ones). */
export const ADMIN_NGO_PAGE = 50;

// Every table is read a page at a time: `initialPageParam` null reads the first page, each page's
// `next` the one after it (null: that was the last). staleTime 0: coming back to the dashboard
// (after editing a donor record, say) reads the tables again, showing the rows read before
// meanwhile, so a change made elsewhere is never hidden.

export const donorRecordsQuery = infiniteQueryOptions({
  queryKey: [...ADMIN_KEY, 'donors'],
  queryFn: async ({ pageParam }: { pageParam: string | null }): Promise<Rows<Donor, string>> => {
    const page = await listDonors({ after: pageParam });
    return { items: page.donors, next: page.next };
  },
  initialPageParam: null,
  getNextPageParam: (page) => page.next,
  staleTime: 0,
});

export const ngoRecordsQuery = infiniteQueryOptions({
  queryKey: [...ADMIN_KEY, 'ngos'],
  queryFn: async ({ pageParam }: { pageParam: NgoCursor | null }): Promise<Rows<Ngo, NgoCursor>> => {
    const page = await listNgos({ pageSize: ADMIN_NGO_PAGE, after: pageParam });
    return { items: page.ngos, next: page.next };
  },
  initialPageParam: null,
  getNextPageParam: (page) => page.next,
  staleTime: 0,
});

/** The dashboard's figures, counted by the server each time it is read: NGOs waiting, donations today, offers waiting. */
export const figuresQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'figures'],
  queryFn: async () => {
    const now = new Date();
    const [ngosWaiting, donationsToday, offersWaiting] = await Promise.all([
      countNgosWaiting(),
      countDonationsSince(startOfIndianDay(now)),
      countOffersWaiting(now),
    ]);
    return { ngosWaiting, donationsToday, offersWaiting };
  },
  staleTime: 0,
});

/** Every search of the queue sits under this key, so a change to one NGO edits them all. */
export const QUEUE_KEY = [...ADMIN_KEY, 'queue'] as const;

/** The NGOs awaiting verification, waiting longest first, or those the search finds (by name, email or PIN). */
export const queueQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...QUEUE_KEY, search],
    queryFn: ({ pageParam }: { pageParam: QueueCursor | null }) => listNgoQueue({ search, after: pageParam }),
    initialPageParam: null,
    getNextPageParam: (page) => page.next,
    staleTime: 0,
  });

/**
 * After an NGO was verified, unverified or deleted anywhere on the dashboard: it leaves the queue
 * (every search of it) and the 'To re-verify' list, the NGO table shows it as it now is (or no
 * more), and the figures are counted again.
 */
export function afterNgoChange(queryClient: QueryClient, id: string, now: Partial<Ngo> | 'deleted') {
  const away = editRows((items: Ngo[]) => items.filter((n) => n.id !== id));
  queryClient.setQueriesData({ queryKey: QUEUE_KEY }, away);
  queryClient.setQueryData(reverifyQuery.queryKey, away);
  queryClient.setQueryData(
    ngoRecordsQuery.queryKey,
    now === 'deleted' ? away : editRows((items: Ngo[]) => items.map((n) => (n.id === id ? { ...n, ...now } : n))),
  );
  void queryClient.invalidateQueries({ queryKey: figuresQuery.queryKey });
}

/** The NGOs whose owner changed their name, email or address since they were verified. */
export const reverifyQuery = infiniteQueryOptions({
  queryKey: [...ADMIN_KEY, 'reverify'],
  queryFn: ({ pageParam }: { pageParam: string | null }) => listNgosToReverify({ after: pageParam }),
  initialPageParam: null,
  getNextPageParam: (page) => page.next,
  staleTime: 0,
});

/** A suspended account as a table row: its uid is its id. */
export type SuspensionRow = SuspendedAccount & { id: string };

export const suspensionsQuery = infiniteQueryOptions({
  queryKey: [...ADMIN_KEY, 'suspensions'],
  queryFn: async ({
    pageParam,
  }: {
    pageParam: SuspensionCursor | null;
  }): Promise<Rows<SuspensionRow, SuspensionCursor>> => {
    const page = await listSuspensions({ after: pageParam });
    return { items: page.items.map((s) => ({ ...s, id: s.uid })), next: page.next };
  },
  initialPageParam: null,
  getNextPageParam: (page) => page.next,
  staleTime: 0,
});

export const messagesQuery = infiniteQueryOptions({
  queryKey: [...ADMIN_KEY, 'messages'],
  queryFn: ({ pageParam }: { pageParam: InboxCursor | null }) => listContactMessages({ after: pageParam }),
  initialPageParam: null,
  getNextPageParam: (page) => page.next,
  staleTime: 0,
});

export const subscribersQuery = infiniteQueryOptions({
  queryKey: [...ADMIN_KEY, 'subscribers'],
  queryFn: ({ pageParam }: { pageParam: InboxCursor | null }) => listSubscribers({ after: pageParam }),
  initialPageParam: null,
  getNextPageParam: (page) => page.next,
  staleTime: 0,
});

/** An updater for setQueryData that edits the records of every page read so far. */
export function editRows<T>(edit: (items: T[]) => T[]) {
  return <P extends { items: T[] }>(data: InfiniteData<P> | undefined) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: edit(page.items) })) };
}
