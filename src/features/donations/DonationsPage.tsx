import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { SavedOffline } from '../../components/SavedOffline';
import { PATHS } from '../../config/paths';
import { msg, useT } from '../../i18n';
import { useAuth, type Role } from '../../lib/auth-context';
import type { ExportScope } from '../../services/donation-export';
import { lastSynced } from '../../services/offline';
import { AckList } from './Acknowledgements';
import { AdminBoard } from './AdminBoard';
import { EmptyState } from './BoardStates';
import { ExportCsv } from './ExportCsv';
import { DonorBoard } from './DonorBoard';
import { NgoBoard } from './NgoBoard';
import { OutboxNotice } from './outbox-view';

/** The page is each role's own: the menus call it My donations (donor) and Offers (NGO). */
const TITLE = {
  donor: msg('donations.page.titleDonor'),
  ngo: msg('donations.page.titleNgo'),
  admin: msg('donations.page.title'),
} satisfies Record<Role, string>;

const INTRO = {
  donor: msg('donations.page.intro.donor'),
  ngo: msg('donations.page.intro.ngo'),
  admin: msg('donations.page.intro.admin'),
} satisfies Record<Role, string>;

/** /donations: the donor's donations, the NGO's board, or every donation (admins), all live. */
export function DonationsPage() {
  const t = useT();
  const { user, role } = useAuth();
  const intro = role ? t(INTRO[role]) : '';
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t(role ? TITLE[role] : TITLE.admin)}</h1>
      {intro && <p className="mt-2 max-w-prose text-lg text-stone-700">{intro}</p>}
      <FlashMessage className="mt-6" />
      <SavedOffline savedAt={lastSynced()} className="mt-6" />
      <div className="mt-8">
        {user && <OutboxNotice />}
        {user && role === 'donor' && <DonorBoard uid={user.uid} />}
        {user && role === 'ngo' && <NgoBoard uid={user.uid} />}
        {user && role === 'admin' && <AdminBoard />}
        {user && !role && (
          <EmptyState title={t('donations.page.chooseRole.title')}>
            <Link to={PATHS.login} className={buttonClasses('primary')}>
              {t('donations.page.chooseRole.link')}
            </Link>
          </EmptyState>
        )}
      </div>
      {user && role && <ExportCsv scope={exportScope(role, user.uid)} />}
      {role === 'ngo' && <RegisterLink />}
      {user && role === 'donor' && <AckList side="donor" uid={user.uid} />}
    </div>
  );
}

/** Whose donations the page's CSV holds: the donor's own, the NGO's, or every one (admins). */
function exportScope(role: Role, uid: string): ExportScope {
  if (role === 'admin') return 'all';
  return role === 'ngo' ? { ngoId: uid } : { donorUid: uid };
}

/** The NGO's way to its food register. */
function RegisterLink() {
  const t = useT();
  return (
    <section className="mt-6 rounded-card border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="text-xl font-bold text-stone-900">{t('reports.register.link.title')}</h2>
      <p className="mt-1 text-stone-700">{t('reports.register.link.text')}</p>
      <Link to={PATHS.foodRegister} className={buttonClasses('secondary', 'mt-4')}>
        {t('reports.register.link.open')}
      </Link>
    </section>
  );
}
