import {
  Timestamp,
  collection,
  disableNetwork,
  doc,
  enableNetwork,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  getDocs,
  getDocsFromCache,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  waitForPendingWrites,
  where,
  writeBatch,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import {
  ALLERGENS,
  CONTAINERS,
  DIETS,
  FOOD_KINDS,
  PICKUP_CHECKS,
  isVegDiet,
  REFUSAL_REASONS,
  STORAGES,
} from '../config/food-safety.js';
import { HANDOVER_CODE_PATTERN, LENGTH, LIST_LIMIT } from '../config/limits.js';
import { t } from '../i18n';
import { COLLECTIONS } from './collections';
import { coverRanges, distanceKm, placeFromData, type GeohashRange, type LatLng, type Place } from './geo';
import { storedDate, storedText } from './stored';
import { db } from './db';
import { errorCode, toFailure } from './errors';
import { getNgo, watchNgo } from './ngos';
import { failure, isOffline, noteQueuedWrite, noteSynced, queued, type WriteOutcome } from './offline';
import { addToOutbox, type OutboxMove } from './outbox';

export const DONATION_STATUSES = [
  'offered',
  'accepted',
  'picked_up',
  'delivered',
  'declined',
  'cancelled',
  'refused',
] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export type FoodKind = (typeof FOOD_KINDS)[number];
export type Diet = (typeof DIETS)[number];
export type Storage = (typeof STORAGES)[number];
export type Allergen = (typeof ALLERGENS)[number];
export type Containers = (typeof CONTAINERS)[number];
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * The food-safety record every donation carries since issue 13 (docs/data-model.md,
 * docs/food-safety.md). Donations made before it have none (`Donation.safety` null).
 */
export interface SafetyRecord {
  kind: FoodKind;
  diet: Diet;
  storage: Storage;
  /** FSSAI's allergens it contains; [] when the donor ticked 'none of these'. */
  allergens: Allergen[];
  /** When it was cooked or made; null for packaged food (its label's date counts instead). */
  preparedAt: Date | null;
  /** Packaged food: the label's use-by date (the end of that day); null for other kinds. */
  labelUseBy: Date | null;
  /** The time after which it must not be served: never later than the safe window allows. */
  useBy: Date;
  /** Approximate weight in kg. */
  weightKg: number;
  containers: Containers;
  notes: string;
}

/** Why and when the NGO's volunteer refused the food at pickup. */
export interface Refusal {
  reason: RefusalReason;
  note: string;
  at: Date | null;
}

/** A donation (collection `deliveryInfo`). Legacy documents hold only deliveryLocation, phone and time. */
export interface Donation {
  id: string;
  deliveryLocation: string;
  phone: string;
  /**
   * The 'by when' as text: the earlier app's field, also written by FoodBridge before pickup codes.
   * New donations have none (''); screens show `readyBy` when there is one.
   */
  time: string;
  readyBy: Date | null;
  food: string;
  meals: number | null;
  ngoId: string | null;
  ngoName: string;
  donorUid: string | null;
  donorName: string;
  /** Legacy documents have no status; they read as null. */
  status: DonationStatus | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** When each move of the lifecycle happened (null until it does). */
  acceptedAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  declinedAt: Date | null;
  cancelledAt: Date | null;
  /**
   * The pickup code the NGO entered when it collected the food (the rules checked it against the
   * donor's); null when it was picked up without one (a donation from before pickup codes) or not yet.
   */
  handoverCode: string | null;
  /** Null for donations made before the record began: they show 'No safety record'. */
  safety: SafetyRecord | null;
  /** Set when the volunteer refused the food at pickup (status 'refused'). */
  refusal: Refusal | null;
  /** Meals actually served, recorded at delivery; null before, or for donations delivered without. */
  mealsServed: number | null;
  /** Where the food is collected (docs/geo.md); null for donations made before places. */
  pickup: Place | null;
  /** Why the rest of the food went to 'Food for Disposal' ('' when all was served or not told). */
  disposalReason: string;
  /**
   * True while this device holds a change to it that the server does not have yet (made offline,
   * or not yet confirmed): the board says 'Waiting for network' (docs/offline.md).
   */
  pending?: boolean;
}

/** What the Donate Food form sends, with who gives and who receives. */
export interface DonationInput {
  /** The NGO profile's id, or null for an open offer to any verified NGO. */
  ngoId: string | null;
  ngoName: string;
  /** The signed-in donor; the donation carries their users/{uid} displayName, read by createDonation. */
  donorUid: string;
  food: string;
  meals: number;
  readyBy: Date;
  deliveryLocation: string;
  phone: string;
  /** The food-safety record; `useBy` already the computed one (never later than safe). */
  safety: SafetyRecord;
  /** Where the food is: required for an open offer (the rules hold it), which reaches the NGOs around it. */
  pickup: Place | null;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** The stored record, or null when any part of it is missing or unknown (donations made before it). */
function safetyFromData(data: DocumentData): SafetyRecord | null {
  const useBy = storedDate(data.useBy);
  const { kind, diet, storage, containers } = data;
  if (
    !useBy ||
    !oneOf(FOOD_KINDS, kind) ||
    !oneOf(DIETS, diet) ||
    !oneOf(STORAGES, storage) ||
    !oneOf(CONTAINERS, containers) ||
    !Array.isArray(data.allergens)
  ) {
    return null;
  }
  return {
    kind,
    diet,
    storage,
    allergens: (data.allergens as unknown[]).filter((a): a is Allergen => oneOf(ALLERGENS, a)),
    preparedAt: storedDate(data.preparedAt),
    labelUseBy: storedDate(data.labelUseBy),
    useBy,
    weightKg: typeof data.weightKg === 'number' && data.weightKg > 0 ? data.weightKg : 0,
    containers,
    notes: storedText(data.notes),
  };
}

function refusalFromData(data: DocumentData): Refusal | null {
  if (data.status !== 'refused') return null;
  return {
    reason: oneOf(REFUSAL_REASONS, data.refusalReason) ? data.refusalReason : 'other',
    note: storedText(data.refusalNote),
    at: storedDate(data.refusedAt),
  };
}

export function donationFromData(id: string, data: DocumentData): Donation {
  return {
    id,
    deliveryLocation: storedText(data.deliveryLocation),
    phone: storedText(data.phone),
    time: storedText(data.time),
    readyBy: storedDate(data.readyBy),
    food: storedText(data.food),
    meals: typeof data.meals === 'number' && data.meals > 0 ? Math.round(data.meals) : null,
    ngoId: typeof data.ngoId === 'string' && data.ngoId ? data.ngoId : null,
    ngoName: storedText(data.ngoName),
    donorUid: typeof data.donorUid === 'string' && data.donorUid ? data.donorUid : null,
    donorName: storedText(data.donorName),
    status: DONATION_STATUSES.includes(data.status as DonationStatus) ? (data.status as DonationStatus) : null,
    createdAt: storedDate(data.createdAt),
    updatedAt: storedDate(data.updatedAt),
    acceptedAt: storedDate(data.acceptedAt),
    pickedUpAt: storedDate(data.pickedUpAt),
    deliveredAt: storedDate(data.deliveredAt),
    declinedAt: storedDate(data.declinedAt),
    cancelledAt: storedDate(data.cancelledAt),
    handoverCode:
      typeof data.handoverCode === 'string' && HANDOVER_CODE_PATTERN.test(data.handoverCode) ? data.handoverCode : null,
    safety: safetyFromData(data),
    refusal: refusalFromData(data),
    mealsServed:
      typeof data.mealsServed === 'number' && Number.isInteger(data.mealsServed) && data.mealsServed >= 0
        ? data.mealsServed
        : null,
    disposalReason: storedText(data.disposalReason),
    pickup: placeFromData(data.pickup),
  };
}

/** Reads only: createDonation sends exactly the keys the rules allow. */
export const donationConverter: FirestoreDataConverter<Donation> = {
  toFirestore: (donation) => {
    const data: DocumentData = { ...(donation as Donation) };
    delete data.id;
    return data;
  },
  // A move's own server timestamps read as their local estimate until the server confirms them, so
  // the history shows the new step at once instead of a gap.
  fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => ({
    ...donationFromData(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' })),
    pending: snapshot.metadata.hasPendingWrites,
  }),
};

const clip = (value: string, max: number) => value.slice(0, max);

/**
 * A new 4-digit pickup code, '0000' to '9999' with leading zeros kept, each equally likely
 * (crypto.getRandomValues; values that would favour the low codes are drawn again).
 */
export function newHandoverCode(): string {
  const draw = new Uint16Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    const value = draw[0] ?? 65535;
    // 60000 is the largest multiple of 10000 below 2^16: above it, '0000'..'5535' would come up more often.
    if (value < 60000) return String(value % 10000).padStart(4, '0');
  }
}

/** Where a donation's pickup code is kept: readable by its donor and admins only, never the NGO. */
function handoverRef(donationId: string) {
  return doc(db(), COLLECTIONS.donations, donationId, 'private', 'handover');
}

/** The record as stored: exactly the keys the rules allow (preparedAt or labelUseBy, by kind). */
function safetyData(safety: SafetyRecord): DocumentData {
  const data: DocumentData = {
    kind: safety.kind,
    diet: safety.diet,
    storage: safety.storage,
    allergens: ALLERGENS.filter((a) => safety.allergens.includes(a)),
    useBy: Timestamp.fromDate(safety.useBy),
    weightKg: safety.weightKg,
    containers: safety.containers,
    notes: safety.notes,
  };
  if (safety.kind === 'packaged') {
    if (safety.labelUseBy) data.labelUseBy = Timestamp.fromDate(safety.labelUseBy);
  } else if (safety.preparedAt) {
    data.preparedAt = Timestamp.fromDate(safety.preparedAt);
  }
  return data;
}

/** A donation made: its id (made on this device), and whether the server has it yet. */
export interface Offered {
  id: string;
  outcome: WriteOutcome;
}

/**
 * Offers food to an NGO, or to every verified NGO when ngoId is null, and gives it a pickup code
 * the donor reads out to the NGO at pickup.
 *
 * One batch writes both (the rules require the code to exist once the donation does). The donor's
 * name is read from users/{uid} (from this device's cache when offline): the rules compare it with
 * that displayName exactly. Offline, or with no answer from the server within 10 s, the offer is
 * kept in Firestore's queue on this device and sent once when the connection returns
 * ('queued'): its id is made here, so however often it is sent it is one donation — the rules
 * allow creating it once and refuse it as a change after.
 */
export async function createDonation(input: DonationInput, draft?: unknown): Promise<Offered> {
  const database = db();
  const userRef = doc(database, COLLECTIONS.users, input.donorUid);
  const user = isOffline()
    ? await getDocFromCache(userRef).catch(() => {
        throw failure('unavailable', 'The account is not on this device yet.');
      })
    : await getDoc(userRef);
  const displayName: unknown = user.data()?.displayName;
  const ref = doc(collection(database, COLLECTIONS.donations));
  const batch = writeBatch(database);
  batch.set(ref, {
    status: 'offered',
    ngoId: input.ngoId,
    ngoName: input.ngoId === null ? '' : clip(input.ngoName, LENGTH.name),
    donorUid: input.donorUid,
    donorName: typeof displayName === 'string' ? displayName : '',
    food: input.food,
    meals: input.meals,
    readyBy: Timestamp.fromDate(input.readyBy),
    deliveryLocation: input.deliveryLocation,
    phone: input.phone,
    ...safetyData(input.safety),
    ...(input.pickup ? { pickup: { ...input.pickup } } : {}),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(handoverRef(ref.id), { code: newHandoverCode() });
  const outcome = await queued(batch.commit(), getDocFromCache(ref));
  if (outcome === 'queued') {
    noteQueuedWrite();
    // `draft`: the form as filled in, should the server refuse the offer on arrival (outbox.ts).
    addToOutbox({ move: 'offer', donationId: ref.id, food: input.food, draft });
  }
  return { id: ref.id, outcome };
}

/**
 * The donation's pickup code, for its donor (and admins); null for a donation from before pickup
 * codes. The rules refuse it to everyone else, the NGO included.
 */
export async function getHandoverCode(donationId: string): Promise<string | null> {
  const snap = await getDoc(handoverRef(donationId));
  const code: unknown = snap.data()?.code;
  return typeof code === 'string' && HANDOVER_CODE_PATTERN.test(code) ? code : null;
}

// ── reading: live lists ─────────────────────────────────────────────────────────────────────────

export type Unsubscribe = () => void;
/** fromCache: the list came from the local cache and the server has not confirmed it yet. */
export type DonationsListener = (donations: Donation[], meta?: { fromCache: boolean }) => void;
export type ErrorListener = (error: Error) => void;

function donations() {
  return collection(db(), COLLECTIONS.donations).withConverter(donationConverter);
}

function donationRef(id: string) {
  return doc(db(), COLLECTIONS.donations, id);
}

/** Newest first, at most LIST_LIMIT (the rules refuse longer lists). Documents without createdAt (the earlier app's) are not in ordered lists. */
function watch(constraints: QueryConstraint[], onData: DonationsListener, onError: ErrorListener): Unsubscribe {
  const q = query(donations(), ...constraints, orderBy('createdAt', 'desc'), limit(LIST_LIMIT));
  // Metadata changes too, so a list first read from the local cache is followed by the server's
  // confirmation even when nothing in it changed (the NGO board counts new offers from there on).
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snap) => {
      if (!snap.metadata.fromCache) noteSynced();
      onData(
        snap.docs.map((d) => d.data()),
        { fromCache: snap.metadata.fromCache },
      );
    },
    (error) => onError(error),
  );
}

/** A donor's own donations, live. */
export function watchDonorDonations(donorUid: string, onData: DonationsListener, onError: ErrorListener): Unsubscribe {
  return watch([where('donorUid', '==', donorUid)], onData, onError);
}

/**
 * The donor's latest donation (null: none yet), for Donate Food to start from: read once, from
 * this device's cache when the server cannot be reached (the form then starts as the phone last
 * saw it). Uses the donor board's index (donorUid, createdAt desc).
 */
export async function getLastDonation(donorUid: string): Promise<Donation | null> {
  const latest = query(donations(), where('donorUid', '==', donorUid), orderBy('createdAt', 'desc'), limit(1));
  const snap = await (isOffline() ? getDocsFromCache(latest) : getDocs(latest));
  return snap.docs[0]?.data() ?? null;
}

/** The donations addressed to an NGO (its profile id is its uid), in every state, live. */
export function watchNgoDonations(ngoUid: string, onData: DonationsListener, onError: ErrorListener): Unsubscribe {
  return watch([where('ngoId', '==', ngoUid)], onData, onError);
}

/**
 * The open offers whose pickup lies within `radiusKm` of `center`, nearest first, live: one query
 * per geohash range of coverRanges() (the rules allow open-offer lists only as such a range and a
 * page; a range whose page is full reads on from its last offer — see watchRange), offers outside
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
  roots = coverRanges(center, radiusKm).map((range) => watchRange(range, report, onError));
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
function watchRange([start, end]: GeohashRange, changed: () => void, onError: ErrorListener): RangeWatch {
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
    query(
      donations(),
      where('ngoId', '==', null),
      where('status', '==', 'offered'),
      where('pickup.geohash', '>=', start),
      where('pickup.geohash', '<=', end),
      limit(LIST_LIMIT),
    ),
    { includeMetadataChanges: true },
    (snap) => {
      watch.docs = snap.docs.map((d) => d.data());
      watch.fromCache = snap.metadata.fromCache;
      const last = snap.size >= LIST_LIMIT ? watch.docs[watch.docs.length - 1]?.pickup?.geohash : undefined;
      const restFrom = last !== undefined && last > start ? last : null;
      if ((watch.rest?.start ?? null) !== restFrom) {
        watch.rest?.stop();
        watch.rest = restFrom === null ? null : watchRange([restFrom, end], changed, onError);
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

/** Whether a veg-only NGO may take this open offer: veg or vegan by its record (none: it cannot tell). */
export function vegOnlyMayTake(offer: Pick<Donation, 'safety'>): boolean {
  return isVegDiet(offer.safety?.diet ?? '');
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

export interface AdminDonationFilter {
  status?: DonationStatus | undefined;
  /** An NGO's id, or null for open offers. Undefined: every NGO. */
  ngoId?: string | null | undefined;
}

/** Every donation (admins only), optionally of one state and/or one NGO, live. */
export function watchAllDonations(
  filter: AdminDonationFilter,
  onData: DonationsListener,
  onError: ErrorListener,
): Unsubscribe {
  const constraints: QueryConstraint[] = [];
  if (filter.ngoId !== undefined) constraints.push(where('ngoId', '==', filter.ngoId));
  if (filter.status) constraints.push(where('status', '==', filter.status));
  return watch(constraints, onData, onError);
}

type Timing = Pick<Donation, 'status' | 'readyBy'> & { safety?: Pick<SafetyRecord, 'useBy'> | null };

/** Whether the food is past its use-by at `now` (never, for a donation without a safety record). */
export function isPastUseBy(
  donation: { safety?: Pick<SafetyRecord, 'useBy'> | null },
  now: Date = new Date(),
): boolean {
  return !!donation.safety && donation.safety.useBy.getTime() <= now.getTime();
}

/**
 * Expired: an offer still waiting whose 'by when' has passed, or food still to be collected (offered
 * or accepted) past its use-by. It can no longer be accepted or picked up (the rules hold it).
 */
export function isExpired(donation: Timing, now: Date = new Date()): boolean {
  if (donation.status === 'offered' && donation.readyBy !== null && donation.readyBy.getTime() <= now.getTime()) {
    return true;
  }
  return (donation.status === 'offered' || donation.status === 'accepted') && isPastUseBy(donation, now);
}

/** An offer an NGO can still accept: offered and not past its 'by when'. */
export function isWaiting(donation: Timing, now: Date = new Date()): boolean {
  return donation.status === 'offered' && !isExpired(donation, now);
}

// ── the moves of the lifecycle (docs/data-model.md, the transition table) ─────────────────────────

/**
 * Why a move was refused: another NGO took the offer, it expired, the donor cancelled, it moved on
 * already, it is gone, the pickup code was not the donor's ('code': typing it again can help), or
 * the NGO itself may not move donations now ('inactive': not verified, or suspended).
 */
export type MoveRefusal = 'taken' | 'expired' | 'cancelled' | 'moved' | 'gone' | 'code' | 'inactive' | 'vegOnly';

/** A move the rules refused because the donation is no longer where the person saw it. */
export class DonationMoveError extends Error {
  readonly reason: MoveRefusal;
  constructor(reason: MoveRefusal, message: string) {
    super(message);
    this.name = 'DonationMoveError';
    this.reason = reason;
  }
}

/**
 * A failed move as the screens show it: why it was refused when we know (trying again cannot
 * help then), else the general failure.
 */
export function moveFailure(error: unknown): { message: string; retryable: boolean } {
  return error instanceof DonationMoveError ? { message: error.message, retryable: false } : toFailure(error);
}

type Move = 'accept' | 'decline' | 'pickUp' | 'deliver' | 'cancel' | 'refuse';

// Each refusal's sentence is written in the language shown when the refusal is made
// (src/i18n/locales/<language>/public/errors.json).
const TAKEN = () => new DonationMoveError('taken', t('errors.move.taken'));
const INACTIVE = () => new DonationMoveError('inactive', t('errors.move.inactiveNgo'));

/** Whether the NGO with this profile id may not move donations now (its profile read publicly). */
async function ngoInactive(ngoId: string | null): Promise<boolean> {
  if (!ngoId) return false;
  const profile = await getNgo(ngoId).catch(() => null);
  return profile !== null && (!profile.verified || profile.suspended);
}

/** Why `move` cannot be made on the donation as it is now, in the person's words; null if it can. */
function refusalFor(now: Donation | null, move: Move, wasOpen: boolean): DonationMoveError | null {
  if (!now) return new DonationMoveError('gone', t('errors.move.gone'));
  if (move === 'accept' && wasOpen && now.status !== 'offered' && now.status !== 'cancelled') return TAKEN();
  if (now.status === 'cancelled' && move !== 'cancel') {
    return new DonationMoveError('cancelled', t('errors.move.cancelled'));
  }
  if ((move === 'accept' || move === 'pickUp') && isExpired(now)) {
    return new DonationMoveError('expired', isPastUseBy(now) ? t('errors.move.pastUseBy') : t('errors.move.expired'));
  }
  if (now.status) {
    const expected: Record<Move, DonationStatus[]> = {
      accept: ['offered'],
      decline: ['offered'],
      pickUp: ['accepted'],
      deliver: ['picked_up'],
      cancel: ['offered', 'accepted'],
      refuse: ['accepted'],
    };
    if (!expected[move].includes(now.status)) {
      return new DonationMoveError('moved', t('errors.move.already', { status: now.status }));
    }
  }
  return null;
}

/**
 * After the rules refused a move, reads the donation again from the server to tell the person why
 * in their words; any other failure is passed on unchanged.
 */
async function explainRefusal(
  error: unknown,
  id: string,
  move: Move,
  wasOpen: boolean,
  codeRefusal?: DonationMoveError,
): Promise<never> {
  if (errorCode(error) !== 'permission-denied') throw error;
  let now: Donation | null;
  try {
    const snap = await getDocFromServer(doc(donations(), id));
    now = snap.exists() ? snap.data() : null;
  } catch (readError) {
    // An open offer another NGO took is no longer readable by the others.
    if (wasOpen && errorCode(readError) === 'permission-denied') throw TAKEN();
    throw error;
  }
  // A pickup refused while the donation still waits for it: the code did not match the donor's.
  // (Unless the NGO itself may not move donations now: then no code would have helped.)
  if (move === 'pickUp' && codeRefusal && now?.status === 'accepted') {
    if (await ngoInactive(now.ngoId)) throw INACTIVE();
    throw codeRefusal;
  }
  const refusal = refusalFor(now, move, wasOpen);
  if (refusal) throw refusal;
  // The donation is where the NGO saw it, so the NGO itself may not move donations now.
  if (move !== 'cancel' && (await ngoInactive(now?.ngoId ?? null))) throw INACTIVE();
  throw error;
}

const stamp = () => serverTimestamp();

/** How many times an accept refused while the offer still waits is tried in all. */
const ACCEPT_TRIES = 8;

/**
 * Accepts an offer for the signed-in NGO. An open offer (ngoId null) becomes the NGO's own; when
 * several NGOs accept it at the same moment exactly one gets it and the others are told
 * 'Another NGO already accepted this offer.'
 *
 * It is a transaction: the offer is read, checked and written with the version read as a
 * precondition, so a write based on a state that has changed since never lands — the server
 * refuses it and the SDK reads again (and finds it taken). The rules decide the same
 * independently (only an offered donation can be accepted). The precondition is what makes the
 * race exact: with plain updates, the Firestore emulator let two of 10 simultaneous accepts through
 * about once in 50 rounds, each rule check having seen the offer still open.
 */
export async function acceptDonation(donation: Pick<Donation, 'id' | 'ngoId'>, ngoUid: string): Promise<void> {
  // Exactly one NGO gets an offer, and only the server can say which: accepting is never queued.
  if (isOffline()) throw failure('foodbridge/accept-offline', 'Accepting needs the server.');
  const open = donation.ngoId === null;
  const change: DocumentData = { status: 'accepted', acceptedAt: stamp(), updatedAt: stamp() };
  let vegOnlyNgo = false;
  if (open) {
    // The donor sees who took it; a profile that cannot be read leaves the name empty.
    const profile = await getNgo(ngoUid).catch(() => null);
    vegOnlyNgo = profile?.acceptsVegOnly === true;
    change.ngoId = ngoUid;
    change.ngoName = clip(profile?.nameOrg ?? '', LENGTH.name);
  }
  const ref = doc(donations(), donation.id);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await runTransaction(db(), async (tx) => {
        const snap = await tx.get(ref);
        const now = snap.exists() ? snap.data() : null;
        // Already ours: an earlier try landed though its answer was lost.
        if (now?.status === 'accepted' && now.ngoId === ngoUid) return;
        const refusal = refusalFor(now, 'accept', open);
        if (refusal) throw refusal;
        // A veg-only NGO may not take a non-veg open offer (the rules refuse it too).
        if (open && vegOnlyNgo && !(now && vegOnlyMayTake(now))) {
          throw new DonationMoveError('vegOnly', t('errors.move.vegOnly'));
        }
        tx.update(ref, change);
      });
      return;
    } catch (error) {
      if (error instanceof DonationMoveError) throw error;
      // Refused by the rules: an open offer another NGO took can no longer be read. A refusal
      // while the offer still waits is tried again after a random pause (full jitter, doubling up
      // to 2 s), so NGOs that keep colliding spread out.
      const now = errorCode(error) === 'permission-denied' ? await currentState(donation.id) : null;
      if (now?.status === 'accepted' && now.ngoId === ngoUid) return;
      if (attempt < ACCEPT_TRIES - 1 && now !== null && isWaiting(now) && !(await ngoInactive(now.ngoId))) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2000, 100 * 2 ** attempt)));
        continue;
      }
      await explainRefusal(error, donation.id, 'accept', open);
    }
  }
}

