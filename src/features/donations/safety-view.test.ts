import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import {
  allergensText,
  countdownText,
  DIET_FILTERS,
  disposalText,
  isUseBySoon,
  matchesDietFilter,
  refusalText,
  servedText,
  timeLeftText,
  weightText,
} from './safety-view';
import { aDonation } from './test-donations';
import { aSafetyRecord } from '../../testing/food';

const MINUTE = 60_000;
// Local times, so the results do not depend on the machine's time zone.
const now = new Date(2025, 10, 22, 12, 15);
const inMinutes = (m: number) => new Date(now.getTime() + m * MINUTE);

afterEach(async () => {
  await activateLanguage('en');
});

describe('the use-by countdown', () => {
  it.each([
    [61 * 24 * 60 + 5, '61 days left'],
    [3 * 24 * 60 + 4 * 60 + 59, '3 days 4 h left'],
    [24 * 60, '1 day left'],
    [24 * 60 - 1, '23 h 59 min left'],
    [135, '2 h 15 min left'],
    [61, '1 h 1 min left'],
    [60, '1 h left'],
    [59, '59 min left'],
    [1, '1 min left'],
    [0.5, 'under 1 min left'],
  ])('%s min before: %s', (minutes, text) => {
    expect(timeLeftText(inMinutes(minutes), now)).toBe(text);
  });

  it('rounds down: 59 min 59 s is still 59 min, 60 min 30 s is 1 h', () => {
    expect(timeLeftText(new Date(now.getTime() + 60 * MINUTE - 1000), now)).toBe('59 min left');
    expect(timeLeftText(new Date(now.getTime() + 60 * MINUTE + 30_000), now)).toBe('1 h left');
  });

  it('has nothing left at the use-by itself and after it', () => {
    expect(timeLeftText(inMinutes(0), now)).toBeNull();
    expect(timeLeftText(inMinutes(-5), now)).toBeNull();
  });

  it('reads ‘Use by 14:30 · 2 h 15 min left’, with the day when it is not today', () => {
    expect(countdownText(new Date(2025, 10, 22, 14, 30), now)).toBe('Use by 14:30 · 2 h 15 min left');
    expect(countdownText(new Date(2025, 10, 23, 9, 0), now)).toBe('Use by 23 Nov, 09:00 · 20 h 45 min left');
    expect(countdownText(inMinutes(59), now)).toBe('Use by 13:14 · 59 min left');
  });

  it('turns to ‘Past its use-by’ at the use-by and after it', () => {
    expect(countdownText(inMinutes(0), now)).toBe('Past its use-by (12:15)');
    expect(countdownText(new Date(2025, 10, 21, 20, 0), now)).toBe('Past its use-by (21 Nov, 20:00)');
  });

  it('stands out in the last hour only', () => {
    expect(isUseBySoon(inMinutes(61), now)).toBe(false);
    expect(isUseBySoon(inMinutes(60), now)).toBe(false);
    expect(isUseBySoon(inMinutes(59), now)).toBe(true);
    expect(isUseBySoon(inMinutes(1), now)).toBe(true);
    expect(isUseBySoon(inMinutes(0), now)).toBe(false);
  });

  it('speaks Hindi, with घंटा for one hour and घंटे for more', async () => {
    await activateLanguage('hi');
    expect(countdownText(new Date(2025, 10, 22, 14, 30), now)).toBe('14:30 तक खा लें · 2 घंटे 15 मिनट बाकी');
    expect(timeLeftText(inMinutes(60), now)).toBe('1 घंटा बाकी');
    expect(timeLeftText(inMinutes(61), now)).toBe('1 घंटा 1 मिनट बाकी');
    expect(timeLeftText(inMinutes(59), now)).toBe('59 मिनट बाकी');
    expect(timeLeftText(inMinutes(0.5), now)).toBe('1 मिनट से कम बाकी');
    expect(timeLeftText(inMinutes(2 * 24 * 60 + 60), now)).toBe('2 दिन 1 घंटा बाकी');
    expect(countdownText(inMinutes(-1), now)).toBe('खा सकने का समय निकल चुका है (12:14)');
  });
});

describe('the record’s sentences', () => {
  it('lists the allergens by name, or says the food holds none of FSSAI’s list', () => {
    expect(allergensText(['milk', 'peanuts'])).toBe('Milk, Peanuts');
    expect(allergensText([])).toBe('None of FSSAI’s list');
  });

  it('gives the weight approximately, in the Indian number format', () => {
    expect(weightText(8)).toBe('about 8 kg');
    expect(weightText(1250.5)).toBe('about 1,250.5 kg');
  });

  it('says why the food was refused, with the volunteer’s note when there is one', () => {
    expect(refusalText({ reason: 'temperature', note: 'Lukewarm at 4 pm', at: null })).toBe(
      'Refused at pickup: Not kept as stated — Lukewarm at 4 pm',
    );
    expect(refusalText({ reason: 'spoiled', note: '  ', at: null })).toBe('Refused at pickup: Looks or smells wrong');
  });

  it('tells the meals served and what went to Food for Disposal, once delivered', () => {
    const delivered = aDonation({ status: 'delivered', meals: 40, mealsServed: 38, disposalReason: 'Two spilled' });
    expect(servedText(delivered)).toBe('Meals served: 38 of 40');
    expect(disposalText(delivered)).toBe('Food for Disposal: Two spilled');
    expect(disposalText({ ...delivered, disposalReason: '' })).toBeNull();
    expect(servedText({ ...delivered, mealsServed: null })).toBeNull();
    expect(servedText({ ...delivered, status: 'picked_up' })).toBeNull();
  });
});

describe('the diet filter', () => {
  const veg = aDonation({ safety: aSafetyRecord({ diet: 'veg' }) });
  const vegan = aDonation({ safety: aSafetyRecord({ diet: 'vegan' }) });
  const egg = aDonation({ safety: aSafetyRecord({ diet: 'egg' }) });
  const legacy = aDonation({ safety: null });

  it('offers every diet, and ‘Veg’ shows veg only', () => {
    expect(DIET_FILTERS.map((f) => f.value)).toEqual(['all', 'veg', 'vegan', 'egg', 'nonveg']);
    expect([veg, vegan, egg, legacy].map((d) => matchesDietFilter(d, 'veg'))).toEqual([true, false, false, false]);
    expect([veg, vegan, egg, legacy].map((d) => matchesDietFilter(d, 'all'))).toEqual([true, true, true, true]);
  });
});
