import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadMore } from '../../components/LoadMore';
import { LocationField } from '../../components/LocationField';
import { useT } from '../../i18n';
import { ngoNearQueries } from '../../lib/queries/ngo-near';
import { ngoDirectoryQueries } from '../../lib/queries/ngo-directory';
import { toFailure } from '../../services/errors';
import type { Place } from '../../services/geo';
import { placeFinder } from '../../services/locate';
import type { TimeSlot } from '../../services/ngo-model';
import type { NearbyNgo } from '../../services/ngo-near';
import { NgoCard } from './NgoCard';

interface NearMeListProps {
  /** The search box's term (already cut to its first word, lower case), or ''. */
  term: string;
  slot: TimeSlot | '';
  pageSize: number;
  onBack: () => void;
}

/** Whether an NGO matches the search box and the time slot, as the A–Z list would find it. */
function matches({ ngo }: NearbyNgo, term: string, slot: TimeSlot | ''): boolean {
  if (slot && ngo.time !== slot) return false;
  if (!term) return true;
  return [ngo.nameOrg, ngo.name, ngo.city, ngo.address].some((text) => text.toLowerCase().includes(term));
}

/**
 * /ngoList sorted by distance from a PIN code or the visitor's location: verified NGOs first, then
 * the nearest, each card saying how far. Looks farther step by step until it has a page. Loaded
 * only when the visitor asks for it (with the PIN table and the geohash code it needs).
 */
export default function NearMeList({ term, slot, pageSize, onBack }: NearMeListProps) {
  const t = useT();
  const [place, setPlace] = useState<Place | null>(null);
  const [shownCount, setShownCount] = useState(pageSize);
  const near = useQuery(ngoNearQueries.list(place, pageSize));
  const where = place?.pin ? t('nearMe.wherePin', { pin: place.pin }) : t('nearMe.wherePoint');
  const found = near.data ? near.data.ngos.filter((n) => matches(n, term, slot)) : [];
  const shown = found.slice(0, shownCount);
  // Each card's record of pickups, as the directory's pages show it (after the cards paint).
  const records = useQuery(ngoDirectoryQueries.records(shown.map(({ ngo }) => ngo.id))).data ?? {};
  const failure = near.isError ? toFailure(near.error) : null;

  return (
    <section aria-labelledby="near-me-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="near-me-heading" className="text-xl font-bold text-stone-900">
          {t('nearMe.heading')}
        </h2>
        <Button variant="secondary" onClick={onBack}>
          {t('nearMe.back')}
        </Button>
      </div>
      <div className="mt-4 rounded-card border border-stone-200 bg-white p-4">
        <LocationField
          finder={placeFinder}
          legend={t('nearMe.legend')}
          hint={t('nearMe.hint')}
          value={place}
          onChange={(next) => {
            setPlace(next);
            setShownCount(pageSize);
          }}
        />
      </div>

      <p role="status" className="mt-6 mb-4 min-h-6 text-sm text-stone-600">
        {near.isFetching
          ? t('nearMe.loading')
          : near.data
            ? t('nearMe.showing', { count: found.length, radius: near.data.radiusKm, where })
            : ''}
      </p>
      {failure && (
        <ErrorAlert onRetry={() => void near.refetch()}>
          {t('nearMe.loadFailed', { reason: failure.message })}
        </ErrorAlert>
      )}
      {near.data && found.length === 0 && (
        <p className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-lg font-semibold text-stone-900">
          {t('nearMe.none', { radius: near.data.radiusKm, where })}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map(({ ngo, distanceKm }) => (
            <NgoCard key={ngo.id} ngo={ngo} distanceKm={distanceKm} record={records[ngo.id]} />
          ))}
        </ul>
      )}
      {found.length > shown.length && (
        <LoadMore
          what={t('nearMe.moreWhat')}
          onMore={() => setShownCount((n) => n + pageSize)}
          pending={false}
          failure={null}
        />
      )}
      {near.data && <p className="mt-6 text-sm text-stone-600">{t('nearMe.unplaced')}</p>}
    </section>
  );
}
