import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS, ROLE_HOME } from '../../config/paths';
import { msg, useT } from '../../i18n';
import { useAuth, type Role } from '../../lib/auth-context';
import type { MenuLink } from './DisclosureMenu';

/**
 * Each role's own pages, first its home (ROLE_HOME): the account menu in the top bar and the phone
 * menu both list them. Labels are message ids.
 */
const ROLE_LINKS: Record<Role, readonly { to: string; label: string }[]> = {
  donor: [
    { to: PATHS.delivery, label: msg('layout.account.donate') },
    { to: ROLE_HOME.donor, label: msg('layout.account.myDonations') },
    { to: PATHS.impact, label: msg('layout.account.myImpact') },
    { to: PATHS.donorProfile, label: msg('layout.account.profile') },
    { to: PATHS.myTeam, label: msg('layout.account.volunteering') },
    { to: PATHS.myData, label: msg('layout.account.myData') },
  ],
  ngo: [
    { to: ROLE_HOME.ngo, label: msg('layout.account.offers') },
    { to: PATHS.myTeam, label: msg('layout.account.team') },
    { to: PATHS.runs, label: msg('layout.account.runs') },
    { to: PATHS.impact, label: msg('layout.account.impact') },
    { to: PATHS.ngoProfile, label: msg('layout.account.profile') },
    { to: PATHS.myData, label: msg('layout.account.myData') },
  ],
  admin: [
    { to: ROLE_HOME.admin, label: msg('layout.account.dashboard') },
    { to: PATHS.impact, label: msg('layout.account.impact') },
    { to: PATHS.myData, label: msg('layout.account.myData') },
  ],
};

/** A signed-in account without a role yet (a first Google sign-in) chooses one on /login. */
const CHOOSE_ROLE = [{ to: PATHS.login, label: msg('layout.account.chooseRole') }] as const;

/** The signed-in person's own pages, in the language shown. */
export function useAccountLinks(): MenuLink[] {
  const t = useT();
  const { role } = useAuth();
  return (role ? ROLE_LINKS[role] : CHOOSE_ROLE).map((link) => ({ to: link.to, label: t(link.label) }));
}

/**
 * Signing out: Home first (on a guarded page, signing out there would send the person to /login),
 * then out; `failed` says so when it did not work, and so does the answer (true: signed out).
 */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (): Promise<boolean> => {
    setPending(true);
    setFailed(false);
    try {
      await navigate(PATHS.home);
      await signOut();
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { signOut: run, pending, failed };
}
