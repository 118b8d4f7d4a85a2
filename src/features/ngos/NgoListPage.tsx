import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { FlashMessage } from '../../components/FlashMessage';
import { Button } from '../../components/Button';
import { Field, Select } from '../../components/Field';
import { Form } from '../../components/Form';
import { LoadMore } from '../../components/LoadMore';
import { SavedOffline } from '../../components/SavedOffline';
import { TIME_SLOTS } from '../../config/limits.js';
import { msg, useT } from '../../i18n';
import { ngoDirectoryQueries } from '../../lib/queries/ngo-directory';
import { toFailure } from '../../services/errors';
import { DIRECTORY_PAGE_SIZE } from '../../services/ngo-first-page';
import { isTimeSlot, type Ngo, type TimeSlot } from '../../services/ngo-model';
import { searchTermOf } from '../../services/search-keywords.js';
import { NgoCard, NgoCardSkeleton, SLOT_LABELS } from './NgoCard';

/** The page /ngoList's HTML asks for before the app starts (services/ngo-first-page.ts). */
export const NGO_PAGE_SIZE = DIRECTORY_PAGE_SIZE;
export const SEARCH_DEBOUNCE_MS = 250;

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
  return useInfiniteQuery(ngoDirectoryQueries.pages(term, slot));
}

/**
 * One page's cards, with how many members each NGO has in its team and its record of pickups (a
 * query each per page, after the cards have painted; none shown while unknown).
 */
function PageCards({ ngos }: { ngos: Ngo[] }) {
  const ids = ngos.map((ngo) => ngo.id);
  const counts = useQuery(ngoDirectoryQueries.teamCounts(ids)).data ?? {};
  const records = useQuery(ngoDirectoryQueries.records(ids)).data ?? {};
  return ngos.map((ngo) => <NgoCard key={ngo.id} ngo={ngo} volunteers={counts[ngo.id]} record={records[ngo.id]} />);
}

/** The status line's sentence for what is shown (a count > 0). */
const SHOWING = {
  all: msg('ngos.list.showing'),
  allMore: msg('ngos.list.showingMore'),
  matches: msg('ngos.list.showingMatches'),
  matchesMore: msg('ngos.list.showingMatchesMore'),
} as const;

/** 'Sort by distance': its code (and the PIN table's) loads only when a visitor asks for it. */
const NearMeList = lazy(() => import('./NearMeList'));

export function NgoListPage() {
  const t = useT();
  const [nearMe, setNearMe] = useState(false);
  const [search, setSearch] = useState('');
  const [slot, setSlot] = useState<TimeSlot | ''>('');
  const term = useDebounced(searchTermOf(search), SEARCH_DEBOUNCE_MS);
  const pages = useNgoPages(term, slot);

  // Pending both in the build-time render and in the browser's first one, so the two match.
  const ngos = pages.data?.pages.flatMap((page) => page.ngos) ?? [];
  // The server was out of reach: the list last seen on this device, saying when it was saved.
  const savedAt = pages.data?.pages[0]?.savedAt ?? null;
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

  const slotOptions = [
    { value: '', label: t('ngos.search.anyTime') },
    ...TIME_SLOTS.map((value) => ({ value, label: t(SLOT_LABELS[value]) })),
  ];
  const searchedFor = search.trim() || (slot ? t(SLOT_LABELS[slot]) : '');
  const count = ngos.length;
  let statusText = '';
  if (!ready && !listFailure) statusText = t('ngos.list.loading');
  else if (count > 0) {
    const showing = searching
      ? pages.hasNextPage
        ? SHOWING.matchesMore
        : SHOWING.matches
      : pages.hasNextPage
        ? SHOWING.allMore
        : SHOWING.all;
    statusText = t(showing, { count });
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('ngos.list.title')}</h1>
        <p className="mt-3 text-lg text-stone-700">{t('ngos.list.intro')}</p>
      </header>

      <FlashMessage className="mt-6" />

      <Form role="search" className="mt-8 grid gap-4 md:grid-cols-[1fr_14rem]" onSubmit={(e) => e.preventDefault()}>
        <Field
          label={t('ngos.search.label')}
          hint={t('ngos.search.hint')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Select
          label={t('ngos.search.slot')}
          value={slot}
          options={slotOptions}
          onChange={(e) => setSlot(isTimeSlot(e.target.value) ? e.target.value : '')}
        />
      </Form>

      {!nearMe && (
        <Button variant="secondary" className="mt-4" onClick={() => setNearMe(true)}>
          {t('nearMe.toggle')}
        </Button>
      )}

      {nearMe && (
        <Suspense fallback={<p className="mt-8 text-stone-600">{t('nearMe.loading')}</p>}>
          <NearMeList term={term} slot={slot} pageSize={NGO_PAGE_SIZE} onBack={() => setNearMe(false)} />
        </Suspense>
      )}

      <section aria-labelledby="ngo-results" className="mt-8 min-h-[60vh]" hidden={nearMe}>
        <h2 id="ngo-results" className="sr-only">
          {t('ngos.list.heading')}
        </h2>
        <p role="status" className="mb-4 min-h-6 text-sm text-stone-600">
          {statusText}
        </p>
        {savedAt && <SavedOffline savedAt={savedAt} shown className="mb-4" />}

        {!ready && !listFailure && (
          <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <NgoCardSkeleton key={i} />
            ))}
          </ul>
        )}

        {listFailure && (
          <ErrorAlert onRetry={() => void pages.refetch()}>
            {t('ngos.list.loadFailed', { reason: listFailure.message })}
          </ErrorAlert>
        )}

        {ready && count === 0 && (
          <div className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            {searching ? (
              <>
                <p className="text-lg font-semibold text-stone-900">
                  {t('ngos.list.noMatch', { search: searchedFor })}
                </p>
                <p className="mt-2 text-stone-700">{t('ngos.list.noMatchHint')}</p>
                <Button variant="secondary" className="mt-4" onClick={clearSearch}>
                  {t('ngos.list.clearSearch')}
                </Button>
              </>
            ) : (
              <p className="text-lg font-semibold text-stone-900">{t('ngos.list.empty')}</p>
            )}
          </div>
        )}

        {ready && count > 0 && (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {pages.data?.pages.map((page, i) => (
                <PageCards key={i} ngos={page.ngos} />
              ))}
            </ul>
            {pages.hasNextPage && (
              <LoadMore
                what={t('ngos.list.loadMoreWhat')}
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
