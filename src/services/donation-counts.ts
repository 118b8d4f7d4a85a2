/**
 * The admin dashboard's figures about donations (collection `deliveryInfo`), counted by the server
 * without reading the donations themselves. Each is a count up to LIST_LIMIT (Tally).
 */
import { Timestamp, where } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { countUpTo, type Tally } from './paging';

/** For admins: how many donations were offered since `since` (the dashboard: since midnight in India). */
export function countDonationsSince(since: Date): Promise<Tally> {
  return countUpTo('donations.countSince', COLLECTIONS.donations, [
    where('createdAt', '>=', Timestamp.fromDate(since)),
  ]);
}

/**
 * For admins: how many offers wait for an NGO to accept them now — offered, and still before their
 * 'by when' (readyBy), which also puts them before their use-by (readyBy ≤ useBy). Offers past it
 * are expired and not counted. The filter pair has its composite index in firestore.indexes.json.
 */
export function countOffersWaiting(now: Date): Promise<Tally> {
  return countUpTo('donations.countWaiting', COLLECTIONS.donations, [
    where('status', '==', 'offered'),
    where('readyBy', '>', Timestamp.fromDate(now)),
  ]);
}
