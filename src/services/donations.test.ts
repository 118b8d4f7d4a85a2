import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { donationFromData, formatReadyBy } from './donations';

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

describe('formatReadyBy', () => {
  it('writes the date and time in words people read, within 100 characters', () => {
    const text = formatReadyBy(new Date(2030, 0, 5, 18, 30));
    expect(text).toMatch(/2030/);
    expect(text).toMatch(/Jan/);
    expect(text).toMatch(/6:30/);
    expect(text.length).toBeLessThanOrEqual(100);
  });
});
