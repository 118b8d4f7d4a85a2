import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isWaiting,
  watchAllDonations,
  watchDonorDonations,
  watchNgoDonations,
  watchOpenOffers,
  type AdminDonationFilter,
  type Donation,
} from '../../services/donations';
import { errorCode, friendlyError } from '../../services/errors';

export type BoardState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; donations: Donation[] };

interface Keyed<T> {
  key: string;
  value: T;
}

/** A Retry counter: a new attempt means new listeners. */
function useAttempt(): [number, () => void] {
  const [attempt, setAttempt] = useState(0);
  return [attempt, useCallback(() => setAttempt((n) => n + 1), [])];
}

/** The donor's own donations, newest first, live. */
export function useDonorBoard(uid: string): BoardState & { retry: () => void } {
  const [attempt, retry] = useAttempt();
  const key = `${uid}:${attempt}`;
  const [state, setState] = useState<Keyed<BoardState> | null>(null);
  useEffect(
    () =>
      watchDonorDonations(
        uid,
        (donations) => setState({ key, value: { status: 'ready', donations } }),
        (error) => setState({ key, value: { status: 'error', message: friendlyError(error) } }),
      ),
    [uid, key],
  );
  return { ...(state?.key === key ? state.value : { status: 'loading' }), retry };
}

/** Every donation (admins), optionally of one state and one NGO, newest first, live. */
export function useAdminBoard(filter: AdminDonationFilter): BoardState & { retry: () => void } {
  const [attempt, retry] = useAttempt();
  const { status, ngoId } = filter;
  const key = `${status ?? ''}:${ngoId === undefined ? '*' : (ngoId ?? 'open')}:${attempt}`;
  const [state, setState] = useState<Keyed<BoardState> | null>(null);
  useEffect(
    () =>
      watchAllDonations(
        { status, ngoId },
        (donations) => setState({ key, value: { status: 'ready', donations } }),
        (error) => setState({ key, value: { status: 'error', message: friendlyError(error) } }),
      ),
    [status, ngoId, key],
  );
  return { ...(state?.key === key ? state.value : { status: 'loading' }), retry };
}

export type NgoBoardState = BoardState & {
  /** False when the open-offers list is refused: the NGO's profile is missing or not verified yet. */
  openOffersAvailable: boolean;
  /** Offers that arrived after the board first loaded, newest last; cleared by dismissNewOffers. */
  newOffers: Donation[];
  dismissNewOffers: () => void;
  retry: () => void;
};

type OpenOffers =
  | { status: 'loading' }
  | { status: 'ready'; donations: Donation[] }
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

/**
 * The NGO's board: donations addressed to it plus open offers, newest first, live. Offers that
 * arrive while the board is open are collected in newOffers (for a toast).
 */
export function useNgoBoard(uid: string): NgoBoardState {
  const [attempt, retry] = useAttempt();
  const key = `${uid}:${attempt}`;
  const [addressed, setAddressed] = useState<Keyed<BoardState> | null>(null);
  const [open, setOpen] = useState<Keyed<OpenOffers> | null>(null);
  const [arrivals, setArrivals] = useState<Keyed<Donation[]> | null>(null);
  const seen = useRef<Set<string>>(new Set());

  useEffect(() => {
    seen.current = new Set();
    // What a listener shows up to its first answer from the server was already there (a list read
    // from the local cache first may be behind); waiting offers that appear after that are news.
    const track = () => {
      let confirmed = false;
      return (donations: Donation[], meta?: { fromCache: boolean }) => {
        const fresh = confirmed ? donations.filter((d) => isWaiting(d) && !seen.current.has(d.id)) : [];
        for (const d of donations) seen.current.add(d.id);
        if (fresh.length > 0) {
          setArrivals((prev) => ({ key, value: [...(prev?.key === key ? prev.value : []), ...fresh] }));
        }
        if (!meta?.fromCache) confirmed = true;
      };
    };
    const trackAddressed = track();
    const trackOpen = track();
    const stopAddressed = watchNgoDonations(
      uid,
      (donations, meta) => {
        trackAddressed(donations, meta);
        setAddressed({ key, value: { status: 'ready', donations } });
      },
      (error) => setAddressed({ key, value: { status: 'error', message: friendlyError(error) } }),
    );
    const stopOpen = watchOpenOffers(
      (donations, meta) => {
        trackOpen(donations, meta);
        setOpen({ key, value: { status: 'ready', donations } });
      },
      // Refused: this NGO is not verified (or has no profile yet). Other failures show as the board's.
      (error) =>
        setOpen({
          key,
          value:
            errorCode(error) === 'permission-denied'
              ? { status: 'unavailable' }
              : { status: 'error', message: friendlyError(error) },
        }),
    );
    return () => {
      stopAddressed();
      stopOpen();
    };
  }, [uid, key]);

  const dismissNewOffers = useCallback(() => setArrivals(null), []);
  const mine = addressed?.key === key ? addressed.value : ({ status: 'loading' } as BoardState);
  const offers = open?.key === key ? open.value : ({ status: 'loading' } as OpenOffers);
  const newOffers = arrivals?.key === key ? arrivals.value : [];
  const base = { openOffersAvailable: offers.status !== 'unavailable', newOffers, dismissNewOffers, retry };

  if (mine.status === 'error') return { ...mine, ...base };
  if (offers.status === 'error') return { ...offers, ...base };
  if (mine.status === 'loading' || offers.status === 'loading') return { status: 'loading', ...base };
  // Newest first; an open offer this NGO just took shows once, as its own.
  const byId = new Map<string, Donation>();
  for (const d of offers.status === 'ready' ? offers.donations : []) byId.set(d.id, d);
  for (const d of mine.donations) byId.set(d.id, d);
  const donations = [...byId.values()].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  return { status: 'ready', donations, ...base };
}