/** The donation as the server has it now; null when it is gone or this account may not read it. */
async function currentState(id: string): Promise<Donation | null> {
  try {
    const snap = await getDocFromServer(doc(donations(), id));
    return snap.exists() ? snap.data() : null;
  } catch {
    return null; // e.g. an open offer another NGO took is no longer readable
  }
}

/**
 * A write of a move that may wait for the network: 'sent', or 'queued' on this device and sent
 * once the connection returns (offline.ts). One the server refuses at once is explained; one it
 * refuses on arrival is undone on this device, and the board's outbox says why.
 */
async function sendMove(id: string, which: QueuedMove, write: () => Promise<void>): Promise<WriteOutcome> {
  try {
    const local = getDocFromCache(donationRef(id));
    const outcome = await queued(write(), local);
    if (outcome === 'queued') {
      noteQueuedWrite();
      const food = await local.then((snap) => storedText(snap.data()?.food)).catch(() => '');
      addToOutbox({ move: which, donationId: id, food });
    }
    return outcome;
  } catch (error) {
    return explainRefusal(error, id, which, false);
  }
}

/** The moves that may wait for the network (accepting never does). */
type QueuedMove = Exclude<Move, 'accept'> & OutboxMove;

function move(id: string, which: QueuedMove, change: DocumentData): Promise<WriteOutcome> {
  return sendMove(id, which, () => updateDoc(donationRef(id), { ...change, updatedAt: stamp() }));
}

