import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { aSafetyRecord } from '../testing/food';
import { donationFromData, isExpired, isWaiting, vegOnlyMayTake } from './donation-model';

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

describe('donationFromData: the pickup code entered at pickup', () => {
  it('reads a 4-digit handoverCode, and null for none or anything else', () => {
    expect(donationFromData('d', { status: 'picked_up', handoverCode: '0427' }).handoverCode).toBe('0427');
    expect(donationFromData('d', { status: 'picked_up' }).handoverCode).toBeNull();
    expect(donationFromData('d', { handoverCode: 427 }).handoverCode).toBeNull();
    expect(donationFromData('d', { handoverCode: '04270' }).handoverCode).toBeNull();
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
