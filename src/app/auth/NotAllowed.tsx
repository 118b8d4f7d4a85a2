import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/Button';
import type { Role } from '../../lib/auth-context';
import { PATHS } from '../../config/paths';
import { msg, useT } from '../../i18n';

const HOME_FOR: Record<Role, { to: string; label: string }> = {
  donor: { to: PATHS.ngoList, label: msg('layout.notAllowed.donorHome') },
  ngo: { to: PATHS.donations, label: msg('layout.notAllowed.ngoHome') },
  admin: { to: PATHS.admin, label: msg('layout.notAllowed.adminHome') },
};

/** Each account type as the sentence names it: 'Your account (NGO) is not allowed…'. */
const ROLE_NAMES: Record<Role, string> = {
  donor: msg('layout.role.donor'),
  ngo: msg('layout.role.ngo'),
  admin: msg('layout.role.admin'),
};

export function NotAllowed({ role }: { role: Role | null }) {
  const t = useT();
  const location = useLocation();
  // Without a role yet (e.g. a first Google sign-in), /login asks for one and then comes back here.
  const onward = role ? HOME_FOR[role] : { to: PATHS.login, label: msg('layout.notAllowed.chooseType') };
  const state = role ? undefined : { from: `${location.pathname}${location.search}` };
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-prose flex-col items-start justify-center gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">{t('layout.notAllowed.title')}</h1>
      <p className="text-lg text-stone-700">
        {role ? t('layout.notAllowed.wrongRole', { role: t(ROLE_NAMES[role]) }) : t('layout.notAllowed.noRole')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={onward.to} state={state} className={buttonClasses('primary')}>
          {t(onward.label)}
        </Link>
        <Link to={PATHS.home} className={buttonClasses('secondary')}>
          {t('layout.goHome')}
        </Link>
      </div>
    </div>
  );
}
