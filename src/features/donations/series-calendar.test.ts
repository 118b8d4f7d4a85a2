// The calendar files are read back by a calendar parser (ical.js's own): the rule, the time zone,
// the alarm, and every occurrence a calendar would show, against the schedule's own days.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { SERIES_LIMITS } from '../../config/limits.js';
import { dayOfIsoDate, isoDate, scheduledDays, type Schedule } from '../../services/series-days';
import {
  donationCalendar,
  seriesCalendar,
  seriesGoogleLink,
  seriesRule,
  TIME_ZONE,
  type EventTexts,
} from './series-calendar';

const FRIDAY = dayOfIsoDate('2026-11-27') as number;
const TEXTS: EventTexts = {
  summary: 'Hotel Saffron: about 40 meals, veg',
  description: 'Confirm or say "No surplus today", before 21:30; a comma, and a semicolon;',
  location: 'Hotel Saffron, 2 Mill Road, Pune',
  alarm: 'Confirm tonight’s food or say No surplus today',
  alarmMinutes: 60,
};
const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  days: [1, 2, 3, 4, 5, 6],
  weeks: 1,
  start: FRIDAY,
  end: FRIDAY + 30,
  from: 21 * 60 + 30,
  until: 22 * 60 + 30,
  ...overrides,
});

/** The file read back: its one event, and the time zone it registers. */
function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone') as ICAL.Component;
  ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  return { calendar, zone, vevent, event: new ICAL.Event(vevent) };
}

/** Every occurrence's start as 'YYYY-MM-DDTHH:MM+05:30' in India, as a calendar app lists them. */
function occurrences(event: ICAL.Event, max = 400): string[] {
  const starts: string[] = [];
  const it = event.iterator();
  for (let next = it.next(); next && starts.length < max; next = it.next()) {
    const utc = next.toJSDate().getTime();
    const local = new Date(utc + 330 * 60_000).toISOString().slice(0, 16);
    starts.push(local);
  }
  return starts;
}

describe('a regular offer’s calendar file', () => {
  it('is one weekly event in India’s time zone, with its rule and an alarm an hour before', () => {
    const { zone, vevent, event } = readBack(seriesCalendar('s1', schedule(), TEXTS));
    expect(zone.getFirstPropertyValue('tzid')).toBe(TIME_ZONE);
    expect(zone.getFirstSubcomponent('standard')?.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+05:30');
    const start = vevent.getFirstProperty('dtstart') as ICAL.Property;
    expect(start.getParameter('tzid')).toBe(TIME_ZONE);
    expect(start.getFirstValue()?.toString()).toBe('2026-11-27T21:30:00');
    // ical.js writes INTERVAL=1 (the default) by leaving it out.
    expect(vevent.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA;UNTIL=20261227T160000Z',
    );
    const alarm = vevent.getFirstSubcomponent('valarm') as ICAL.Component;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('trigger')?.toString()).toBe('-PT1H');
    expect(alarm.getFirstPropertyValue('description')).toBe(TEXTS.alarm);
    expect(event.summary).toBe(TEXTS.summary);
    expect(event.description).toBe(TEXTS.description);
    expect(event.location).toBe(TEXTS.location);
    expect(event.uid).toBe('series-s1@foodbridge');
  });

  it.each([
    ['Mon–Sat', schedule()],
    ['every other week, Mon and Fri', schedule({ days: [1, 5], weeks: 2, end: FRIDAY + 60 })],
    ['every day, no end (a year)', schedule({ days: [1, 2, 3, 4, 5, 6, 7], end: null })],
    ['Sundays from a Friday, late window to midnight', schedule({ days: [7], from: 18 * 60, until: 24 * 60 })],
    ['an early window (before 05:30, the day before in UTC)', schedule({ days: [2, 4], from: 4 * 60, until: 6 * 60 })],
  ])('%s: a calendar shows exactly the schedule’s days, at its window', (_name, s) => {
    const { event } = readBack(seriesCalendar('s2', s, TEXTS));
    const clock = `${String(Math.floor(s.from / 60)).padStart(2, '0')}:${String(s.from % 60).padStart(2, '0')}`;
    const expected = scheduledDays(s, s.start, s.end ?? s.start + SERIES_LIMITS.days, SERIES_LIMITS.days).map(
      (day) => `${isoDate(day)}T${clock}`,
    );
    expect(occurrences(event)).toEqual(expected);
  });

  it('the rule is the schedule’s, and ends at its last day', () => {
    expect(seriesRule(schedule({ days: [6, 1], weeks: 2, end: null }))).toBe(
      `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SA;UNTIL=${isoDate(FRIDAY + SERIES_LIMITS.days).replace(/-/g, '')}T160000Z`,
    );
  });
});

describe('an accepted donation’s calendar file', () => {
  it('is one event to its ready-by, in India’s time, with its alarm', () => {
    const start = new Date('2026-11-27T15:30:00Z'); // 21:00 in India
    const end = new Date('2026-11-27T17:00:00Z'); // 22:30
    const { vevent, event } = readBack(donationCalendar('d1', start, end, { ...TEXTS, alarmMinutes: 30 }));
    expect((vevent.getFirstProperty('dtstart') as ICAL.Property).getParameter('tzid')).toBe(TIME_ZONE);
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(end.toISOString());
    expect(vevent.getFirstPropertyValue('rrule')).toBeNull();
    expect((vevent.getFirstSubcomponent('valarm') as ICAL.Component).getFirstPropertyValue('trigger')?.toString()).toBe(
      '-PT30M',
    );
  });
});

describe('Google Calendar', () => {
  it('links a new recurring event in India’s time with the same rule', () => {
    const url = new URL(seriesGoogleLink(schedule({ until: 24 * 60 }), TEXTS));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(url.searchParams.get('dates')).toBe('20261127T213000/20261128T000000');
    expect(url.searchParams.get('recur')).toBe(`RRULE:${seriesRule(schedule())}`);
    expect(url.searchParams.get('text')).toBe(TEXTS.summary);
  });
});
