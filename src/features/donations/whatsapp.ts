import { PATHS } from '../../config/paths';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import type { Donation } from '../../services/donation-model';

/** Where the food is: its PIN code, and the donor's place on an offer from before contact documents. */
function whereText(pin: string, place: string): string {
  if (pin && place) return t('nearby.share.wherePin', { pin, place });
  if (pin) return t('nearby.share.pinOnly', { pin });
  return place ? t('nearby.share.wherePlace', { place }) : '';
}

/**
 * The message 'Share on WhatsApp' fills in for an open offer, in the language shown: the food, the
 * meals, where it is (its PIN code: the donor's address is for the NGO that accepts it, and only
 * an offer from before that rule carries it), its use-by, and the link to FoodBridge's donations
 * board, where an NGO near it can accept it.
 */
export function offerShareText(donation: Donation, origin: string): string {
  const place = donation.deliveryLocation.trim();
  const pin = donation.pickup?.pin ?? '';
  const useBy = donation.safety?.useBy ?? null;
  return t('nearby.share.text', {
    food: donation.food.trim(),
    meals: t('common.meals', { count: donation.meals ?? 0 }),
    where: whereText(pin, place),
    hasUseBy: useBy ? 'yes' : 'no',
    useBy: useBy ? formatDateTime(useBy) : '',
    link: `${origin}${PATHS.donations}`,
  });
}

/** WhatsApp's share link: it opens WhatsApp with the text ready to send to a chat or group. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
