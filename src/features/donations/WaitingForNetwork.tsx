import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { buttonClasses } from '../../components/Button';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { offerEntry, outboxEntries, subscribeToOutbox } from '../../services/outbox';
import { OutboxNotice } from './outbox-view';

/** An offer kept on this phone: its id, what it is, and the thanks to say once it is sent. */
export interface WaitingOffer {
  id: string;
  food: string;
  thanks: string;
  /**
   * Its photo: chosen offline, so left out ('left'); chosen online, so announced by the offer and
   * sent once the server has it ('after'); or none.
   */
  photo: 'left' | 'after' | 'none';
}

interface WaitingProps {
  offer: WaitingOffer;
  /** Once the server has the offer: its photo goes ('after'), or on to My donations. */
  onSent: () => void;
  /** The photo is on its way, after the offer. */
  sendingPhoto: boolean;
}

/**
 * Donate Food after an offer kept on this phone (offline, or a server silent too long): it says
 * the offer waits for the network, and stays, since the next page may not be on this phone yet.
 * It follows the offer in the outbox (OutboxNotice settles it): once the server has it, `onSent`,
 * once; should the server refuse it on arrival, OutboxNotice says why and offers it again as it was
 * filled in.
 */
export function WaitingForNetwork({ offer, onSent, sendingPhoto }: WaitingProps) {
  const t = useT();
  const entries = useSyncExternalStore(subscribeToOutbox, outboxEntries, () => []);
  const entry = offerEntry(entries, offer.id);
  const refused = useRef(false);
  const sent = useRef(false);
  const sendNow = useEffectEvent(onSent);

  useEffect(() => {
    if (entry?.refused !== undefined) refused.current = true;
    // Gone from the outbox: sent — unless it was refused and the person dismissed it or offered it again.
    else if (entry === undefined && !refused.current && !sent.current) {
      sent.current = true;
      sendNow();
    }
  }, [entry]);

  // The form the person just sent from is gone: bring them to what happened to it (Donate was at
  // the foot of a long page), and tell a screen reader.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="mt-6 grid gap-4">
      {entry && entry.refused === undefined && (
        <Alert tone="info">
          <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 font-semibold focus:outline-none">
            {t('donations.delivery.waitingTitle')}
          </h2>
          <p className="mt-1">{t('donations.delivery.queued', { food: offer.food })}</p>
          {offer.photo === 'left' && <p className="mt-1">{t('donations.photo.offline')}</p>}
          {offer.photo === 'after' && <p className="mt-1">{t('donations.photo.afterOffer')}</p>}
        </Alert>
      )}
      {sendingPhoto && (
        <p role="status" className="font-semibold text-stone-700">
          {t('donations.photo.sending')}
        </p>
      )}
      <OutboxNotice />
      <Link to={PATHS.donations} className={buttonClasses('secondary', 'justify-self-start')}>
        {t('donations.delivery.myDonations')}
      </Link>
    </div>
  );
}
