/**
 * The donations of a period, read whole for a CSV file: a donor's own, an NGO's, or (admins) every
 * one. Read a page at a time within the rules' list limit, newest first, up to EXPORT_MAX_DONATIONS
 * (a file says when it stopped there). A donation counts in the period it was offered in.
 */
import { where, orderBy, type QueryConstraint } from 'firebase/firestore';
import { EXPORT_MAX_DONATIONS } from '../config/limits.js';
import type { Donation } from './donation-model';
import { donations } from './donation-refs';
import { readAllPages } from './paging';
import type { QuerySite } from './query-record';

/** Whose donations: a donor's, an NGO's (its profile id is its uid), or every one (admins). */
export type ExportScope = { donorUid: string } | { ngoId: string } | 'all';

/** From the start of `from` up to (not including) `to`. */
export interface Period {
  from: Date;
  to: Date;
}

export interface PeriodDonations {
  donations: Donation[];
  /** More were offered in the period than a file holds (EXPORT_MAX_DONATIONS): the newest are in it. */
  cut: boolean;
}

function scopeOf(scope: ExportScope): { site: QuerySite; filter: QueryConstraint[] } {
  if (scope === 'all') return { site: 'donations.exportAll', filter: [] };
  if ('donorUid' in scope) return { site: 'donations.exportDonor', filter: [where('donorUid', '==', scope.donorUid)] };
  return { site: 'donations.exportNgo', filter: [where('ngoId', '==', scope.ngoId)] };
}

/** The donations `scope` names that were offered within `period`, newest first. */
export async function donationsInPeriod(scope: ExportScope, period: Period): Promise<PeriodDonations> {
  const { site, filter } = scopeOf(scope);
  const order = [
    ...filter,
    where('createdAt', '>=', period.from),
    where('createdAt', '<', period.to),
    orderBy('createdAt', 'desc'),
  ];
  const { items, cut } = await readAllPages(site, donations(), order, EXPORT_MAX_DONATIONS);
  return { donations: items.map((d) => d.data()), cut };
}
