import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n';
import {
  formatCalendarDay,
  formatClock,
  formatDateTime,
  formatMoment,
  formatToday,
  sameDay,
  startOfIndianDay,
} from './dates';

// Local times, so the results do not depend on the machine's time zone.
const evening = new Date(2026, 10, 22, 18, 30);
const morning = new Date(2026, 10, 22, 9, 5);
const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

describe('dates', () => {
  it("formatDateTime gives the weekday, the date and a 12-hour time (a donation's 'by when')", () => {
    expect(formatDateTime(evening)).toBe('Sun, 22 Nov, 2026, 6:30 pm');
    expect(formatDateTime(morning)).toBe('Sun, 22 Nov, 2026, 9:05 am');
  });

  it('formatClock gives a 24-hour time with two digits each', () => {
    expect(formatClock(evening)).toBe('18:30');
    expect(formatClock(morning)).toBe('09:05');
    expect(formatClock(new Date(2026, 10, 22, 0, 0))).toBe('00:00');
  });

  it('formatMoment gives the day, the month and a 24-hour time', () => {
    expect(formatMoment(evening)).toBe('22 Nov, 18:30');
    expect(formatMoment(new Date(2026, 0, 3, 7, 0))).toBe('3 Jan, 07:00');
  });

  it('formatToday gives the weekday, the day and the month in full', () => {
    expect(formatToday(new Date(2025, 10, 23))).toBe('Sunday, 23 November');
    expect(formatToday(evening)).toBe('Sunday, 22 November');
  });

  it('formatCalendarDay gives a written date as that day, in any time zone (not the day before west of India)', () => {
    expect(formatCalendarDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatCalendarDay('2026-01-01', 'hi-IN')).toBe('1 जन॰ 2026');
  });

  it('sameDay compares calendar days, not moments', () => {
    expect(sameDay(morning, evening)).toBe(true);
    expect(sameDay(evening, new Date(2026, 10, 23, 0, 0))).toBe(false);
    expect(sameDay(new Date(2025, 10, 22), new Date(2026, 10, 22))).toBe(false);
  });

  it('startOfIndianDay is midnight in India (UTC+5:30), whatever the clock of the device', () => {
    // 20:00 UTC on 22 Nov is 01:30 on 23 Nov in India: that day began at 18:30 UTC on 22 Nov.
    expect(startOfIndianDay(new Date('2026-11-22T20:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndianDay(new Date('2026-11-22T18:29:59Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(startOfIndianDay(new Date('2026-11-22T18:30:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });
});

describe('dates follow the language shown', () => {
  it('formats in hi-IN while Hindi is shown: Hindi weekday and month names', async () => {
    await activateLanguage('hi');
    expect(formatDateTime(evening)).toBe(
      new Intl.DateTimeFormat('hi-IN', { ...DATE_TIME, hourCycle: 'h23' }).format(evening),
    );
    expect(formatDateTime(evening)).toMatch(/^रवि, 22 नव/);
    expect(formatToday(evening)).toBe('रविवार, 22 नवंबर');
    expect(formatMoment(evening)).toMatch(/^22 नव.*, 18:30$/);
  });

  it('Hindi times are on the 24-hour clock, never with the English am/pm', async () => {
    await activateLanguage('hi');
    expect(formatDateTime(evening)).toMatch(/, 18:30$/);
    expect(formatDateTime(morning)).toMatch(/, 09:05$/);
    expect(formatDateTime(evening)).not.toMatch(/am|pm/i);
    expect(formatDateTime(morning)).not.toMatch(/am|pm/i);
    expect(formatClock(evening)).toBe('18:30');
    expect(formatDateTime(evening, 'en-IN')).toBe('Sun, 22 Nov, 2026, 6:30 pm');
  });

  it('formats in en-IN again once English is back', async () => {
    await activateLanguage('hi');
    await activateLanguage('en');
    expect(formatDateTime(evening)).toBe('Sun, 22 Nov, 2026, 6:30 pm');
    expect(formatToday(evening)).toBe('Sunday, 22 November');
  });

  it('a locale passed in still wins over the language shown', async () => {
    await activateLanguage('hi');
    expect(formatToday(evening, 'en-IN')).toBe('Sunday, 22 November');
  });
});
