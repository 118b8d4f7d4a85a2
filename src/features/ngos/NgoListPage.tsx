import { useEffect, useState } from 'react';
import { Alert } from '../../components/Alert';
import { FlashMessage } from '../../components/FlashMessage';
import { Button } from '../../components/Button';
import { Field, Select } from '../../components/Field';
import { LoadMore } from '../../components/LoadMore';
import { friendlyError } from '../../services/errors';
import { listNgos } from '../../services/ngo-directory';
import { TIME_SLOTS, isTimeSlot, type Ngo, type NgoCursor, type TimeSlot } from '../../services/ngo-model';
import { searchTermOf } from '../../services/search-keywords.js';
import { NgoCard, NgoCardSkeleton } from './NgoCard';
import { Form } from '../../components/Form';

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

interface ListState {
  /** Which search this state answers; while it differs from the current one, the list is loading. */
  key: string;
  ngos: Ngo[];
  next: NgoCursor | null;
  error: string | null;
}

export function NgoListPage() {
  const [search, setSearch] = useState('');
  const [slot, setSlot] = useState<TimeSlot | ''>('');
  const term = useDebounced(searchTermOf(search), SEARCH_DEBOUNCE_MS);
  const [attempt, setAttempt] = useState(0);
  const key = `${term}\u0000${slot}\u0000${attempt}`;

  const [list, setList] = useState<ListState | null>(null);

  useEffect(() => {
    let current = true;
    listNgos({ search: term, slot, pageSize: NGO_PAGE_SIZE }).then(
      (page) => {
        if (current) setList({ key, ngos: page.ngos, next: page.next, error: null });
      },
      (error: unknown) => {
        if (current) setList({ key, ngos: [], next: null, error: friendlyError(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, term, slot]);

  const ready = list !== null && list.key === key;
  const searching = term !== '' || slot !== '';

  // A failure is shown by LoadMore, with Retry; the cards already shown stay.
  const loadMore = async () => {
    if (!list?.next) return;
    const answering = list.key;
    const page = await listNgos({ search: term, slot, after: list.next, pageSize: NGO_PAGE_SIZE });
    setList((prev) =>
      prev && prev.key === answering ? { ...prev, ngos: [...prev.ngos, ...page.ngos], next: page.next } : prev,
    );
  };

  const clearSearch = () => {
    setSearch('');
    setSlot('');
  };

  const searchedFor = search.trim() || slot;
  let statusText = 'Loading NGOs…';
  if (ready) {
    const count = list.ngos.length;
    statusText =
      list.error || count === 0
        ? ''
        : `Showing ${count} ${count === 1 ? 'NGO' : 'NGOs'}${searching ? ` that ${count === 1 ? 'matches' : 'match'} your search` : ''}${list.next ? ' — more below' : ''}.`;
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

        {!ready && (
          <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <NgoCardSkeleton key={i} />
            ))}
          </ul>
        )}

        {ready && list.error && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </Button>
            }
          >
            We could not load the NGOs. {list.error}
          </Alert>
        )}

        {ready && !list.error && list.ngos.length === 0 && (
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

        {ready && !list.error && list.ngos.length > 0 && (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.ngos.map((ngo) => (
                <NgoCard key={ngo.id} ngo={ngo} />
              ))}
            </ul>
            {list.next && <LoadMore key={list.key} what="NGOs" onMore={loadMore} />}
          </>
        )}
      </section>
    </div>
  );
}
