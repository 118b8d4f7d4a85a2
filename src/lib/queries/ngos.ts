import { queryOptions, skipToken } from '@tanstack/react-query';
import { LIST_LIMIT, SERVICE_RADIUS_KM } from '../../config/limits.js';
import type { Place } from '../../services/geo';
import { collectsFrom, ngoStanding, type Ngo } from '../../services/ngo-model';
import { getMyNgo, getNgo, listNgos } from '../../services/ngos';
import { getNgoRecord } from '../../services/records';
import { ngoKeys } from './keys';

/** How far an NGO may collect at most: one farther than this from a place never covers it. */
export const FARTHEST_REACH_KM = SERVICE_RADIUS_KM.max;

/** Who would see an open offer from a place: the NGOs that collect from it, and the nearest others. */
export interface Reach {
  /** NGOs that receive offers and whose own radius covers the place, nearest first. */
  collectors: Ngo[];
  /** NGOs that receive offers but collect nearer home, nearest first (at most three). */
  nearestOthers: { ngo: Ngo; distanceKm: number }[];
}

/**
 * The NGO profiles' reads through the Firestore SDK. The directory's (the lite SDK's) are
 * ngoDirectoryQueries in ./ngo-directory.ts, kept apart so that /ngoList never loads this SDK.
 */
export const ngoQueries = {
  /** An NGO's profile (null: no such NGO). Donate Food, the donor's board and the NGO's board share it. */
  detail: (id: string) => queryOptions({ queryKey: ngoKeys.detail(id), queryFn: () => getNgo(id) }),

  /**
   * The signed-in NGO's own profile (null until it creates one): the same entry as detail(uid), as
   * its id is its uid, so a save that invalidates one refreshes both.
   */
  mine: (uid: string | null) =>
    queryOptions({ queryKey: ngoKeys.detail(uid), queryFn: uid ? () => getMyNgo(uid) : skipToken }),

  /** An NGO's record of pickups (Donate Food shows its share collected from the 10th). */
  record: (id: string) =>
    queryOptions({ queryKey: ngoKeys.record(id), queryFn: () => getNgoRecord(id), staleTime: 5 * 60_000 }),

  /** The NGO filter's names: the first page of the directory. */
  names: () =>
    queryOptions({
      queryKey: ngoKeys.names(),
      queryFn: async () =>
        (await listNgos({ pageSize: LIST_LIMIT })).ngos.map((n) => ({ id: n.id, name: n.nameOrg || n.id })),
    }),

  /**
   * The NGOs within the farthest any NGO collects (50 km) of the place, read once per place: the
   * directory's own 'near' search (loaded only when an open offer has a place).
   */
  reach: (place: Place) =>
    queryOptions({
      queryKey: ngoKeys.reach(place.geohash),
      queryFn: async (): Promise<Reach> => {
        const { listNgosNear } = await import('../../services/ngo-near');
        const near = await listNgosNear(place, FARTHEST_REACH_KM);
        return {
          collectors: near.filter((n) => collectsFrom(n.ngo, n.distanceKm)).map((n) => n.ngo),
          nearestOthers: near
            .filter((n) => ngoStanding(n.ngo) === 'receives' && !collectsFrom(n.ngo, n.distanceKm))
            .slice(0, 3),
        };
      },
      staleTime: 5 * 60_000,
    }),
};
