import { describe, expect, it } from 'vitest';
import type { Series } from '../../services/series';
import { dayOfIsoDate, momentOf } from '../../services/series-days';
import {
  daySchema,
  dayValuesOf,
  EMPTY_SERIES,
  seriesSchema,
  type SeriesSchemaOptions,
  type SeriesValues,
} from './series-schema';
import { toLocalDateTimeValue } from './datetime-values';
import { aSeries as aSharedSeries } from './test-donations';

const FRIDAY = dayOfIsoDate('2026-11-27') as number;
/** Friday 27 November 2026, 18:00 in India. */
const NOW = momentOf(FRIDAY, 18 * 60);
const PLACE = { lat: 18.5204, lng: 73.8567, geohash: 'tek93j4yex', pin: '411001' };

const filled = (overrides: Partial<SeriesValues> = {}): SeriesValues => ({
  ...EMPTY_SERIES,
  days: [6, 1, 2, 3, 4, 5],
  from: '21:30',
  until: '22:30',
  start: '2026-11-27',
  food: 'Veg thali',
  meals: '40',
  weightKg: '12',
  kind: 'cooked',
  diet: 'veg',
  storage: 'hot',
  noAllergens: true,
  containers: 'donor',
  deliveryLocation: 'Hotel Saffron, 2 Mill Road',
  phone: '+91 98765 43210',
  pickup: PLACE,
  ...overrides,
});

const messages = (values: SeriesValues, ngo: SeriesSchemaOptions['ngo'] = null) => {
  const result = seriesSchema(() => NOW, { ngo }).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the regular offer form', () => {
  it('gives the series as the service takes it: numbers for the schedule, the NGO chosen', () => {
    const result = seriesSchema(() => NOW, { ngo: { id: 'ngo-1', name: 'Roti Ghar Trust', vegOnly: false } }).parse(
      filled({ end: '2027-01-31', weeks: '2' }),
    );
    expect(result).toMatchObject({
      days: [1, 2, 3, 4, 5, 6],
      weeks: 2,
      start: FRIDAY,
      end: dayOfIsoDate('2027-01-31'),
      from: 1290,
      until: 1350,
      ngoId: 'ngo-1',
      ngoName: 'Roti Ghar Trust',
      meals: 40,
      weightKg: 12,
      phone: '9876543210',
      allergens: [],
    });
  });

  it('says what is wrong with the schedule, in plain words', () => {
    expect(messages(filled({ days: [] })).days).toBe('Choose the days the food comes.');
    expect(messages(filled({ until: '21:00' })).until).toBe(
      'The food must be gone after it is ready: choose a later time.',
    );
    expect(messages(filled({ from: '08:00', until: '20:30' })).until).toBe(
      'A pickup window is at most 12 hours: choose an earlier time.',
    );
    expect(messages(filled({ start: '2026-11-26' })).start).toBe('The first day cannot be in the past.');
    expect(messages(filled({ end: '2026-11-20' })).end).toBe('The last day cannot be before the first.');
    expect(messages(filled({ end: '2027-12-31' })).end).toBe(
      'A regular offer runs at most a year: choose an earlier last day.',
    );
    expect(messages(filled({ from: '9.30' })).from).toBe('Enter a time, such as 21:30.');
  });

  it('open to NGOs nearby needs the pickup place; a veg-only NGO refuses non-veg food', () => {
    expect(messages(filled({ pickup: null })).pickup).toBeDefined();
    expect(messages(filled({ pickup: null }), { id: 'n', name: 'Roti Ghar', vegOnly: false }).pickup).toBeUndefined();
    expect(messages(filled({ diet: 'nonveg' }), { id: 'n', name: 'Roti Ghar', vegOnly: true }).diet).toMatch(
      /Roti Ghar/,
    );
  });
});

/** The canteen's series as the form above gives it: Mon–Sat, 21:30–22:30, hot cooked food. */
const aSeries = (overrides: Partial<Series> = {}): Series =>
  aSharedSeries({
    days: [1, 2, 3, 4, 5, 6],
    start: FRIDAY,
    from: 21 * 60 + 30,
    until: 22 * 60 + 30,
    storage: 'hot',
    ...overrides,
  });

describe('the short sheet that confirms a day', () => {
  it('starts from the usual meals and weight, and gives the day’s record with a use-by past the window', () => {
    const series = aSeries({ storage: 'chilled' });
    const made = toLocalDateTimeValue(new Date(NOW.getTime() - 30 * 60_000));
    const facts = daySchema(series, FRIDAY, () => NOW).parse({ ...dayValuesOf(series), preparedAt: made });
    expect(facts.meals).toBe(40);
    expect(facts.food).toBe('');
    expect(facts.safety).toMatchObject({ kind: 'cooked', diet: 'veg', storage: 'chilled', weightKg: 12 });
    expect(facts.safety.useBy.getTime()).toBeGreaterThanOrEqual(momentOf(FRIDAY, series.until).getTime());
  });

  it('refuses food that would not be safe until the window ends, saying until when it is', () => {
    const series = aSeries();
    // Hot cooked food is safe 4 hours: made at 14:00, it is not safe at 22:30.
    const made = toLocalDateTimeValue(new Date(NOW.getTime() - 4 * 3_600_000 + 60_000));
    const result = daySchema(series, FRIDAY, () => NOW).safeParse({ ...dayValuesOf(series), preparedAt: made });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Made then, this food is safe only until /);
  });

  it('says what is different with the usual food, and asks packaged food for its label’s date', () => {
    const packaged = aSeries({ kind: 'packaged', storage: 'room' });
    const missing = daySchema(packaged, FRIDAY, () => NOW).safeParse(dayValuesOf(packaged));
    expect(missing.error?.issues.map((i) => i.path[0])).toEqual(['labelUseBy']);
    const facts = daySchema(packaged, FRIDAY, () => NOW).parse({
      ...dayValuesOf(packaged),
      labelUseBy: '2026-12-10',
      different: 'also 10 packets of biscuits',
      meals: '45',
    });
    expect(facts.food).toBe('Veg thali — also 10 packets of biscuits');
    expect(facts.meals).toBe(45);
    expect(facts.safety.preparedAt).toBeNull();
  });
});
