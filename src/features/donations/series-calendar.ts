/**
 * 'Add to calendar' without a server (docs/series.md, 'Calendars'): an iCalendar file (RFC 5545)
 * for a regular offer — one weekly event with its RRULE — or for one accepted donation, in India's
 * time zone, with an alarm; and a Google Calendar link for the same. Made with ical.js (Mozilla's
 * iCalendar library), which folds and escapes the text as the standard asks. The texts come in the
 * person's language from the caller. This module is loaded only when someone asks for a calendar.
 */
import ICAL from 'ical.js';
import { SERIES_LIMITS } from '../../config/limits.js';
import { INDIA_OFFSET_MINUTES, isoDate, lastDayOf, momentOf, type Schedule } from '../../services/series-days';

export const TIME_ZONE = 'Asia/Kolkata';
const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** India's time zone as a calendar describes it: +05:30 all year, no daylight saving. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** What an event says, in the person's language. */
export interface EventTexts {
  summary: string;
  description: string;
  location: string;
  /** What the alarm says. */
  alarm: string;
  /** How long before the event's start the alarm rings, in minutes. */
  alarmMinutes: number;
}

/** A local time in India as ical.js holds it, with its time zone named. */
function indiaTime(day: number, minutes: number): ICAL.Time {
  const [year, month, date] = isoDate(day).split('-').map(Number) as [number, number, number];
  return ICAL.Time.fromData({
    year,
    month,
    day: date,
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
    second: 0,
    isDate: false,
  });
}

function addTimed(event: ICAL.Component, name: 'dtstart' | 'dtend', day: number, minutes: number): void {
  // 24:00 is written as the next day's 00:00, as the standard has it.
  const time = minutes === 1440 ? indiaTime(day + 1, 0) : indiaTime(day, minutes);
  const property = event.addPropertyWithValue(name, time);
  property.setParameter('tzid', TIME_ZONE);
}

function calendarWith(events: ICAL.Component[]): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//FoodBridge//Regular offers//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addSubcomponent(new ICAL.Component(ICAL.parse(VTIMEZONE)));
  for (const event of events) calendar.addSubcomponent(event);
  return calendar.toString();
}

function eventWith(uid: string, texts: EventTexts, now: Date): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', uid);
  event.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
  event.addPropertyWithValue('summary', texts.summary);
  event.addPropertyWithValue('description', texts.description);
  if (texts.location) event.addPropertyWithValue('location', texts.location);
  return event;
}

function addAlarm(event: ICAL.Component, texts: EventTexts): void {
  const alarm = new ICAL.Component('valarm');
  alarm.addPropertyWithValue('action', 'DISPLAY');
  alarm.addPropertyWithValue('description', texts.alarm);
  alarm.addPropertyWithValue('trigger', ICAL.Duration.fromSeconds(-texts.alarmMinutes * 60));
  event.addSubcomponent(alarm);
}

/**
 * The recurrence of a schedule as RFC 5545 writes it: weekly (or every other week) on its days,
 * until the end of its last day's window (in UTC, as the standard requires with a time zone).
 */
export function seriesRule(schedule: Schedule): string {
  const byday = [...schedule.days].sort((a, b) => a - b).map((d) => BYDAY[d - 1]);
  const until = momentOf(lastDayOf(schedule, SERIES_LIMITS.days), schedule.from);
  const stamp = until
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `FREQ=WEEKLY;INTERVAL=${schedule.weeks};BYDAY=${byday.join(',')};UNTIL=${stamp}`;
}

/** The first day of the schedule (its start, or the first of its days after it). */
function firstDay(schedule: Schedule): number {
  for (let day = schedule.start; day < schedule.start + 7; day += 1) {
    if (schedule.days.includes(((day + 3) % 7) + 1)) return day;
  }
  return schedule.start;
}

/** The .ics text of a regular offer: one recurring event over its window, with an alarm. */
export function seriesCalendar(id: string, schedule: Schedule, texts: EventTexts, now = new Date()): string {
  const event = eventWith(`series-${id}@foodbridge`, texts, now);
  const first = firstDay(schedule);
  addTimed(event, 'dtstart', first, schedule.from);
  addTimed(event, 'dtend', first, schedule.until);
  event.addPropertyWithValue('rrule', ICAL.Recur.fromString(seriesRule(schedule)));
  addAlarm(event, texts);
  return calendarWith([event]);
}

/** The .ics text of one accepted donation: from now (or its day's window) to its 'ready by'. */
export function donationCalendar(id: string, start: Date, end: Date, texts: EventTexts, now = new Date()): string {
  const event = eventWith(`donation-${id}@foodbridge`, texts, now);
  for (const [name, at] of [
    ['dtstart', start],
    ['dtend', end],
  ] as const) {
    const local = at.getTime() + INDIA_OFFSET_MINUTES * 60_000;
    const day = Math.floor(local / 86_400_000);
    addTimed(event, name, day, Math.round((local - day * 86_400_000) / 60_000));
  }
  addAlarm(event, texts);
  return calendarWith([event]);
}

/** 20261127T213000 — a local time as Google Calendar's link takes it (with ctz). */
function localStamp(day: number, minutes: number): string {
  if (minutes === 1440) return localStamp(day + 1, 0);
  return `${isoDate(day).replace(/-/g, '')}T${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`;
}

/** A Google Calendar link that opens the regular offer as a new recurring event. */
export function seriesGoogleLink(
  schedule: Schedule,
  texts: Pick<EventTexts, 'summary' | 'description' | 'location'>,
): string {
  const first = firstDay(schedule);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: texts.summary,
    details: texts.description,
    location: texts.location,
    dates: `${localStamp(first, schedule.from)}/${localStamp(first, schedule.until)}`,
    ctz: TIME_ZONE,
    recur: `RRULE:${seriesRule(schedule)}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
