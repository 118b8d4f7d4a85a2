import type { Role } from './roles';

/**
 * Every route of the app, named once. Links, redirects and the router use these; the earlier
 * app's spellings (/contributers, /ngoList, /adminPage) are kept so its links still work.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  registration: '/registration',
  ngoRegister: '/ngo-register',
  donorRegister: '/donor-register',
  forgotPassword: '/forgot-password',
  team: '/team',
  services: '/services',
  contributors: '/contributers',
  contributorsAlias: '/contributors',
  contact: '/contactus',
  privacy: '/privacypolicy',
  terms: '/termsandconditions',
  donorProfile: '/donorProfile',
  ngoProfile: '/ngoProfile',
  ngoList: '/ngoList',
  delivery: '/delivery',
  donations: '/donations',
  /** A regular offer: the donor's food on a schedule (docs/series.md). */
  regularOffer: '/donations/regular',
  /** A donation's food label, to print and stick on the container (its donor). */
  donationLabel: '/donations/:id/label',
  /** The NGO's food register: the food it received in a period, to print and download (docs/reports.md). */
  foodRegister: '/food-register',
  /** An NGO's acknowledgement of a donor's food in kind, to print (its NGO, its donor). */
  acknowledgement: '/acknowledgements/:id',
  admin: '/adminPage',
  /** An NGO's team: its coordinators' invite links and members, a member's own membership (docs/teams.md). */
  myTeam: '/volunteers',
  /** Runs: who collects each accepted donation — Needs a volunteer, My runs, the coordinators' board. */
  runs: '/runs',
  /** Your data: what FoodBridge keeps about the signed-in person, and Download my data (docs/privacy.md). */
  myData: '/my-data',
  /** The impact dashboards: My impact (a donor), its NGO's, the platform's (admins) (docs/reports.md). */
  impact: '/impact',
  /** An invite link to an NGO's team. */
  join: '/join/:inviteId',
} as const;

/** The address of an in-kind acknowledgement. */
export function acknowledgementPath(id: string): string {
  return PATHS.acknowledgement.replace(':id', encodeURIComponent(id));
}

/** The address of an invite link. */
export function joinPath(inviteId: string): string {
  return PATHS.join.replace(':inviteId', encodeURIComponent(inviteId));
}

/**
 * Donate Food for one NGO (`/delivery?ngo=<id>`), or an open offer to any NGO (`/delivery?to=any`);
 * both when the open offer was chosen on the page of an NGO (the NGO stays named on the way back).
 */
export function deliveryPath(target: { ngoId?: string | undefined; any?: boolean } | 'any'): string {
  const { ngoId, any } = target === 'any' ? { ngoId: undefined, any: true } : target;
  const params = new URLSearchParams();
  if (ngoId) params.set('ngo', ngoId);
  if (any) params.set('to', 'any');
  const query = params.toString();
  return query ? `${PATHS.delivery}?${query}` : PATHS.delivery;
}

/** A regular offer to one NGO (`/donations/regular?ngo=<id>`), or open to NGOs nearby (null). */
export function regularOfferPath(ngoId: string | null): string {
  return ngoId ? `${PATHS.regularOffer}?ngo=${encodeURIComponent(ngoId)}` : PATHS.regularOffer;
}

/** The donor profile form opened on one record (the admin's Edit). */
export function donorProfilePath(id: string): string {
  return `${PATHS.donorProfile}?id=${encodeURIComponent(id)}`;
}

/** The printable food label of one donation. */
export function donationLabelPath(id: string): string {
  return PATHS.donationLabel.replace(':id', encodeURIComponent(id));
}

/**
 * Each role's own place: where signing in lands (unless the person was on the way to another page)
 * and the first of its account links.
 */
export const ROLE_HOME: Record<Role, string> = {
  donor: PATHS.donations,
  ngo: PATHS.donations,
  admin: PATHS.admin,
};
