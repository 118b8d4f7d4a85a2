import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Donation } from '../../services/donation-model';
import { useAuth } from '../../lib/auth-context';
import { lazySubscribe, useLive } from '../../lib/live';
import { PATHS } from '../../config/paths';
import { formatNumber, useT } from '../../i18n';

/** How often the count is recounted, so offers past their 'by when' drop out without a reload. */
const RECOUNT_MS = 30_000;

/**
 * Offered and past neither its 'by when' nor its use-by (the same test as isWaiting in
 * services/donation-model.ts; this header loads the donation services only when it must).
 */
function waiting(donation: Donation, now: number): boolean {
  const past = (date: Date | null | undefined) => !!date && date.getTime() <= now;
  return donation.status === 'offered' && !past(donation.readyBy) && !past(donation.safety?.useBy);
}

/**
 * For a signed-in NGO: a link to /donations with the number of offers waiting for it (its own
 * offered donations and open offers, not expired), live. Renders nothing for anyone else. The
 * donation services (donation-boards and donation-near, and Firestore with them) are loaded only
 * here, on demand, so visitors' pages never download them.
 */
export function WaitingOffers() {
  const { user, role } = useAuth();
  if (role !== 'ngo' || !user) return null;
  return <WaitingOffersLink uid={user.uid} />;
}

interface Lists {
  addressed: Donation[];
  open: Donation[];
}

/**
 * The NGO's offers and the open offers, each its own listener: a refused one (an unverified NGO's
 * open offers) counts as none while the other still counts, and the board explains the refusal.
 */
const watchLists = (uid: string) =>
  lazySubscribe(
    () => Promise.all([import('../../services/donation-boards'), import('../../services/donation-near')]),
    ([boards, near]) =>
      (onData: (lists: Lists) => void): (() => void) => {
        let lists: Lists = { addressed: [], open: [] };
        const update = (part: Partial<Lists>) => {
          lists = { ...lists, ...part };
          onData(lists);
        };
        const stops = [
          boards.watchNgoDonations(
            uid,
            (addressed) => update({ addressed }),
            () => update({ addressed: [] }),
          ),
          near.watchOpenOffersFor(
            uid,
            (open) => update({ open: typeof open === 'string' ? [] : open }), // not active, or no place yet
            () => update({ open: [] }),
          ),
        ];
        return () => stops.forEach((stop) => stop());
      },
  );

function WaitingOffersLink({ uid }: { uid: string }) {
  const t = useT();
  // Another account starts again: the rules answer each account differently.
  const lists = useLive(`waiting:${uid}`, watchLists(uid));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), RECOUNT_MS);
    return () => window.clearInterval(timer);
  }, []);

  const ids = new Set<string>();
  const { addressed, open } = lists.status === 'ready' ? lists.data : { addressed: [], open: [] };
  for (const d of [...addressed, ...open]) if (waiting(d, now)) ids.add(d.id);
  const count = ids.size;

  return (
    <Link
      to={PATHS.donations}
      className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 font-semibold text-stone-800 hover:bg-brand-50"
    >
      {/* Read as one name, 'Donations (3 waiting)'; phones show only the icon and the count. */}
      <span className="sr-only">
        {count > 0 ? t('layout.waiting.count', { count: formatNumber(count) }) : t('layout.waiting.donations')}
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        {t('layout.waiting.donations')}
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
          {formatNumber(count)}
        </span>
      )}
    </Link>
  );
}
