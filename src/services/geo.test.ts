import { geohashForLocation } from 'geofire-common';
import { describe, expect, it } from 'vitest';
import { GEOHASH_PATTERN, SERVICE_RADIUS_KM } from '../config/limits.js';
import {
  asPickup,
  cellsNear,
  coverRanges,
  distanceKm,
  geohashBox,
  isInIndia,
  isWithin,
  MAX_RANGES,
  placeAt,
  pickupCell,
  placeFromData,
  roundKm,
  type LatLng,
} from './geo';

const PUNE: LatLng = { lat: 18.5204, lng: 73.8567 };
const DELHI: LatLng = { lat: 28.6139, lng: 77.209 };

/** The point `km` from `from` on the given bearing (degrees from north), on a sphere. */
function pointAt(from: LatLng, km: number, bearing: number): LatLng {
  const R = 6371;
  const rad = Math.PI / 180;
  const d = km / R;
  const b = bearing * rad;
  const lat1 = from.lat * rad;
  const lng1 = from.lng * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: lng2 / rad };
}

function inRanges(ranges: readonly (readonly [string, string])[], point: LatLng): boolean {
  const hash = placeAt(point).geohash;
  return ranges.some(([start, end]) => hash >= start && hash <= end);
}

describe('distance at a radius edge', () => {
  const bearings = [0, 45, 90, 135, 180, 225, 270, 315];

  it.each(bearings)('9.9 km away on bearing %i° is within 10 km, and its geohash is in the cover', (bearing) => {
    const point = pointAt(PUNE, 9.9, bearing);
    expect(distanceKm(PUNE, point)).toBeCloseTo(9.9, 2);
    expect(isWithin(PUNE, point, 10)).toBe(true);
    expect(inRanges(coverRanges(PUNE, 10), point)).toBe(true);
  });

  it.each(bearings)('10.1 km away on bearing %i° is outside 10 km', (bearing) => {
    const point = pointAt(PUNE, 10.1, bearing);
    expect(distanceKm(PUNE, point)).toBeCloseTo(10.1, 2);
    expect(isWithin(PUNE, point, 10)).toBe(false);
  });

  it('Pune and Delhi are about 1,170 km apart', () => {
    expect(distanceKm(PUNE, DELHI)).toBeGreaterThan(1150);
    expect(distanceKm(PUNE, DELHI)).toBeLessThan(1190);
  });
});

describe('coverRanges', () => {
  it.each([SERVICE_RADIUS_KM.min, 5, SERVICE_RADIUS_KM.default, 25, SERVICE_RADIUS_KM.max])(
    'covers every point within %i km with at most MAX_RANGES ranges',
    (radius) => {
      const ranges = coverRanges(PUNE, radius);
      expect(ranges.length).toBeGreaterThan(0);
      expect(ranges.length).toBeLessThanOrEqual(MAX_RANGES);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        for (const fraction of [0, 0.5, 0.99]) {
          expect(inRanges(ranges, pointAt(PUNE, radius * fraction, bearing))).toBe(true);
        }
      }
    },
  );

  it('does not reach a city 1,000 km away', () => {
    expect(inRanges(coverRanges(PUNE, SERVICE_RADIUS_KM.max), DELHI)).toBe(false);
  });

  const CITIES = {
    Pune: PUNE,
    Delhi: DELHI,
    Mumbai: { lat: 19.076, lng: 72.8777 },
    Kochi: { lat: 9.9312, lng: 76.2673 },
  };
  it.each(Object.entries(CITIES).flatMap(([name, city]) => [1, 10, 50].map((radius) => [name, radius, city] as const)))(
    'reads little more than the circle: around %s at %i km the ranges cover under 1.5 times its area',
    (_name, radius, city) => {
      const ranges = coverRanges(city, radius);
      // A regular grid over the circle's bounding square, 1.5 times wider: count points in the ranges
      // and points in the circle.
      let inCover = 0;
      let inCircle = 0;
      const span = (radius / 110.574) * 1.5;
      for (let i = -60; i <= 60; i += 1) {
        for (let j = -60; j <= 60; j += 1) {
          const point = { lat: city.lat + (span * i) / 60, lng: city.lng + (span * j) / 60 };
          if (inRanges(ranges, point)) inCover += 1;
          if (isWithin(city, point, radius)) inCircle += 1;
        }
      }
      expect(inCover / inCircle).toBeLessThan(1.5);
    },
  );

  it('joins runs across their smallest gaps to keep within the ranges it may take', () => {
    const one = coverRanges(PUNE, 10, 1);
    expect(one).toHaveLength(1);
    for (let bearing = 0; bearing < 360; bearing += 30) expect(inRanges(one, pointAt(PUNE, 9.9, bearing))).toBe(true);
    expect(coverRanges(PUNE, 10, 4).length).toBeLessThanOrEqual(4);
  });

  it('ranges are ordered, do not overlap, and end with ~ so every longer geohash of the cell falls inside', () => {
    const ranges = coverRanges(DELHI, 10);
    for (const [start, end] of ranges) {
      expect(end.endsWith('~')).toBe(true);
      expect(start < end).toBe(true);
    }
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]![0] > ranges[i - 1]![1]).toBe(true);
  });
});

