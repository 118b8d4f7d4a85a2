import { useCallback, useMemo, useState } from 'react';
import { useLive, type LiveState, type Subscribe } from '../../lib/live';
import { isWaiting, type Donation } from '../../services/donation-model';
import {
  watchAllDonations,
  watchDonorDonations,
  watchNgoDonations,
  type AdminDonationFilter,
} from '../../services/donation-boards';
import { NOT_ACTIVE, NO_LOCATION, watchOpenOffersFor } from '../../services/donation-near';
import { errorCode } from '../../services/errors';

export type Board<T = Donation[]> = LiveState<T> & { retry: () => void };

/** The donor's board as one live answer: the donations, and the ones an NGO accepted while it was open. */
export interface DonorBoardData {
  donations: Donation[];
  /** Offers seen waiting that an NGO accepted after the list's first answer from the server, oldest first. */
  acceptances: Donation[];
}

/**
 * Listens to the donor's donations and notes each offer that moves from waiting to accepted while
 * the board is open. What the list shows up to its first answer from the server is where it
 * starts from (a list read from the local cache first may be behind), so an offer accepted while
 * the board was closed is on its card, not news.
 */
export function subscribeDonorBoard(uid: string): Subscribe<DonorBoardData> {
  return (onData, onError) => {
    const waiting = new Set<string>();
    const noted = new Set<string>();
    const acceptances: Donation[] = [];
    let confirmed = false;
    return watchDonorDonations(
      uid,
      (donations, meta) => {
        for (const d of donations) {
          if (d.status === 'offered') waiting.add(d.id);
          else if (d.status === 'accepted' && confirmed && waiting.has(d.id) && !noted.has(d.id)) {
            noted.add(d.id);
            acceptances.push(d);
          }
          if (d.status !== 'offered') waiting.delete(d.id);
        }
        if (!meta?.fromCache) confirmed = true;
        onData({ donations, acceptances: [...acceptances] });
      },
      onError,
    );
  };
}

export type DonorBoard = Board<DonorBoardData> & {
  /** Acceptances that arrived while the board is open and were not dismissed yet, oldest first. */
  acceptedNews: Donation[];
  dismissAcceptedNews: () => void;
};

/** The donor's own donations, newest first, live, with the acceptances that arrive while it is open. */
export function useDonorBoard(uid: string): DonorBoard {
  const board = useLive(`donor:${uid}`, subscribeDonorBoard(uid));
  const news = useUndismissed(board.status === 'ready' ? board.data.acceptances : null);
  return { ...board, acceptedNews: news.items, dismissAcceptedNews: news.dismiss };
}

/** The items of a growing list that were not dismissed yet; dismiss() dismisses those shown now. */
function useUndismissed(list: Donation[] | null): { items: Donation[]; dismiss: () => void } {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const items = useMemo(() => (list ?? []).filter((d) => !dismissed.has(d.id)), [list, dismissed]);
  const dismiss = useCallback(() => setDismissed((prev) => new Set([...prev, ...items.map((d) => d.id)])), [items]);
  return { items, dismiss };
}

/** Every donation (admins), optionally of one state and one NGO, newest first, live. */
export function useAdminBoard(filter: AdminDonationFilter): Board {
  const { status, ngoId } = filter;
  const key = `admin:${status ?? ''}:${ngoId === undefined ? '*' : (ngoId ?? 'open')}`;
  return useLive(key, (onData, onError) => watchAllDonations({ status, ngoId }, onData, onError));
}

/** The NGO's board as one live answer: both lists merged, and the offers that arrived since it opened. */
export interface NgoBoardData {
  donations: Donation[];
  /** False when the open-offers list is refused: the NGO's profile is missing or not verified yet. */
  openOffersAvailable: boolean;
  /** True when the NGO may take open offers but has not said where it works: it sees none until it does. */
  openOffersNeedPlace: boolean;
  /** Waiting offers that appeared after each list's first answer from the server, oldest first. */
  arrivals: Donation[];
  /**
   * True when the donations addressed to the NGO are refused: it is not active now (not verified
   * yet, checked again after a change, or suspended), and the rules hide them, their donors' phones
   * and addresses with them. The board says why.
   */
  closed: boolean;
}

