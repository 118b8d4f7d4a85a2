import { describe, expect, it } from 'vitest';
import { SERIES_LIMITS } from '../config/limits.js';
import {
  clockOf,
  dayOfIsoDate,
  dayState,
  indiaDay,
  isoDate,
  isScheduled,
  minutesOfClock,
  momentOf,
  scheduledDays,
  weekdayOf,
  type Schedule,
} from './series-days';

const MAX = SERIES_LIMITS.days;
/** Friday 27 November 2026. */
const FRIDAY = dayOfIsoDate('2026-11-27') as number;

const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  days: [1, 2, 3, 4, 5, 6],
  weeks: 1,
  start: FRIDAY,
  end: null,
  from: 21 * 60 + 30,
  until: 22 * 60 + 30,
  ...overrides,
});

describe('days in India', () => {
  it('a day is its date in India: 23:59 IST and 00:01 IST are different days', () => {
    expect(isoDate(indiaDay(new Date('2026-11-27T18:29:00Z')))).toBe('2026-11-27'); // 23:59 IST
    expect(isoDate(indiaDay(new Date('2026-11-27T18:31:00Z')))).toBe('2026-11-28'); // 00:01 IST
  });

  it('weekdays: 1 Monday … 7 Sunday, as the calendar has them', () => {
    expect(weekdayOf(FRIDAY)).toBe(5);
    expect(weekdayOf(dayOfIsoDate('2026-11-29') as number)).toBe(7);
    expect(weekdayOf(dayOfIsoDate('2026-11-30') as number)).toBe(1);
    expect(weekdayOf(0)).toBe(4); // 1 January 1970 was a Thursday
  });

  it('a moment in the window is the clock time in India', () => {
    expect(momentOf(FRIDAY, 21 * 60 + 30).toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(momentOf(FRIDAY, 24 * 60).toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it('dates and clock times read and write back; impossible ones are refused', () => {
    expect(dayOfIsoDate('2027-02-29')).toBeNull();
    expect(dayOfIsoDate('27/11/2026')).toBeNull();
    expect(isoDate(dayOfIsoDate('2028-02-29') as number)).toBe('2028-02-29');
    expect(minutesOfClock('21:30')).toBe(1290);
    expect(minutesOfClock('24:00')).toBe(1440);
    expect(minutesOfClock('24:30')).toBeNull();
    expect(minutesOfClock('9:30')).toBeNull();
    expect(clockOf(1290)).toBe('21:30');
    expect(clockOf(540)).toBe('09:00');
  });
});

describe('the days of a schedule', () => {
  it('Mon–Sat from a Friday: Friday, Saturday, then Monday on; never a Sunday', () => {
    const days = scheduledDays(schedule(), FRIDAY, FRIDAY + 9, MAX).map(isoDate);
    expect(days).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('every other week counts weeks from the start’s Monday', () => {
    const everyOther = schedule({ days: [1, 5], weeks: 2 });
    const days = scheduledDays(everyOther, FRIDAY, FRIDAY + 21, MAX).map(isoDate);
    // The start's week (Fri 27 Nov), then the week of Mon 7 Dec, then of Mon 21 Dec.
    expect(days).toEqual(['2026-11-27', '2026-12-07', '2026-12-11']);
  });

  it('nothing before the start or after the end; without an end, a year on at most', () => {
    expect(isScheduled(schedule(), FRIDAY - 1, MAX)).toBe(false);
    expect(isScheduled(schedule({ end: FRIDAY + 1 }), FRIDAY + 3, MAX)).toBe(false);
    expect(isScheduled(schedule({ days: [1, 2, 3, 4, 5, 6, 7] }), FRIDAY + MAX, MAX)).toBe(true);
    expect(isScheduled(schedule({ days: [1, 2, 3, 4, 5, 6, 7] }), FRIDAY + MAX + 1, MAX)).toBe(false);
  });
});

describe('where a day stands', () => {
  const window = schedule();
  it('before the window it waits; in it, not confirmed yet; after it, missed', () => {
    expect(dayState(window, FRIDAY, null, new Date('2026-11-27T15:59:00Z'))).toBe('waiting');
    expect(dayState(window, FRIDAY, null, new Date('2026-11-27T16:00:00Z'))).toBe('unconfirmed');
    expect(dayState(window, FRIDAY, null, new Date('2026-11-27T17:00:00Z'))).toBe('missed');
  });

  it('an answer stands whatever the time', () => {
    expect(dayState(window, FRIDAY, 'skipped', new Date('2026-11-27T17:00:00Z'))).toBe('skipped');
    expect(dayState(window, FRIDAY, 'confirmed', new Date('2026-11-27T10:00:00Z'))).toBe('confirmed');
  });
});
