import { queryOptions } from '@tanstack/react-query';
import { getDonation } from '../../services/donation-boards';
import { getHandoverCode } from '../../services/donation-offer';
import { donationKeys } from './keys';

/**
 * The one-shot reads of donations (the boards follow them live with useLive instead). What Donate
 * Food starts from is donationStartQuery (features/donations/donation-start.ts), keyed
 * donationKeys.start(uid): it is made from the donations feature's own code.
 */
export const donationQueries = {
  /** One donation, read once for its label. */
  detail: (id: string) =>
    queryOptions({ queryKey: donationKeys.detail(id), queryFn: () => getDonation(id), staleTime: 0 }),

  /**
   * A donation's pickup code, for its donor (null: from before pickup codes). It changes only when
   * its donor makes a new one, on this device (PickupCode sets it then).
   */
  handover: (id: string) =>
    queryOptions({ queryKey: donationKeys.handover(id), queryFn: () => getHandoverCode(id), staleTime: Infinity }),
};
