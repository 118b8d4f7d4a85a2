import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { useAuth } from '../../lib/auth-context';
import { PATHS } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import { useAccountLinks, useSignOut } from './account-links';
import { DisclosureMenu, MENU_ITEM } from './DisclosureMenu';

/**
 * Account actions on the right of the top bar: 'Sign in' for a visitor; for a signed-in person a
 * menu of their own pages (a donor's Donate, My donations and Profile; an NGO's Offers and Profile;
 * the admin's dashboard) and Sign out — the name on wide screens, an icon on a phone. While the
 * session is being restored it holds its place with an empty box of the same size, so nothing
 * jumps or flashes 'Sign in' to a signed-in person.
 */
export function AccountMenu() {
  const t = useT();
  const { user, loading } = useAuth();
  const links = useAccountLinks();
  const { signOut, pending, failed } = useSignOut();

  if (loading) return <div aria-hidden="true" className="h-11 w-24" data-testid="account-placeholder" />;

  if (!user) {
    return (
      <Link to={PATHS.login} className={buttonClasses('secondary', 'min-w-24')}>
        {t('layout.account.signIn')}
      </Link>
    );
  }

  const name = user.displayName || user.email || t('layout.account.fallbackName');
  return (
    <div className="flex items-center gap-2">
      <DisclosureMenu
        placement="bar"
        buttonClassName="min-w-11 justify-center border border-stone-300 bg-white"
        label={
          <>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              className="shrink-0"
            >
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
            </svg>
            <span className="sr-only">{t('layout.account.menu')}</span>
            {/* Never broken over two lines: a long name gives way instead (it is truncated). */}
            <span className="hidden max-w-40 truncate whitespace-nowrap lg:inline" title={name}>
              {name}
            </span>
          </>
        }
        heading={
          <Trans
            id="layout.menu.signedInAs"
            values={{ name }}
            components={{ 0: <span className="font-semibold break-all text-stone-900" /> }}
          />
        }
        links={links}
        last={
          <button
            type="button"
            data-menu-option=""
            onClick={() => void signOut()}
            disabled={pending}
            className={`${MENU_ITEM} mt-1 border-t border-stone-200`}
          >
            {t('layout.account.signOut')}
          </button>
        }
      />
      {failed && (
        <span role="alert" className="text-sm font-medium text-red-700">
          {t('layout.account.signOutFailed')}
        </span>
      )}
    </div>
  );
}
