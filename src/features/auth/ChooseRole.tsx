import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { useT } from '../../i18n';
import { useAuth, type Role } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { toFailure } from '../../services/errors';
import { ensureUserProfile } from '../../services/users';
import { AccountTypeField } from './AccountTypeField';
import { chooseRoleSchema } from './schemas';

interface ChooseRoleProps {
  /** Called once the role is saved, before the auth context re-reads it (so callers can pick the next page). */
  onChosen?: (role: Role) => void;
  /** Called after the person chose to sign out instead. */
  onSignedOut?: () => void;
}

/**
 * For a signed-in account without a role yet (a first Google sign-in, or a sign-up whose role was
 * not saved): donor or NGO. Writes users/{uid}; an account that already has a role keeps it.
 */
export function ChooseRole({ onChosen, onSignedOut }: ChooseRoleProps) {
  const t = useT();
  const { user, refreshRole, signOut } = useAuth();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(chooseRoleSchema);
  const choice = useWatch({ control, name: 'role' });
  const [failure, setFailure] = useState<Failure | null>(null);

  const save = handleSubmit(async ({ role: chosen }) => {
    if (!user) return;
    setFailure(null);
    try {
      const role = await ensureUserProfile(user.uid, {
        role: chosen,
        displayName: user.displayName ?? '',
        email: user.email ?? '',
      });
      onChosen?.(role);
      await refreshRole();
    } catch (error) {
      setFailure(toFailure(error));
    }
  });

  const leave = async () => {
    try {
      await signOut();
      onSignedOut?.();
    } catch (error) {
      setFailure({ ...toFailure(error), retryable: false });
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-5" aria-labelledby="choose-role-title">
      <div>
        <h2 id="choose-role-title" className="text-xl font-semibold text-stone-900">
          {t('auth.chooseRole.title')}
        </h2>
        <p className="mt-1 text-stone-700">
          {user?.email ? t('auth.chooseRole.introSignedIn', { email: user.email }) : t('auth.chooseRole.intro')}
        </p>
      </div>
      {failure && (
        <ErrorAlert onRetry={failure.retryable ? () => void save() : undefined} pending={isSubmitting}>
          {failure.message}
        </ErrorAlert>
      )}
      <AccountTypeField
        legend={t('auth.chooseRole.legend')}
        field={register('role')}
        value={choice}
        error={errors.role?.message}
        disabled={isSubmitting}
      />
      <PrivacyNotice signUp />
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? t('auth.chooseRole.pending') : t('auth.chooseRole.submit')}
      </Button>
      <Button variant="link" onClick={() => void leave()} disabled={isSubmitting} className="self-start">
        {t('auth.chooseRole.signOut')}
      </Button>
    </form>
  );
}
