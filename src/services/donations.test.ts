import { Timestamp } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_CODE_PATTERN } from '../config/limits.js';
import { aSafetyRecord } from '../testing/food';
import { placeAt } from './geo';
import {
  DonationMoveError,
  donationFromData,
  isExpired,
  isWaiting,
  moveFailure,
  nearbyOffers,
  newHandoverCode,
  vegOnlyMayTake,
} from './donations';

describe('donationFromData', () => {
  it('maps a legacy donation (deliveryLocation, phone, time only)', () => {
    const donation = donationFromData('old', { deliveryLocation: '5 Park Street', phone: '9876543210', time: '6 pm' });
    expect(donation).toMatchObject({
      id: 'old',
      deliveryLocation: '5 Park Street',
      phone: '9876543210',
      time: '6 pm',
      readyBy: null,
      meals: null,
      ngoId: null,
      donorUid: null,
      status: null,
    });
  });

  it('maps a current donation', () => {
    const readyBy = new Date('2030-01-01T12:00:00Z');
    const donation = donationFromData('d', {
      status: 'offered',
      ngoId: 'n1',
      ngoName: 'Annapurna',
      donorUid: 'u1',
      donorName: 'Asha',
      food: 'Rice',
      meals: 12,
      readyBy: Timestamp.fromDate(readyBy),
    });
    expect(donation.status).toBe('offered');
    expect(donation.meals).toBe(12);
    expect(donation.readyBy?.getTime()).toBe(readyBy.getTime());
  });
});

describe('donationFromData: the lifecycle stamps', () => {
  it('maps each move’s timestamp to a Date, and an open offer’s ngoId to null', () => {
    const at = new Date('2030-01-01T10:20:00Z');
    const donation = donationFromData('d', {
      status: 'accepted',
      ngoId: null,
      acceptedAt: Timestamp.fromDate(at),
    });
    expect(donation.ngoId).toBeNull();
    expect(donation.acceptedAt?.getTime()).toBe(at.getTime());
    expect(donation).toMatchObject({ pickedUpAt: null, deliveredAt: null, declinedAt: null, cancelledAt: null });
  });
});

describe('isExpired / isWaiting', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const before = new Date('2030-01-01T11:59:00Z');
  const after = new Date('2030-01-01T12:01:00Z');

  it('an offer past its by-when is expired and no longer waiting', () => {
    expect(isExpired({ status: 'offered', readyBy: before }, now)).toBe(true);
    expect(isWaiting({ status: 'offered', readyBy: before }, now)).toBe(false);
  });

  it('an offer before its by-when waits', () => {
    expect(isExpired({ status: 'offered', readyBy: after }, now)).toBe(false);
    expect(isWaiting({ status: 'offered', readyBy: after }, now)).toBe(true);
  });

  it('only offers expire', () => {
    expect(isExpired({ status: 'accepted', readyBy: before }, now)).toBe(false);
    expect(isWaiting({ status: 'accepted', readyBy: after }, now)).toBe(false);
  });
});

describe('moveFailure', () => {
  it('says why a move was refused (no Retry), or the plain failure for others', () => {
    expect(moveFailure(new DonationMoveError('taken', 'Another NGO already accepted this offer.'))).toEqual({
      message: 'Another NGO already accepted this offer.',
      retryable: false,
    });
    expect(moveFailure(Object.assign(new Error('x'), { code: 'unavailable' }))).toEqual({
      message: 'We could not reach the server. Check your connection and try again.',
      retryable: true,
    });
  });
});

describe('donationFromData: the pickup code entered at pickup', () => {
  it('reads a 4-digit handoverCode, and null for none or anything else', () => {
    expect(donationFromData('d', { status: 'picked_up', handoverCode: '0427' }).handoverCode).toBe('0427');
    expect(donationFromData('d', { status: 'picked_up' }).handoverCode).toBeNull();
    expect(donationFromData('d', { handoverCode: 427 }).handoverCode).toBeNull();
    expect(donationFromData('d', { handoverCode: '04270' }).handoverCode).toBeNull();
  });
});

describe('newHandoverCode', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Makes crypto.getRandomValues hand out these 16-bit values, one a call. */
  function drawing(...values: number[]) {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    for (const value of values) {
      spy.mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint16Array)[0] = value;
        return array;
      });
    }
    return spy;
  }

  it('is always 4 digits, from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const codes = Array.from({ length: 500 }, () => newHandoverCode());
    for (const code of codes) expect(code).toMatch(HANDOVER_CODE_PATTERN);
    expect(spy).toHaveBeenCalled();
    // 500 draws from 10 000 codes: a handful of repeats at most, not a fixed or short cycle.
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('keeps leading zeros', () => {
    drawing(427, 0, 10_009);
    expect([newHandoverCode(), newHandoverCode(), newHandoverCode()]).toEqual(['0427', '0000', '0009']);
  });

  it('draws again above 59 999, so every code is equally likely', () => {
    const spy = drawing(65_535, 60_000, 59_999);
    expect(newHandoverCode()).toBe('9999');
    expect(spy).toHaveBeenCalledTimes(3);
  });
});

describe('moveFailure: a refused pickup code', () => {
  it('is told as it is, and no Retry (the NGO types the code again)', () => {
    expect(
      moveFailure(new DonationMoveError('code', 'That code is not right. Ask the donor to read it again.')),
    ).toEqual({ message: 'That code is not right. Ask the donor to read it again.', retryable: false });
  });
});

describe('vegOnlyMayTake', () => {
  it('leaves out, for a veg-only NGO, open offers that are not veg or vegan or have no record', () => {
    const of = (diet: 'veg' | 'vegan' | 'egg' | 'nonveg') => ({ safety: aSafetyRecord({ diet }) });
    expect([of('veg'), of('vegan'), of('egg'), of('nonveg'), { safety: null }].map(vegOnlyMayTake)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

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
    const offers = nearbyOffers([[inside, outside], [nearest, noPlace, inside]], PUNE, 10);
    expect(offers.map((o) => o.id)).toEqual(['near', 'in']);
    expect(offers[1]!.distanceKm).toBeCloseTo(9.9, 1);
  });

  it('of two at the same distance, the newer comes first', () => {
    const older = at('older', PUNE.lat, PUNE.lng, new Date(2030, 0, 1));
    const newer = at('newer', PUNE.lat, PUNE.lng, new Date(2030, 0, 2));
    expect(nearbyOffers([[older], [newer]], PUNE, 10).map((o) => o.id)).toEqual(['newer', 'older']);
  });
});
