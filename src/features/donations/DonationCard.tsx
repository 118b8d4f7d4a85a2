import { useId, type ReactNode } from 'react';
import { currentLocale, formatNumber, useT } from '../../i18n';
import { formatDateTime, formatDay, formatMoment } from '../../lib/dates';
import type { Donation, SafetyRecord } from '../../services/donation-model';
import { ContactRows } from './ContactRows';
import { DietMark } from './DietMark';
import { FoodPhoto } from './FoodPhoto';
import { displayState, historyText, type Viewer } from './donation-view';
import { CONTAINERS_LABEL, KIND_LABEL, NO_RECORD, STORAGE_LABEL } from './safety-labels';
import {
  allergensText,
  disposalText,
  refusalText,
  servedText,
  countdownText,
  momentOfUseBy,
  isUseBySoon,
  weightText,
} from './safety-view';
import { StateBadge } from './StateBadge';

interface DonationCardProps {
  donation: Donation;
  viewer: Viewer;
  now: Date;
  /** The next actions (NGO) or Cancel (donor). */
  children?: ReactNode;
  /** What the viewer needs first, right under the title (the donor: who accepted, their phone, the code). */
  top?: ReactNode;
}

/** Who the donation is between, from the viewer's side, in the language shown. */
function partiesLine(t: ReturnType<typeof useT>, donation: Donation, viewer: Viewer): string {
  const ngo = donation.ngoName.trim();
  const donor = donation.donorName.trim();
  const values = {
    ngo,
    donor,
    hasDonor: donor ? 'yes' : 'no',
    open: donation.ngoId === null ? 'yes' : 'no',
    // The NGO side: an open offer, a named NGO, or an NGO whose name is not known.
    target: donation.ngoId === null ? 'open' : ngo ? 'named' : 'unnamed',
  };
  if (viewer === 'donor') return t('donations.card.partiesDonor', values);
  if (viewer === 'ngo') return t('donations.card.partiesNgo', values);
  return t('donations.card.partiesAdmin', values);
}

/** While the food is still on its way (offered, accepted, picked up) its use-by counts down live. */
const COUNTING: readonly Donation['status'][] = ['offered', 'accepted', 'picked_up'];

/**
 * The record at a glance, beside the title: the diet mark with its name and the use-by — a live
 * countdown while the food is on its way ('Use by 14:30 · 2 h 15 min left', 'Past its use-by'),
 * else just when it was. A donation made before the record began says it has none.
 */
