import { PATHS } from '../../config/paths';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import type { Donation } from '../../services/donation-model';

/**
 * The message 'Share on WhatsApp' fills in for an open offer, in the language shown: the food, the
 * meals, where it is (its PIN code and the donor's place), its use-by, and the link to FoodBridge's
 * donations board, where an NGO near it can accept it.
 */
export function offerShareText(donation: Donation, origin: string): string {
  const place = donation.deliveryLocation.trim();
  const pin = donation.pickup?.pin ?? '';
  const useBy = donation.safety?.useBy ?? null;
  return t('nearby.share.text', {
    food: donation.food.trim(),
    meals: t('common.meals', { count: donation.meals ?? 0 }),
    where: pin ? t('nearby.share.wherePin', { pin, place }) : t('nearby.share.wherePlace', { place }),
    hasUseBy: useBy ? 'yes' : 'no',
    useBy: useBy ? formatDateTime(useBy) : '',
    link: `${origin}${PATHS.donations}`,
  });
}

/** WhatsApp's share link: it opens WhatsApp with the text ready to send to a chat or group. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
