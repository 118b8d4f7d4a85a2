import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { PATHS } from '../../config/paths';
import { useDonorBoard } from './board-hooks';
import { BoardError, BoardSkeleton, DonationList, EmptyState } from './BoardStates';
import { DonationCard } from './DonationCard';
import { DonorActions } from './DonationActions';
import { useNow } from './useNow';

/** The donor's own donations, live, each with Cancel while it can still be cancelled. */
export function DonorBoard({ uid }: { uid: string }) {
  const board = useDonorBoard(uid);
  const now = useNow();
  if (board.status === 'loading') return <BoardSkeleton />;
  if (board.status === 'error') return <BoardError error={board.error} onRetry={board.retry} />;
  if (board.data.length === 0) {
    return (
      <EmptyState title="No donations yet — find an NGO to donate to">
        <Link to={PATHS.ngoList} className={buttonClasses('primary')}>
          Find an NGO
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <Link to={PATHS.ngoList} className={buttonClasses('secondary', 'mb-4')}>
        Donate more food
      </Link>
      <DonationList>
        {board.data.map((donation) => (
          <li key={donation.id}>
            <DonationCard donation={donation} viewer="donor" now={now}>
              <DonorActions donation={donation} />
            </DonationCard>
          </li>
        ))}
      </DonationList>
    </>
  );
}
