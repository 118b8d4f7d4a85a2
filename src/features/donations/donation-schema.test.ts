import { describe, expect, it } from 'vitest';
import { DONATION_MEALS } from '../../config/limits.js';
import { activateLanguage } from '../../i18n';
import { firstErrors } from '../../testing/schemas';
import { parseLabelDate, parseLocalDateTime, toLocalDateTimeValue, toLocalDateValue } from './datetime-values';
import { DONATION_MESSAGES, donationSchema, whenText, type DonationValues } from './donation-schema';
import { handoverSchema } from './pickup-check-schema';
import { placeAt } from '../../services/geo';

/** Where the food is: PIN 560001, Bengaluru. */
const PICKUP = placeAt({ lat: 12.9766, lng: 77.5993 }, '560001');

/** Noon on 15 June 2030: every time below is read against it. */
const NOW = new Date(2030, 5, 15, 12, 0);
const now = () => NOW;

/** Cooked rice and dal, kept hot, made at 11:00: safe until 15:00 (4 hours), ready by 14:30. */
const valid: DonationValues = {
  food: 'Rice and dal',
  kind: 'cooked',
  diet: 'veg',
  storage: 'hot',
  preparedAt: '2030-06-15T11:00',
  labelUseBy: '',
  useBy: '',
  allergens: ['milk'],
  noAllergens: false,
  meals: '40',
  weightKg: '8',
  deliveryLocation: '18 Residency Road, Bengaluru',
  pickup: PICKUP,
  phone: '9876543210',
  readyBy: '2030-06-15T14:30',
  containers: 'donor',
  notes: '',
};

/** Sealed biscuits whose label says 30 June 2030: safe for more than the 7 days an offer may wait. */
const packaged: Partial<DonationValues> = {
  food: 'Biscuits',
  kind: 'packaged',
  storage: 'room',
  preparedAt: '',
  labelUseBy: '2030-06-30',
};

const parse = (values: DonationValues, at = now) => donationSchema(at).safeParse(values);

const errorsOf = (values: Partial<DonationValues>, schema = donationSchema(now)) =>
  firstErrors(schema, { ...valid, ...values });

const safetyOf = (values: Partial<DonationValues>) => {
  const result = parse({ ...valid, ...values });
  if (!result.success) throw new Error(JSON.stringify(firstErrors(donationSchema(now), { ...valid, ...values })));
  return result.data.safety;
};

describe('donationSchema', () => {
  it('accepts a complete donation', () => {
    expect(parse(valid)).toEqual({
      success: true,
      data: {
        deliveryLocation: '18 Residency Road, Bengaluru',
        pickup: PICKUP,
        phone: '9876543210',
        readyBy: new Date(2030, 5, 15, 14, 30),
        food: 'Rice and dal',
        meals: 40,
        safety: {
          kind: 'cooked',
          diet: 'veg',
          storage: 'hot',
          allergens: ['milk'],
          preparedAt: new Date(2030, 5, 15, 11, 0),
          labelUseBy: null,
          useBy: new Date(2030, 5, 15, 15, 0),
          weightKg: 8,
          containers: 'donor',
          notes: '',
        },
      },
    });
  });

  it('gives every message', () => {
    expect(errorsOf({ deliveryLocation: ' ' }).deliveryLocation).toBe('Please enter the pickup location.');
    expect(errorsOf({ deliveryLocation: 'a'.repeat(301) }).deliveryLocation).toBe(
      DONATION_MESSAGES.deliveryLocationLength,
    );
    expect(errorsOf({ phone: '98765' }).phone).toBe('Phone number must be 10 digits');
    expect(errorsOf({ readyBy: '' }).readyBy).toBe('Please choose by when you can donate.');
    expect(errorsOf({ readyBy: 'tonight' }).readyBy).toBe('Please enter a real date and time.');
    expect(errorsOf({ readyBy: '2030-02-31T10:00' }).readyBy).toBe(DONATION_MESSAGES.readyByInvalid);
    expect(errorsOf({ readyBy: '2030-06-15T11:59' }).readyBy).toBe('Please choose a time in the future.');
    expect(errorsOf({ food: '' }).food).toBe('Please say what food it is.');
    expect(errorsOf({ food: 'a'.repeat(201) }).food).toBe(DONATION_MESSAGES.foodLength);
    expect(errorsOf({ meals: '' }).meals).toBe('Please enter for how many meals.');
    expect(errorsOf({ meals: '0' }).meals).toBe('Meals must be a whole number from 1 to 5000.');
    expect(errorsOf({ meals: '4.5' }).meals).toBe(DONATION_MESSAGES.meals);
    expect(errorsOf({ meals: '5001' }).meals).toBe(
      'One offer can be for at most 5000 meals. For a larger event, please make several offers.',
    );
    expect(errorsOf({ meals: '100001' }).meals).toBe(DONATION_MESSAGES.mealsTooMany);
    expect(errorsOf({ readyBy: '2030-06-22T12:01' }).readyBy).toBe(
      'Please choose a time within the next 7 days. Offer food that is ready later nearer the time.',
    );
  });

  it('takes up to 5000 meals in one offer, and a time up to exactly 7 days ahead', () => {
    expect(parse({ ...valid, meals: String(DONATION_MEALS.max) }).success).toBe(true);
    expect(parse({ ...valid, meals: '1' }).success).toBe(true);
    expect(parse({ ...valid, ...packaged, readyBy: '2030-06-22T12:00' }).success).toBe(true);
    expect(parse({ ...valid, readyBy: '2030-06-15T12:01' }).success).toBe(true);
  });

  it('checks "in the future" at the moment of checking', () => {
    expect(parse(valid, () => new Date(2030, 5, 15, 14, 45)).success).toBe(false);
  });
});

