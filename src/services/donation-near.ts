/**
 * Open offers near a place, live: the geohash ranges that cover a circle, each range's listener,
 * and an NGO's board of the open offers within its service radius (docs/geo.md).
 */
import { disableNetwork, enableNetwork, limit, onSnapshot, query, where } from 'firebase/firestore';
import { LIST_LIMIT } from '../config/limits.js';
import { db } from './db';
import { vegOnlyMayTake, type Donation, type ErrorListener, type Unsubscribe } from './donation-model';
import { donations } from './donation-refs';
import { errorCode } from './errors';
import { cellsNear, coverRanges, distanceKm, type GeohashRange, type LatLng } from './geo';
import { watchNgo } from './ngos';
import { recorded } from './query-record';

/**
 * The open offers whose pickup lies within `radiusKm` of `center`, nearest first, live: one query
 * per geohash range of coverRanges(), each also naming the whole-degree cells the circle meets
 * (cellsNear: the rules allow open-offer lists only as such a range, in cells around the NGO's own
 * place, and a page; a range whose page is full reads on from its last offer — see watchRange), offers outside
 * the circle dropped. Reports as each range answers, so the first cards show
 * before the last range is in — `meta.fromCache` stays true until every range has the server's
 * answer — then on every change; `meta.read` is how many documents the ranges returned, which is
 * what the board costs.
 */
export function watchOpenOffersNear(
  center: LatLng,
  radiusKm: number,
  onData: (offers: NearbyOffer[], meta: NearbyMeta) => void,
  onError: ErrorListener,
): Unsubscribe {
  let roots: RangeWatch[] = [];
  const report = () => {
    const watches = roots.flatMap(chainOf);
    const answered = watches.flatMap((watch) => (watch.docs ? [watch.docs] : []));
    onData(nearbyOffers(answered, center, radiusKm), {
      // Until every range has the server's answer, what is shown is not yet the whole list.
      fromCache: answered.length < watches.length || watches.some((watch) => watch.fromCache),
      read: answered.reduce((sum, docs) => sum + docs.length, 0),
    });
  };
  const cells = cellsNear(center, radiusKm);
  roots = coverRanges(center, radiusKm).map((range) => watchRange(range, cells, report, onError));
  return () => roots.forEach((watch) => watch.stop());
}

/** One range's listener, and — while its page is full — the listener for the rest of the range. */
interface RangeWatch {
  start: string;
  docs: Donation[] | undefined;
  fromCache: boolean;
  rest: RangeWatch | null;
  stop(): void;
}

function chainOf(watch: RangeWatch): RangeWatch[] {
  return watch.rest ? [watch, ...chainOf(watch.rest)] : [watch];
}

/**
 * Open offers whose pickup geohash lies in [start, end], live, a page (LIST_LIMIT) at a time: when
 * the page is full, the rest of the range — from the last geohash on the page — is watched too, and
 * follows that geohash as offers come and go, so a crowded range loses none. (It starts at the last
 * geohash rather than after it so offers sharing it are not skipped; the one read twice is dropped
 * by id. A page of offers all at one geohash, about a metre, is the one case it stops at.)
 */
function watchRange(
  [start, end]: GeohashRange,
  cells: readonly number[],
  changed: () => void,
  onError: ErrorListener,
): RangeWatch {
  const watch: RangeWatch = {
    start,
    docs: undefined,
    fromCache: true,
    rest: null,
    stop: () => {
      stopQuery();
      watch.rest?.stop();
    },
  };
  const stopQuery = onSnapshot(
    recorded(
      'donations.openNear',
      query(
        donations(),
        where('ngoId', '==', null),
        where('status', '==', 'offered'),
        where('pickup.cell', 'in', [...cells]),
        where('pickup.geohash', '>=', start),
        where('pickup.geohash', '<=', end),
        limit(LIST_LIMIT),
      ),
    ),
    { includeMetadataChanges: true },
    (snap) => {
      watch.docs = snap.docs.map((d) => d.data());
      watch.fromCache = snap.metadata.fromCache;
      const last = snap.size >= LIST_LIMIT ? watch.docs[watch.docs.length - 1]?.pickup?.geohash : undefined;
      const restFrom = last !== undefined && last > start ? last : null;
      if ((watch.rest?.start ?? null) !== restFrom) {
        watch.rest?.stop();
        watch.rest = restFrom === null ? null : watchRange([restFrom, end], cells, changed, onError);
      }
      changed();
    },
    onError,
  );
  return watch;
}

/**
 * The offers the ranges returned that lie within `radiusKm` of `center` (each once), with their
 * distance, nearest first; of two at the same distance, the newer first.
 */
