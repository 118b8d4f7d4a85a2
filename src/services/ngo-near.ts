/**
 * /ngoList 'near me': the NGOs whose place lies near a point, with their distance (docs/geo.md).
 * Loaded only when a visitor asks for it, so the list's first load carries none of it. Reads with
 * Firestore Lite, as the A–Z list does: one request per geohash range of coverRanges(), each at
 * most LIST_LIMIT NGOs (the rules' list limit).
 */
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { LIST_LIMIT, NEAR_ME_RADII_KM } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { coverRanges, distanceKm, type LatLng } from './geo';
import { liteDb } from './ngo-directory';
import { collectsFrom, ngoFromData, ngoStanding, type Ngo } from './ngo-model';
import { recorded } from './query-record';

/** Requests per step of the search: coarse cells, as a visitor waits for each round. */
const NGO_RANGES = 8;

export interface NearbyNgo {
  ngo: Ngo;
  distanceKm: number;
}

/**
 * The NGOs that collect from here first (they receive offers and the point is within their own
 * radius), then the others that receive offers, then the rest; each group nearest first, and of two
 * at one distance, by name.
 */
export function sortNearby(list: readonly NearbyNgo[]): NearbyNgo[] {
  const rank = ({ ngo, distanceKm }: NearbyNgo) =>
    collectsFrom(ngo, distanceKm) ? 0 : ngoStanding(ngo) === 'receives' ? 1 : 2;
  return [...list].sort(
    (a, b) => rank(a) - rank(b) || a.distanceKm - b.distanceKm || a.ngo.nameOrg.localeCompare(b.ngo.nameOrg),
  );
}

/** The NGOs whose place is within `radiusKm` of `center` (each once), in sortNearby's order. */
export async function listNgosNear(center: LatLng, radiusKm: number): Promise<NearbyNgo[]> {
  const db = await liteDb();
  const snaps = await Promise.all(
    // A few coarse ranges: one request each, and NGOs are far fewer than offers.
    coverRanges(center, radiusKm, NGO_RANGES).map(([start, end]) =>
      getDocs(
        recorded(
          'ngos.near',
          query(
            collection(db, COLLECTIONS.ngos),
            where('location.geohash', '>=', start),
            where('location.geohash', '<=', end),
            limit(LIST_LIMIT),
          ),
        ),
      ),
    ),
  );
  const found = new Map<string, NearbyNgo>();
  for (const snap of snaps) {
    for (const d of snap.docs) {
      const ngo = ngoFromData(d.id, d.data());
      if (!ngo.location || found.has(ngo.id)) continue;
      const km = distanceKm(center, ngo.location);
      if (km <= radiusKm) found.set(ngo.id, { ngo, distanceKm: km });
    }
  }
  return sortNearby([...found.values()]);
}

/**
 * The NGOs near `center`, looking farther step by step (NEAR_ME_RADII_KM: 10, 25, 50, 100, 250 km)
 * until at least `enough` are found or the last step is reached. Says how far it looked.
 */
export async function findNgosNear(center: LatLng, enough: number): Promise<{ ngos: NearbyNgo[]; radiusKm: number }> {
  let ngos: NearbyNgo[] = [];
  let radiusKm = NEAR_ME_RADII_KM[0]!;
  for (radiusKm of NEAR_ME_RADII_KM) {
    ngos = await listNgosNear(center, radiusKm);
    if (ngos.length >= enough) break;
  }
  return { ngos, radiusKm };
}
