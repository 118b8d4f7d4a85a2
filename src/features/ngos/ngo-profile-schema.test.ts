import { describe, expect, it } from 'vitest';
import { LENGTH } from '../../config/limits.js';
import { activateLanguage } from '../../i18n';
import { firstErrors } from '../../testing/schemas';
import {
  NGO_MESSAGES,
  logoProblem,
  ngoProfileSchema,
  ngoProfileSchemaFor,
  ngoToValues,
  profileEmail,
  type NgoProfileValues,
} from './ngo-profile-schema';

const valid: NgoProfileValues = {
  nameOrg: 'Annapurna Food Bank',
  email: 'contact@annapurna.example.org',
  name: 'Priya Sharma',
  time: 'Morning',
  address: '12 Linking Road',
  city: 'Mumbai',
  meals: '29',
  zip: '400050',
  acceptsVegOnly: false,
  location: null,
  radiusKm: 10,
  whatsapp: '',
  phone: '9876500022',
  registrationId: '',
};

const errorsOf = (values: Partial<NgoProfileValues>) => firstErrors(ngoProfileSchema, { ...valid, ...values });

describe('ngoProfileSchemaFor: a new or changed name is written in one script', () => {
  const nameError = (nameOrg: string, stored = '') =>
    firstErrors(ngoProfileSchemaFor(stored), { ...valid, nameOrg }).nameOrg;
  const script =
    'Write the name in one script — English letters (A–Z) or Hindi (Devanagari) — with digits, spaces and . , & ’ ( ) / - only. Accented letters and letters of other scripts cannot be used, so that no name can pass for another.';

  it('accepts A–Z or Devanagari names with digits and the usual marks', () => {
    for (const name of [
      'Annapurna Food Bank',
      'St. Mary’s Kitchen (Pune) 2',
      'Roti & Daal / Seva-1',
      'सेवा फाउंडेशन',
      'अन्नपूर्णा १२',
    ]) {
      expect(nameError(name), name).toBeUndefined();
    }
  });
  it('refuses look-alikes: another script, an accent, an invisible or combining character, scripts mixed', () => {
    for (const name of [
      'Аnnapurna Food Bank', // Cyrillic А
      'Café Seva', // é, composed
      'Cafe\u0301 Seva', // e + combining acute: composed to é, refused too
      'Anna\u200bpurna', // zero-width space
      'Anna\u034fpurna', // combining grapheme joiner
      'ＡＮＮＡ', // full-width letters
      'सेवा Foundation', // two scripts
    ]) {
      expect(nameError(name), JSON.stringify(name)).toBe(script);
    }
  });
  it('stores Devanagari as NFC writes it: a precomposed nukta letter becomes letter + nukta', () => {
    const parsed = ngoProfileSchemaFor('').parse({ ...valid, nameOrg: '\u095B\u093E\u0915\u093F\u0930' });
    expect(parsed.nameOrg).toBe('\u091C\u093C\u093E\u0915\u093F\u0930');
  });
  it('stores ऩ typed as न + nukta, and a nukta typed after the virama, as NFC writes them', () => {
    const parse = (nameOrg: string) => ngoProfileSchemaFor('').parse({ ...valid, nameOrg }).nameOrg;
    expect(parse('\u0928\u093C\u0908 \u0938\u0947\u0935\u093E')).toBe('\u0929\u0908 \u0938\u0947\u0935\u093E');
    expect(parse('\u091C\u094D\u093C\u092F\u093E')).toBe('\u091C\u093C\u094D\u092F\u093E');
  });
  it('refuses a Vedic stress or accent mark (U+0951–U+0954) with the script message', () => {
    expect(nameError('\u0950\u0951 \u0938\u0947\u0935\u093E')).toBe(script);
    expect(nameError('\u0950 \u0938\u0947\u0935\u093E')).toBeUndefined();
  });
  it('keeps a name saved before the rule until it is changed', () => {
    expect(nameError('Café Seva', 'Café Seva')).toBeUndefined();
    expect(nameError('Café Seva 2', 'Café Seva')).toBe(script);
  });
});

