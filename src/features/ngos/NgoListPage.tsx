import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { FlashMessage } from '../../components/FlashMessage';
import { Button } from '../../components/Button';
import { Field, Select } from '../../components/Field';
import { Form } from '../../components/Form';
import { LoadMore } from '../../components/LoadMore';
import { TIME_SLOTS } from '../../config/limits.js';
import { toFailure } from '../../services/errors';
import { listNgos } from '../../services/ngo-directory';
import { isTimeSlot, type NgoCursor, type TimeSlot } from '../../services/ngo-model';
import { searchTermOf } from '../../services/search-keywords.js';
import { NgoCard, NgoCardSkeleton } from './NgoCard';

export const NGO_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 250;

const SLOT_OPTIONS = [{ value: '', label: 'Any time' }, ...TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))];

/** The value, once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The directory, a page at a time, for one search: its key names the search, so each search keeps
 * its own pages and going back to one already made shows it at once.
 */
function useNgoPages(term: string, slot: TimeSlot | '') {
  return useInfiniteQuery({
    queryKey: ['ngos', { term, slot }],
    queryFn: ({ pageParam }) =>
      listNgos({ search: term, slot, ...(pageParam ? { after: pageParam } : {}), pageSize: NGO_PAGE_SIZE }),
    initialPageParam: null as NgoCursor | null,
    getNextPageParam: (page) => page.next,
  });
}

export function NgoListPage() {
  const [search, setSearch] = useState('');
  const [slot, setSlot] = useState<TimeSlot | ''>('');
  const term = useDebounced(searchTermOf(search), SEARCH_DEBOUNCE_MS);
  const pages = useNgoPages(term, slot);

  // Pending both in the build-time render and in the browser's first one, so the two match.
  const ngos = pages.data?.pages.flatMap((page) => page.ngos) ?? [];
  const ready = pages.data !== undefined;
  // A failed first page fails the list (until Retry reads it again); a failed later page keeps the
  // cards and LoadMore says so.
  const listFailure = pages.isError && !ready && !pages.isFetching ? toFailure(pages.error) : null;
  const moreFailure = pages.isFetchNextPageError ? toFailure(pages.error) : null;
  const searching = term !== '' || slot !== '';

  const clearSearch = () => {
    setSearch('');
    setSlot('');
  };

  const searchedFor = search.trim() || slot;
  const count = ngos.length;
  let statusText = '';
  if (!ready && !listFailure) statusText = 'Loading NGOs…';
  else if (count > 0) {
    statusText = `Showing ${count} ${count === 1 ? 'NGO' : 'NGOs'}${searching ? ` that ${count === 1 ? 'matches' : 'match'} your search` : ''}${pages.hasNextPage ? ' — more below' : ''}.`;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">Find an NGO and fight hunger</h1>
        <p className="mt-3 text-lg text-stone-700">
          Every plate of surplus food can feed someone tonight. These NGOs collect food and bring it to people who need
          it — choose one near you and offer what you have.
        </p>
      </header>

      <FlashMessage className="mt-6" />

      <Form role="search" className="mt-8 grid gap-4 md:grid-cols-[1fr_14rem]" onSubmit={(e) => e.preventDefault()}>
        <Field
          label="Search NGOs by name, city or address"
          hint="Type at least 2 letters, for example a city or part of a name."
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Select
          label="Time slot"
          value={slot}
          options={SLOT_OPTIONS}
          onChange={(e) => setSlot(isTimeSlot(e.target.value) ? e.target.value : '')}
        />
      </Form>

      <section aria-labelledby="ngo-results" className="mt-8 min-h-[60vh]">
        <h2 id="ngo-results" className="sr-only">
          NGOs
        </h2>
        <p role="status" className="mb-4 min-h-6 text-sm text-stone-600">
          {statusText}
        </p>

        {!ready && !listFailure && (
          <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <NgoCardSkeleton key={i} />
            ))}
          </ul>
        )}

        {listFailure && (
          <ErrorAlert onRetry={() => void pages.refetch()}>
            We could not load the NGOs. {listFailure.message}
          </ErrorAlert>
        )}

        {ready && count === 0 && (
          <div className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            {searching ? (
              <>
                <p className="text-lg font-semibold text-stone-900">No NGO matches “{searchedFor}”.</p>
                <p className="mt-2 text-stone-700">Try another word, such as a city or part of the NGO’s name.</p>
                <Button variant="secondary" className="mt-4" onClick={clearSearch}>
                  Clear search
                </Button>
              </>
            ) : (
              <p className="text-lg font-semibold text-stone-900">No NGOs have joined yet. Please check back soon.</p>
            )}
          </div>
        )}

        {ready && count > 0 && (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {ngos.map((ngo) => (
                <NgoCard key={ngo.id} ngo={ngo} />
              ))}
            </ul>
            {pages.hasNextPage && (
              <LoadMore
                what="NGOs"
                onMore={() => void pages.fetchNextPage()}
                pending={pages.isFetchingNextPage}
                failure={moreFailure}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
