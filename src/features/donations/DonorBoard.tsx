import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { PATHS, donationLabelPath } from '../../config/paths';
import { useT } from '../../i18n';
import type { Donation } from '../../services/donations';
import { useDonorBoard } from './board-hooks';
import { BoardError, BoardSkeleton, DonationList, EmptyState } from './BoardStates';
import { DonationCard } from './DonationCard';
import { DonorActions } from './DonationActions';
import { displayState, ngoProblem, waitsOnNgo, type NgoProblem } from './donation-view';
import { ngoQuery } from './queries';
import { useNow } from './useNow';

/**
 * Why the NGO each waiting donation is addressed to cannot take it now, by NGO id: one profile read
 * per distinct NGO. A profile not read (yet, or at all) raises nothing: the donation shows as usual.
 */
function useNgoProblems(donations: Donation[], now: Date): ReadonlyMap<string, NgoProblem | null> {
  const ids = [...new Set(donations.filter((d) => waitsOnNgo(d, now)).map((d) => d.ngoId as string))].sort();
  return useQueries({
    queries: ids.map((id) => ngoQuery(id)),
    combine: (results) =>
      new Map(ids.map((id, i) => [id, results[i]?.isSuccess ? ngoProblem(results[i].data) : null] as const)),
  });
}

/**
 * 'Print label' while the food still has to reach the NGO (offered, accepted, picked up — not
 * expired) and carries a safety record to print.
 */
function PrintLabelLink({ donation, now }: { donation: Donation; now: Date }) {
  const t = useT();
  const state = displayState(donation, now);
  if (!donation.safety || (state !== 'offered' && state !== 'accepted' && state !== 'picked_up')) return null;
  return (
    <Link to={donationLabelPath(donation.id)} className={buttonClasses('secondary', 'mt-4')}>
      {t('safetyBoard.printLabel')}
    </Link>
  );
}

/** The donor's own donations, live, each with Cancel while it can still be cancelled. */
export function DonorBoard({ uid }: { uid: string }) {
  const t = useT();
  const board = useDonorBoard(uid);
  const now = useNow();
  const problems = useNgoProblems(board.status === 'ready' ? board.data : [], now);
  if (board.status === 'loading') return <BoardSkeleton />;
  if (board.status === 'error') return <BoardError error={board.error} onRetry={board.retry} />;
  if (board.data.length === 0) {
    return (
      <EmptyState title={t('donations.donorBoard.empty')}>
        <Link to={PATHS.ngoList} className={buttonClasses('primary')}>
          {t('donations.donorBoard.findNgo')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <Link to={PATHS.ngoList} className={buttonClasses('secondary', 'mb-4')}>
        {t('donations.donorBoard.donateMore')}
      </Link>
      <DonationList>
        {board.data.map((donation) => (
          <li key={donation.id}>
            <DonationCard donation={donation} viewer="donor" now={now}>
              <DonorActions
                donation={donation}
                ngoProblem={waitsOnNgo(donation, now) ? (problems.get(donation.ngoId) ?? null) : null}
              />
              <PrintLabelLink donation={donation} now={now} />
            </DonationCard>
          </li>
        ))}
      </DonationList>
    </>
  );
}