describe('ngoProfileSchema', () => {
  it('accepts a complete profile, with meals as a number', () => {
    expect(ngoProfileSchema.safeParse({ ...valid, nameOrg: ' Annapurna Food Bank ' })).toEqual({
      success: true,
      data: { ...valid, meals: 29 },
    });
  });

  it('saves the veg-only choice as it is ticked, and refuses anything but true or false', () => {
    expect(ngoProfileSchema.parse({ ...valid, acceptsVegOnly: true }).acceptsVegOnly).toBe(true);
    expect(ngoProfileSchema.parse(valid).acceptsVegOnly).toBe(false);
    expect(ngoProfileSchema.safeParse({ ...valid, acceptsVegOnly: 'yes' }).success).toBe(false);
  });

  it('gives every message', () => {
    expect(errorsOf({ nameOrg: '' }).nameOrg).toBe('Please enter the name of the organization.');
    expect(errorsOf({ nameOrg: 'a'.repeat(101) }).nameOrg).toBe(NGO_MESSAGES.nameOrgLength);
    expect(errorsOf({ email: '' }).email).toBe('Please enter the email address of the organization.');
    expect(errorsOf({ email: 'not-an-email' }).email).toBe('Invalid email format');
    expect(errorsOf({ email: `${'a'.repeat(250)}@example.org` }).email).toBe(NGO_MESSAGES.emailLength);
    expect(errorsOf({ name: ' ' }).name).toBe('Please enter the name of the contact person.');
    expect(errorsOf({ name: 'a'.repeat(101) }).name).toBe(NGO_MESSAGES.nameLength);
    expect(errorsOf({ time: 'Night' as 'Morning' }).time).toBe('Please choose Morning, AfterNoon or Evening.');
    expect(errorsOf({ address: '' }).address).toBe('Please enter the street address.');
    expect(errorsOf({ address: 'a'.repeat(301) }).address).toBe(NGO_MESSAGES.addressLength);
    expect(errorsOf({ city: '' }).city).toBe('Please enter the city.');
    expect(errorsOf({ city: 'a'.repeat(101) }).city).toBe(NGO_MESSAGES.cityLength);
    expect(errorsOf({ meals: '' }).meals).toBe('Please enter the number of meals.');
    expect(errorsOf({ zip: '1'.repeat(21) }).zip).toBe(NGO_MESSAGES.zip);
  });

  it('refuses names without a letter or digit, and email addresses that could add mailto parameters', () => {
    expect(errorsOf({ nameOrg: '-- !! --' }).nameOrg).toBe('Name of Organization must contain a letter or a digit.');
    expect(errorsOf({ nameOrg: '\u200b\u200b' }).nameOrg).toBe(NGO_MESSAGES.nameOrgContent);
    expect(errorsOf({ name: '...' }).name).toBe('Name of Person must contain a letter or a digit.');
    expect(errorsOf({ nameOrg: 'अन्नपूर्णा', name: '42' })).toEqual({});
    expect(errorsOf({ email: 'a@example.org?cc=x@evil.example' }).email).toBe('Invalid email format');
  });

  it.each(['0', '-3', '2.5', '100001', 'ten', '1e3'])('refuses %s meals', (meals) => {
    expect(errorsOf({ meals }).meals).toBe('Number of Meals must be a whole number from 1 to 100000.');
  });

  it.each(['1', '100000', ' 40 '])('accepts %s meals', (meals) => {
    expect(errorsOf({ meals })).toEqual({});
  });

  it(`takes an optional registration or Darpan ID: letters, digits, spaces, - and /, up to LENGTH.registrationId (${LENGTH.registrationId})`, () => {
    expect(ngoProfileSchema.parse(valid).registrationId).toBe('');
    expect(ngoProfileSchema.parse({ ...valid, registrationId: '  MH/2017/0123456 ' }).registrationId).toBe(
      'MH/2017/0123456',
    );
    expect(ngoProfileSchema.parse({ ...valid, registrationId: 'S-12   of 2019' }).registrationId).toBe('S-12 of 2019');
    expect(errorsOf({ registrationId: 'A'.repeat(LENGTH.registrationId) })).toEqual({});
    expect(errorsOf({ registrationId: 'A'.repeat(LENGTH.registrationId + 1) }).registrationId).toBe(
      'Keep the ID to 40 characters or fewer.',
    );
    expect(errorsOf({ registrationId: 'MH#2017' }).registrationId).toBe(
      'Use only letters, digits, spaces, dashes (-) and slashes (/) in the ID, as it is written on your certificate.',
    );
  });
});

