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
  deleteDonorAccount,
  deletionBlockers,
  type DeletionBlockers,
} from '../../services/account-deletion';
import { signsInWithPassword } from '../../services/auth';
import { toFailure } from '../../services/errors';

const blocked = (b: DeletionBlockers) => b.suspended || b.inTeam || b.waitingDonations > 0;

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
  const link = buttonClasses('secondary');
  return (
    <Alert tone="info" className="w-full">
      <p className="font-semibold">{t('account.delete.blockedTitle')}</p>
      <ul className="mt-2 grid gap-3">
        {blockers.suspended && (
          <li className="grid justify-items-start gap-2">
            {t('account.delete.blockedSuspended')}
            <Link className={link} to={PATHS.contact}>
              {t('account.delete.contact')}
            </Link>
          </li>
        )}
        {blockers.waitingDonations > 0 && (
          <li className="grid justify-items-start gap-2">
            {t('account.delete.blockedWaiting', {
              count: blockers.waitingDonations,
              shown: formatNumber(blockers.waitingDonations),
            })}
            <Link className={link} to={PATHS.donations}>
              {t('account.delete.myDonations')}
            </Link>
          </li>
        )}
        {blockers.inTeam && (
          <li className="grid justify-items-start gap-2">
            {t('account.delete.blockedTeam')}
            <Link className={link} to={PATHS.myTeam}>
              {t('account.delete.myTeam')}
            </Link>
          </li>
        )}
      </ul>
      <Button variant="quiet" className="mt-3" loading={pending} onClick={onRecheck}>
        {t('account.delete.recheck')}
      </Button>
    </Alert>
  );
}

/**
 * 'Delete my account' on Your data (docs/privacy.md, 'Erasure'). A donor first sees what must be
 * done before (donations still waiting, a team, a suspension); otherwise a dialog asks once more,
 * with the password (or Google's confirmation), then deletes. An NGO is told to write to us.
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

  const check = useMutation({
    mutationFn: async () => {
      if (!user) throw new Error('Not signed in.');
      return deletionBlockers(user.uid);
    },
    onSuccess: (found) => {
      setBlockers(found);
      if (!blocked(found)) setDialogOpen(true);
    },
  });

  const remove = useMutation({
    mutationFn: async () => {
      if (!user) throw new Error('Not signed in.');
      // Once the sign-in goes this page's guard sends the person on: the flash on this history
      // entry tells it to go Home and say the account was deleted (src/app/auth/RequireRole.tsx).
      const gone: FlashState = { flash: t('account.delete.done') };
      await deleteDonorAccount(user.uid, withPassword ? password : null, {
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

  if (role !== 'donor' && role !== 'ngo') return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 grid justify-items-start gap-3 rounded-card border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('account.delete.title')}
      </h2>
      {role === 'donor' ? (
        <>
          <p className="max-w-prose text-stone-700">{t('account.delete.what')}</p>
          <Button variant="danger" loading={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? t('account.delete.checking') : t('account.delete.open')}
          </Button>
          {blockers && blocked(blockers) && (
            <Blockers blockers={blockers} pending={check.isPending} onRecheck={() => check.mutate()} />
          )}
          {check.isError && (
            <ErrorAlert className="w-full" onRetry={() => check.mutate()} pending={check.isPending}>
              {t('account.delete.checkFailed', { reason: toFailure(check.error).message })}
            </ErrorAlert>
          )}
        </>
      ) : (
        <p className="max-w-prose text-stone-700">
          {t('account.delete.ngo')}{' '}
          <Link className="text-brand-800 underline underline-offset-4" to={PATHS.contact}>
            {t('account.delete.contact')}
          </Link>
        </p>
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
          <p>{t('account.delete.confirmBody')}</p>
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
