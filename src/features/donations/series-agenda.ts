/**
 * The agendas (docs/series.md, 'Agendas'): the donor's 'This week' and the NGO's 'Coming
 * pickups' — every day of every series and every accepted one-off donation in the next 7 days, in
 * time order, each with where it stands. Built from what the screens already listen to (the
 * series, each series' answered days, the board's donations): it reads nothing of its own.
 */
import { SERIES_LIMITS } from '../../config/limits.js';
import type { Donation, DonationStatus } from '../../services/donation-model';
import type { Series, SeriesDay } from '../../services/series';
import { dayState, indiaDay, momentOf, scheduledDays, type DayState } from '../../services/series-days';

/** How many days an agenda shows, today included. */
export const AGENDA_DAYS = 7;

/** Where an entry stands: a day's state, or — once confirmed — its donation's. */
export type AgendaState = Exclude<DayState, 'confirmed'> | DonationStatus;

export interface AgendaEntry {
  /** When it starts: the window's start for a day of a series, the acceptance for a one-off. */
  at: Date;
  /** Until when: the window's end, or the donation's 'ready by'. */
  until: Date;
  /** The day (its number in India): of the series' schedule, or the one-off's 'ready by'. */
  day: number;
  /** The series it is a day of (null for a one-off donation). */
  series: Series | null;
  /** Its donation, once there is one. */
  donation: Donation | null;
  state: AgendaState;
}

/** Whose agenda: the donor sees every running series; the NGO only those it accepted. */
export type AgendaSide = 'donor' | 'ngo';

function seriesEntries(
  series: Series,
  answered: readonly SeriesDay[],
  byId: ReadonlyMap<string, Donation>,
  today: number,
  now: Date,
): AgendaEntry[] {
  const answers = new Map(answered.map((d) => [d.day, d]));
  return scheduledDays(series, today, today + AGENDA_DAYS - 1, SERIES_LIMITS.days).map((day) => {
    const answer = answers.get(day) ?? null;
    const donation = answer?.state === 'confirmed' ? (byId.get(answer.donationId) ?? null) : null;
    const state = dayState(series, day, answer?.state ?? null, now);
    return {
      day,
      at: momentOf(day, series.from),
      until: momentOf(day, series.until),
      series,
      donation,
      state: state === 'confirmed' ? (donation?.status ?? 'offered') : state,
    };
  });
}

/** One-off donations the agenda lists: accepted (or on their way) and due within its days. */
function oneOffEntries(donations: readonly Donation[], today: number): AgendaEntry[] {
  const last = momentOf(today + AGENDA_DAYS, 0);
  return donations
    .filter((d) => !d.series && (d.status === 'accepted' || d.status === 'picked_up') && d.readyBy)
    .filter((d) => (d.readyBy as Date) >= momentOf(today, 0) && (d.readyBy as Date) < last)
    .map((d) => ({
      day: indiaDay(d.readyBy as Date),
      at: d.acceptedAt ?? (d.readyBy as Date),
      until: d.readyBy as Date,
      series: null,
      donation: d,
      state: d.status as DonationStatus,
    }));
}

/**
 * The agenda at `now`: the days of the series that run (active; for an NGO, accepted by it) and
 * the accepted one-offs, in the next AGENDA_DAYS days, earliest first.
 */
export function agenda(
  side: AgendaSide,
  series: readonly Series[],
  days: ReadonlyMap<string, readonly SeriesDay[]>,
  donations: readonly Donation[],
  now: Date = new Date(),
): AgendaEntry[] {
  const today = indiaDay(now);
  const byId = new Map(donations.map((d) => [d.id, d]));
  const running = series.filter((s) => s.state === 'active' && (side === 'donor' || s.arrangement === 'accepted'));
  return [
    ...running.flatMap((s) => seriesEntries(s, days.get(s.id) ?? [], byId, today, now)),
    ...oneOffEntries(donations, today),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}
