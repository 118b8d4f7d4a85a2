import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/Button';
import type { Role } from '../../lib/auth-context';
import { PATHS } from '../../config/paths';

const HOME_FOR: Record<Role, { to: string; label: string }> = {
  donor: { to: PATHS.ngoList, label: 'Find an NGO to donate to' },
  ngo: { to: PATHS.donations, label: 'View donations' },
  admin: { to: PATHS.admin, label: 'Open the admin dashboard' },
};

export function NotAllowed({ role }: { role: Role | null }) {
  const location = useLocation();
  // Without a role yet (e.g. a first Google sign-in), /login asks for one and then comes back here.
  const onward = role ? HOME_FOR[role] : { to: PATHS.login, label: 'Choose your account type' };
  const state = role ? undefined : { from: `${location.pathname}${location.search}` };
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-prose flex-col items-start justify-center gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">Not allowed</h1>
      <p className="text-lg text-stone-700">
        {role
          ? `Your account (${role === 'ngo' ? 'NGO' : role}) is not allowed to open this page.`
          : 'Your account has no account type yet, so it cannot open this page. Choose donor or NGO first.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={onward.to} state={state} className={buttonClasses('primary')}>
          {onward.label}
        </Link>
        <Link to={PATHS.home} className={buttonClasses('secondary')}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