describe('donationSchema: the food-safety record', () => {
  it('asks for each required part in plain words', () => {
    const errors = errorsOf({ kind: '', diet: '', storage: '', preparedAt: '', weightKg: '', containers: '' });
    expect(errors).toEqual({
      kind: 'Please choose what kind of food it is.',
      diet: 'Please choose veg, vegan, contains egg or non-veg.',
      storage: 'Please choose how the food is kept now.',
      preparedAt: 'Please enter when the food was made.',
      weightKg: 'Please enter the approximate weight in kg.',
      containers: 'Please choose who brings the containers.',
    });
  });

  it('tells every message at once, the record’s with the rest', () => {
    expect(Object.keys(errorsOf({ food: '', phone: '1', preparedAt: '', allergens: [] })).sort()).toEqual([
      'allergens',
      'food',
      'phone',
      'preparedAt',
    ]);
  });

  it('refuses a choice that is not on its list (an old draft)', () => {
    expect(errorsOf({ kind: 'soup' as DonationValues['kind'] }).kind).toBe(DONATION_MESSAGES.kind);
  });

  it('refuses a time of making in the future, or not a real time', () => {
    expect(errorsOf({ preparedAt: '2030-06-15T12:05' }).preparedAt).toBe(
      'The time it was made cannot be in the future. Please check the time.',
    );
    expect(errorsOf({ preparedAt: '2030-02-30T10:00' }).preparedAt).toBe('Please enter a real date and time.');
    expect(safetyOf({ preparedAt: '2030-06-15T12:00', readyBy: '2030-06-15T13:00' }).preparedAt).toEqual(NOW);
  });

  it('says plainly that food made too long ago for how it is kept is past its safe time', () => {
    // Cooked food at room temperature: 2 hours. Made at 09:00, so safe until 11:00, before now.
    expect(errorsOf({ storage: 'room', preparedAt: '2030-06-15T09:00' }).preparedAt).toBe(
      'Kept this way, this food is safe for only 2 hours after it is made. That time has passed, so it cannot be donated.',
    );
    // Exactly at the end of its window it is past too.
    expect(errorsOf({ preparedAt: '2030-06-15T08:00' }).preparedAt).toBe(
      'Kept this way, this food is safe for only 4 hours after it is made. That time has passed, so it cannot be donated.',
    );
    // The same time is fine for food kept chilled (24 hours).
    expect(safetyOf({ storage: 'chilled', preparedAt: '2030-06-15T09:00' }).useBy).toEqual(new Date(2030, 5, 16, 9, 0));
  });

  it('takes the label’s date for packaged food, as the end of that day, and no time of making', () => {
    expect(safetyOf({ ...packaged, preparedAt: '2030-06-15T09:00', readyBy: '2030-06-16T10:00' })).toMatchObject({
      kind: 'packaged',
      preparedAt: null,
      labelUseBy: new Date(2030, 5, 30, 23, 59),
      useBy: new Date(2030, 5, 30, 23, 59),
    });
    // Today's date is still good until the day ends.
    expect(safetyOf({ ...packaged, labelUseBy: '2030-06-15' }).useBy).toEqual(new Date(2030, 5, 15, 23, 59));
  });

  it('asks for a real label date, today or later and not years ahead', () => {
    expect(errorsOf({ ...packaged, labelUseBy: '' }).labelUseBy).toBe('Please enter the use-by date from the label.');
    expect(errorsOf({ ...packaged, labelUseBy: '2030-02-30' }).labelUseBy).toBe('Please enter a real date.');
    expect(errorsOf({ ...packaged, labelUseBy: '2030-06-14' }).labelUseBy).toBe(
      'The date on the label has passed, so this food cannot be donated.',
    );
    expect(errorsOf({ ...packaged, labelUseBy: '2032-06-16' }).labelUseBy).toBe(
      'Please check the date: it can be at most 730 days ahead.',
    );
    expect(errorsOf({ ...packaged, labelUseBy: '2032-06-13' }).labelUseBy).toBeUndefined();
  });

  it('takes an earlier use-by of the donor’s own, and refuses one later than safe, saying the latest', () => {
    expect(safetyOf({ useBy: '2030-06-15T14:45' }).useBy).toEqual(new Date(2030, 5, 15, 14, 45));
    expect(safetyOf({ useBy: '2030-06-15T15:00' }).useBy).toEqual(new Date(2030, 5, 15, 15, 0));
    expect(errorsOf({ useBy: '2030-06-15T15:01' }).useBy).toBe(
      'The food is safe to eat only until 15:00 today. Choose that time or earlier, or leave this empty.',
    );
    expect(errorsOf({ ...packaged, useBy: '2030-07-01T09:00' }).useBy).toBe(
      'The food is safe to eat only until 30 Jun, 23:59. Choose that time or earlier, or leave this empty.',
    );
    expect(errorsOf({ useBy: '2030-06-15T11:30' }).useBy).toBe('Please choose a time in the future.');
  });

  it('refuses a by-when after the use-by, saying the use-by', () => {
    expect(errorsOf({ readyBy: '2030-06-15T15:30' }).readyBy).toBe(
      'The food must be eaten by 15:00 today. Please choose that time or earlier.',
    );
    expect(errorsOf({ useBy: '2030-06-15T14:00' }).readyBy).toBe(
      'The food must be eaten by 14:00 today. Please choose that time or earlier.',
    );
    expect(errorsOf({ readyBy: '2030-06-15T15:00' }).readyBy).toBeUndefined();
  });

  it('needs the allergens ticked or ‘None of these’', () => {
    expect(errorsOf({ allergens: [], noAllergens: false }).allergens).toBe(
      'Please tick the allergens the food contains, or ‘None of these’.',
    );
    expect(safetyOf({ allergens: [], noAllergens: true }).allergens).toEqual([]);
    expect(safetyOf({ allergens: ['soy', 'gluten', 'soy'] }).allergens).toEqual(['gluten', 'soy']);
    // Both (a hand-edited draft): the allergens named win, never 'none'.
    expect(safetyOf({ allergens: ['peanuts'], noAllergens: true }).allergens).toEqual(['peanuts']);
  });

  it('takes an approximate weight from 0.1 to 5000 kg with one decimal place', () => {
    for (const ok of ['0.1', '8', '12.5', '5000', '.5'])
      expect(errorsOf({ weightKg: ok }).weightKg, ok).toBeUndefined();
    expect(safetyOf({ weightKg: ' 12.5 ' }).weightKg).toBe(12.5);
    for (const bad of ['0', '0.05', '5000.1', '12.55', '-1', 'abc', '1e3']) {
      expect(errorsOf({ weightKg: bad }).weightKg, bad).toBe(
        'Weight must be a number from 0.1 to 5000 kg, with at most one decimal place, such as 12.5.',
      );
    }
  });

  it('keeps notes up to 500 characters', () => {
    expect(safetyOf({ notes: '  Gate 2, ask for Ravi  ' }).notes).toBe('Gate 2, ask for Ravi');
    expect(errorsOf({ notes: 'a'.repeat(500) }).notes).toBeUndefined();
    expect(errorsOf({ notes: 'a'.repeat(501) }).notes).toBe('Notes can be at most 500 characters.');
  });

  it('refuses egg or non-veg food for a veg-only NGO, saying why', () => {
    const vegOnly = donationSchema(now, { vegOnlyNgo: 'Roti Ghar Trust' });
    expect(errorsOf({ diet: 'nonveg' }, vegOnly).diet).toBe(
      'Roti Ghar Trust accepts veg food only. Choose veg food, or offer it to another NGO.',
    );
    expect(errorsOf({ diet: 'egg' }, vegOnly).diet).toBe(
      'Roti Ghar Trust accepts veg food only. Choose veg food, or offer it to another NGO.',
    );
    expect(errorsOf({ diet: 'egg' }, donationSchema(now, { vegOnlyNgo: '' })).diet).toBe(
      'This NGO accepts veg food only. Choose veg food, or offer it to another NGO.',
    );
    expect(errorsOf({ diet: 'vegan' }, vegOnly).diet).toBeUndefined();
    expect(errorsOf({ diet: 'nonveg' }).diet).toBeUndefined();
  });
});

