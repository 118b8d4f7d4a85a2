import { latestUseBy } from '../../config/food-safety.js';
import { currentLocale, msg, t } from '../../i18n';
import { formatClock, formatMoment, sameDay } from '../../lib/dates';
import { isExpired, type Donation, type DonationStatus } from '../../services/donation-model';
import { ngoStanding, type Ngo } from '../../services/ngo-model';
import { toLocalDateTimeValue, toLocalDateValue } from './datetime-values';
import type { DonationContact } from '../../services/donation-contact';
import type { DonationValues } from './donation-schema';

/** What a person sees as a donation's state: its status, or 'expired' for an offer past its 'by when'. */
export type DisplayState = DonationStatus | 'expired';

/** Each state's name, as message ids: show with `t(STATE_LABEL[state])`. */
export const STATE_LABEL: Record<DisplayState, string> = {
  offered: msg('donations.state.offered'),
  accepted: msg('donations.state.accepted'),
  picked_up: msg('donations.state.pickedUp'),
  delivered: msg('donations.state.delivered'),
  declined: msg('donations.state.declined'),
  cancelled: msg('donations.state.cancelled'),
  refused: msg('donations.state.refused'),
  missed: msg('donations.state.missed'),
  expired: msg('donations.state.expired'),
};

/** Null for the earlier app's donations, which have no status. */
export function displayState(donation: Donation, now: Date = new Date()): DisplayState | null {
  if (isExpired(donation, now)) return 'expired';
  return donation.status;
}

/**
 * The NGO board's filter: waiting offers, each step, and everything that is over without a delivery.
 * Labels are message ids: show with `t(filter.label)`.
 */
export const NGO_FILTERS = [
  { value: 'all', label: msg('donations.filter.all') },
  { value: 'offered', label: STATE_LABEL.offered },
  { value: 'accepted', label: STATE_LABEL.accepted },
  { value: 'picked_up', label: STATE_LABEL.picked_up },
  { value: 'delivered', label: STATE_LABEL.delivered },
  { value: 'closed', label: msg('donations.filter.closed') },
] as const;
export type NgoFilter = (typeof NGO_FILTERS)[number]['value'];

export function matchesNgoFilter(state: DisplayState | null, filter: NgoFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'closed') {
    return (
      state === 'declined' || state === 'cancelled' || state === 'expired' || state === 'refused' || state === 'missed'
    );
  }
  return state === filter;
}

export type Viewer = 'donor' | 'ngo' | 'admin';

/**
 * When an expired donation expired: its 'by when' (an offer still waiting) or its use-by, whichever
 * passed first.
 */
function expiredAt(donation: Donation, now: Date): Date | null {
  const passed = [donation.status === 'offered' ? donation.readyBy : null, donation.safety?.useBy ?? null].filter(
    (at): at is Date => at !== null && at.getTime() <= now.getTime(),
  );
  return passed.sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
}

/**
 * A short history, oldest first, in the language shown: 'Offered 22 Nov, 10:05 · Accepted by Roti
 * Ghar Trust 10:20 · Picked up 11:00 · Delivered 12:30'. A step on the same day as the one before
 * shows only its time.
 */
