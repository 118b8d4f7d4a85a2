import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useAuth } from '../../lib/auth-context';
import { registerAccount } from '../../services/users';
import { friendlyError, isRetryable } from '../../services/errors';
import { AccountTypeField } from './AccountTypeField';
import { AuthCard } from './AuthCard';
import { NEXT_STEP } from './navigation';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { fieldErrors, signUpSchema, type AccountType, type FieldErrors } from './schemas';
import { Form } from '../../components/Form';

type Key = 'email' | 'password' | 'accountType';

const PASSWORD_HINT = 'At least 8 characters with a letter and a number. Use only letters, digits and @$!%*?&.';

/**
 * 'Create Account': email, password (with the strength meter) and donor or NGO. Creates the account
 * and its role for real, then goes on to the profile form of that role.
 */
function CreateAccount({ preselect }: { preselect: AccountType | '' }) {
  const { refreshRole } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<{ email: string; password: string; accountType: AccountType | '' }>({
    email: '',
    password: '',
    accountType: preselect,
  });
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(null);

  const submit = async () => {
    setFailure(null);
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { role } = await registerAccount({
        email: parsed.data.email,
        password: parsed.data.password,
        role: parsed.data.accountType,
      });
      await refreshRole();
      void navigate(NEXT_STEP[role], { replace: true });
    } catch (error) {
      setFailure({ message: friendlyError(error), retryable: isRetryable(error) });
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const set = <K extends Key>(key: K, value: (typeof values)[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  return (
    <AuthCard
      title="Create Account"
      intro="Join FoodBridge to give surplus food or to collect it for people who need it."
    >
      <Form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Create account">
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void submit() : undefined} pending={pending}>
            {failure.message}
          </ErrorAlert>
        )}
        <Field
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
          readOnly={pending}
        />
        <div>
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
            readOnly={pending}
          />
          <PasswordStrengthMeter password={values.password} />
        </div>
        <AccountTypeField
          value={values.accountType}
          onChange={(v) => set('accountType', v)}
          error={errors.accountType}
          disabled={pending}
        />
        <Button type="submit" loading={pending}>
          {pending ? 'Creating account...' : 'Create account'}
        </Button>
      </Form>
      <p className="mt-6 text-center text-stone-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          Sign in
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-stone-600">
        Giving food as a donor?{' '}
        <Link
          to="/donor-register"
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
