import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEOHASH_PATTERN } from '../config/limits.js';
import { isLocateError, placeFromDevice, placeFromPin } from './locate';

function stubFetch(table: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(table), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: answer } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'found',
    (error: unknown) => (isLocateError(error) ? error.problem : 'other'),
  );

describe('placeFromPin', () => {
  it('finds a known PIN: its point, geohash and the PIN itself', async () => {
    stubFetch({ '411001': [18.5203, 73.8742] });
    const place = await placeFromPin(' 411001 ');
    expect(place).toMatchObject({ lat: 18.5203, lng: 73.8742, pin: '411001' });
    expect(place.geohash).toMatch(GEOHASH_PATTERN);
  });

  it('says a PIN the table does not know is unknown, and text that is not a PIN is invalid', async () => {
    stubFetch({ '411001': [18.5203, 73.8742] });
    expect(await problemOf(placeFromPin('411999'))).toBe('unknown-pin');
    expect(await problemOf(placeFromPin('41100'))).toBe('invalid-pin');
    expect(await problemOf(placeFromPin('011001'))).toBe('invalid-pin');
  });
});

describe('placeFromDevice', () => {
  const PERMISSION_DENIED = 1;
  const POSITION_UNAVAILABLE = 2;
  const positionError = (code: number) =>
    ({ code, PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT: 3, message: '' }) as GeolocationPositionError;

  it('gives the device position as a place without a PIN', async () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 18.52, longitude: 73.85 } } as GeolocationPosition));
    expect(await placeFromDevice()).toMatchObject({ lat: 18.52, lng: 73.85, pin: '' });
  });

  it('refuses a device outside India', async () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 51.5, longitude: -0.12 } } as GeolocationPosition));
    expect(await problemOf(placeFromDevice())).toBe('outside-india');
  });

  it('tells a refusal from a device that cannot say', async () => {
    stubGeolocation((_ok, fail) => fail(positionError(PERMISSION_DENIED)));
    expect(await problemOf(placeFromDevice())).toBe('denied');
    stubGeolocation((_ok, fail) => fail(positionError(POSITION_UNAVAILABLE)));
    expect(await problemOf(placeFromDevice())).toBe('unavailable');
  });

  it('says when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    expect(await problemOf(placeFromDevice())).toBe('unsupported');
  });
});
