import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { buttonClasses } from '../../components/Button';
import { PATHS } from '../../config/paths';
import { Trans, formatNumber, useT } from '../../i18n';
import { ngoQueries } from '../../lib/queries/ngos';
import type { Donation } from '../../services/donation-model';
import type { Ngo } from '../../services/ngo-model';
import { useNgoBoard } from './board-hooks';
import { BoardError, BoardSkeleton, DonationList, EmptyState } from './BoardStates';
import { DonationCard } from './DonationCard';
import { NgoActions } from './DonationActions';
import { FeedbackPanel, useBoardFeedback } from './Feedback';
import { DietSymbol } from './DietMark';
import { NGO_FILTERS, displayState, matchesNgoFilter, type NgoFilter } from './donation-view';
import { DIET_FILTERS, matchesDietFilter, type DietFilter } from './safety-view';
import { LateDropAlerts, useEndStaleRuns, useOpenRuns } from './RunsCoordinator';
import { NgoRecordLine, useRecordNoShows } from './Reliability';
import { SeriesNgo } from './SeriesNgo';
import { ShareOnWhatsApp } from './ShareOnWhatsApp';
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

interface ChipFilterProps<V extends string> {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** Drawn before an option's name (the diet filter's marks). */
  mark?: (value: V) => ReactNode;
}

