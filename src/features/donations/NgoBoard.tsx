import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { PATHS } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import type { Donation } from '../../services/donations';
import { useNgoBoard } from './board-hooks';
import { BoardError, BoardSkeleton, DonationList, EmptyState } from './BoardStates';
import { DonationCard } from './DonationCard';
import { NgoActions } from './DonationActions';
import { NGO_FILTERS, displayState, matchesNgoFilter, type NgoFilter } from './donation-view';
import { Toast } from './Toast';
import { useNow } from './useNow';

/** What the toast says about the offers that arrived, in the language shown. */
function newOffersText(t: ReturnType<typeof useT>, offers: Donation[]): string {
  if (offers.length > 1) return t('donations.toast.newOffers', { count: offers.length });
  const offer = offers[0];
  if (!offer) return '';
  return t('donations.toast.newOffer', {
    hasMeals: offer.meals ? 'yes' : 'no',
    meals: t('common.meals', { count: offer.meals ?? 0 }),
    hasFood: offer.food ? 'yes' : 'no',
    food: offer.food,
    hasDonor: offer.donorName ? 'yes' : 'no',
    donor: offer.donorName,
  });
}

function StateFilter({ value, onChange }: { value: NgoFilter; onChange: (value: NgoFilter) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="mb-6">
      <legend className="text-sm font-semibold text-stone-800">{t('donations.filter.legend')}</legend>
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
            {t(filter.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The NGO's board: offers to it and open offers, live, with the next step on each and a toast for new offers. */
export function NgoBoard({ uid }: { uid: string }) {
  const t = useT();
  const board = useNgoBoard(uid);
  const now = useNow();
  const [filter, setFilter] = useState<NgoFilter>('all');
  const [notice, setNotice] = useState<string | null>(null);
  const { newOffers, dismissNewOffers } = board;

  let body;
  if (board.status === 'loading') body = <BoardSkeleton />;
  else if (board.status === 'error') body = <BoardError error={board.error} onRetry={board.retry} />;
  else if (board.data.donations.length === 0) {
    body = <EmptyState title={t('donations.ngoBoard.empty')} />;
  } else {
    const shown = board.data.donations.filter((d) => matchesNgoFilter(displayState(d, now), filter));
    const label = NGO_FILTERS.find((f) => f.value === filter)?.label;
    body = (
      <>
        <StateFilter value={filter} onChange={setFilter} />
        {shown.length === 0 ? (
          <EmptyState title={t('donations.ngoBoard.emptyFilter', { filter: label ? t(label) : '' })} />
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
          <Trans
            id="donations.ngoBoard.openOffersLater"
            components={{ 0: <Link to={PATHS.ngoProfile} className="font-semibold underline underline-offset-4" /> }}
          />
        </Alert>
      )}
      {body}
      <Toast onDismiss={dismissNewOffers}>{newOffers.length > 0 ? newOffersText(t, newOffers) : null}</Toast>
    </>
  );
}
