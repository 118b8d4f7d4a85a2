import { queryOptions } from '@tanstack/react-query';
import type { Place } from '../../services/geo';
import { findNgosNear } from '../../services/ngo-near';
import { ngoKeys } from './keys';

/**
 * /ngoList sorted by distance: apart from ngoDirectoryQueries so that its code (and the geohash
 * code it needs) loads only when a visitor asks for it.
 */
export const ngoNearQueries = {
  /** The NGOs nearest a place, looking farther until it has `enough` (nothing is read without a place). */
  list: (place: Place | null, enough: number) =>
    queryOptions({
      queryKey: ngoKeys.near(place?.geohash ?? ''),
      queryFn: () => findNgosNear(place as Place, enough),
      enabled: place !== null,
    }),
};
