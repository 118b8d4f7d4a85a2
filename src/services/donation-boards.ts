/** The donation boards' lists, live (a donor's, an NGO's, an admin's), and single donations read once. */
import {
  getDoc,
  getDocs,
  getDocsFromCache,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  doc,
  type QueryConstraint,
} from 'firebase/firestore';
import { LIST_LIMIT } from '../config/limits.js';
import type { Donation, DonationStatus, DonationsListener, ErrorListener, Unsubscribe } from './donation-model';
import { donations } from './donation-refs';
import { isOffline, noteSynced } from './offline';
import { recorded, type QuerySite } from './query-record';

/** Newest first, at most LIST_LIMIT (the rules refuse longer lists). Documents without createdAt (the earlier app's) are not in ordered lists. */
function watch(
  site: QuerySite,
  constraints: QueryConstraint[],
  onData: DonationsListener,
  onError: ErrorListener,
): Unsubscribe {
  const q = recorded(site, query(donations(), ...constraints, orderBy('createdAt', 'desc'), limit(LIST_LIMIT)));
  // Metadata changes too, so a list first read from the local cache is followed by the server's
  // confirmation even when nothing in it changed (the NGO board counts new offers from there on).
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snap) => {
      if (!snap.metadata.fromCache) noteSynced();
      onData(
        snap.docs.map((d) => d.data()),
        { fromCache: snap.metadata.fromCache },
      );
    },
    (error) => onError(error),
  );
}

/** A donor's own donations, live. */
export function watchDonorDonations(donorUid: string, onData: DonationsListener, onError: ErrorListener): Unsubscribe {
  return watch('donations.donorBoard', [where('donorUid', '==', donorUid)], onData, onError);
}

/**
 * The donor's latest donation (null: none yet), for Donate Food to start from: read once, from
 * this device's cache when the server cannot be reached (the form then starts as the phone last
 * saw it). Uses the donor board's index (donorUid, createdAt desc).
 */
export async function getLastDonation(donorUid: string): Promise<Donation | null> {
  const latest = recorded(
    'donations.donorLatest',
    query(donations(), where('donorUid', '==', donorUid), orderBy('createdAt', 'desc'), limit(1)),
  );
  const snap = await (isOffline() ? getDocsFromCache(latest) : getDocs(latest));
  return snap.docs[0]?.data() ?? null;
}

/** The donations addressed to an NGO (its profile id is its uid), in every state, live. */
export function watchNgoDonations(ngoUid: string, onData: DonationsListener, onError: ErrorListener): Unsubscribe {
  return watch('donations.ngoBoard', [where('ngoId', '==', ngoUid)], onData, onError);
}
export interface AdminDonationFilter {
  status?: DonationStatus | undefined;
  /** An NGO's id, or null for open offers. Undefined: every NGO. */
  ngoId?: string | null | undefined;
}

/** Every donation (admins only), optionally of one state and/or one NGO, live. */
export function watchAllDonations(
  filter: AdminDonationFilter,
  onData: DonationsListener,
  onError: ErrorListener,
): Unsubscribe {
  const constraints: QueryConstraint[] = [];
  if (filter.ngoId !== undefined) constraints.push(where('ngoId', '==', filter.ngoId));
  if (filter.status) constraints.push(where('status', '==', filter.status));
  return watch('donations.all', constraints, onData, onError);
}
/**
 * One donation, read once (its label page); null when there is none. The rules let its donor, its
 * NGO (while active) and admins read it: for anyone else (and for an id that names nothing they
 * may see) the read is refused with permission-denied.
 */
export async function getDonation(id: string): Promise<Donation | null> {
  const snap = await getDoc(doc(donations(), id));
  return snap.exists() ? snap.data() : null;
}

/**
 * One donation, live (a volunteer's run: the rules let the run's assigned member read it). Offline,
 * it shows what this device last saw. null when there is none.
 */
export function watchDonation(
  id: string,
  onData: (donation: Donation | null) => void,
  onError: ErrorListener,
): Unsubscribe {
  // Metadata changes too: a pickup queued offline shows 'Waiting for network' from hasPendingWrites,
  // and the server's acknowledgement may change only that (the SDK suppresses the data event of an
  // acknowledged write until Watch sends the document again, which it need not do).
  return onSnapshot(
    doc(donations(), id),
    { includeMetadataChanges: true },
    (snap) => onData(snap.exists() ? snap.data() : null),
    onError,
  );
}
