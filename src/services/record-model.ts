/**
 * An NGO's record of pickups as the cards show it (docs/reports.md, 'Reliability'), with no
 * Firestore code: the directory's cards (lite SDK) and the boards (full SDK) read it alike.
 */
import { RELIABILITY_MIN_PICKUPS } from '../config/limits.js';

/** An NGO's accepted pickups that have ended: collected (picked up, or refused at pickup) or missed. */
export interface NgoRecord {
  collected: number;
  noShows: number;
}

/** What a stored count reads as: a whole number, 0 when absent or not one. */
export const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

export const ngoRecordFromData = (data: Record<string, unknown> | undefined): NgoRecord => ({
  collected: countOf(data?.collected),
  noShows: countOf(data?.noShows),
});

/**
 * 'Collected 97 % of 120 accepted pickups' as numbers: null until the NGO has ended
 * RELIABILITY_MIN_PICKUPS of them. Rounded down, so 99.6 % never shows as 100 %.
 */
export function pickupRate(record: NgoRecord | null | undefined): { percent: number; of: number } | null {
  if (!record) return null;
  const of = record.collected + record.noShows;
  if (of < RELIABILITY_MIN_PICKUPS) return null;
  return { percent: Math.floor((record.collected * 100) / of), of };
}
