import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { PATHS } from '../../config/paths';
import type { Donation } from '../../services/donations';
import { useNgoBoard } from './board-hooks';
import { BoardError, BoardSkeleton, DonationList, EmptyState } from './BoardStates';
import { DonationCard } from './DonationCard';
import { NgoActions } from './DonationActions';
import { NGO_FILTERS, displayState, matchesNgoFilter, type NgoFilter } from './donation-view';
import { Toast } from './Toast';
import { useNow } from './useNow';

function newOffersText(offers: Donation[]): string {
  if (offers.length > 1) return `${offers.length} new offers arrived.`;
  const offer = offers[0];
  if (!offer) return '';
  const meals = offer.meals ? `${offer.meals} meals` : 'Food';
  const from = offer.donorName ? ` from ${offer.donorName}` : '';
  return `New offer: ${meals}${offer.food ? ` of ${offer.food}` : ''}${from}.`;
}

function StateFilter({ value, onChange }: { value: NgoFilter; onChange: (value: NgoFilter) => void }) {
  const name = useId();
  return (
    <fieldset className="mb-6">
      <legend className="text-sm font-semibold text-stone-800">Show</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {NGO_FILTERS.map((filter) => (
          <label
            key={filter.value}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-stone-300 bg-white px-4 font-medium text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2"
          >
            <input
              type="radio"
              name={name}
              value={filter.value}
              checked={value === filter.value}
              onChange={() => onChange(filter.value)}
              className="sr-only"
            />
            {filter.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The NGO's board: offers to it and open offers, live, with the next step on each and a toast for new offers. */
export function NgoBoard({ uid }: { uid: string }) {
  const board = useNgoBoard(uid);
  const now = useNow();
  const [filter, setFilter] = useState<NgoFilter>('all');
  const [notice, setNotice] = useState<string | null>(null);
  const { newOffers, dismissNewOffers } = board;

  let body;
  if (board.status === 'loading') body = <BoardSkeleton />;
  else if (board.status === 'error') body = <BoardError error={board.error} onRetry={board.retry} />;
  else if (board.data.donations.length === 0) {
    body = <EmptyState title="No donations yet — offers from donors appear here as soon as they are made." />;
  } else {
    const shown = board.data.donations.filter((d) => matchesNgoFilter(displayState(d, now), filter));
    const label = NGO_FILTERS.find((f) => f.value === filter)?.label ?? '';
    body = (
      <>
        <StateFilter value={filter} onChange={setFilter} />
        {shown.length === 0 ? (
          <EmptyState title={`No donations under ‘${label}’.`} />
        ) : (
          <DonationList>
            {shown.map((donation) => (
              <li key={donation.id}>
                <DonationCard donation={donation} viewer="ngo" now={now}>
                  <NgoActions donation={donation} ngoUid={uid} now={now} onRefused={setNotice} />
                </DonationCard>
              </li>
            ))}
          </DonationList>
        )}
      </>
    );
  }

  return (
    <>
      {notice && (
        <Alert tone="error" className="mb-4" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {board.status === 'ready' && !board.data.openOffersAvailable && (
        <Alert tone="info" className="mb-4">
          Open offers to any NGO appear here once an admin has verified your NGO profile.{' '}
          <Link to={PATHS.ngoProfile} className="font-semibold underline underline-offset-4">
            Your NGO profile
          </Link>
        </Alert>
      )}
      {body}
      <Toast onDismiss={dismissNewOffers}>{newOffers.length > 0 ? newOffersText(newOffers) : null}</Toast>
    </>
  );
}