/** The addressed NGO turns an offer down. */
export function declineDonation(id: string): Promise<WriteOutcome> {
  return move(id, 'decline', { status: 'declined', declinedAt: stamp() });
}

/**
 * The NGO has collected the food, and gives the 4-digit code the donor read out; the rules let the
 * pickup through only when it is the donor's. `code` null: a donation from before pickup codes
 * (the rules allow that only when it has none). A refusal while the donation is still accepted is
 * DonationMoveError 'code': nothing changed, and the NGO can ask again and retry.
 *
 * A transaction rather than a plain update: a plain update shows on the NGO's own board at once,
 * before the server has checked the code, so a wrong code would flash 'Picked up' and fall back.
 */
export async function markPickedUp(id: string, code: string | null, checked = false): Promise<WriteOutcome> {
  const change: DocumentData = { status: 'picked_up', pickedUpAt: stamp(), updatedAt: stamp() };
  if (code !== null) change.handoverCode = code;
  // The volunteer ticked every check of the list (a donation with a safety record needs them).
  if (checked) change.pickupChecks = [...PICKUP_CHECKS];
  // Offline (a kitchen's basement, a van): the pickup is kept on this device as a plain update and
  // the rules check the code when it arrives; the board shows it waiting, and the outbox says so
  // if the code was refused.
  if (isOffline()) return move(id, 'pickUp', change);
  const ref = doc(donations(), id);
  try {
    await runTransaction(db(), async (tx) => {
      const snap = await tx.get(ref);
      const refusal = refusalFor(snap.exists() ? snap.data() : null, 'pickUp', false);
      if (refusal) throw refusal;
      tx.update(ref, change);
    });
  } catch (error) {
    if (error instanceof DonationMoveError) throw error;
    const refusal = new DonationMoveError(
      'code',
      code === null ? t('errors.move.codeNeeded') : t('errors.move.wrongCode'),
    );
    await explainRefusal(error, id, 'pickUp', false, refusal);
  }
  return 'sent';
}

