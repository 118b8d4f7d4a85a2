/**
 * The regular offers a board shows, live: the donor's own, or those addressed to the NGO; and
 * each running series' answered days from today (docs/series.md). Listeners only while shown.
 */
import { useEffect, useState } from 'react';
import { watchDonorSeries, watchNgoSeries, watchSeriesDays, type Series, type SeriesDay } from '../../services/series';
import { indiaDay } from '../../services/series-days';

export type SeriesList =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; series: Series[] };

/** The donor's series ('donor') or those addressed to the NGO ('ngo'), newest change first. */
export function useSeriesList(side: 'donor' | 'ngo', uid: string): SeriesList {
  const [list, setList] = useState<SeriesList>({ status: 'loading' });
  useEffect(() => {
    const watch = side === 'donor' ? watchDonorSeries : watchNgoSeries;
    return watch(
      uid,
      (series) =>
        setList({
          status: 'ready',
          series: [...series].sort((a, b) => (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0)),
        }),
      (error) => setList({ status: 'error', error }),
    );
  }, [side, uid]);
  return list;
}

/** The answered days from today of each series named, by series id. */
export function useSeriesDays(seriesIds: readonly string[]): ReadonlyMap<string, readonly SeriesDay[]> {
  const key = [...seriesIds].sort().join(',');
  const [days, setDays] = useState<ReadonlyMap<string, readonly SeriesDay[]>>(new Map());
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    const today = indiaDay();
    const stops = ids.map((id) =>
      watchSeriesDays(
        id,
        today,
        (answered) => setDays((before) => new Map(before).set(id, answered)),
        () => undefined, // a series the rules no longer show (ended, NGO inactive): its days stay as last seen
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [key]);
  return days;
}
