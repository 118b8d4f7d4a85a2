import { queryOptions, skipToken } from '@tanstack/react-query';
import { emailStatus } from '../../services/auth';
import { accountKeys } from './keys';

export const accountQueries = {
  /** Whether the signed-in account's email is confirmed (read only when `needed`: before a profile is created). */
  emailStatus: (uid: string | null, needed: boolean) =>
    queryOptions({ queryKey: accountKeys.emailStatus(uid), queryFn: uid && needed ? emailStatus : skipToken }),
};
