import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { clearsVerification, identityChanged, isTimeSlot, ngoFromData, parseMealno } from './ngos';

describe('parseMealno', () => {
  it('reads the number from the earlier app’s text', () => {
    expect(parseMealno('29 meals')).toBe(29);
    expect(parseMealno('meals: 15')).toBe(15);
    expect(parseMealno('1,200 meals')).toBe(1200);
  });

  it('is null when there is no whole number', () => {
    expect(parseMealno('')).toBeNull();
    expect(parseMealno('many meals')).toBeNull();
    expect(parseMealno('0 meals')).toBeNull();
  });
});

describe('ngoFromData', () => {
  it('maps a legacy document (mealno only, no owner, no verified, no city)', () => {
    const ngo = ngoFromData('legacy-1', {
      nameOrg: 'Roti Ghar Trust',
      name: 'Arjun Mehta',
      email: 'hello@rotighar.example.org',
      time: 'AfterNoon',
      mealno: '29 meals',
      address: '44 Chandni Chowk',
    });
    expect(ngo).toEqual({
      id: 'legacy-1',
      nameOrg: 'Roti Ghar Trust',
      name: 'Arjun Mehta',
      email: 'hello@rotighar.example.org',
      time: 'AfterNoon',
      meals: 29,
      mealno: '29 meals',
      address: '44 Chandni Chowk',
      city: '',
      zip: '',
      imageUrl: '',
      ownerUid: null,
      verified: false,
      reverify: false,
      suspended: false,
      acceptsVegOnly: false,
      location: null,
      radiusKm: 10,
      whatsapp: '',
      phone: '',
      registrationId: '',
      searchable: false,
      createdAt: null,
      updatedAt: null,
    });
  });

  it('maps a current document, preferring meals over mealno and timestamps to dates', () => {
    const created = new Date('2025-01-10T10:00:00Z');
    const ngo = ngoFromData('uid-1', {
      nameOrg: 'Seva Meals',
      name: 'Lakshmi',
      email: 'team@seva.example.org',
      time: 'Evening',
      meals: 40,
      mealno: '19 meals',
      address: '7 MG Road',
      city: 'Bengaluru',
      zip: '560001',
      imageUrl: 'https://example.org/logo.png',
      registrationId: 'KA/2019/0042',
      keywords: ['se'],
      ownerUid: 'uid-1',
      verified: true,
      createdAt: Timestamp.fromDate(created),
      updatedAt: Timestamp.fromDate(created),
    });
    expect(ngo.meals).toBe(40);
    expect(ngo.registrationId).toBe('KA/2019/0042');
    expect(ngo.city).toBe('Bengaluru');
    expect(ngo.ownerUid).toBe('uid-1');
    expect(ngo.verified).toBe(true);
    expect(ngo.reverify).toBe(false);
    expect(ngo.suspended).toBe(false);
    expect(ngo.searchable).toBe(true);
    expect(ngo.createdAt?.toISOString()).toBe(created.toISOString());
    expect(ngo).not.toHaveProperty('keywords');
  });

  it('survives wrong types and an empty document', () => {
    const ngo = ngoFromData('odd', { nameOrg: 42, mealno: 12, verified: 'yes', meals: 'ten' });
    expect(ngo.nameOrg).toBe('');
    expect(ngo.meals).toBe(12);
    expect(ngo.verified).toBe(false);
    expect(ngoFromData('empty', {}).meals).toBeNull();
    expect(ngoFromData('words', { keywords: 'roti' }).searchable).toBe(false);
    expect(ngoFromData('none', { keywords: [] }).searchable).toBe(false);
  });
});

describe('isTimeSlot', () => {
  it('accepts exactly the three slots', () => {
    expect(['Morning', 'AfterNoon', 'Evening'].every(isTimeSlot)).toBe(true);
    expect(isTimeSlot('Afternoon')).toBe(false);
    expect(isTimeSlot('')).toBe(false);
  });
});

describe('reverify and suspended', () => {
  it('are read as booleans, false unless stored as true', () => {
    expect(ngoFromData('a', { reverify: true, suspended: true })).toMatchObject({ reverify: true, suspended: true });
    expect(ngoFromData('b', { reverify: 'yes', suspended: 1 })).toMatchObject({ reverify: false, suspended: false });
  });
});

describe('identityChanged and clearsVerification', () => {
  const saved = ngoFromData('uid-1', {
    nameOrg: 'Seva Meals',
    email: 'team@seva.example.org',
    address: '7 MG Road',
    city: 'Bengaluru',
    zip: '560001',
    imageUrl: 'https://firebasestorage.googleapis.com/logo',
    verified: true,
  });
  const same = {
    nameOrg: 'Seva Meals',
    email: 'team@seva.example.org',
    address: '7 MG Road',
    city: 'Bengaluru',
    zip: '560001',
    imageUrl: 'https://firebasestorage.googleapis.com/logo',
  };

  it('sees a change of name, email, address, city, zip or logo, and nothing else', () => {
    expect(identityChanged(saved, same)).toBe(false);
    for (const field of ['nameOrg', 'email', 'address', 'city', 'zip', 'imageUrl'] as const) {
      expect(identityChanged(saved, { ...same, [field]: `${same[field]}x` })).toBe(true);
    }
    expect(identityChanged(saved, { ...same, nameOrg: 'seva meals' })).toBe(true);
  });

  it('counts a field the stored document lacks as changed when it is written (as the rules do)', () => {
    const legacy = { nameOrg: same.nameOrg, email: same.email, address: same.address };
    expect(identityChanged(legacy, same)).toBe(true);
  });

  it('clears the badge only of a verified profile', () => {
    const moved = { ...same, city: 'Mysuru' };
    expect(clearsVerification(saved, moved)).toBe(true);
    expect(clearsVerification(saved, same)).toBe(false);
    expect(clearsVerification({ ...saved, verified: false }, moved)).toBe(false);
    expect(clearsVerification(null, moved)).toBe(false);
  });
});
