import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Donation } from '../../services/donations';
import { useAuth } from '../../lib/auth-context';

/** How often the count is recounted, so offers past their 'by when' drop out without a reload. */
const RECOUNT_MS = 30_000;

/** Offered and not past its 'by when' (the same test as isWaiting in the donations service). */
function waiting(donation: Donation, now: number): boolean {
  return donation.status === 'offered' && !(donation.readyBy && donation.readyBy.getTime() <= now);
}

/**
 * For a signed-in NGO: a link to /donations with the number of offers waiting for it (its own
 * offered donations and open offers, not expired), live. Renders nothing for anyone else. The
 * donations service (and Firestore with it) is loaded only here, on demand, so visitors' pages
 * never download it.
 */
export function WaitingOffers() {
  const { user, role } = useAuth();
  if (role !== 'ngo' || !user) return null;
  return <WaitingOffersLink uid={user.uid} />;
}

interface Lists {
  uid: string;
  addressed: Donation[];
  open: Donation[];
}

function WaitingOffersLink({ uid }: { uid: string }) {
  const [lists, setLists] = useState<Lists | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let active = true;
    const stops: (() => void)[] = [];
    const update = (part: Partial<Omit<Lists, 'uid'>>) =>
      setLists((prev) => ({ uid, addressed: [], open: [], ...(prev?.uid === uid ? prev : {}), ...part }));
    import('../../services/donations').then(
      (service) => {
        if (!active) return;
        // A failed listener leaves its part at zero: the link still leads to the board, which explains.
        stops.push(
          service.watchNgoDonations(
            uid,
            (addressed) => update({ addressed }),
            () => update({ addressed: [] }),
          ),
          service.watchOpenOffers(
            (open) => update({ open }),
            () => update({ open: [] }),
          ),
        );
      },
      () => undefined,
    );
    const timer = window.setInterval(() => setNow(Date.now()), RECOUNT_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
      for (const stop of stops) stop();
    };
  }, [uid]);

  const mine = lists?.uid === uid ? lists : null;
  const ids = new Set<string>();
  for (const d of [...(mine?.addressed ?? []), ...(mine?.open ?? [])]) if (waiting(d, now)) ids.add(d.id);
  const count = ids.size;

  return (
    <Link
      to="/donations"
      className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 font-semibold text-stone-800 hover:bg-brand-50"
    >
      {/* Read as one name, 'Donations (3 waiting)'; phones show only the icon and the count. */}
      <span className="sr-only">{count > 0 ? `Donations (${count} waiting)` : 'Donations'}</span>
      <span aria-hidden="true" className="hidden sm:inline">
        Donations
      </span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="sm:hidden"
      >
        <path d="M4 13h4l2 3h4l2-3h4M5 13l2-7h10l2 7v6H5z" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="inline-flex min-w-6 items-center justify-center rounded-full bg-state-offered px-2 text-sm font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
