import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { startOfIndianDay } from '../dates';
import { countDonationsSince, countOffersWaiting } from '../../services/donation-counts';
import { listContactMessages, listSubscribers, onceEachAddress, type InboxCursor } from '../../services/inbox';
import { countNgosWaiting, listNgoQueue, listNgosToReverify, type QueueCursor } from '../../services/ngo-admin';
import { listNgos, type Ngo, type NgoCursor } from '../../services/ngos';
import { listSuspensions, type SuspendedAccount, type SuspensionCursor } from '../../services/suspensions';
import { listAuditEntries, type AuditAction, type AuditCursor, type AuditEntry } from '../../services/audit';
import { adminKeys } from './keys';
import type { Rows } from './rows';

/** How many NGOs the admin table reads at a time ('Load more NGOs' reads the next ones). */
export const ADMIN_NGO_PAGE = 50;

/** A suspended account as a table row: its uid is its id. */
export type SuspensionRow = SuspendedAccount & { id: string };

// Every table is read a page at a time: `initialPageParam` null reads the first page, each page's
// `next` the one after it (null: that was the last). staleTime 0: coming back to the dashboard
// (after editing a donor record, say) reads the tables again, showing the rows read before
// meanwhile, so a change made elsewhere is never hidden. The donors' table is donorQueries.list().

/** The admin dashboard's reads, all under adminKeys.all. */
export const adminQueries = {
  /** The dashboard's figures, counted by the server each time it is read: NGOs waiting, donations today, offers waiting. */
  figures: () =>
    queryOptions({
      queryKey: adminKeys.figures(),
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
    }),

  /** Every NGO profile, a page at a time. */
  ngos: () =>
    infiniteQueryOptions({
      queryKey: adminKeys.ngos(),
      queryFn: async ({ pageParam }: { pageParam: NgoCursor | null }): Promise<Rows<Ngo, NgoCursor>> => {
        const page = await listNgos({ pageSize: ADMIN_NGO_PAGE, after: pageParam });
        return { items: page.ngos, next: page.next };
      },
      initialPageParam: null,
      getNextPageParam: (page) => page.next,
      staleTime: 0,
    }),

  /** The NGOs awaiting verification, waiting longest first, or those the search finds (by name, email or PIN). */
  queue: (search: string) =>
    infiniteQueryOptions({
      queryKey: adminKeys.queue(search),
      queryFn: ({ pageParam }: { pageParam: QueueCursor | null }) => listNgoQueue({ search, after: pageParam }),
      initialPageParam: null,
      getNextPageParam: (page) => page.next,
      staleTime: 0,
    }),

  /** The NGOs whose owner changed their name, email, address or logo since they were verified. */
  reverify: () =>
    infiniteQueryOptions({
      queryKey: adminKeys.reverify(),
      queryFn: ({ pageParam }: { pageParam: string | null }) => listNgosToReverify({ after: pageParam }),
      initialPageParam: null,
      getNextPageParam: (page) => page.next,
      staleTime: 0,
    }),

  suspensions: () =>
    infiniteQueryOptions({
      queryKey: adminKeys.suspensions(),
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
    }),

  /** The audit log, latest first: '' for every action, or every admin. */
  audit: (action: AuditAction | '', by: string) =>
    infiniteQueryOptions({
      queryKey: adminKeys.audit(action, by),
      queryFn: ({ pageParam }: { pageParam: AuditCursor | null }): Promise<Rows<AuditEntry, AuditCursor>> =>
        listAuditEntries({ action: action || undefined, by: by || undefined }, { after: pageParam }),
      initialPageParam: null,
      getNextPageParam: (page) => page.next,
      staleTime: 0,
    }),

  messages: () =>
    infiniteQueryOptions({
      queryKey: adminKeys.messages(),
      queryFn: ({ pageParam }: { pageParam: InboxCursor | null }) => listContactMessages({ after: pageParam }),
      initialPageParam: null,
      getNextPageParam: (page) => page.next,
      staleTime: 0,
    }),

  subscribers: () =>
    infiniteQueryOptions({
      queryKey: adminKeys.subscribers(),
      queryFn: ({ pageParam }: { pageParam: InboxCursor | null }) => listSubscribers({ after: pageParam }),
      initialPageParam: null,
      getNextPageParam: (page) => page.next,
      // Each address once, at its latest subscription, across every page loaded (the pages and
      // their cursors stay as read).
      select: (data) => ({ ...data, pages: onceEachAddress(data.pages) }),
      staleTime: 0,
    }),
};