describe('whenText', () => {
  it('says today, tomorrow, or the date', () => {
    expect(whenText(new Date(2030, 5, 15, 14, 30), NOW)).toBe('14:30 today');
    expect(whenText(new Date(2030, 5, 16, 9, 5), NOW)).toBe('09:05 tomorrow');
    expect(whenText(new Date(2030, 5, 18, 18, 0), NOW)).toBe('18 Jun, 18:00');
  });
});

describe('local date-time values', () => {
  it('round-trips', () => {
    const date = new Date(2030, 0, 2, 3, 4);
    expect(toLocalDateTimeValue(date)).toBe('2030-01-02T03:04');
    expect(parseLocalDateTime('2030-01-02T03:04')?.getTime()).toBe(date.getTime());
    expect(toLocalDateValue(date)).toBe('2030-01-02');
  });

  it('reads a label date as the end of that day, local time', () => {
    expect(parseLabelDate('2030-01-02')).toEqual(new Date(2030, 0, 2, 23, 59));
    expect(parseLabelDate('2030-02-30')).toBeNull();
    expect(parseLabelDate('2030-01-02T10:00')).toBeNull();
  });
});

describe('handoverSchema (the pickup code the NGO types)', () => {
  const codeError = (code: string) => firstErrors(handoverSchema, { code }).code;

  it('takes exactly 4 digits, leading zeros kept, spaces around or between ignored', () => {
    expect(handoverSchema.parse({ code: '0427' })).toEqual({ code: '0427' });
    expect(handoverSchema.parse({ code: ' 04 27 ' })).toEqual({ code: '0427' });
    expect(handoverSchema.parse({ code: '0000' })).toEqual({ code: '0000' });
  });

  it('says what to type for anything else', () => {
    for (const bad of ['', '427', '04270', '04a7', '０４２７', '-427', '4.27']) {
      expect(codeError(bad), bad).toBe('Please enter the 4 digits the donor reads out to you.');
    }
  });
});

