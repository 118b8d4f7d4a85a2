import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIN_PATTERN } from '../config/limits.js';
import { friendlyError, isRetryable } from './errors';
import type { LatLng } from './pin-codes';

type PinCodes = typeof import('./pin-codes');

/** A fresh module each time, so no shard stays cached from another test. */
async function freshModule(): Promise<PinCodes> {
  vi.resetModules();
  return import('./pin-codes');
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lookupPin', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let pins: PinCodes;

  beforeEach(async () => {
    fetchMock = vi.fn(async (url: string) => {
      if (url === '/pins/41.json') return jsonResponse({ '411004': [18.5196, 73.8414], '411001': [18.5203, 73.8742] });
      return jsonResponse({});
    });
    vi.stubGlobal('fetch', fetchMock);
    pins = await freshModule();
  });

  it('finds a known PIN in its own shard', async () => {
    await expect(pins.lookupPin('411004')).resolves.toEqual({ lat: 18.5196, lng: 73.8414 });
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/pins/41.json');
  });

  it('ignores spaces around the code', async () => {
    await expect(pins.lookupPin(' 411004 ')).resolves.toEqual({ lat: 18.5196, lng: 73.8414 });
  });

  it('answers null for a PIN the table does not know', async () => {
    await expect(pins.lookupPin('411099')).resolves.toBeNull();
    await expect(pins.lookupPin('999999')).resolves.toBeNull();
  });

  it.each(['', '41100', '4110044', '011004', '41 1004', 'abcdef', '４１１００４'])(
    'answers null for %j without downloading anything',
    async (text) => {
      await expect(pins.lookupPin(text)).resolves.toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('downloads a shard once for several lookups in it, even at the same moment', async () => {
    const [a, b] = await Promise.all([pins.lookupPin('411004'), pins.lookupPin('411001')]);
    await pins.lookupPin('411004');
    expect(a).toEqual({ lat: 18.5196, lng: 73.8414 });
    expect(b).toEqual({ lat: 18.5203, lng: 73.8742 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await pins.lookupPin('110001');
    expect(fetchMock).toHaveBeenLastCalledWith('/pins/11.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('lookupPin without a connection', () => {
  const REACH = 'We could not reach the server. Check your connection and try again.';

  it('fails as a network error that Retry can fix when the download fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { lookupPin } = await freshModule();
    const error = await lookupPin('411004').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unavailable' });
    expect(friendlyError(error)).toBe(REACH);
    expect(isRetryable(error)).toBe(true);
  });

  it.each([
    ['a server error', () => new Response('busy', { status: 503 })],
    [
      'the app page in place of the table',
      () => new Response('<!doctype html><title>FoodBridge</title>', { status: 200 }),
    ],
  ])('fails the same way for %s', async (_, respond) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond()),
    );
    const { lookupPin } = await freshModule();
    await expect(lookupPin('411004')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('downloads again on Retry after a failed download', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ '411004': [18.5196, 73.8414] }));
    vi.stubGlobal('fetch', fetchMock);
    const { lookupPin } = await freshModule();
    await expect(lookupPin('411004')).rejects.toMatchObject({ code: 'unavailable' });
    await expect(lookupPin('411004')).resolves.toEqual({ lat: 18.5196, lng: 73.8414 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the committed PIN table (public/pins/)', () => {
  // Vitest runs from the repository's root.
  const dir = resolve('public', 'pins');
  const read = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, name), 'utf8'));

  it('has one shard for every two-digit prefix a PIN can start with, holding only its own PINs, all inside India', () => {
    const names = readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(names.sort()).toEqual(Array.from({ length: 90 }, (_, i) => `${i + 10}.json`));
    let count = 0;
    const wrong: string[] = [];
    for (const name of names) {
      for (const [pin, point] of Object.entries(read(name))) {
        count++;
        const [lat, lng] = Array.isArray(point) ? point : [];
        const fine =
          PIN_PATTERN.test(pin) &&
          pin.startsWith(name.slice(0, 2)) &&
          Array.isArray(point) &&
          point.length === 2 &&
          typeof lat === 'number' &&
          typeof lng === 'number' &&
          lat >= 6 &&
          lat <= 37.5 &&
          lng >= 68 &&
          lng <= 97.5 &&
          // 4 decimals (about 11 m) is all the sources can claim; more would only make it bigger.
          Math.round(lat * 1e4) / 1e4 === lat &&
          Math.round(lng * 1e4) / 1e4 === lng;
        if (!fine) wrong.push(`${name}: ${pin} → ${JSON.stringify(point)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(count).toBeGreaterThan(19_000);
  });

  // City centres, independently of the table; each PIN is its city's main post office or centre.
  const CITIES: [pin: string, city: string, centre: LatLng][] = [
    ['411004', 'Pune', { lat: 18.5204, lng: 73.8567 }],
    ['110001', 'New Delhi', { lat: 28.6139, lng: 77.209 }],
    ['400001', 'Mumbai', { lat: 18.9388, lng: 72.8354 }],
    ['560001', 'Bengaluru', { lat: 12.9716, lng: 77.5946 }],
    ['700016', 'Kolkata', { lat: 22.5726, lng: 88.3639 }],
    ['600002', 'Chennai', { lat: 13.0827, lng: 80.2707 }],
    ['380015', 'Ahmedabad', { lat: 23.0225, lng: 72.5714 }],
    ['500001', 'Hyderabad', { lat: 17.385, lng: 78.4867 }],
    ['781001', 'Guwahati', { lat: 26.1445, lng: 91.7362 }],
    ['744101', 'Port Blair', { lat: 11.6234, lng: 92.7265 }],
    ['737101', 'Gangtok', { lat: 27.3314, lng: 88.6138 }],
  ];

  it.each(CITIES)('puts %s within 15 km of the centre of %s', async (pin, _city, centre) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => jsonResponse(read(url.replace('/pins/', '')))),
    );
    const { lookupPin, distanceKm } = await freshModule();
    const point = await lookupPin(pin);
    expect(point).not.toBeNull();
    expect(distanceKm(point!, centre)).toBeLessThan(15);
  });
});
