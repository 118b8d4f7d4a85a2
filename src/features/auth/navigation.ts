import { PATHS } from '../../config/paths';
import { withoutLanguage } from '../../i18n';
import type { AccountType } from './schemas';

/** Where a new donor or NGO goes next: filling in the profile. */
export const NEXT_STEP: Record<AccountType, string> = {
  donor: PATHS.donorProfile,
  ngo: PATHS.ngoProfile,
};

/**
 * The page a guard sent the person from (RequireRole puts it in location.state.from). Only paths
 * inside this app are accepted, so a crafted link cannot send someone elsewhere after sign-in.
 */
export function returnPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return undefined;
  }
  const page = withoutLanguage(from.split('?')[0] ?? from);
  if (page === PATHS.login) return undefined; // also its Hindi copy, /hi/login
  return from;
}

/**
 * Where a new account goes after signing up: back to the invite link that sent a donor here (to
 * join that team), else on to its profile form.
 */
export function afterSignUp(role: AccountType, state: unknown): string {
  const from = returnPath(state);
  return role === 'donor' && from && withoutLanguage(from).startsWith('/join/') ? from : NEXT_STEP[role];
}
