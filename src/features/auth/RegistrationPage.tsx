import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Form } from '../../components/Form';
import { PATHS } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { toFailure } from '../../services/errors';
import { registerAccount } from '../../services/users';
import { AccountTypeField } from './AccountTypeField';
import { AuthCard } from './AuthCard';
import { NEXT_STEP } from './navigation';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { signUpSchema, type AccountType } from './schemas';

const PASSWORD_HINT = 'At least 8 characters with a letter and a number. Use only letters, digits and @$!%*?&.';

/**
 * 'Create Account': email, password (with the strength meter) and donor or NGO. Creates the account
 * and its role for real, then goes on to the profile form of that role.
 */
function CreateAccount({ preselect }: { preselect: AccountType | '' }) {
  const { refreshRole } = useAuth();
  const navigate = useNavigate();
  // No default values: what was typed before the page came alive is taken over as it is.
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(signUpSchema);
  const password = useWatch({ control, name: 'password' }) ?? '';
  const accountType = useWatch({ control, name: 'accountType' }) ?? preselect;
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = handleSubmit(async ({ email, password, accountType }) => {
    setFailure(null);
    try {
      const { role } = await registerAccount({ email, password, role: accountType });
      await refreshRole();
      void navigate(NEXT_STEP[role], { replace: true });
    } catch (error) {
      setFailure(toFailure(error));
    }
  });

  return (
    <AuthCard
      title="Create Account"
      intro="Join FoodBridge to give surplus food or to collect it for people who need it."
    >
      <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-label="Create account">
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void onSubmit() : undefined} pending={isSubmitting}>
            {failure.message}
          </ErrorAlert>
        )}
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={errors.email?.message}
          readOnly={isSubmitting}
        />
        <div>
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
            {...register('password')}
            error={errors.password?.message}
            readOnly={isSubmitting}
          />
          <PasswordStrengthMeter password={password} />
        </div>
        <AccountTypeField
          field={register('accountType')}
          value={accountType}
          preselect={preselect}
          error={errors.accountType?.message}
          disabled={isSubmitting}
        />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </Form>
      <p className="mt-6 text-center text-stone-700">
        Already have an account?{' '}
        <Link
          to={PATHS.login}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Sign in
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-stone-600">
        Giving food as a donor?{' '}
        <Link
          to={PATHS.donorRegister}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Use the donor registration form
        </Link>
      </p>
    </AuthCard>
  );
}

/** /registration: the person chooses donor or NGO. */
export function RegistrationPage() {
  return <CreateAccount preselect="" />;
}

/** /ngo-register: the same screen with NGO already chosen. */
export function NgoRegistrationPage() {
  return <CreateAccount preselect="ngo" />;
}
