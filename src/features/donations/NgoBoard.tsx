import { useQuery } from '@tanstack/react-query';
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
import { DietSymbol } from './DietMark';
import { NGO_FILTERS, displayState, matchesNgoFilter, type NgoFilter } from './donation-view';
import { ngoQuery } from './queries';
import { DIET_FILTERS, hiddenForVegOnly, matchesDietFilter, type DietFilter } from './safety-view';
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

/** A radio shown as a chip: filled when chosen, ringed when focused by keyboard. */
const CHIP =
  'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 font-medium text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2';

function StateFilter({ value, onChange }: { value: NgoFilter; onChange: (value: NgoFilter) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="mb-6">
      <legend className="text-sm font-semibold text-stone-800">{t('donations.filter.legend')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {NGO_FILTERS.map((filter) => (
          <label key={filter.value} className={CHIP}>
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

/** All diets, or one: each with India's mark beside its name. */
function DietFilterChips({ value, onChange }: { value: DietFilter; onChange: (value: DietFilter) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="mb-6">
      <legend className="text-sm font-semibold text-stone-800">{t('safetyBoard.filter.legend')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {DIET_FILTERS.map((filter) => (
          <label key={filter.value} className={CHIP}>
            <input
              type="radio"
              name={name}
              value={filter.value}
              checked={value === filter.value}
              onChange={() => onChange(filter.value)}
              className="sr-only"
            />
            {filter.value !== 'all' && <DietSymbol diet={filter.value} size={16} />}
            {t(filter.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The board's words when the chosen state and diet leave nothing to show. */
function emptyFilterText(t: ReturnType<typeof useT>, filter: NgoFilter, diet: DietFilter): string {
  const state = NGO_FILTERS.find((f) => f.value === filter)?.label ?? NGO_FILTERS[0].label;
  if (diet === 'all') return t('donations.ngoBoard.emptyFilter', { filter: t(state) });
  const dietLabel = DIET_FILTERS.find((f) => f.value === diet)?.label ?? DIET_FILTERS[0].label;
  return t('safetyBoard.filter.empty', {
    diet: t(dietLabel),
    state: t(state),
    hasState: filter === 'all' ? 'no' : 'yes',
  });
}

/**
 * Whether this NGO's own profile says it accepts veg food only. While the profile is still being
 * read (or cannot be), nothing is left out: accepting a non-veg open offer is refused with a plain
 * message then (the rules hold it).
 */
function useVegOnly(uid: string): boolean {
  const profile = useQuery(ngoQuery(uid));
  return profile.data?.acceptsVegOnly === true;
}

/** The NGO's board: offers to it and open offers, live, with the next step on each and a toast for new offers. */
export function NgoBoard({ uid }: { uid: string }) {
  const t = useT();
  const board = useNgoBoard(uid);
  const now = useNow();
  const [filter, setFilter] = useState<NgoFilter>('all');
  const [diet, setDiet] = useState<DietFilter>('all');
  const [notice, setNotice] = useState<string | null>(null);
  const vegOnly = useVegOnly(uid);
  const { dismissNewOffers } = board;
  // A veg-only NGO is not shown (nor told of) open offers it could not take.
  const newOffers = board.newOffers.filter((d) => !hiddenForVegOnly(d, vegOnly));
  const donations = board.status === 'ready' ? board.data.donations.filter((d) => !hiddenForVegOnly(d, vegOnly)) : [];

  let body;
  if (board.status === 'loading') body = <BoardSkeleton />;
  else if (board.status === 'error') body = <BoardError error={board.error} onRetry={board.retry} />;
  else if (donations.length === 0) {
    body = <EmptyState title={t('donations.ngoBoard.empty')} />;
  } else {
    const shown = donations.filter((d) => matchesNgoFilter(displayState(d, now), filter) && matchesDietFilter(d, diet));
    body = (
      <>
        <div className="flex flex-wrap gap-x-8">
          <StateFilter value={filter} onChange={setFilter} />
          <DietFilterChips value={diet} onChange={setDiet} />
        </div>
        {shown.length === 0 ? (
          <EmptyState title={emptyFilterText(t, filter, diet)} />
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
      {vegOnly && board.status === 'ready' && board.data.openOffersAvailable && (
        <p className="mb-4 text-stone-700">{t('safetyBoard.vegOnlyNote')}</p>
      )}
      {body}
      <Toast onDismiss={dismissNewOffers}>{newOffers.length > 0 ? newOffersText(t, newOffers) : null}</Toast>
    </>
  );
}