export function historyText(donation: Donation, viewer: Viewer, now: Date = new Date()): string {
  const ngo = donation.ngoName.trim();
  const donor = donation.donorName.trim();
  const locale = currentLocale();
  // Each step's message takes its moment as {when}; the names go in as {donor} and {ngo}.
  const steps: { at: Date; id: string }[] = [];
  const add = (at: Date | null, id: string) => {
    if (at) steps.push({ at, id });
  };
  add(
    donation.createdAt,
    viewer !== 'donor' && donor ? msg('donations.history.offeredBy') : msg('donations.history.offered'),
  );
  add(donation.acceptedAt, ngo ? msg('donations.history.acceptedBy') : msg('donations.history.accepted'));
  add(donation.pickedUpAt, msg('donations.history.pickedUp'));
  add(donation.deliveredAt, msg('donations.history.delivered'));
  add(donation.declinedAt, ngo ? msg('donations.history.declinedBy') : msg('donations.history.declined'));
  add(
    donation.cancelledAt,
    viewer === 'donor' ? msg('donations.history.cancelledByYou') : msg('donations.history.cancelledByDonor'),
  );
  add(donation.refusal?.at ?? null, msg('safetyBoard.history.refused'));
  // A no-show (docs/reports.md, 'Reliability') expired at its use-by as well.
  if (isExpired(donation, now) || donation.status === 'missed') {
    add(expiredAt(donation, now), msg('donations.history.expired'));
  }
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  return steps
    .map((step, i) => {
      const before = steps[i - 1];
      const when = before && sameDay(before.at, step.at) ? formatClock(step.at, locale) : formatMoment(step.at, locale);
      return t(step.id, { when, donor, ngo });
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
  const standing = ngoStanding(ngo);
  return standing === 'suspended' || standing === 'unverified' ? standing : null;
}

/** Whether the donor's board should read a profile for this donation: it still waits on its NGO. */
export function waitsOnNgo(donation: Donation, now: Date = new Date()): donation is Donation & { ngoId: string } {
  const state = displayState(donation, now);
  return donation.ngoId !== null && (state === 'offered' || state === 'accepted');
}

/** Why the NGO cannot take it, by problem (message ids). */
const NEEDS_NEW_NGO_WHY: Record<NgoProblem, string> = {
  gone: msg('donations.needsNewNgo.gone'),
  suspended: msg('donations.needsNewNgo.suspended'),
  unverified: msg('donations.needsNewNgo.unverified'),
};

/** What the donor reads on a donation whose NGO cannot take it, by why, in the language shown. */
export function needsNewNgoText(donation: Donation, problem: NgoProblem): string {
  const ngo = donation.ngoName.trim();
  const why = t(NEEDS_NEW_NGO_WHY[problem], { ngo, hasNgo: ngo ? 'yes' : 'no' });
  return `${why} ${t('donations.needsNewNgo.offerAgain')}`;
}

/**
 * Donate Food's draft for offering this donation again: the same food, meals, pickup place and
 * phone, its 'by when' while that is still ahead (else the donor chooses a new one), and its
 * food-safety record as it was given (a donation from before the record leaves those parts empty).
 * The record's own use-by comes back only when the donor had chosen an earlier one than safe.
 */
export function draftFrom(
  donation: Donation,
  contact: DonationContact | null = null,
  now: Date = new Date(),
): DonationValues {
  const readyBy = donation.readyBy && donation.readyBy.getTime() > now.getTime() ? donation.readyBy : null;
  const safety = donation.safety;
  const latest = safety ? latestUseBy(safety) : null;
  const chosenUseBy = safety && latest && safety.useBy.getTime() < latest.getTime() ? safety.useBy : null;
  return {
    food: donation.food,
    kind: safety?.kind ?? '',
    diet: safety?.diet ?? '',
    storage: safety?.storage ?? '',
    preparedAt: safety?.preparedAt ? toLocalDateTimeValue(safety.preparedAt) : '',
    labelUseBy: safety?.labelUseBy ? toLocalDateValue(safety.labelUseBy) : '',
    useBy: chosenUseBy ? toLocalDateTimeValue(chosenUseBy) : '',
    allergens: safety ? [...safety.allergens] : [],
    noAllergens: safety !== null && safety.allergens.length === 0,
    meals: donation.meals === null ? '' : String(donation.meals),
    weightKg: safety && safety.weightKg > 0 ? String(safety.weightKg) : '',
    deliveryLocation: contact?.deliveryLocation ?? donation.deliveryLocation,
    pickup: donation.pickup,
    phone: contact?.phone ?? donation.phone,
    readyBy: readyBy ? toLocalDateTimeValue(readyBy) : '',
    containers: safety?.containers ?? '',
    notes: safety?.notes ?? '',
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
