import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { firstErrors } from '../../testing/schemas';
import {
  DONOR_MESSAGES,
  EMPTY_DONOR_PROFILE,
  donorProfileSchema,
  donorToValues,
  missingMandatory,
} from './donor-profile-schema';

const valid = {
  ...EMPTY_DONOR_PROFILE,
  name: 'Asha Donor',
  email: 'asha@example.org',
  phone: '9876543210',
  address: '18 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
};

const errorsOf = (values: Partial<typeof valid>) => firstErrors(donorProfileSchema, { ...valid, ...values });

describe('missingMandatory', () => {
  it.each(['name', 'email', 'address', 'phone'] as const)('is true when %s is empty or blank', (field) => {
    expect(missingMandatory({ ...valid, [field]: '' })).toBe(true);
    expect(missingMandatory({ ...valid, [field]: '   ' })).toBe(true);
  });

  it('is false when the four are filled, whatever the optional fields hold', () => {
    expect(missingMandatory({ ...valid, city: '', state: '', zip: '' })).toBe(false);
  });

  it('has the seed’s message', () => {
    expect(DONOR_MESSAGES.mandatory).toBe('All fields are mandatory!');
  });
});

describe('donorProfileSchema', () => {
  it('accepts a complete profile and trims it', () => {
    const result = donorProfileSchema.safeParse({ ...valid, name: '  Asha Donor ', phone: '98765 43210' });
    expect(result).toEqual({ success: true, data: { ...valid, name: 'Asha Donor', phone: '9876543210' } });
  });

  it('gives every message', () => {
    expect(errorsOf({ name: ' ' }).name).toBe(DONOR_MESSAGES.name);
    expect(errorsOf({ name: 'a'.repeat(101) }).name).toBe('Name must be at most 100 characters.');
    expect(errorsOf({ email: 'asha@' }).email).toBe('Invalid email format');
    expect(errorsOf({ email: `${'a'.repeat(250)}@example.org` }).email).toBe(DONOR_MESSAGES.emailLength);
    expect(errorsOf({ phone: '12345' }).phone).toBe('Phone number must be 10 digits');
    expect(errorsOf({ phone: '98765432101' }).phone).toBe('Phone number must be 10 digits');
    expect(errorsOf({ phone: 'abcdefghij' }).phone).toBe('Phone number must be 10 digits');
    expect(errorsOf({ country: 'Atlantis' as 'India' }).country).toBe(DONOR_MESSAGES.country);
    expect(errorsOf({ address: '' }).address).toBe(DONOR_MESSAGES.address);
    expect(errorsOf({ address: 'a'.repeat(301) }).address).toBe(DONOR_MESSAGES.addressLength);
    expect(errorsOf({ city: 'a'.repeat(101) }).city).toBe(DONOR_MESSAGES.city);
    expect(errorsOf({ state: 'a'.repeat(101) }).state).toBe(DONOR_MESSAGES.state);
    expect(errorsOf({ zip: '1'.repeat(21) }).zip).toBe(DONOR_MESSAGES.zip);
  });

  it('wants a name with a letter or number, in any script', () => {
    expect(errorsOf({ name: '...' }).name).toBe('Enter a name with at least one letter or number.');
    expect(errorsOf({ name: '\u200b\u200b' }).name).toBe('Enter a name with at least one letter or number.');
    expect(errorsOf({ name: 'आशा' }).name).toBeUndefined();
    expect(errorsOf({ name: '7 Eleven' }).name).toBeUndefined();
  });

  it('refuses an email with spaces or mailto parameters (? & = %)', () => {
    for (const email of [
      'asha @example.org',
      'asha@example.org?cc=x',
      'a&b@example.org',
      'a=b@example.org',
      'a%b@example.org',
    ]) {
      expect(errorsOf({ email }).email).toBe('Invalid email format');
    }
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(errorsOf({ email: 'x', phone: '1' })).sort()).toEqual(['email', 'phone']);
  });
});

describe('donorToValues', () => {
  it('fills a legacy record’s missing fields with empty values and India', () => {
    expect(
      donorToValues({
        id: 'x',
        name: 'Rahul',
        email: 'r@example.org',
        phone: '9988776655',
        address: 'Lucknow',
        city: '',
        state: '',
        zip: '',
        country: '',
        fssai: '',
        ownerUid: null,
        createdAt: null,
        updatedAt: null,
      }),
    ).toEqual({
      ...EMPTY_DONOR_PROFILE,
      name: 'Rahul',
      email: 'r@example.org',
      phone: '9988776655',
      address: 'Lucknow',
    });
  });
});

describe('donorProfileSchema in Hindi', () => {
  it('gives its messages in the language shown when the form is checked', async () => {
    await activateLanguage('hi');
    expect(errorsOf({ name: ' ', phone: '1', country: 'Atlantis' as 'India', city: 'a'.repeat(101) })).toEqual({
      name: 'अपना नाम लिखें।',
      phone: 'फ़ोन नंबर 10 अंकों का होना चाहिए',
      country: 'भारत, कनाडा या मेक्सिको में से चुनें।',
      city: 'शहर का नाम 100 कैरेक्टर से लंबा नहीं हो सकता।',
    });
    expect(DONOR_MESSAGES.mandatory).toBe('सभी ज़रूरी जानकारी भरें!');
  });
});