/**
 * Listens to the donations addressed to the NGO and to the open offers together: answers once
 * both have answered, fails (and stops both) when either fails, except that a refused list only
 * means this NGO is not active (verified, not suspended) now: open offers are then left out, and
 * the NGO's own donations are hidden (`closed`). A new subscription (Retry, another NGO) starts
 * with nothing counted as new.
 */
export function subscribeNgoBoard(uid: string): Subscribe<NgoBoardData> {
  return (onData, onError) => {
    let addressed: Donation[] | 'closed' | null = null;
    let open: Donation[] | 'refused' | 'no-place' | null = null;
    let failed = false;
    const seen = new Set<string>();
    const arrivals: Donation[] = [];

    // What a listener shows up to its first answer from the server was already there (a list read
    // from the local cache first may be behind); waiting offers that appear after that are news.
    const tracker = () => {
      let confirmed = false;
      return (donations: Donation[], meta?: { fromCache: boolean }) => {
        for (const d of donations) {
          if (confirmed && !seen.has(d.id) && isWaiting(d)) arrivals.push(d);
          seen.add(d.id);
        }
        if (!meta?.fromCache) confirmed = true;
      };
    };
    const trackAddressed = tracker();
    const trackOpen = tracker();

    const emit = () => {
      if (failed || addressed === null || open === null) return;
      // Open offers first, nearest first (as watchOpenOffersFor gives them); then the NGO's own,
      // newest first. An open offer this NGO just took shows once, as its own.
      const openOffers = typeof open === 'string' ? [] : open;
      const mine = addressed === 'closed' ? [] : addressed;
      const own = new Set(mine.map((d) => d.id));
      const newestFirst = [...mine].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
      const donations = [...openOffers.filter((d) => !own.has(d.id)), ...newestFirst];
      onData({
        donations,
        openOffersAvailable: open !== 'refused',
        openOffersNeedPlace: open === 'no-place',
        arrivals: [...arrivals],
        closed: addressed === 'closed',
      });
    };
    const stops: (() => void)[] = [];
    const stop = () => {
      for (const s of stops.splice(0)) s();
    };
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      stop();
      onError(error);
    };

    stops.push(
      watchNgoDonations(
        uid,
        (donations, meta) => {
          trackAddressed(donations, meta);
          addressed = donations;
          emit();
        },
        (error) => {
          // Refused: the NGO is not active now, and the rules hide what is addressed to it.
          if (errorCode(error) !== 'permission-denied') return fail(error);
          addressed = 'closed';
          emit();
        },
      ),
      watchOpenOffersFor(
        uid,
        (donations, meta) => {
          if (donations === NOT_ACTIVE) {
            open = 'refused';
          } else if (donations === NO_LOCATION) {
            open = 'no-place';
          } else {
            trackOpen(donations, meta);
            open = donations;
          }
          emit();
        },
        (error) => {
          if (errorCode(error) !== 'permission-denied') return fail(error);
          open = 'refused';
          emit();
        },
      ),
    );
    // A listener that failed while the other was still starting: stop that one too.
    if (failed) stop();
    return stop;
  };
}

export type NgoBoard = Board<NgoBoardData> & {
  /** Offers that arrived while the board is open and were not dismissed yet, oldest first. */
  newOffers: Donation[];
  dismissNewOffers: () => void;
};

/**
 * The NGO's board: open offers near it, nearest first, then donations addressed to it, newest first, live, with the offers
 * that arrive while it is open collected for a toast until dismissed.
 */
export function useNgoBoard(uid: string): NgoBoard {
  const board = useLive(`ngo:${uid}`, subscribeNgoBoard(uid));
  const news = useUndismissed(board.status === 'ready' ? board.data.arrivals : null);
  return { ...board, newOffers: news.items, dismissNewOffers: news.dismiss };
}
