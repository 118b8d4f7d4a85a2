import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import type { FlashState } from '../../components/FlashMessage';
import { PATHS } from '../../config/paths';
import { formatNumber, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import {
  DeletionBlockedError,
  deleteMyAccount,
  deletionBlockers,
  isBlocked,
  type DeletionBlockers,
} from '../../services/account-deletion';
import { signsInWithPassword } from '../../services/auth';
import { toFailure } from '../../services/errors';

const counted = (count: number) => ({ count, shown: formatNumber(count) });

/** What must be done before the account can go, each with the page where it is done. */
function Blockers({
  blockers,
  onRecheck,
  pending,
}: {
  blockers: DeletionBlockers;
  onRecheck: () => void;
  pending: boolean;
}) {
  const t = useT();
  const toDonations = { to: PATHS.donations, label: t('account.delete.myDonations') };
  const toTeam = { to: PATHS.myTeam, label: t('account.delete.myTeam') };
  const items = [
    blockers.suspended && {
      text: t('account.delete.blockedSuspended'),
      to: PATHS.contact,
      label: t('account.delete.contact'),
    },
    blockers.waitingDonations > 0 && {
      text: t('account.delete.blockedWaiting', counted(blockers.waitingDonations)),
      ...toDonations,
    },
    blockers.openPickups > 0 && {
      text: t('account.delete.blockedPickups', counted(blockers.openPickups)),
      ...toDonations,
    },
    blockers.arrangedSeries > 0 && {
      text: t('account.delete.blockedSeries', counted(blockers.arrangedSeries)),
      ...toDonations,
    },
    blockers.teamMembers > 0 && { text: t('account.delete.blockedMembers', counted(blockers.teamMembers)), ...toTeam },
    blockers.inTeam && { text: t('account.delete.blockedTeam'), ...toTeam },
  ].filter((item) => item !== false);
  return (
    <Alert tone="info" className="w-full">
      <p className="font-semibold">{t('account.delete.blockedTitle')}</p>
      <ul className="mt-2 grid gap-3">
        {items.map(({ text, to, label }) => (
          <li key={text} className="grid justify-items-start gap-2">
            {text}
            <Link className={buttonClasses('secondary')} to={to}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="quiet" className="mt-3" loading={pending} onClick={onRecheck}>
        {t('account.delete.recheck')}
      </Button>
    </Alert>
  );
}

/**
 * 'Delete my account' on Your data (docs/privacy.md, 'Erasure'). A donor or an NGO first sees what
 * must be done before (donations still waiting, pickups not finished, regular offers arranged, a
 * team, a suspension); otherwise a dialog asks once more, with the password (or Google's
 * confirmation), then deletes. Admins have no such button: another admin removes them.
 */
export function DeleteAccount() {
  const t = useT();
  const headingId = useId();
  const navigate = useNavigate();
  const { user, role } = useAuth();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [blockers, setBlockers] = useState<DeletionBlockers | null>(null);
  const withPassword = signsInWithPassword();
  const deleting = role === 'donor' || role === 'ngo' ? role : null;

  const check = useMutation({
    mutationFn: async () => {
      if (!user || !deleting) throw new Error('Not signed in.');
      return deletionBlockers(user.uid, deleting);
    },
    onSuccess: (found) => {
      setBlockers(found);
      if (!isBlocked(found)) setDialogOpen(true);
    },
  });

  const remove = useMutation({
    mutationFn: async () => {
      if (!user || !deleting) throw new Error('Not signed in.');
      // Once the sign-in goes this page's guard sends the person on: the flash on this history
      // entry tells it to go Home and say the account was deleted (src/app/auth/RequireRole.tsx).
      const gone: FlashState = { flash: t('account.delete.done') };
      await deleteMyAccount(user.uid, deleting, withPassword ? password : null, {
        beforeSignInGoes: () => void navigate('.', { replace: true, state: gone }),
      });
      void navigate(PATHS.home, { replace: true, state: gone });
    },
    onError: (error) => {
      // The sign-in was not deleted: this page stays where it is, without the flash.
      void navigate('.', { replace: true, state: null });
      if (error instanceof DeletionBlockedError) {
        setDialogOpen(false);
        setBlockers(error.blockers);
      }
    },
  });

  const confirm = () => {
    if (withPassword && !password) {
      setMissing(true);
      return;
    }
    remove.mutate();
  };

  if (!deleting) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 grid justify-items-start gap-3 rounded-card border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('account.delete.title')}
      </h2>
      <p className="max-w-prose text-stone-700">
        {role === 'ngo' ? t('account.delete.whatNgo') : t('account.delete.what')}
      </p>
      <Button variant="danger" loading={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? t('account.delete.checking') : t('account.delete.open')}
      </Button>
      {blockers && isBlocked(blockers) && (
        <Blockers blockers={blockers} pending={check.isPending} onRecheck={() => check.mutate()} />
      )}
      {check.isError && (
        <ErrorAlert className="w-full" onRetry={() => check.mutate()} pending={check.isPending}>
          {t('account.delete.checkFailed', { reason: toFailure(check.error).message })}
        </ErrorAlert>
      )}
      {dialogOpen && (
        <ConfirmDialog
          title={t('account.delete.confirmTitle')}
          confirmLabel={t('account.delete.confirm')}
          pending={remove.isPending}
          error={
            remove.isError && !(remove.error instanceof DeletionBlockedError)
              ? t('account.delete.failed', { reason: toFailure(remove.error).message })
              : null
          }
          onConfirm={confirm}
          onCancel={() => {
            setDialogOpen(false);
            setPassword('');
            setMissing(false);
            remove.reset();
          }}
        >
          <p>{role === 'ngo' ? t('account.delete.confirmBodyNgo') : t('account.delete.confirmBody')}</p>
          {withPassword ? (
            <Field
              className="mt-4"
              label={t('account.delete.password')}
              hint={t('account.delete.passwordHint')}
              type="password"
              autoComplete="current-password"
              value={password}
              error={missing && !password ? t('account.delete.passwordMissing') : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') confirm();
              }}
            />
          ) : (
            <p className="mt-3">{t('account.delete.google')}</p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
