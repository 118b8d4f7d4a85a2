import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { PATHS } from '../../config/paths';
import { useAuth, type Role } from '../../lib/auth-context';
import { AdminBoard } from './AdminBoard';
import { EmptyState } from './BoardStates';
import { DonorBoard } from './DonorBoard';
import { NgoBoard } from './NgoBoard';

const INTRO = {
  donor: 'Everything you have offered, newest first. It updates as soon as an NGO acts.',
  ngo: 'Offers to your NGO and open offers to any NGO, newest first. New offers appear here as they are made.',
  admin: 'Every donation on FoodBridge, newest first.',
} satisfies Record<Role, string>;

/** /donations: the donor's donations, the NGO's board, or every donation (admins), all live. */
export function DonationsPage() {
  const { user, role } = useAuth();
  const intro = role ? INTRO[role] : '';
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">Donations</h1>
      {intro && <p className="mt-2 max-w-prose text-lg text-stone-700">{intro}</p>}
      <div className="mt-8">
        {user && role === 'donor' && <DonorBoard uid={user.uid} />}
        {user && role === 'ngo' && <NgoBoard uid={user.uid} />}
        {user && role === 'admin' && <AdminBoard />}
        {user && !role && (
          <EmptyState title="Choose your account type to see donations.">
            <Link to={PATHS.login} className={buttonClasses('primary')}>
              Choose your account type
            </Link>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
