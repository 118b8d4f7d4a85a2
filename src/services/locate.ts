/**
 * Finding a place from what a person gives: a PIN code, or the device's location (docs/geo.md).
 * No words here: the screens say what went wrong, in the language shown, from the reason given.
 */
import { PIN_PATTERN } from '../config/limits.js';
import { toFailure } from './errors';
import { isInIndia, lookupPin, placeAt, type LatLng, type Place } from './geo';

/** Why no place could be found. A failed download of the PIN table is thrown as a network failure instead. */
export type LocateProblem =
  /** Not six digits starting 1–9. */
  | 'invalid-pin'
  /** Six digits, but not a PIN the table knows. */
  | 'unknown-pin'
  /** The browser has no geolocation (or the page is not secure). */
  | 'unsupported'
  /** The person, or the browser's settings, refused the location. */
  | 'denied'
  /** The device could not tell where it is, or took too long. */
  | 'unavailable'
  /** The device is outside India: FoodBridge matches places in India only. */
  | 'outside-india';

export class LocateError extends Error {
  readonly problem: LocateProblem;
  constructor(problem: LocateProblem) {
    super(`No place found: ${problem}`);
    this.problem = problem;
  }
}

export function isLocateError(error: unknown): error is LocateError {
  return error instanceof LocateError;
}

/**
 * The place of a PIN code. Throws LocateError('invalid-pin' | 'unknown-pin'), or a retryable
 * network failure when the table cannot be downloaded.
 */
export async function placeFromPin(pin: string): Promise<Place> {
  const code = pin.trim();
  if (!PIN_PATTERN.test(code)) throw new LocateError('invalid-pin');
  const point = await lookupPin(code);
  if (!point) throw new LocateError('unknown-pin');
  return placeAt(point, code);
}

/** How long the device may take to say where it is. */
export const DEVICE_TIMEOUT_MS = 15_000;

/**
 * The device's place, asked of the browser (which asks the person the first time). Throws
 * LocateError('unsupported' | 'denied' | 'unavailable' | 'outside-india').
 */
export function placeFromDevice(): Promise<Place> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new LocateError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lng: coords.longitude };
        if (isInIndia(point)) resolve(placeAt(point));
        else reject(new LocateError('outside-india'));
      },
      (error) => reject(new LocateError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: DEVICE_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  });
}

/**
 * What the shared LocationField (src/components) is given to find places with: the lookups above,
 * the place of a spot set on its map, and how to tell their failures apart.
 */
export const placeFinder = {
  fromPin: placeFromPin,
  fromDevice: placeFromDevice,
  fromMap: (point: LatLng): Place | null => (isInIndia(point) ? placeAt(point) : null),
  problem: (error: unknown): LocateProblem | null => (isLocateError(error) ? error.problem : null),
  describeFailure: (error: unknown): string => toFailure(error).message,
};
