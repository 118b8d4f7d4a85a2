import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { LoadMore } from '../../components/LoadMore';
import { Spinner } from '../../components/Spinner';
import { toFailure } from '../../services/errors';

/** The classes of every body cell of the admin tables. */
export const CELL = 'px-3 py-3 align-middle text-stone-800';

interface RecordsTableProps<T extends { id: string }> {
  /** The table's paged query: its pages so far, Retry (refetch) and 'Load more <what>' (fetchNextPage). */
  table: UseInfiniteQueryResult<InfiniteData<{ items: T[] }, unknown>>;
  /** The records, plural, for 'Load more donor records'. */
  what: string;
  caption: string;
  loading: string;
  failed: string;
  empty: string;
  columns: string[];
  /** One <tr> per record, numbered on across pages; its name cell is a row header. */
  row: (item: T, index: number) => ReactNode;
  /**
   * The table holds no control (a log to read): its scrolling box takes keyboard focus, so that a
   * keyboard scrolls a table wider than a phone's screen.
   */
  readOnly?: boolean;
}

/**
 * An admin table with its loading, failed (with Retry) and empty states, read a page at a time.
 * A failed first page (or Refresh List) shows the error in place of the table; a failed next page
 * keeps the rows shown and says so under them.
 */
export function RecordsTable<T extends { id: string }>({
  table,
  what,
  caption,
  loading,
  failed,
  empty,
  columns,
  row,
  readOnly = false,
}: RecordsTableProps<T>) {
  if (table.isPending) {
    return (
      <div className="flex items-center gap-3 rounded-card border border-stone-200 bg-white px-6 py-8 text-brand-700">
        <Spinner size={28} label={loading} />
        <span className="text-stone-700">{loading}…</span>
      </div>
    );
  }
  if (table.isError && !table.isFetchNextPageError) {
    return (
      <ErrorAlert onRetry={() => void table.refetch()} pending={table.isFetching}>
        {failed} {toFailure(table.error).message}
      </ErrorAlert>
    );
  }
  const items = table.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-8 text-center text-stone-700">
        {empty}
      </p>
    );
  }
  return (
    <>
      <div
        className="overflow-x-auto rounded-card border border-stone-200 bg-white shadow-sm"
        tabIndex={readOnly ? 0 : undefined}
        role={readOnly ? 'group' : undefined}
        aria-label={readOnly ? caption : undefined}
      >
        <table className="min-w-full divide-y divide-stone-200">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-3 text-left text-sm font-semibold whitespace-nowrap text-stone-900"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">{items.map(row)}</tbody>
        </table>
      </div>
      {table.hasNextPage && (
        <LoadMore
          what={what}
          named
          onMore={() => void table.fetchNextPage()}
          pending={table.isFetchingNextPage}
          failure={table.isFetchNextPageError ? toFailure(table.error) : null}
        />
      )}
    </>
  );
}