export function nearbyOffers(answers: readonly Donation[][], center: LatLng, radiusKm: number): NearbyOffer[] {
  const seen = new Map<string, NearbyOffer>();
  for (const offer of answers.flat()) {
    if (!offer.pickup || seen.has(offer.id)) continue;
    const km = distanceKm(center, offer.pickup);
    if (km <= radiusKm) seen.set(offer.id, { ...offer, distanceKm: km });
  }
  return [...seen.values()].sort(
    (a, b) => a.distanceKm - b.distanceKm || (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
  );
}
/**
 * Closes this device's connection to Firestore and opens it again, so the server forgets at once
 * every listener already stopped here. Stopping an NGO's range listeners sends one 'remove' each;
 * if any write to donations reaches the server before it has handled them all, the emulator re-runs
 * the listeners not yet removed under rules that now refuse them, and its connection then stops
 * sending anything — the NGO's board never heard the donor cancel (tests/integration, 'an NGO an
 * admin un-verifies'). A closed connection leaves nothing to re-run; the listeners still wanted
 * resume on the new one where they were, and writes waiting to be sent stay queued. It happens
 * only when an NGO loses the right to read open offers: rare, and one reconnect.
 */
async function dropStoppedListeners(): Promise<void> {
  try {
    await disableNetwork(db());
  } finally {
    await enableNetwork(db());
  }
}

/** What watchOpenOffersFor reports while the NGO may not take open offers. */
export const NOT_ACTIVE = 'not-active';

/**
 * What watchOpenOffersFor reports while the NGO has no location on its profile: open offers reach
 * an NGO only within its service radius, so it sees none until it sets one.
 */
export const NO_LOCATION = 'no-location';

/** An open offer as an NGO's board lists it: with how far its pickup is from the NGO. */
export type NearbyOffer = Donation & { distanceKm: number };

/** How a list of nearby offers was read: from the local cache or not, and how many documents the queries returned. */
export interface NearbyMeta {
  fromCache: boolean;
  /** Documents the range queries returned (before dropping those outside the radius): the reads it cost. */
  read: number;
}

/**
 * The open offers for the NGO `uid`, live: those whose pickup lies within its service radius of
 * its place, nearest first (for a veg-only NGO, only veg and vegan ones) — but only while it may
 * take them: its own profile (followed live) verified and not suspended, else NOT_ACTIVE, at once
 * when an admin withdraws the verification or suspends it; and only once it has a place, else
 * NO_LOCATION. A change of place or radius starts the ranges again. Listening on after the rules
 * stopped allowing the query stalled the whole connection on the Firestore emulator (measured:
 * the NGO's other listeners stopped hearing changes, with no error), and would keep showing offers
 * the NGO can no longer take.
 */
export function watchOpenOffersFor(
  uid: string,
  onData: (offers: NearbyOffer[] | typeof NOT_ACTIVE | typeof NO_LOCATION, meta?: NearbyMeta) => void,
  onError: ErrorListener,
): Unsubscribe {
  let stopOpen: Unsubscribe | null = null;
  /** What the running ranges were started for ('' when none run). */
  let watching = '';
  // A veg-only NGO is not shown what it may not take: non-veg offers, and offers without a record.
  let vegOnly = false;
  let last: { offers: NearbyOffer[]; meta: NearbyMeta } | null = null;
  const report = () => {
    if (!last) return;
    onData(vegOnly ? last.offers.filter(vegOnlyMayTake) : last.offers, last.meta);
  };
  const stop = () => {
    last = null;
    stopOpen?.();
    stopOpen = null;
    watching = '';
  };
  /** Stops the ranges the NGO may no longer read, and drops them from the server at once. */
  const withdraw = () => {
    if (!stopOpen) return;
    stop();
    void dropStoppedListeners();
  };
  const stopProfile = watchNgo(
    uid,
    (ngo) => {
      const active = ngo !== null && ngo.verified && !ngo.suspended;
      const wasVegOnly = vegOnly;
      vegOnly = ngo?.acceptsVegOnly === true;
      if (!active || !ngo) {
        withdraw();
        onData(NOT_ACTIVE);
        return;
      }
      if (!ngo.location) {
        stop();
        onData(NO_LOCATION);
        return;
      }
      const area = `${ngo.location.geohash}/${ngo.radiusKm}`;
      if (area !== watching) {
        stop();
        watching = area;
        stopOpen = watchOpenOffersNear(
          ngo.location,
          ngo.radiusKm,
          (offers, meta) => {
            last = { offers, meta };
            report();
          },
          (error) => {
            if (errorCode(error) !== 'permission-denied') return onError(error);
            withdraw();
            onData(NOT_ACTIVE);
          },
        );
      } else if (wasVegOnly !== vegOnly) {
        report();
      }
    },
    onError,
  );
  return () => {
    stopProfile();
    stopOpen?.();
  };
}
