import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { donationFromData } from './donation-model';
import { nearbyOffers } from './donation-near';
import { placeAt } from './geo';

describe('nearbyOffers: what the ranges returned, within the radius, nearest first', () => {
  const PUNE = { lat: 18.5204, lng: 73.8567 };
  const at = (id: string, lat: number, lng: number, createdAt = new Date(2030, 0, 1)) =>
    donationFromData(id, {
      ngoId: null,
      status: 'offered',
      createdAt: Timestamp.fromDate(createdAt),
      pickup: { ...placeAt({ lat, lng }) },
    });

  it('drops what lies outside the radius and what has no pickup, keeps each offer once, nearest first', () => {
    // 0.09° of latitude is about 10 km: 9.9 km in, 10.1 km out.
    const inside = at('in', PUNE.lat + 9.9 / 111.2, PUNE.lng);
    const outside = at('out', PUNE.lat + 10.1 / 111.2, PUNE.lng);
    const nearest = at('near', PUNE.lat + 0.01, PUNE.lng);
    const noPlace = donationFromData('none', { ngoId: null, status: 'offered' });
    const offers = nearbyOffers(
      [
        [inside, outside],
        [nearest, noPlace, inside],
      ],
      PUNE,
      10,
    );
    expect(offers.map((o) => o.id)).toEqual(['near', 'in']);
    expect(offers[1]!.distanceKm).toBeCloseTo(9.9, 1);
  });

  it('of two at the same distance, the newer comes first', () => {
    const older = at('older', PUNE.lat, PUNE.lng, new Date(2030, 0, 1));
    const newer = at('newer', PUNE.lat, PUNE.lng, new Date(2030, 0, 2));
    expect(nearbyOffers([[older], [newer]], PUNE, 10).map((o) => o.id)).toEqual(['newer', 'older']);
  });
});
