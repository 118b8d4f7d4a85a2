import { queryOptions } from '@tanstack/react-query';
import { getHandoverCode } from '../../services/donation-offer';
import { getNgo } from '../../services/ngos';

/** An NGO's public profile (null: no such NGO). Donate Food and the donor's board share it. */
export const ngoQuery = (id: string) => queryOptions({ queryKey: ['ngo', id], queryFn: () => getNgo(id) });

/** A donation's pickup code, for its donor (null: from before pickup codes). It never changes. */
export const handoverQuery = (donationId: string) =>
  queryOptions({
    queryKey: ['handover', donationId],
    queryFn: () => getHandoverCode(donationId),
    staleTime: Infinity,
  });