/** One choice of a few, as a row of chips (radio buttons underneath: Tab, then the arrow keys). */
function ChipFilter<V extends string>({ legend, options, value, onChange, mark }: ChipFilterProps<V>) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="mb-6">
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={CHIP}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {mark?.(option.value)}
            {t(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const dietMark = (diet: DietFilter) => (diet === 'all' ? null : <DietSymbol diet={diet} size={16} />);

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
function useOwnProfile(uid: string): Ngo | null {
  return useQuery(ngoQueries.detail(uid)).data ?? null;
}

/**
 * The NGO is not active now (not verified yet, checked again after a change, or suspended): the
 * rules hide the donations addressed to it, their donors' phones and addresses with them, and
 * donors are asked to offer them to another NGO. Says why, and where to go.
 */
function ClosedBoard({ suspended }: { suspended: boolean }) {
  const linkClass = 'font-semibold underline underline-offset-4';
  return (
    <Alert tone="info">
      {suspended ? (
        <Trans
          id="donations.ngoBoard.closedSuspended"
          components={{ 0: <Link to={PATHS.contact} className={linkClass} /> }}
        />
      ) : (
        <Trans
          id="donations.ngoBoard.closedUnverified"
          components={{ 0: <Link to={PATHS.ngoProfile} className={linkClass} /> }}
        />
      )}
    </Alert>
  );
}

/**
 * Late drop-outs nobody has taken yet (a live alert, from the open runs only), and the way to the
 * runs board. Open runs whose food the board shows no longer waiting are ended here.
 */
function RunsAtAGlance({ ngoId, donations, now }: { ngoId: string; donations: Donation[]; now: Date }) {
  const t = useT();
  const runs = useOpenRuns(ngoId);
  useEndStaleRuns(runs.status === 'ready' ? runs.data : null, donations, now);
  return (
    <>
      {runs.status === 'ready' && <LateDropAlerts runs={runs.data} donations={donations} now={now} />}
      <Link to={PATHS.runs} className={buttonClasses('secondary', 'mb-4')}>
        {t('runs.board.link')}
      </Link>
    </>
  );
}

/** 'Open offers within 10 km of PIN 411004, nearest first.' — where the board looks. */
function AreaLine({ ngo }: { ngo: Ngo }) {
  const t = useT();
  if (!ngo.location) return null;
  const radius = formatNumber(ngo.radiusKm);
  return (
    <p className="mb-4 text-stone-700">
      {ngo.location.pin
        ? t('nearby.board.areaPin', { radius, pin: ngo.location.pin })
        : t('nearby.board.areaPoint', { radius })}
    </p>
  );
}

/** The NGO's board: offers to it and open offers, live, with the next step on each and a toast for new offers. */
export function NgoBoard({ uid }: { uid: string }) {
  const t = useT();
  const board = useNgoBoard(uid);
  const now = useNow();
  const [filter, setFilter] = useState<NgoFilter>('all');
  const [diet, setDiet] = useState<DietFilter>('all');
  const [notice, setNotice] = useState<string | null>(null);
  const profile = useOwnProfile(uid);
  const vegOnly = profile?.acceptsVegOnly === true;
  // A veg-only NGO's open offers come without those it could not take (watchOpenOffersFor).
  const { newOffers, dismissNewOffers } = board;
  const donations = board.status === 'ready' ? board.data.donations : [];
  const feedback = useBoardFeedback({ ngoId: uid }, donations);
  useRecordNoShows(donations, now);

  let body;
  const closed = board.status === 'ready' && board.data.closed;
  if (board.status === 'loading') body = <BoardSkeleton />;
  else if (board.status === 'error') body = <BoardError error={board.error} onRetry={board.retry} />;
  else if (closed) body = <ClosedBoard suspended={profile?.suspended === true} />;
  else if (donations.length === 0) {
    body = <EmptyState title={t('donations.ngoBoard.empty')} />;
  } else {
    const shown = donations.filter((d) => matchesNgoFilter(displayState(d, now), filter) && matchesDietFilter(d, diet));
    body = (
      <>
        <div className="flex flex-wrap gap-x-8">
          <ChipFilter legend={t('donations.filter.legend')} options={NGO_FILTERS} value={filter} onChange={setFilter} />
          <ChipFilter
            legend={t('safetyBoard.filter.legend')}
            options={DIET_FILTERS}
            value={diet}
            onChange={setDiet}
            mark={dietMark}
          />
        </div>
        {shown.length === 0 ? (
          <EmptyState title={emptyFilterText(t, filter, diet)} />
        ) : (
          <DonationList>
            {shown.map((donation) => (
              <li key={donation.id}>
                <DonationCard donation={donation} viewer="ngo" now={now}>
                  <NgoActions donation={donation} ngoUid={uid} now={now} onRefused={setNotice} />
                  {donation.ngoId === null && donation.status === 'offered' && <ShareOnWhatsApp donation={donation} />}
                  <FeedbackPanel donation={donation} side="ngo" uid={uid} feedback={feedback} />
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
      {board.status === 'ready' && !board.data.openOffersAvailable && !closed && (
        <Alert tone="info" className="mb-4">
          <Trans
            id="donations.ngoBoard.openOffersLater"
            components={{ 0: <Link to={PATHS.ngoProfile} className="font-semibold underline underline-offset-4" /> }}
          />
        </Alert>
      )}
      {board.status === 'ready' && board.data.openOffersNeedPlace && (
        <Alert tone="info" className="mb-4">
          <Trans
            id="nearby.board.noPlace"
            components={{ 0: <Link to={PATHS.ngoProfile} className="font-semibold underline underline-offset-4" /> }}
          />
        </Alert>
      )}
      {board.status === 'ready' && board.data.openOffersAvailable && profile && <AreaLine ngo={profile} />}
      {vegOnly && board.status === 'ready' && board.data.openOffersAvailable && (
        <p className="mb-4 text-stone-700">{t('safetyBoard.vegOnlyNote')}</p>
      )}
      {board.status === 'ready' && !closed && <NgoRecordLine ngoId={uid} />}
      {board.status === 'ready' && !closed && <RunsAtAGlance ngoId={uid} donations={donations} now={now} />}
      {board.status === 'ready' && !closed && <SeriesNgo uid={uid} donations={donations} now={now} />}
      {body}
      <Toast onDismiss={dismissNewOffers}>{newOffers.length > 0 ? newOffersText(t, newOffers) : null}</Toast>
    </>
  );
}
