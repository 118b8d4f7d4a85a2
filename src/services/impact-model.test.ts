import { describe, expect, it } from 'vitest';
import {
  impactMonthFromData,
  medianBucket,
  monthsBetween,
  offerMonth,
  summarize,
  waitBucketOf,
  type ImpactMonth,
} from './impact-model';

const MINUTE = 60_000;

describe('the roll-ups’ months and buckets, as the rules compute them', () => {
  it('a month is India’s: 18:29 UTC on 31 March is still March there, 18:30 is April', () => {
    expect(offerMonth(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03');
    expect(offerMonth(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04');
    expect(offerMonth(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01');
  });

  it('a wait falls in the bucket of its whole seconds, each edge in the upper bucket', () => {
    expect(waitBucketOf(0)).toBe('m0');
    expect(waitBucketOf(15 * MINUTE - 1)).toBe('m0');
    expect(waitBucketOf(15 * MINUTE)).toBe('m15');
    expect(waitBucketOf(59 * MINUTE)).toBe('m30');
    expect(waitBucketOf(8 * 60 * MINUTE)).toBe('m480');
    expect(waitBucketOf(3 * 24 * 60 * MINUTE)).toBe('m1440');
  });

  it('every month of a period, across a year’s end', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-05', '2026-05')).toEqual(['2026-05']);
    expect(monthsBetween('2026-05', '2026-04')).toEqual([]);
  });
});

describe('a period’s figures', () => {
  it('the median is the bucket of the middle delivery (the lower of two middles); none of none', () => {
    expect(medianBucket([0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(medianBucket([1, 1, 1, 0, 0, 0, 0, 0])).toEqual({ from: 15, to: 30 });
    expect(medianBucket([1, 0, 0, 1, 0, 0, 0, 0])).toEqual({ from: 0, to: 15 });
    expect(medianBucket([0, 0, 0, 0, 0, 0, 0, 3])).toEqual({ from: 1440, to: null });
  });

  it('adds the months up: meals, kg, CO2e at 2.5 per kg, completion never above all', () => {
    const month = (m: string, data: Record<string, unknown>): ImpactMonth => impactMonthFromData(m, data);
    const months = [
      month('2026-10', { accepted: 4, delivered: 3, meals: 57, kg: 25.5, acceptWait: { m15: 2, m0: 1 } }),
      month('2026-11', { accepted: 1, delivered: 2, meals: 10, kg: 4, pickupWait: { m60: 2 } }),
      month('2026-12', {}),
    ];
    expect(summarize(months)).toEqual({
      accepted: 5,
      delivered: 5,
      mealsServed: 67,
      kg: 29.5,
      co2eKg: 74,
      completion: 1,
      medianAcceptWait: { from: 15, to: 30 },
      medianPickupWait: { from: 60, to: 120 },
    });
    expect(summarize([month('2026-12', {})]).completion).toBeNull();
  });

  it('a stored roll-up with odd values reads as zeros, never as NaN', () => {
    expect(impactMonthFromData('2026-01', { accepted: 'x', kg: -3, acceptWait: 'no' })).toMatchObject({
      accepted: 0,
      kg: 0,
      acceptWait: [0, 0, 0, 0, 0, 0, 0, 0],
    });
  });
});