/**
 * The NGO's volunteer refuses the food at pickup (it was not kept as stated, badly packed, spoiled,
 * past its use-by…). The donor sees the reason; it never counts in the totals.
 */
export function refuseDonation(id: string, reason: RefusalReason, note: string): Promise<WriteOutcome> {
  return move(id, 'refuse', {
    status: 'refused',
    refusedAt: stamp(),
    refusalReason: reason,
    refusalNote: note.trim(),
  });
}

/** What the NGO records at delivery: meals served, and why the rest went to 'Food for Disposal'. */
export interface Served {
  mealsServed: number;
  disposalReason: string;
}

/** The donor withdraws an offered or accepted donation. */
export function cancelDonation(id: string): Promise<WriteOutcome> {
  return move(id, 'cancel', { status: 'cancelled', cancelledAt: stamp() });
}

/**
 * The NGO has handed the food out. A donation picked up with the donor's code counts in the public
 * totals: in the same batch stats/impact rises by exactly the meals served (`served`; all its meals
 * for a donation without a safety record, which has none to give) and one delivery, as the rules
 * require (`merge` lets the first delivery of a fresh project create the document). One picked up
 * without a code (from before pickup codes) is only marked delivered: the rules refuse it a place
 * in the totals.
 */
export async function markDelivered(
  donation: Pick<Donation, 'id' | 'meals' | 'handoverCode'>,
  served: Served | null = null,
): Promise<WriteOutcome> {
  const change: DocumentData = { status: 'delivered', deliveredAt: stamp() };
  if (served) {
    change.mealsServed = served.mealsServed;
    change.disposalReason = served.mealsServed < (donation.meals ?? 0) ? served.disposalReason.trim() : '';
  }
  if (donation.handoverCode === null) return move(donation.id, 'deliver', change);
  if (!donation.meals) throw new DonationMoveError('moved', t('errors.move.noMeals'));
  const database = db();
  const batch = writeBatch(database);
  batch.update(donationRef(donation.id), { ...change, updatedAt: stamp() });
  // The public totals count the meals served (all of them for a donation without a safety record).
  const counted = served ? served.mealsServed : donation.meals;
  batch.set(
    doc(database, COLLECTIONS.stats, 'impact'),
    { mealsDelivered: increment(counted), donationsDelivered: increment(1), lastDeliveryId: donation.id },
    { merge: true },
  );
  return sendMove(donation.id, 'deliver', () => batch.commit());
}

