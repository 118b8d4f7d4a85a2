import { useId, type ReactNode } from 'react';
import { currentLocale, formatNumber, useT } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import type { Donation } from '../../services/donations';
import { displayState, historyText, type Viewer } from './donation-view';
import { StateBadge } from './StateBadge';

interface DonationCardProps {
  donation: Donation;
  viewer: Viewer;
  now: Date;
  /** The next actions (NGO) or Cancel (donor). */
  children?: ReactNode;
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

export function DonationCard({ donation, viewer, now, children }: DonationCardProps) {
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
        </div>
        {state ? (
          <StateBadge state={state} />
        ) : (
          <span className="text-sm text-stone-600">{t('donations.card.noStatus')}</span>
        )}
      </div>
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
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-sm text-stone-600">{t('donations.card.place')}</dt>
          <dd className="break-words text-stone-900">{donation.deliveryLocation || '—'}</dd>
        </div>
        {viewer !== 'donor' && donation.phone && (
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-sm text-stone-600">{t('donations.card.phone')}</dt>
            <dd>
              <a href={`tel:${donation.phone}`} className="text-brand-800 underline underline-offset-4">
                {donation.phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
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