describe('whole-degree cells (where an NGO may list open offers)', () => {
  it('a point is in the cell of its whole degrees, as the rules compute it', () => {
    expect(pickupCell(PUNE)).toBe(1873);
    expect(pickupCell(DELHI)).toBe(2877);
    expect(pickupCell({ lat: 19, lng: 74 })).toBe(1974);
    expect(pickupCell({ lat: 18.99999, lng: 73.00001 })).toBe(1873);
    expect(asPickup(placeAt(PUNE, '411002'))).toMatchObject({ pin: '411002', cell: 1873 });
  });

  it('a small circle inside one degree meets its own cell only', () => {
    expect(cellsNear({ lat: 18.5, lng: 73.5 }, 10)).toEqual([1873]);
  });

  it('a circle across a corner meets the four cells there', () => {
    expect(cellsNear({ lat: 19.01, lng: 73.99 }, 5).sort()).toEqual([1873, 1874, 1973, 1974]);
  });

  // Every point of the widest circle, anywhere in India (as far north as 37.5°, where a degree of
  // longitude is shortest), lies in one of the cells named — and those are always among the 3×3
  // around the centre's own, the only cells the rules let the NGO there list.
  const centres: LatLng[] = [];
  for (let lat = 6.01; lat <= 37.5; lat += 1.37)
    for (let lng = 68.02; lng <= 97.5; lng += 2.93) centres.push({ lat, lng });
  centres.push({ lat: 37.5, lng: 74.999 }, { lat: 36.999, lng: 75.001 }, DELHI, PUNE);
  it.each(centres.map((c) => [c.lat.toFixed(2), c.lng.toFixed(2), c] as const))(
    "around %s, %s every point within 50 km is in a cell named, each a neighbour of the centre's",
    (_lat, _lng, centre) => {
      const cells = cellsNear(centre, SERVICE_RADIUS_KM.max);
      const own = pickupCell(centre);
      for (const cell of cells) {
        expect(Math.abs(Math.floor(cell / 100) - Math.floor(own / 100))).toBeLessThanOrEqual(1);
        expect(Math.abs((cell % 100) - (own % 100))).toBeLessThanOrEqual(1);
      }
      for (let bearing = 0; bearing < 360; bearing += 5) {
        for (const km of [SERVICE_RADIUS_KM.max, SERVICE_RADIUS_KM.max / 2]) {
          expect(cells).toContain(pickupCell(pointAt(centre, km, bearing)));
        }
      }
    },
  );
});

describe('places', () => {
  it('placeAt rounds to about a metre and carries the geohash and PIN', () => {
    const place = placeAt({ lat: 18.520412345, lng: 73.856712345 }, '411001');
    expect(place).toEqual({
      lat: 18.52041,
      lng: 73.85671,
      geohash: geohashForLocation([18.52041, 73.85671], 10),
      pin: '411001',
    });
    expect(place.geohash).toMatch(GEOHASH_PATTERN);
    expect(placeAt(PUNE, 'not a pin').pin).toBe('');
  });

  it('the geohash box holds its point', () => {
    const box = geohashBox(placeAt(PUNE).geohash.slice(0, 6));
    expect(PUNE.lat).toBeGreaterThanOrEqual(box.minLat);
    expect(PUNE.lat).toBeLessThanOrEqual(box.maxLat);
    expect(PUNE.lng).toBeGreaterThanOrEqual(box.minLng);
    expect(PUNE.lng).toBeLessThanOrEqual(box.maxLng);
  });

  it('only points inside India are places', () => {
    expect(isInIndia(PUNE)).toBe(true);
    expect(isInIndia({ lat: 51.5, lng: -0.12 })).toBe(false);
    expect(isInIndia({ lat: Number.NaN, lng: 73 })).toBe(false);
  });

  it('placeFromData reads a stored place back and refuses anything else', () => {
    const place = placeAt(PUNE, '411001');
    expect(placeFromData({ ...place })).toEqual(place);
    expect(placeFromData(undefined)).toBeNull();
    expect(placeFromData({ ...place, geohash: 'abc' })).toBeNull();
    expect(placeFromData({ ...place, lat: 51.5, lng: -0.12 })).toBeNull();
    expect(placeFromData({ ...place, pin: 42 })).toEqual({ ...place, pin: '' });
  });

  it('roundKm gives one decimal below 100 km', () => {
    expect(roundKm(3.449)).toBe(3.4);
    expect(roundKm(0.04)).toBe(0);
    expect(roundKm(123.6)).toBe(124);
  });
});