function SafetyGlance({ donation, now }: { donation: Donation; now: Date }) {
  const t = useT();
  const safety = donation.safety;
  if (!safety) {
    return (
      <p className="mt-2">
        <span className="inline-flex items-center rounded-full border border-stone-300 bg-stone-50 px-3 py-0.5 text-sm font-medium text-stone-700">
          {t(NO_RECORD)}
        </span>
      </p>
    );
  }
  const { useBy } = safety;
  let useByLine;
  if (!COUNTING.includes(donation.status)) {
    useByLine = (
      <span className="text-stone-700">{t('safetyBoard.useByWas', { when: momentOfUseBy(useBy, now) })}</span>
    );
  } else {
    const past = useBy.getTime() <= now.getTime();
    const tone = past
      ? 'rounded-control border border-red-300 bg-red-50 px-2 font-semibold text-red-900'
      : isUseBySoon(useBy, now)
        ? 'rounded-control border border-saffron-300 bg-saffron-50 px-2 font-semibold text-stone-900'
        : 'font-medium text-stone-800';
    useByLine = (
      <span data-use-by={past ? 'past' : 'ahead'} className={tone}>
        {countdownText(useBy, now)}
      </span>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <DietMark diet={safety.diet} />
      {useByLine}
    </p>
  );
}

interface DetailProps {
  term: string;
  children: ReactNode;
  /** A row of its own (two columns on a phone, three wider). */
  wide?: boolean;
  /** Or the columns it spans, as a class. */
  span?: string;
}

/** One line of the record's details. */
function Detail({ term, children, wide = false, span = '' }: DetailProps) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-3' : span}`}>
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** The rest of the record: kind, storage, allergens, when it was made (or its label's date), weight, containers, notes. */
function SafetyDetails({ safety }: { safety: SafetyRecord }) {
  const t = useT();
  const locale = currentLocale();
  return (
    <div className="mt-4 rounded-control bg-stone-50 px-4 py-3">
      <p className="text-sm font-semibold text-stone-800">{t('safetyBoard.card.heading')}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
        <Detail term={t('safetyBoard.card.kind')}>{t(KIND_LABEL[safety.kind])}</Detail>
        <Detail term={t('safetyBoard.card.storage')}>{t(STORAGE_LABEL[safety.storage])}</Detail>
        {safety.kind === 'packaged' && safety.labelUseBy ? (
          <Detail term={t('safetyBoard.card.labelUseBy')}>{formatDay(safety.labelUseBy, locale)}</Detail>
        ) : (
          safety.preparedAt && (
            <Detail term={t('safetyBoard.card.preparedAt')}>{formatMoment(safety.preparedAt, locale)}</Detail>
          )
        )}
        <Detail term={t('safetyBoard.card.allergens')} wide>
          <span className={safety.allergens.length > 0 ? 'font-semibold' : ''}>{allergensText(safety.allergens)}</span>
        </Detail>
        <Detail term={t('safetyBoard.card.weight')}>{weightText(safety.weightKg)}</Detail>
        <Detail term={t('safetyBoard.card.containers')} span="col-span-2">
          {t(CONTAINERS_LABEL[safety.containers])}
        </Detail>
        {safety.notes.trim() && (
          <Detail term={t('safetyBoard.card.notes')} wide>
            <span className="whitespace-pre-line">{safety.notes.trim()}</span>
          </Detail>
        )}
      </dl>
    </div>
  );
}

/** How it ended, when the NGO told: refused at pickup and why, or the meals served and what was thrown away. */
function Outcome({ donation }: { donation: Donation }) {
  if (donation.status === 'refused' && donation.refusal) {
    return (
      <p
        data-outcome="refused"
        className="mt-4 rounded-control border-l-4 border-red-700 bg-red-50 px-4 py-3 font-semibold break-words text-red-950"
      >
        {refusalText(donation.refusal)}
      </p>
    );
  }
  const served = servedText(donation);
  if (!served) return null;
  const disposal = disposalText(donation);
  return (
    <div data-outcome="served" className="mt-4 rounded-control border border-brand-200 bg-brand-50 px-4 py-3">
      <p className="font-semibold text-brand-900">{served}</p>
      {disposal && <p className="mt-1 break-words text-stone-800">{disposal}</p>}
    </div>
  );
}

export function DonationCard({ donation, viewer, now, children, top }: DonationCardProps) {
  const t = useT();
  const titleId = useId();
  const state = displayState(donation, now);
  const byWhen = donation.readyBy ? formatDateTime(donation.readyBy, currentLocale()) : donation.time;
  const history = historyText(donation, viewer, now);
  return (
    <article
      aria-labelledby={titleId}
      data-donation={donation.id}
      className="rounded-card border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} tabIndex={-1} className="text-lg font-bold break-words text-stone-900 focus:outline-none">
            {donation.food || t('donations.card.untitled')}
          </h2>
          <p className="text-stone-700">{partiesLine(t, donation, viewer)}</p>
          <SafetyGlance donation={donation} now={now} />
        </div>
        <div className="flex flex-col items-end gap-2">
          {state ? (
            <StateBadge state={state} />
          ) : (
            <span className="text-sm text-stone-600">{t('donations.card.noStatus')}</span>
          )}
          {/* Made on this phone, not on the server yet (offline, docs/offline.md). */}
          {donation.pending && (
            <span
              data-pending
              className="inline-flex items-center gap-1.5 rounded-full border border-saffron-400 bg-saffron-50 px-3 py-1 text-sm font-semibold whitespace-nowrap text-stone-900"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="h-4 w-4 fill-none stroke-current"
                strokeWidth="1.8"
              >
                <circle cx="8" cy="8" r="6.2" />
                <path d="M8 4.5V8l2.4 1.6" strokeLinecap="round" />
              </svg>
              {t('donations.card.waitingForNetwork')}
            </span>
          )}
        </div>
      </div>
      {top}
      {donation.photo && <FoodPhoto donationId={donation.id} food={donation.food || t('donations.card.untitled')} />}
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <div>
          <dt className="text-sm text-stone-600">{t('donations.card.meals')}</dt>
          <dd className="text-3xl leading-tight font-extrabold text-brand-800">
            {donation.meals === null ? '—' : formatNumber(donation.meals)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('donations.card.byWhen')}</dt>
          <dd className="text-lg leading-snug font-semibold text-stone-900">{byWhen || '—'}</dd>
        </div>
        <ContactRows donation={donation} viewer={viewer} now={now} />
      </dl>
      {donation.safety && <SafetyDetails safety={donation.safety} />}
      <Outcome donation={donation} />
      {history && (
        <p className="mt-4 text-sm text-stone-600">
          <span className="sr-only">{t('donations.card.history')}</span>
          {history}
        </p>
      )}
      {children}
    </article>
  );
}
