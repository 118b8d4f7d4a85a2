import { formatClock, formatMoment, sameDay } from '../../lib/dates';
import { isExpired, type Donation, type DonationStatus } from '../../services/donations';
import type { Ngo } from '../../services/ngo-model';
import { toLocalDateTimeValue, type DonationValues } from './donation-schema';

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

/**
 * Why an addressed NGO cannot take a donation now: its profile is gone, or it is a registered NGO
 * (with an owner) that is suspended or not verified (again). Sample and earlier-app NGOs without an
 * account are not refused here: Donate Food warns about those already. Null: it can take it.
 */
export type NgoProblem = 'gone' | 'suspended' | 'unverified';

export function ngoProblem(ngo: Ngo | null): NgoProblem | null {
  if (!ngo) return 'gone';
  if (ngo.ownerUid === null) return null;
  if (ngo.suspended) return 'suspended';
  if (!ngo.verified) return 'unverified';
  return null;
}

/** Whether the donor's board should read a profile for this donation: it still waits on its NGO. */
export function waitsOnNgo(donation: Donation, now: Date = new Date()): donation is Donation & { ngoId: string } {
  const state = displayState(donation, now);
  return donation.ngoId !== null && (state === 'offered' || state === 'accepted');
}

/** What the donor reads on a donation whose NGO cannot take it, by why. */
export function needsNewNgoText(donation: Donation, problem: NgoProblem): string {
  const ngo = donation.ngoName.trim() || 'The NGO you chose';
  const why: Record<NgoProblem, string> = {
    gone: `${ngo} is no longer on FoodBridge.`,
    suspended: `${ngo} cannot collect donations on FoodBridge at the moment.`,
    unverified: `${ngo} is waiting for FoodBridge to check its details again, and cannot collect donations until then.`,
  };
  return `${why[problem]} Offer your food to another NGO: Offer again cancels this offer and opens Donate Food with your details filled in.`;
}

/**
 * Donate Food's draft for offering this donation again: the same food, meals, pickup place and
 * phone, and its 'by when' while that is still ahead (else the donor chooses a new one).
 */
export function draftFrom(donation: Donation, now: Date = new Date()): DonationValues {
  const readyBy = donation.readyBy && donation.readyBy.getTime() > now.getTime() ? donation.readyBy : null;
  return {
    deliveryLocation: donation.deliveryLocation,
    phone: donation.phone,
    readyBy: readyBy ? toLocalDateTimeValue(readyBy) : '',
    food: donation.food,
    meals: donation.meals === null ? '' : String(donation.meals),
  };
}

/**
 * Whether the donor has a pickup code for this donation. Donations offered since pickup codes began
 * carry no free-text `time`; every one offered before them does (FoodBridge wrote it beside
 * readyBy), and has no code. Only a guess for the NGO's screen: the rules decide.
 */
export function expectsPickupCode(donation: Donation): boolean {
  return donation.time === '';
}
