import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import { getDonor, getMyDonor, listDonors, type Donor } from '../../services/donors';
import { AppError } from '../../services/errors';
import { donorKeys, type DonorTarget } from './keys';
import type { Rows } from './rows';

export type { DonorTarget } from './keys';

async function readDonor(target: DonorTarget): Promise<Donor | null> {
  if ('ownerUid' in target) return getMyDonor(target.ownerUid);
  const donor = await getDonor(target.id);
  if (!donor) throw new AppError('foodbridge/donor-not-found');
  return donor;
}

/** The donor records' reads. A saved record invalidates both: `donorKeys.all` and `donorKeys.list()`. */
export const donorQueries = {
  /** The record a form edits (null: a donor without one yet); nothing is read without a target. */
  record: (target: DonorTarget | null) =>
    queryOptions({
      queryKey: donorKeys.record(target),
      queryFn: target ? () => readDonor(target) : skipToken,
    }),

  /**
   * Every donor record, a page at a time: the admin's table (under adminKeys.all, so the
   * dashboard's Refresh List reads it again with the others; staleTime 0 as they have).
   */
  list: () =>
    infiniteQueryOptions({
      queryKey: donorKeys.list(),
      queryFn: async ({ pageParam }: { pageParam: string | null }): Promise<Rows<Donor, string>> => {
        const page = await listDonors({ after: pageParam });
        return { items: page.donors, next: page.next };
      },
      initialPageParam: null,
      getNextPageParam: (page) => page.next,
      staleTime: 0,
    }),
};
