/**
 * Places and distances (docs/geo.md). A place is a point inside India with its geohash, so that
 * Firestore can find the points near another one with a few range queries on the geohash — the
 * geofire-common pattern, with a tighter cover of the circle than geofire-common's own bounds, so
 * a board reads little more than it shows.
 */
import { geohashForLocation } from 'geofire-common';
import { GEOHASH_LENGTH, GEOHASH_PATTERN, INDIA_BOX, PIN_PATTERN } from '../config/limits.js';
import { distanceKm, type LatLng } from './pin-codes';

export { distanceKm, lookupPin, type LatLng } from './pin-codes';

/** Where something is, as stored (ngoAdmin.location, deliveryInfo.pickup). */
export interface Place {
  lat: number;
  lng: number;
  /** The point's geohash, GEOHASH_LENGTH characters. */
  geohash: string;
  /** The PIN code the point was found from, or '' (the device's location, or a pin on the map). */
  pin: string;
}

/** A geohash range [start, end] as Firestore's `>=` and `<=` bounds. */
export type GeohashRange = readonly [string, string];

export function isInIndia({ lat, lng }: LatLng): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= INDIA_BOX.minLat &&
    lat <= INDIA_BOX.maxLat &&
    lng >= INDIA_BOX.minLng &&
    lng <= INDIA_BOX.maxLng
  );
}

/** The place at `point` (rounded to 5 decimals, about 1 m), found from `pin` or from the device or map (''). */
export function placeAt(point: LatLng, pin = ''): Place {
  const lat = Math.round(point.lat * 1e5) / 1e5;
  const lng = Math.round(point.lng * 1e5) / 1e5;
  return { lat, lng, geohash: geohashForLocation([lat, lng], GEOHASH_LENGTH), pin: PIN_PATTERN.test(pin) ? pin : '' };
}

/** A stored value read back as a Place, or null when it is not a valid one (absent, or from elsewhere). */
export function placeFromData(value: unknown): Place | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng, geohash, pin } = value as Record<string, unknown>;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !isInIndia({ lat, lng })) return null;
  if (typeof geohash !== 'string' || !GEOHASH_PATTERN.test(geohash)) return null;
  return { lat, lng, geohash, pin: typeof pin === 'string' && PIN_PATTERN.test(pin) ? pin : '' };
}

/** '3.4 km' for the cards: one decimal below 100 km, whole kilometres above. */
export function roundKm(km: number): number {
  return km < 100 ? Math.round(km * 10) / 10 : Math.round(km);
}

export function isWithin(center: LatLng, point: LatLng, radiusKm: number): boolean {
  return distanceKm(center, point) <= radiusKm;
}

// ── whole-degree cells: where an NGO may list open offers ──

/**
 * The whole-degree cell a point lies in, as one integer, floor(lat) × 100 + floor(lng): 1873 for
 * Pune (18.53° N, 73.88° E). A pickup stores its own (`pickup.cell`), the rules recompute it
 * (cellOf in firestore.rules), and an NGO may list open offers only in the 3×3 cells around its
 * own stored place (docs/geo.md).
 */
export function pickupCell({ lat, lng }: LatLng): number {
  return Math.floor(lat) * 100 + Math.floor(lng);
}

/** A place as a donation's pickup stores it: with its cell. */
export function asPickup(place: Place): Place & { cell: number } {
  return { ...place, cell: pickupCell(place) };
}

/**
 * The whole-degree cells the circle of `radiusKm` around `center` meets (those of its bounding
 * box), kept to the 3×3 around the centre's own cell: a service radius (at most 50 km) is under
 * a degree in both directions everywhere in India (a degree of longitude is still 88 km at
 * 37.5° N), so the circle never reaches further, and the rules allow no more.
 */
export function cellsNear(center: LatLng, radiusKm: number): number[] {
  const dLat = radiusKm / 110.574;
  const farthestLat = Math.min(89, Math.abs(center.lat) + dLat);
  const dLng = radiusKm / (111.32 * Math.cos((farthestLat * Math.PI) / 180));
  const lat0 = Math.floor(center.lat);
  const lng0 = Math.floor(center.lng);
  const cells: number[] = [];
  for (
    let lat = Math.max(lat0 - 1, Math.floor(center.lat - dLat));
    lat <= Math.min(lat0 + 1, Math.floor(center.lat + dLat));
    lat += 1
  ) {
    for (
      let lng = Math.max(lng0 - 1, Math.floor(center.lng - dLng));
      lng <= Math.min(lng0 + 1, Math.floor(center.lng + dLng));
      lng += 1
    ) {
      cells.push(lat * 100 + lng);
    }
  }
  return cells;
}

