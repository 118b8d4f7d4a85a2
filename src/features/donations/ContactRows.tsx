import { useQuery } from '@tanstack/react-query';
import { useInView } from 'react-intersection-observer';
import { Button } from '../../components/Button';
import { CONTACT_KEEP_DAYS } from '../../config/limits.js';
import { formatNumber, msg, useT } from '../../i18n';
import { donationKeys } from '../../lib/queries/keys';
import { contactStillKept, getDonationContact, type DonationContact } from '../../services/donation-contact';
import type { Donation } from '../../services/donation-model';
import { roundKm } from '../../services/geo';
import type { Viewer } from './donation-view';

/**
 * A donation's contact details (donation-contact.ts), read once per donation and NGO and kept for
 * the session: a card drawn again does not read them again. An NGO's read waits until the server
 * has its own last move (an acceptance still on its way would be refused); the donor's own offer,
 * made offline, is read from this phone.
 */
export function useDonationContact(donation: Donation, enabled = true, viewer: Viewer = 'ngo') {
  return useQuery({
    queryKey: donationKeys.contact(donation.id, donation.ngoId),
    queryFn: () => getDonationContact(donation),
    enabled: enabled && (viewer === 'donor' || !donation.pending),
    staleTime: Infinity,
  });
}

const AFTER_ACCEPT = msg('donations.contact.afterAccept');
const GONE = msg('donations.contact.gone');

/** Whether this viewer can have the contact at all: not an NGO an open offer reaches, nor one past the days kept. */
function contactReadable(donation: Donation, viewer: Viewer, now: Date): boolean {
  if (viewer !== 'ngo') return true;
  return donation.ngoId !== null && contactStillKept(donation, now);
}

/** The pickup place and the donor's phone on a donation's card, from its contact document. */
export function ContactRows({ donation, viewer, now }: { donation: Donation; viewer: Viewer; now: Date }) {
  const t = useT();
  const readable = contactReadable(donation, viewer, now);
  // Read once the card comes near the screen: a board of 100 cards reads the few a person scrolls to.
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '400px', fallbackInView: true });
  const contact = useDonationContact(donation, readable && inView, viewer);
  const found: DonationContact | null = contact.data ?? null;
  const pin = donation.pickup?.pin;
  const pinText = pin ? t('nearby.card.pin', { pin }) : '';
  const gone = t(GONE, { days: formatNumber(CONTACT_KEEP_DAYS) });
  // The address when it is read; else the PIN code alone, with a line that says why.
  let address: string | null = null;
  let note: string | null = null;
  if (!readable) note = donation.ngoId === null ? t(AFTER_ACCEPT) : gone;
  else if (contact.isPending) note = t('donations.contact.loading');
  else if (contact.isError) note = t('donations.contact.failed');
  else if (found) address = found.deliveryLocation;
  else note = gone;
  const phone = viewer !== 'donor' ? found?.phone : '';

  return (
    <>
      <div ref={ref} className="col-span-2 sm:col-span-1">
        <dt className="text-sm text-stone-600">{t('donations.card.place')}</dt>
        <dd className="break-words text-stone-900">
          {address || pinText || '—'}
          {address && pinText && <span className="text-stone-700"> · {pinText}</span>}
        </dd>
        {note && (
          <dd data-contact-note className="mt-1 text-sm text-stone-700">
            {note}
          </dd>
        )}
        {contact.isError && (
          <dd>
            <Button variant="link" onClick={() => void contact.refetch()}>
              {t('donations.contact.tryAgain')}
            </Button>
          </dd>
        )}
        {'distanceKm' in donation && typeof donation.distanceKm === 'number' && (
          <dd data-distance className="mt-1 font-semibold text-brand-800">
            {t('nearby.card.distance', { km: formatNumber(roundKm(donation.distanceKm)) })}
          </dd>
        )}
      </div>
      {phone && (
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-sm text-stone-600">{t('donations.card.phone')}</dt>
          <dd>
            <a href={`tel:${phone}`} className="text-brand-800 underline underline-offset-4">
              {phone}
            </a>
          </dd>
        </div>
      )}
    </>
  );
}
