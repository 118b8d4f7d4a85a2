/**
 * Where an Indian PIN code is: an approximate centre, from the static table in public/pins/
 * (docs/pin-codes.md). No outside service is asked. The table is split by the PIN's first two
 * digits and fetched from this site only when a lookup needs it, so no page carries it in its
 * JavaScript.
 */
import { PIN_PATTERN } from '../config/limits.js';
import { failure } from './offline';

export type LatLng = { lat: number; lng: number };

type Shard = Readonly<Record<string, unknown>>;

/** One download per shard for the life of the page; a failed one is forgotten so Retry fetches again. */
const shards = new Map<string, Promise<Shard>>();

function shardUrl(prefix: string): string {
  return `${import.meta.env.BASE_URL}pins/${prefix}.json`;
}

async function download(prefix: string): Promise<Shard> {
  let response: Response;
  try {
    response = await fetch(shardUrl(prefix));
  } catch {
    throw failure('unavailable', `The PIN table ${prefix} could not be downloaded.`);
  }
  // Every prefix has a file, so anything but a JSON object is a failed download (the host answers
  // an unknown path with the app's HTML page, not a 404).
  const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw failure('unavailable', `The PIN table ${prefix} could not be read (HTTP ${response.status}).`);
  }
  return body as Shard;
}

function shard(prefix: string): Promise<Shard> {
  let pending = shards.get(prefix);
  if (!pending) {
    pending = download(prefix);
    shards.set(prefix, pending);
    const mine = pending;
    mine.catch(() => {
      if (shards.get(prefix) === mine) shards.delete(prefix);
    });
  }
  return pending;
}

/**
 * The centre of a PIN code's area, or null when the text is not a PIN code or the table does not
 * know it. Spaces around the code are ignored. Throws an 'unavailable' error (friendlyError():
 * 'We could not reach the server…', retryable) when its part of the table cannot be downloaded.
 */
export async function lookupPin(pin: string): Promise<LatLng | null> {
  const code = pin.trim();
  if (!PIN_PATTERN.test(code)) return null;
  const entry = (await shard(code.slice(0, 2)))[code];
  if (!Array.isArray(entry) || entry.length !== 2) return null;
  const [lat, lng] = entry as unknown[];
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

/** The great-circle distance in kilometres between two points. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
