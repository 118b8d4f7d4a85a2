import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { useAuth } from '../../lib/auth-context';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';

/**
 * Account actions on the right of the top bar. While the session is being restored it holds its
 * place with an empty box of the same size, so nothing jumps or flashes 'Sign in' to a signed-in
 * person.
 */
export function AccountMenu() {
  const t = useT();
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (loading) return <div aria-hidden="true" className="h-11 w-24" data-testid="account-placeholder" />;

  if (!user) {
    return (
      <Link to={PATHS.login} className={buttonClasses('secondary', 'min-w-24')}>
        {t('layout.account.signIn')}
      </Link>
    );
  }

  const name = user.displayName || user.email || t('layout.account.fallbackName');
  const onSignOut = async () => {
    setPending(true);
    setFailed(false);
    try {
      // Leave the page first: on a guarded page, signing out there would send the person to /login.
      await navigate(PATHS.home);
      await signOut();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex min-w-24 items-center gap-2">
      <span className="hidden max-w-48 truncate text-sm font-medium text-stone-700 sm:inline" title={name}>
        {name}
      </span>
      {/* Never broken over two lines: a long name gives way instead (it is truncated). */}
      <button
        type="button"
        onClick={onSignOut}
        disabled={pending}
        className={buttonClasses('secondary', 'shrink-0 whitespace-nowrap')}
      >
        {t('layout.account.signOut')}
      </button>
      {failed && (
        <span role="alert" className="text-sm font-medium text-red-700">
          {t('layout.account.signOutFailed')}
        </span>
      )}
    </div>
  );
}
