import { buttonClasses } from '../../components/Button';
import { useT } from '../../i18n';
import type { Donation } from '../../services/donation-model';
import { offerShareText, whatsappShareUrl } from './whatsapp';

/** 'Share on WhatsApp' for an open offer: reaches volunteers and NGOs beyond the app. */
export function ShareOnWhatsApp({ donation }: { donation: Donation }) {
  const t = useT();
  const href = whatsappShareUrl(offerShareText(donation, window.location.origin));
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'mt-4')}>
      {t('nearby.share.button')}
      <span className="sr-only"> {t('nearby.share.newTab')}</span>
    </a>
  );
}
