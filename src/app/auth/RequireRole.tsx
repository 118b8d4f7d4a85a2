import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { NotAllowed } from './NotAllowed';
import { useAuth, type Role } from '../../lib/auth-context';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';

const hasFlash = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && typeof (state as { flash?: unknown }).flash === 'string';

interface RequireRoleProps {
  /** Roles that may see the page; omit for 'anyone signed in'. */
  roles?: readonly Role[];
  children: ReactNode;
}

/**
 * Convenience guard only: the rules are the real enforcement. Signed-out people go to /login and
 * come back afterwards — unless the page left a flash for Home as it signed them out (a deleted
 * account); signed-in people without the role get a clear 'not allowed' screen.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const t = useT();
  const { user, role, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
        <Spinner size={40} label={t('layout.auth.checking')} />
      </div>
    );
  }
  if (!user) {
    // Signed out by what the page did, which left a word for Home (an account just deleted).
    if (hasFlash(location.state)) return <Navigate to={PATHS.home} replace state={location.state} />;
    return <Navigate to={PATHS.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (roles && (!role || !roles.includes(role))) {
    return <NotAllowed role={role} />;
  }
  return <>{children}</>;
}