// ── geohash cells ──

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The box a geohash stands for. */
export function geohashBox(hash: string): Box {
  const box = { minLat: -90, maxLat: 90, minLng: -180, maxLng: 180 };
  let evenBit = true; // bits alternate longitude, latitude, starting with longitude
  for (const char of hash) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not a geohash: ${hash}`);
    for (let bit = 4; bit >= 0; bit -= 1) {
      const on = ((value >> bit) & 1) === 1;
      if (evenBit) {
        const mid = (box.minLng + box.maxLng) / 2;
        if (on) box.minLng = mid;
        else box.maxLng = mid;
      } else {
        const mid = (box.minLat + box.maxLat) / 2;
        if (on) box.minLat = mid;
        else box.maxLat = mid;
      }
      evenBit = !evenBit;
    }
  }
  return box;
}

/** The distance from `point` to the nearest point of `box` (0 inside it). */
function distanceToBox(point: LatLng, box: Box): number {
  const nearest = {
    lat: Math.min(Math.max(point.lat, box.minLat), box.maxLat),
    lng: Math.min(Math.max(point.lng, box.minLng), box.maxLng),
  };
  return distanceKm(point, nearest);
}

/** The cells of `length` characters that meet the circle, in geohash order. */
function cellsMeeting(center: LatLng, radiusKm: number, length: number): string[] {
  const sample = geohashBox(geohashForLocation([center.lat, center.lng], length));
  const cellLat = sample.maxLat - sample.minLat;
  const cellLng = sample.maxLng - sample.minLng;
  const dLat = radiusKm / 110.574;
  const dLng = radiusKm / (111.32 * Math.cos((center.lat * Math.PI) / 180));
  const cells = new Set<string>();
  // Step by half a cell so no cell of the circle's bounding box is skipped.
  for (let lat = center.lat - dLat; lat <= center.lat + dLat + cellLat / 2; lat += cellLat / 2) {
    for (let lng = center.lng - dLng; lng <= center.lng + dLng + cellLng / 2; lng += cellLng / 2) {
      const clampedLat = Math.min(Math.max(lat, -90), 90);
      const clampedLng = Math.min(Math.max(lng, -180), 180);
      const cell = geohashForLocation([clampedLat, clampedLng], length);
      if (!cells.has(cell) && distanceToBox(center, geohashBox(cell)) <= radiusKm) cells.add(cell);
    }
  }
  return [...cells].sort();
}

/** A cell's place in geohash order among the cells of its length. */
function cellIndex(cell: string): number {
  let index = 0;
  for (const char of cell) index = index * 32 + BASE32.indexOf(char);
  return index;
}

/** The cell of `length` characters at `index` in geohash order. */
function cellAt(index: number, length: number): string {
  let cell = '';
  for (let i = 0; i < length; i += 1) {
    cell = BASE32[index % 32]! + cell;
    index = Math.floor(index / 32);
  }
  return cell;
}

/**
 * The most range queries one cover may take by default: each is one listener on an NGO's board.
 * A 10 km board would need about 40 ranges of 6-character cells (about 1.2 × 0.6 km); joining the
 * runs across their smallest gaps keeps 16 under 1.5 times the circle's area (docs/geo.md).
 */
export const MAX_RANGES = 16;

/** The most cells of one length coverRanges looks at: finer lengths are skipped. */
const MAX_CELLS = 1500;

/**
 * Geohash ranges that together hold every point within `radiusKm` of `center`, and as little else
 * as they can in `maxRanges` ranges. For each cell length (2 to 7 characters) the cells meeting the
 * circle are taken in geohash order as runs of neighbours; while there are more runs than
 * `maxRanges`, the two runs with the fewest cells between them are joined (those cells are read for
 * nothing). The length whose ranges cover the least area wins. Points in a range may still lie
 * outside the circle — filter with isWithin.
 */
export function coverRanges(center: LatLng, radiusKm: number, maxRanges = MAX_RANGES): GeohashRange[] {
  const dLat = radiusKm / 110.574;
  const dLng = radiusKm / (111.32 * Math.cos((center.lat * Math.PI) / 180));
  let best: { area: number; ranges: GeohashRange[] } | null = null;
  for (let length = 7; length >= 2; length -= 1) {
    const cellLat = 180 / 2 ** Math.floor((5 * length) / 2);
    const cellLng = 360 / 2 ** Math.ceil((5 * length) / 2);
    if (((2 * dLat) / cellLat + 2) * ((2 * dLng) / cellLng + 2) > MAX_CELLS) continue; // far too fine
    const runs: [number, number][] = [];
    for (const index of cellsMeeting(center, radiusKm, length).map(cellIndex)) {
      const last = runs[runs.length - 1];
      if (last && last[1] + 1 === index) last[1] = index;
      else runs.push([index, index]);
    }
    while (runs.length > Math.max(1, maxRanges)) {
      let narrowest = 0;
      for (let i = 1; i < runs.length - 1; i += 1) {
        if (runs[i + 1]![0] - runs[i]![1] < runs[narrowest + 1]![0] - runs[narrowest]![1]) narrowest = i;
      }
      runs[narrowest]![1] = runs[narrowest + 1]![1];
      runs.splice(narrowest + 1, 1);
    }
    // Every cell of one length has the same area in degrees: 32 ** -length of the world's.
    const area = runs.reduce((sum, [first, last]) => sum + last - first + 1, 0) / 32 ** length;
    if (!best || area < best.area) {
      best = { area, ranges: runs.map(([first, last]) => [cellAt(first, length), `${cellAt(last, length)}~`]) };
    }
  }
  return best?.ranges ?? [];
}
