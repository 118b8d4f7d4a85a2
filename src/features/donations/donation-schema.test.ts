import { describe, expect, it } from 'vitest';
import { DONATION_MEALS } from '../../config/limits.js';
import { activateLanguage } from '../../i18n';
import { firstErrors } from '../../testing/schemas';
import {
  DONATION_MESSAGES,
  donationSchema,
  handoverSchema,
  parseLocalDateTime,
  toLocalDateTimeValue,
  type DonationValues,
} from './donation-schema';

const NOW = new Date(2030, 5, 15, 12, 0);
const now = () => NOW;

const valid: DonationValues = {
  deliveryLocation: '18 Residency Road, Bengaluru',
  phone: '9876543210',
  readyBy: '2030-06-15T18:30',
  food: 'Rice and dal',
  meals: '40',
};

const parse = (values: DonationValues, at = now) => donationSchema(at).safeParse(values);

const errorsOf = (values: Partial<DonationValues>) => firstErrors(donationSchema(now), { ...valid, ...values });

describe('donationSchema', () => {
  it('accepts a complete donation', () => {
    expect(parse(valid)).toEqual({
      success: true,
      data: {
        deliveryLocation: '18 Residency Road, Bengaluru',
        phone: '9876543210',
        readyBy: new Date(2030, 5, 15, 18, 30),
        food: 'Rice and dal',
        meals: 40,
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
    expect(parse({ ...valid, readyBy: '2030-06-22T12:00' }).success).toBe(true);
    expect(parse({ ...valid, readyBy: '2030-06-15T12:01' }).success).toBe(true);
  });

  it('checks "in the future" at the moment of checking', () => {
    expect(parse(valid, () => new Date(2030, 5, 15, 19, 0)).success).toBe(false);
  });
});

describe('local date-time values', () => {
  it('round-trips', () => {
    const date = new Date(2030, 0, 2, 3, 4);
    expect(toLocalDateTimeValue(date)).toBe('2030-01-02T03:04');
    expect(parseLocalDateTime('2030-01-02T03:04')?.getTime()).toBe(date.getTime());
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
});
