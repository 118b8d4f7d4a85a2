import { formatClock, formatMoment, sameDay } from '../../lib/dates';
import { isExpired, type Donation, type DonationStatus } from '../../services/donations';

/** What a person sees as a donation's state: its status, or 'expired' for an offer past its 'by when'. */
export type DisplayState = DonationStatus | 'expired';

export const STATE_LABEL: Record<DisplayState, string> = {
  offered: 'Offered',
  accepted: 'Accepted',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Null for the earlier app's donations, which have no status. */
export function displayState(donation: Donation, now: Date = new Date()): DisplayState | null {
  if (isExpired(donation, now)) return 'expired';
  return donation.status;
}

/** The NGO board's filter: waiting offers, each step, and everything that is over without a delivery. */
export const NGO_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'offered', label: 'Offered' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'picked_up', label: 'Picked up' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'closed', label: 'Closed' },
] as const;
export type NgoFilter = (typeof NGO_FILTERS)[number]['value'];

export function matchesNgoFilter(state: DisplayState | null, filter: NgoFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'closed') return state === 'declined' || state === 'cancelled' || state === 'expired';
  return state === filter;
}

export type Viewer = 'donor' | 'ngo' | 'admin';

/**
 * A short history, oldest first: 'Offered 22 Nov, 10:05 · Accepted by Roti Ghar Trust 10:20 ·
 * Picked up 11:00 · Delivered 12:30'. A step on the same day as the one before shows only its time.
 */
export function historyText(donation: Donation, viewer: Viewer, now: Date = new Date()): string {
  const ngo = donation.ngoName.trim();
  const donor = donation.donorName.trim();
  const steps: { at: Date; text: string }[] = [];
  const add = (at: Date | null, text: string) => {
    if (at) steps.push({ at, text });
  };
  add(donation.createdAt, viewer !== 'donor' && donor ? `Offered by ${donor}` : 'Offered');
  add(donation.acceptedAt, ngo ? `Accepted by ${ngo}` : 'Accepted');
  add(donation.pickedUpAt, 'Picked up');
  add(donation.deliveredAt, 'Delivered');
  add(donation.declinedAt, ngo ? `Declined by ${ngo}` : 'Declined');
  add(donation.cancelledAt, viewer === 'donor' ? 'Cancelled by you' : 'Cancelled by the donor');
  if (isExpired(donation, now)) add(donation.readyBy, 'Expired');
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  return steps
    .map((step, i) => {
      const before = steps[i - 1];
      const when = before && sameDay(before.at, step.at) ? formatClock(step.at) : formatMoment(step.at);
      return `${step.text} ${when}`;
    })
    .join(' · ');
}
