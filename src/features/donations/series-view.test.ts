import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { arrangementText, daysText, scheduleLine, weekdayName } from './series-view';

afterEach(async () => {
  await activateLanguage('en');
});

const canteen = {
  days: [1, 2, 3, 4, 5, 6],
  weeks: 1 as const,
  from: 1290,
  until: 1350,
  meals: 40,
  diet: 'veg' as const,
};

describe('a regular offer on the boards', () => {
  it('names weekdays as the calendar does, Monday first', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => weekdayName(d, 'en-IN'))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });

  it('says the days as people do: every day, a range of three or more, or each day', () => {
    expect(daysText([1, 2, 3, 4, 5, 6, 7], 'en-IN')).toBe('Every day');
    expect(daysText([6, 1, 2, 3, 4, 5], 'en-IN')).toBe('Mon–Sat');
    expect(daysText([1, 3, 5], 'en-IN')).toBe('Mon, Wed, Fri');
    expect(daysText([1, 2, 3, 6, 7], 'en-IN')).toBe('Mon–Wed, Sat, Sun');
  });

  it("reads 'Mon–Sat, 21:30–22:30: about 40 meals, Veg', and says every other week", () => {
    expect(scheduleLine(canteen)).toBe('Mon–Sat, 21:30–22:30: about 40 meals, Veg');
    expect(scheduleLine({ ...canteen, weeks: 2, days: [7], meals: 1 })).toBe(
      'Every other week, Sun, 21:30–22:30: about 1 meal, Veg',
    );
  });

  it('in Hindi', async () => {
    await activateLanguage('hi');
    expect(scheduleLine(canteen)).toMatch(/^सोम–शनि, 21:30–22:30: लगभग 40 भोजन, /);
    expect(daysText([1, 2, 3, 4, 5, 6, 7])).toBe('हर दिन');
  });

  it('tells the donor where the arrangement stands, with the NGO’s reason', () => {
    const base = { ngoName: 'Roti Ghar Trust', ngoReason: '' };
    expect(arrangementText({ ...base, arrangement: 'proposed' })).toBe(
      'Waiting for Roti Ghar Trust to accept the arrangement.',
    );
    expect(arrangementText({ ...base, arrangement: 'ended', ngoReason: 'Our van moved to mornings' })).toBe(
      'Roti Ghar Trust ended the arrangement: “Our van moved to mornings”. Send it to another NGO or open it to NGOs nearby.',
    );
    expect(arrangementText({ ...base, arrangement: 'declined' })).toBe(
      'Roti Ghar Trust declined. Send it to another NGO or open it to NGOs nearby.',
    );
  });
});
