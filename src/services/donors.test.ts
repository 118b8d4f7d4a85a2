import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { donorFromData } from './donors';

describe('donorFromData', () => {
  it('maps a legacy record (name, email, address, phone only)', () => {
    expect(
      donorFromData('old-1', {
        name: 'Rahul',
        email: 'rahul@example.org',
        address: '22 Hazratganj',
        phone: '9988776655',
      }),
    ).toEqual({
      id: 'old-1',
      name: 'Rahul',
      email: 'rahul@example.org',
      phone: '9988776655',
      address: '22 Hazratganj',
      city: '',
      state: '',
      zip: '',
      country: '',
      fssai: '',
      ownerUid: null,
      createdAt: null,
      updatedAt: null,
    });
  });

  it('reads a phone the earlier app stored as a number', () => {
    expect(donorFromData('old-2', { phone: 9988776655 }).phone).toBe('9988776655');
  });

  it('maps a current record', () => {
    const at = new Date('2025-02-01T08:00:00Z');
    const donor = donorFromData('d1', {
      name: 'Asha',
      email: 'asha@example.org',
      phone: '9876543210',
      address: '18 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560025',
      country: 'India',
      ownerUid: 'u1',
      createdAt: Timestamp.fromDate(at),
      updatedAt: Timestamp.fromDate(at),
    });
    expect(donor.country).toBe('India');
    expect(donor.ownerUid).toBe('u1');
    expect(donor.updatedAt?.getTime()).toBe(at.getTime());
  });

  it('ignores an unknown country', () => {
    expect(donorFromData('d2', { country: 'Atlantis' }).country).toBe('');
  });
});
