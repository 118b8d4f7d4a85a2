import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useAuth } from '../../lib/auth-context';
import { ensureUserProfile } from '../../services/users';
import { friendlyError, isRetryable } from '../../services/errors';
import { AccountTypeField } from './AccountTypeField';
import { chooseRoleSchema, type AccountType } from './schemas';
import type { Role } from '../../lib/auth-context';

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
  const { user, refreshRole, signOut } = useAuth();
  const [choice, setChoice] = useState<AccountType | ''>('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const save = async () => {
    const parsed = chooseRoleSchema.safeParse({ role: choice });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    if (!user) return;
    setFieldError(undefined);
    setFailure(null);
    setPending(true);
    try {
      const role = await ensureUserProfile(user.uid, {
        role: parsed.data.role,
        displayName: user.displayName ?? '',
        email: user.email ?? '',
      });
      onChosen?.(role);
      await refreshRole();
    } catch (error) {
      setFailure({ message: friendlyError(error), retryable: isRetryable(error) });
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  const leave = async () => {
    try {
      await signOut();
      onSignedOut?.();
    } catch (error) {
      setFailure({ message: friendlyError(error), retryable: false });
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby="choose-role-title">
      <div>
        <h2 id="choose-role-title" className="text-xl font-semibold text-stone-900">
          Choose your account type
        </h2>
        <p className="mt-1 text-stone-700">
          {user?.email ? `You are signed in as ${user.email}. ` : ''}Tell us how you will use FoodBridge.
        </p>
      </div>
      {failure && (
        <ErrorAlert onRetry={failure.retryable ? () => void save() : undefined} pending={pending}>
          {failure.message}
        </ErrorAlert>
      )}
      <AccountTypeField
        legend="I am joining as"
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setFieldError(undefined);
        }}
        error={fieldError}
        disabled={pending}
      />
      <Button type="submit" loading={pending}>
        {pending ? 'Saving...' : 'Continue'}
      </Button>
      <Button variant="link" onClick={() => void leave()} disabled={pending} className="self-start">
        Sign out instead
      </Button>
    </form>
  );
}