describe('ngoProfileSchema in Hindi', () => {
  it('gives its messages in the language shown when the form is checked', async () => {
    expect(errorsOf({ nameOrg: '' }).nameOrg).toBe('Please enter the name of the organization.');
    await activateLanguage('hi');
    expect(errorsOf({ nameOrg: '', meals: '2.5' })).toEqual({
      nameOrg: 'संस्था का नाम लिखें।',
      meals: 'भोजन की संख्या 1 से 100000 के बीच की पूरी संख्या होनी चाहिए।',
    });
    expect(errorsOf({ email: 'not-an-email' }).email).toBe('ईमेल पता सही नहीं है');
    expect(logoProblem(new File([new Uint8Array(10)], 'logo', { type: 'image/gif' }))).toBe(
      'लोगो JPEG, PNG या WebP फ़ोटो होना चाहिए।',
    );
  });
});

describe('logoProblem', () => {
  const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'logo', { type });

  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(logoProblem(file('image/jpeg', 10))).toBeNull();
    expect(logoProblem(file('image/png', 2 * 1024 * 1024))).toBeNull();
    expect(logoProblem(file('image/webp', 10))).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(logoProblem(file('image/gif', 10))).toBe('The logo must be a JPEG, PNG or WebP image.');
    expect(logoProblem(file('application/pdf', 10))).toBe(NGO_MESSAGES.logoType);
    expect(logoProblem(file('image/png', 2 * 1024 * 1024 + 1))).toBe('The logo must be 2 MB or smaller.');
  });
});

describe('profileEmail', () => {
  it('is the sign-in email, keeping a saved one that differs only in case', () => {
    expect(profileEmail('', 'ngo@example.org')).toBe('ngo@example.org');
    expect(profileEmail('office@kitchen.example.org', 'ngo@example.org')).toBe('ngo@example.org');
    expect(profileEmail('NGO@Example.org', 'ngo@example.org')).toBe('NGO@Example.org');
    expect(profileEmail('office@kitchen.example.org', null)).toBe('office@kitchen.example.org');
  });
});

describe('ngoToValues', () => {
  it('turns a legacy profile into form values (meals from mealno, default slot)', () => {
    expect(
      ngoToValues({
        id: 'legacy',
        nameOrg: 'Roti Ghar',
        name: 'Arjun',
        email: 'a@example.org',
        time: 'afternoon',
        meals: 19,
        mealno: '19 meals',
        address: 'Chandni Chowk',
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
        searchable: false,
        createdAt: null,
        updatedAt: null,
      }),
    ).toEqual({
      nameOrg: 'Roti Ghar',
      name: 'Arjun',
      email: 'a@example.org',
      time: 'Morning',
      address: 'Chandni Chowk',
      city: '',
      meals: '19',
      zip: '',
      acceptsVegOnly: false,
      location: null,
      radiusKm: 10,
      whatsapp: '',
      phone: '',
      registrationId: '',
    });
  });

  it('loads the veg-only choice of the profile', () => {
    const values = ngoToValues({
      id: 'veg',
      nameOrg: 'Annapurna Food Bank',
      name: 'Priya',
      email: 'contact@annapurna.example.org',
      time: 'Evening',
      meals: 29,
      mealno: '29 meals',
      address: '12 Linking Road',
      city: 'Mumbai',
      zip: '400050',
      imageUrl: '',
      ownerUid: 'veg',
      verified: true,
      reverify: false,
      suspended: false,
      acceptsVegOnly: true,
      location: null,
      radiusKm: 10,
      whatsapp: '',
      phone: '',
      searchable: true,
      createdAt: null,
      updatedAt: null,
    });
    expect(values.acceptsVegOnly).toBe(true);
  });
});
