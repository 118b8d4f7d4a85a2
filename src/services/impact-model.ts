/**
 * The impact dashboards' figures (docs/reports.md, 'Impact dashboards'), with no Firestore code:
 * a month's roll-up as stored (impact/{scope}~{month}), its month and wait buckets as the rules
 * compute them, and a period's figures added up from its months.
 */
import { IMPACT } from '../config/limits.js';
import { countOf } from './record-model';

/** Whose roll-ups: the platform's ('all'), one NGO's ('n-{ngoId}') or one donor's ('d-{uid}'). */
export const impactScope = {
  all: 'all',
  ngo: (ngoId: string) => `n-${ngoId}`,
  donor: (uid: string) => `d-${uid}`,
} as const;

/** One scope's figures for the donations offered in one month. */
export interface ImpactMonth {
  /** 'yyyy-mm', the month of the offers (India's time). */
  month: string;
  /** Offers an NGO accepted (a day of a regular offer: once it is delivered). */
  accepted: number;
  /** Of those, delivered with the donor's pickup code. */
  delivered: number;
  mealsServed: number;
  kg: number;
  /** Delivered donations by how long they waited to be accepted: one count per WAIT_BUCKETS. */
  acceptWait: number[];
  /** Delivered donations by how long they waited, once accepted, to be picked up. */
  pickupWait: number[];
}

/** A bucket's key in a stored histogram: its lower bound in minutes ('m15'). */
const bucketKey = (minutes: number) => `m${minutes}`;

/** The bucket key of a wait of `ms` milliseconds, as firestore.rules' waitBucket computes it. */
export function waitBucketOf(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const lower = [...IMPACT.waitBuckets].reverse().find((minutes) => seconds >= minutes * 60) ?? 0;
  return bucketKey(lower);
}

/** 'yyyy-mm' of a moment in India's time: the month its offer's roll-ups belong to. */
export function offerMonth(at: Date): string {
  return new Date(at.getTime() + IMPACT.utcOffsetMinutes * 60_000).toISOString().slice(0, 7);
}

/** The key of one scope's roll-up for one month. */
export const impactKey = (scope: string, month: string) => `${scope}~${month}`;

/** Every month from `from` to `to` ('yyyy-mm', both included), oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let i = 0; i < 1200; i += 1) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > to) break;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

const histogram = (value: unknown): number[] => {
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return IMPACT.waitBuckets.map((minutes) => countOf(stored[bucketKey(minutes)]));
};

/** A stored roll-up as figures (a month with none: zeros). */
export function impactMonthFromData(month: string, data: Record<string, unknown> | undefined): ImpactMonth {
  const kg = typeof data?.kg === 'number' && Number.isFinite(data.kg) && data.kg > 0 ? data.kg : 0;
  return {
    month,
    accepted: countOf(data?.accepted),
    delivered: countOf(data?.delivered),
    mealsServed: countOf(data?.meals),
    kg,
    acceptWait: histogram(data?.acceptWait),
    pickupWait: histogram(data?.pickupWait),
  };
}

/** A wait as the dashboards say it: the bucket its median falls in, in minutes ('to' null: and more). */
export interface WaitRange {
  from: number;
  to: number | null;
}

/**
 * The bucket holding the median of a histogram (the lower median of an even count): the median is
 * known only to its bucket, so the dashboards say '15–30 min'. Null when it counts nothing.
 */
export function medianBucket(counts: readonly number[]): WaitRange | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const [i, count] of counts.entries()) {
    seen += count;
    if (seen >= middle) return { from: IMPACT.waitBuckets[i]!, to: IMPACT.waitBuckets[i + 1] ?? null };
  }
  return null;
}

/** A period's figures, added up from its months. */
export interface ImpactSummary {
  accepted: number;
  delivered: number;
  mealsServed: number;
  kg: number;
  /** kg of CO2-equivalent avoided: kg × IMPACT.co2ePerKg. */
  co2eKg: number;
  /** Delivered ÷ accepted, 0 to 1; null before anything was accepted. */
  completion: number | null;
  medianAcceptWait: WaitRange | null;
  medianPickupWait: WaitRange | null;
}

const sumOf = (lists: number[][]) => IMPACT.waitBuckets.map((_, i) => lists.reduce((t, l) => t + (l[i] ?? 0), 0));

export function summarize(months: readonly ImpactMonth[]): ImpactSummary {
  const total = (pick: (m: ImpactMonth) => number) => months.reduce((t, m) => t + pick(m), 0);
  const accepted = total((m) => m.accepted);
  const delivered = total((m) => m.delivered);
  const kg = Math.round(total((m) => m.kg) * 10) / 10;
  return {
    accepted,
    delivered,
    mealsServed: total((m) => m.mealsServed),
    kg,
    co2eKg: Math.round(kg * IMPACT.co2ePerKg),
    // A donation accepted before the roll-ups began may be delivered in the first month after:
    // never more than all of them.
    completion: accepted === 0 ? null : Math.min(1, delivered / accepted),
    medianAcceptWait: medianBucket(sumOf(months.map((m) => m.acceptWait))),
    medianPickupWait: medianBucket(sumOf(months.map((m) => m.pickupWait))),
  };
}
