/**
 * The impact dashboards' monthly roll-ups (docs/reports.md, 'Impact dashboards'):
 * impact/{scope}~{month} for the platform, the donation's NGO and its donor, moved by one in the
 * batch (or transaction) of the accept and of a coded delivery, naming the donation and the status
 * the move leaves it in; the rules hold each figure to that step. Read a period at a time: one
 * query of one scope, a document per month that had any.
 */
import {
  collection,
  doc,
  getDocFromCache,
  getDocFromServer,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type DocumentReference,
  type SetOptions,
} from 'firebase/firestore';
import { LIST_LIMIT } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import {
  impactKey,
  impactMonthFromData,
  impactScope,
  monthsBetween,
  offerMonth,
  waitBucketOf,
  type ImpactMonth,
} from './impact-model';
import { donationFromData, type Donation } from './donation-model';
import { donationRef } from './donation-refs';
import { isOffline } from './offline';
import { recorded } from './query-record';

/** A batch or a transaction: what writes the roll-ups beside their move. */
interface Writes {
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
}

/** What a roll-up needs to know of its donation. */
export interface RolledDonation {
  id: string;
  createdAt: Date | null;
  donorUid: string | null;
}

const impactRef = (key: string) => doc(db(), COLLECTIONS.impact, key);

/** Writes `figures` (increments) to each of the donation's roll-ups, naming it and its new status. */
function rollUp(writes: Writes, donation: RolledDonation, ngoId: string, status: string, figures: DocumentData) {
  if (!donation.createdAt) return; // from before offers carried their time: no month
  const month = offerMonth(donation.createdAt);
  const scopes = [impactScope.all, impactScope.ngo(ngoId)];
  if (donation.donorUid) scopes.push(impactScope.donor(donation.donorUid));
  for (const scope of scopes) {
    writes.set(
      impactRef(impactKey(scope, month)),
      { scope, month, ...figures, lastDonationId: donation.id, lastStep: `${donation.id}/${status}` },
      { merge: true },
    );
  }
}

/** The NGO `ngoId` accepts the donation: one more accepted offer in its month. */
export function rollUpAccept(writes: Writes, donation: RolledDonation, ngoId: string): void {
  rollUp(writes, donation, ngoId, 'accepted', { accepted: increment(1) });
}

/** What a coded delivery adds to its roll-ups. */
interface DeliveredDonation extends RolledDonation {
  ngoId: string;
  acceptedAt: Date | null;
  pickedUpAt: Date | null;
  weightKg: number | null;
}

/**
 * A coded delivery: one more delivery, its meals served and weight, and — when `timesKnown`, the
 * server's own stamps of its offer, acceptance and pickup are on this device — the bucket of each
 * wait. A day of a regular offer (accepted when offered) counts as accepted now, and has no wait
 * to be accepted.
 */
function rollUpDelivery(writes: Writes, donation: DeliveredDonation, mealsServed: number, timesKnown: boolean): void {
  const { createdAt, acceptedAt, pickedUpAt } = donation;
  const arrivedAccepted = acceptedAt !== null && acceptedAt.getTime() === createdAt?.getTime();
  const figures: DocumentData = {
    delivered: increment(1),
    meals: increment(mealsServed),
    kg: increment(donation.weightKg ?? 0),
  };
  if (arrivedAccepted) figures.accepted = increment(1);
  if (timesKnown && createdAt && acceptedAt && pickedUpAt) {
    if (!arrivedAccepted) {
      figures.acceptWait = { [waitBucketOf(acceptedAt.getTime() - createdAt.getTime())]: increment(1) };
    }
    figures.pickupWait = { [waitBucketOf(pickedUpAt.getTime() - acceptedAt.getTime())]: increment(1) };
  }
  rollUp(writes, donation, donation.ngoId, 'delivered', figures);
}

/**
 * A donation as this device has it (else as the server has it), and whether its times are the
 * server's own: not while a move of it (a pickup made offline) still waits to be sent. Null when
 * neither can be read.
 */
async function storedDonation(id: string): Promise<{ data: Donation; timesKnown: boolean } | null> {
  const cached = await getDocFromCache(donationRef(id)).catch(() => null);
  if (cached?.exists()) {
    return { data: donationFromData(id, cached.data()), timesKnown: !cached.metadata.hasPendingWrites };
  }
  if (isOffline()) return null;
  const snap = await getDocFromServer(donationRef(id)).catch(() => null);
  return snap?.exists() ? { data: donationFromData(id, snap.data()), timesKnown: true } : null;
}

/** A coded delivery of donation `id` in `batch`: its roll-ups, from the donation as stored. */
export async function rollUpStoredDelivery(batch: Writes, id: string, mealsServed: number): Promise<void> {
  const stored = await storedDonation(id);
  if (!stored) return; // the rules refuse the delivery then, and the board says so
  const { data, timesKnown } = stored;
  const rolled = { ...data, ngoId: data.ngoId ?? '', weightKg: data.safety?.weightKg ?? null };
  rollUpDelivery(batch, rolled, mealsServed, timesKnown);
}

/**
 * One scope's months from `from` to `to` ('yyyy-mm'), every month there (zeros where none was
 * stored): one query, a read per month that had any (one when none had).
 */
export async function getImpactMonths(scope: string, from: string, to: string): Promise<ImpactMonth[]> {
  const snap = await getDocs(
    recorded(
      'impact.months',
      query(
        collection(db(), COLLECTIONS.impact),
        where('scope', '==', scope),
        where('month', '>=', from),
        where('month', '<=', to),
        orderBy('month'),
        limit(LIST_LIMIT),
      ),
    ),
  );
  const stored = new Map(snap.docs.map((d) => [String(d.data().month), d.data()]));
  return monthsBetween(from, to).map((month) => impactMonthFromData(month, stored.get(month)));
}
