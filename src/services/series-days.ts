/**
 * The days of a regular offer (a series, docs/series.md), as plain numbers the rules can check:
 * a day is its midnight in India (UTC+5:30) as days since 1970-01-01 — day 0 was a Thursday — and
 * a time of day is minutes after midnight. firestore.rules does the same arithmetic (onRule,
 * momentOf): series-days.test.ts checks these against the calendar, tests/rules/series.test.ts
 * the rules against the same day numbers.
 */

const DAY_MS = 86_400_000;
/** India's offset from UTC, in minutes (no daylight saving). */
export const INDIA_OFFSET_MINUTES = 330;

/** The schedule of a series: what the rules call its terms of time. */
export interface Schedule {
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  days: number[];
  /** 1: every week; 2: every other week, counted from the start's week. */
  weeks: 1 | 2;
  /** The first day (a day number). */
  start: number;
  /** The last day, or null: then a year on from the start (SERIES_LIMITS.days). */
  end: number | null;
  /** The window in India's time: minutes after midnight, from < until, within one day. */
  from: number;
  until: number;
}

/** The number of the day in India that `at` falls on. */
export function indiaDay(at: Date = new Date()): number {
  return Math.floor((at.getTime() + INDIA_OFFSET_MINUTES * 60_000) / DAY_MS);
}

/** The moment `minutes` after the midnight (India) that begins `day`. */
export function momentOf(day: number, minutes: number): Date {
  return new Date((day * 1440 + minutes - INDIA_OFFSET_MINUTES) * 60_000);
}

/** A day's ISO weekday: 1 Monday … 7 Sunday. */
export function weekdayOf(day: number): number {
  return ((day + 3) % 7) + 1;
}

/** The Monday that begins a day's week (a day number). */
const mondayOf = (day: number): number => day - ((day + 3) % 7);

/** 'YYYY-MM-DD' of a day (its date in India). */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of 'YYYY-MM-DD', or null when it is not a date. */
export function dayOfIsoDate(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) return null;
  return ms / DAY_MS;
}

/** 'HH:MM' of minutes after midnight ('24:00' for the end of the day). */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The minutes after midnight of 'HH:MM', or null. */
export function minutesOfClock(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

/** The last day a series may take: its end, or a year on from its start. */
export function lastDayOf(schedule: Schedule, maxDays: number): number {
  return schedule.end ?? schedule.start + maxDays;
}

/** Whether `day` is a day of the schedule (as the rules' onRule decides). */
export function isScheduled(schedule: Schedule, day: number, maxDays: number): boolean {
  return (
    schedule.days.includes(weekdayOf(day)) &&
    day >= schedule.start &&
    day <= lastDayOf(schedule, maxDays) &&
    (schedule.weeks === 1 || (mondayOf(day) - mondayOf(schedule.start)) % 14 === 0)
  );
}

/** The days of the schedule from `first` to `last` (day numbers, both included), in order. */
export function scheduledDays(schedule: Schedule, first: number, last: number, maxDays: number): number[] {
  const days: number[] = [];
  for (let day = Math.max(first, schedule.start); day <= last; day += 1) {
    if (isScheduled(schedule, day, maxDays)) days.push(day);
  }
  return days;
}

/** Where a day stands for the people on either side. */
export type DayState = 'confirmed' | 'skipped' | 'waiting' | 'unconfirmed' | 'missed';

/**
 * A day's state at `now`: confirmed or skipped when the donor said so; otherwise 'waiting' until
 * its window starts, 'unconfirmed' ('Not confirmed yet') while the window is open, and 'missed'
 * once it has ended.
 */
export function dayState(
  schedule: Pick<Schedule, 'from' | 'until'>,
  day: number,
  answer: 'confirmed' | 'skipped' | null,
  now: Date = new Date(),
): DayState {
  if (answer) return answer;
  if (now < momentOf(day, schedule.from)) return 'waiting';
  return now < momentOf(day, schedule.until) ? 'unconfirmed' : 'missed';
}