/**
 * One donation, read once (its label page); null when there is none. The rules let its donor, its
 * NGO and admins read it: for anyone else (and for an id that names nothing they may see) the read
 * is refused with permission-denied.
 */
export async function getDonation(id: string): Promise<Donation | null> {
  const snap = await getDoc(doc(donations(), id));
  return snap.exists() ? snap.data() : null;
}

// ── writes that waited for the network (outbox.ts) ───────────────────────────────────────────────

/** One donation as the server and this device see it: for telling whether a queued write landed. */
export interface Landing {
  donation: Donation | null;
  /** This device still holds a change to it that the server does not have. */
  pending: boolean;
  /** The server has answered for it (not only the local cache). */
  fromServer: boolean;
}

/** Follows one donation, live, with what is pending on this device (for the outbox). */
export function watchLanding(id: string, onData: (landing: Landing) => void, onError: ErrorListener): Unsubscribe {
  return onSnapshot(
    doc(donations(), id),
    { includeMetadataChanges: true },
    (snap) =>
      onData({
        donation: snap.exists() ? snap.data() : null,
        pending: snap.metadata.hasPendingWrites,
        fromServer: !snap.metadata.fromCache,
      }),
    onError,
  );
}

/** Whether the donation shows what a queued write made of it (by anyone, at any time since). */
const LANDED: Record<OutboxMove, (d: Donation) => boolean> = {
  offer: () => true,
  decline: (d) => d.declinedAt !== null,
  pickUp: (d) => d.pickedUpAt !== null,
  deliver: (d) => d.deliveredAt !== null,
  cancel: (d) => d.cancelledAt !== null,
  refuse: (d) => d.refusal !== null,
};

/**
 * The donation as the server has it once this device's queued writes have had the server's answer
 * (null: not there, or no longer readable by this account): the outbox's last word before it calls
 * a write refused. What watchLanding shows can fall short of it: its listener may be refused for an
 * offer not yet on the server, and it may show a donation as it was while a resent copy of a write
 * that already landed is refused. Rejects while the server cannot be reached.
 */
export async function donationOnServer(id: string): Promise<Donation | null> {
  await waitForPendingWrites(db());
  try {
    const snap = await getDocFromServer(doc(donations(), id));
    return snap.exists() ? snap.data() : null;
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return null;
    throw error;
  }
}

/**
 * Whether a queued write landed, given the donation as the server has it (nothing pending here):
 * null when it did, else why the server refused it, in the person's words (errors.json).
 */
export function outboxVerdict(move: OutboxMove, now: Donation | null): string | null {
  if (now && LANDED[move](now)) return null;
  if (move === 'offer') return t('errors.queued.offerRefused');
  const refusal = refusalFor(now, move, false);
  if (refusal) return refusal.message;
  // Still where it was when the move was made: the code was not the donor's, or the NGO may not
  // move donations now.
  return move === 'pickUp' ? t('errors.queued.pickUpRefused') : t('errors.queued.refused');
}