describe('messages in the language shown when the form is checked', () => {
  it('a schema made in English speaks Hindi once Hindi is shown', async () => {
    const schema = donationSchema(now);
    await activateLanguage('hi');
    const errors = firstErrors(schema, { ...valid, deliveryLocation: '', readyBy: '2030-06-23T12:00', meals: '5001' });
    expect(errors.deliveryLocation).toBe('पिकअप की जगह लिखें।');
    expect(errors.readyBy).toBe('अगले 7 दिनों के अंदर का समय चुनें। जो खाना बाद में तैयार होगा, उसका दान उसी समय के आसपास करें।');
    expect(errors.meals).toBe('एक दान में ज़्यादा से ज़्यादा 5000 भोजन हो सकते हैं। बड़े आयोजन के लिए कई दान करें।');
    expect(firstErrors(handoverSchema, { code: '12' }).code).toBe('दाता जो 4 अंक बोलकर बताएं, वे यहाँ लिखें।');
  });

  it('tells the food-safety record’s messages in natural Hindi', async () => {
    await activateLanguage('hi');
    expect(errorsOf({ kind: '', allergens: [], readyBy: '2030-06-15T15:30' })).toEqual({
      kind: 'चुनें कि किस तरह का खाना है।',
      allergens: 'खाने में जो एलर्जी वाली चीज़ें हैं, उन पर निशान लगाएं, या ‘इनमें से कोई नहीं’ चुनें।',
    });
    expect(errorsOf({ readyBy: '2030-06-15T15:30' }).readyBy).toBe(
      'खाना आज 15:00 तक खा लेना है। यही समय या इससे पहले का समय चुनें।',
    );
    expect(errorsOf({ storage: 'room', preparedAt: '2030-06-15T09:00' }).preparedAt).toBe(
      'इस तरह रखने पर यह खाना बनने के सिर्फ़ 2 घंटे बाद तक ठीक रहता है। वह समय निकल चुका है, इसलिए इसे दान नहीं किया जा सकता।',
    );
    expect(errorsOf({ diet: 'egg' }, donationSchema(now, { vegOnlyNgo: 'Roti Ghar Trust' })).diet).toBe(
      'Roti Ghar Trust सिर्फ़ शाकाहारी खाना लेता है। शाकाहारी खाना दें, या यह खाना किसी और एनजीओ को दें।',
    );
  });
});
