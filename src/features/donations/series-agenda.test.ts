import { describe, expect, it } from 'vitest';
import type { Series } from '../../services/series';
import { dayOfIsoDate, momentOf } from '../../services/series-days';
import { aDonation, aSeries as aSharedSeries } from './test-donations';
import { agenda, AGENDA_DAYS } from './series-agenda';

const FRIDAY = dayOfIsoDate('2026-11-27') as number;
/** Friday 27 November 2026, 18:00 in India. */
const NOW = momentOf(FRIDAY, 18 * 60);

/** A Mon–Sat evening series (21:30–22:30), started ten days before FRIDAY. */
const aSeries = (overrides: Partial<Series> = {}): Series =>
  aSharedSeries({
    days: [1, 2, 3, 4, 5, 6],
    start: FRIDAY - 10,
    from: 21 * 60 + 30,
    until: 22 * 60 + 30,
    storage: 'hot',
    ...overrides,
  });

const dates = (entries: ReturnType<typeof agenda>) =>
  entries.map((e) => `${new Date(e.at.getTime() + 330 * 60_000).toISOString().slice(0, 16)} ${e.state}`);

describe('the agenda', () => {
  it(`lists a Mon–Sat series' days in the next ${AGENDA_DAYS}, in time order, each with its state`, () => {
    const series = aSeries();
    const days = new Map([
      [
        's1',
        [
          { day: FRIDAY, state: 'confirmed' as const, donationId: 'd-fri' },
          { day: FRIDAY + 1, state: 'skipped' as const, donationId: '' },
        ],
      ],
    ]);
    const fri = aDonation({ id: 'd-fri', status: 'accepted', series: { id: 's1', day: FRIDAY } });
    expect(dates(agenda('ngo', [series], days, [fri], NOW))).toEqual([
      '2026-11-27T21:30 accepted',
      '2026-11-28T21:30 skipped',
      '2026-11-30T21:30 waiting',
      '2026-12-01T21:30 waiting',
      '2026-12-02T21:30 waiting',
      '2026-12-03T21:30 waiting',
    ]);
  });

  it("a day not confirmed shows 'not confirmed yet' in its window and 'missed' after it", () => {
    const series = aSeries();
    const inWindow = momentOf(FRIDAY, 22 * 60);
    const after = momentOf(FRIDAY, 23 * 60);
    expect(agenda('donor', [series], new Map(), [], inWindow)[0]?.state).toBe('unconfirmed');
    expect(agenda('donor', [series], new Map(), [], after)[0]?.state).toBe('missed');
  });

  it('a confirmed day follows its donation: picked up, then delivered', () => {
    const days = new Map([['s1', [{ day: FRIDAY, state: 'confirmed' as const, donationId: 'd1' }]]]);
    const delivered = aDonation({ id: 'd1', status: 'delivered', series: { id: 's1', day: FRIDAY } });
    expect(agenda('ngo', [aSeries()], days, [delivered], NOW)[0]).toMatchObject({
      state: 'delivered',
      donation: { id: 'd1' },
    });
  });

  it('an NGO sees only series it accepted; the donor every running one; a paused or ended one shows to no one', () => {
    const proposed = aSeries({ id: 'p', arrangement: 'proposed' });
    const paused = aSeries({ id: 'z', state: 'paused' });
    expect(agenda('ngo', [proposed, paused], new Map(), [], NOW)).toEqual([]);
    expect(agenda('donor', [proposed, paused], new Map(), [], NOW).every((e) => e.series?.id === 'p')).toBe(true);
  });

  it('every other week, and a series ending this week, keep to their days', () => {
    const fortnightly = aSeries({ days: [1], weeks: 2, start: FRIDAY - 4 }); // started Monday 23 Nov
    expect(dates(agenda('donor', [fortnightly], new Map(), [], NOW))).toEqual([]);
    const ending = aSeries({ end: FRIDAY + 1 });
    expect(dates(agenda('donor', [ending], new Map(), [], NOW))).toEqual([
      '2026-11-27T21:30 waiting',
      '2026-11-28T21:30 waiting',
    ]);
  });

  it('accepted one-off donations due this week sit among the days, by time; others are left out', () => {
    const oneOff = aDonation({
      id: 'one',
      status: 'accepted',
      acceptedAt: momentOf(FRIDAY + 1, 12 * 60),
      readyBy: momentOf(FRIDAY + 1, 14 * 60),
    });
    const offered = aDonation({ id: 'two', status: 'offered', readyBy: momentOf(FRIDAY + 1, 14 * 60) });
    const later = aDonation({ id: 'three', status: 'accepted', readyBy: momentOf(FRIDAY + AGENDA_DAYS, 9 * 60) });
    const entries = agenda('ngo', [aSeries({ end: FRIDAY + 1 })], new Map(), [later, offered, oneOff], NOW);
    expect(entries.map((e) => e.donation?.id ?? 'a day')).toEqual(['a day', 'one', 'a day']);
    expect(dates(entries)).toEqual([
      '2026-11-27T21:30 waiting',
      '2026-11-28T12:00 accepted',
      '2026-11-28T21:30 waiting',
    ]);
  });
});
