import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { PATHS } from '../../config/paths';
import { msg, useT } from '../../i18n';
import { useAuth, type Role } from '../../lib/auth-context';

/** Where a signed-in NGO or admin goes instead; labels are message ids (shown with t). */
const ONWARD: Record<Exclude<Role, 'donor'>, { to: string; label: string }> = {
  ngo: { to: PATHS.ngoProfile, label: msg('donations.form.onward.ngo') },
  admin: { to: PATHS.admin, label: msg('donations.form.onward.admin') },
};

/**
 * The foot of the form: Donate, where a thumb reaches it — or, for a signed-in NGO or admin, that
 * only donors offer food and where to go instead.
 */
export function DonateBar({ pending }: { pending: boolean }) {
  const t = useT();
  const { user, role, loading: authLoading } = useAuth();
  return user && role !== 'donor' && !authLoading ? (
    <Alert tone="info">
      <p className="font-semibold">{t('donations.form.donorsOnly.title')}</p>
      <p className="mt-1">{t('donations.form.donorsOnly.body', { role: role ?? 'none' })}</p>
      {role && (
        <Link to={ONWARD[role].to} className={buttonClasses('link', 'mt-1')}>
          {t(ONWARD[role].label)}
        </Link>
      )}
    </Alert>
  ) : (
    // Where a thumb reaches it: on a phone the Donate bar stays at the foot of the screen
    // while the form is in view.
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none">
      <Button type="submit" className="grow sm:grow-0" loading={pending || authLoading}>
        {t('donations.form.submit')}
      </Button>
      {!user && !authLoading && <p className="text-sm text-stone-600">{t('donations.form.signInNote')}</p>}
    </div>
  );
}
