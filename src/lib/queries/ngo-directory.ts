import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextTask, whenIdle } from '../next-task';
import { listNgos, ngoRecordsOf, teamCountsOf } from '../../services/ngo-directory';
import { DIRECTORY_PAGE_SIZE } from '../../services/ngo-first-page';
import type { NgoCursor, TimeSlot } from '../../services/ngo-model';
import { ngoKeys } from './keys';

/**
 * /ngoList's pages, read through Firestore's lite SDK: apart from ngoQueries (./ngos.ts, the full
 * SDK) and ngoNearQueries (./ngo-near.ts, loaded with 'Sort by distance') so that /ngoList loads
 * neither. Their keys sit under ngoKeys all the same, so a saved NGO profile invalidates them.
 */
export const ngoDirectoryQueries = {
  /**
   * The directory, a page at a time, for one search: its key names the search, so each search
   * keeps its own pages and going back to one already made shows it at once.
   */
  pages: (term: string, slot: TimeSlot | '') =>
    infiniteQueryOptions({
      queryKey: ngoKeys.directory(term, slot),
      queryFn: async ({ pageParam }) => {
        // Not in the task that mounts the page (React runs its effects there, and the first read
        // also sets up Firestore): a cheap phone's main thread gets a breath in between.
        await nextTask();
        return listNgos({
          search: term,
          slot,
          ...(pageParam ? { after: pageParam } : {}),
          pageSize: DIRECTORY_PAGE_SIZE,
        });
      },
      initialPageParam: null as NgoCursor | null,
      getNextPageParam: (page) => page.next,
    }),
  /** How many members each NGO of a page has in its team (the cards show it; none when unknown). */
  teamCounts: (ids: readonly string[]) =>
    queryOptions({
      queryKey: ngoKeys.teamCounts(ids),
      // After the cards have painted: the counts are a detail, and must not slow the list down.
      queryFn: async () => {
        await whenIdle();
        return teamCountsOf(ids);
      },
      staleTime: 5 * 60_000,
      enabled: ids.length > 0,
    }),
  /** The NGOs' records of pickups ('Collected 97 % of 120 accepted pickups'), after the cards paint. */
  records: (ids: readonly string[]) =>
    queryOptions({
      queryKey: ngoKeys.records(ids),
      queryFn: async () => {
        await whenIdle();
        return ngoRecordsOf(ids);
      },
      staleTime: 5 * 60_000,
      enabled: ids.length > 0,
    }),
};
