/**
 * The NGO's food register (docs/reports.md, 'The food register'): each donation it received in a
 * period — accepted, and then collected, delivered, refused or missed — with who went to collect
 * it. The donations are read as the CSV reads them (donationsInPeriod); who collected each comes from its
 * run (docs/teams.md), read for the same days in one more query, not one read a donation.
 */
import { collection, orderBy, where } from 'firebase/firestore';
import { READY_BY_MAX_DAYS } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { donationsInPeriod, type Period } from './donation-export';
import type { Donation, DonationStatus } from './donation-model';
import { readAllPages } from './paging';
import { runFromData } from './runs';

/** The states of a donation the NGO has received: it said yes, whatever happened next. */
export const RECEIVED: readonly DonationStatus[] = ['accepted', 'picked_up', 'delivered', 'refused', 'missed'];

export interface RegisterEntry {
  donation: Donation;
  /**
   * The first name of the volunteer whose run it is; null when no volunteer had it (the NGO's own
   * account or a coordinator collected it, or it was accepted before runs).
   */
  volunteer: string | null;
}

export interface FoodRegister {
  entries: RegisterEntry[];
  /** More were offered in the period than a register holds (EXPORT_MAX_DONATIONS): the newest are in it. */
  cut: boolean;
}

const DAY_MS = 86_400_000;

/** The volunteers of the NGO's runs ready within the period (a day before to a week after it). */
async function volunteersOf(ngoId: string, period: Period): Promise<Map<string, string>> {
  const runs = collection(db(), COLLECTIONS.runs);
  const order = [
    where('ngoId', '==', ngoId),
    where('readyBy', '>=', new Date(period.from.getTime() - DAY_MS)),
    where('readyBy', '<', new Date(period.to.getTime() + (READY_BY_MAX_DAYS + 1) * DAY_MS)),
    orderBy('readyBy', 'desc'),
  ];
  const { items } = await readAllPages('runs.register', runs, order);
  const named = new Map<string, string>();
  for (const snap of items) {
    const run = runFromData(snap.id, snap.data());
    if (run.volunteerName) named.set(run.id, run.volunteerName);
  }
  return named;
}

/** The NGO's register for `period`: the donations offered in it that it received, newest first. */
export async function foodRegister(ngoId: string, period: Period): Promise<FoodRegister> {
  const [found, volunteers] = await Promise.all([donationsInPeriod({ ngoId }, period), volunteersOf(ngoId, period)]);
  const entries = found.donations
    .filter((d) => d.status !== null && RECEIVED.includes(d.status))
    .map((donation) => ({ donation, volunteer: volunteers.get(donation.id) ?? null }));
  return { entries, cut: found.cut };
}
