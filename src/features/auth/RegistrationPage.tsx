import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { Field } from '../../components/Field';
import { Form } from '../../components/Form';
import { PASSWORD_MIN } from '../../config/limits.js';
import { PATHS } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { toFailure } from '../../services/errors';
import { registerAccount } from '../../services/users';
import { AccountTypeField } from './AccountTypeField';
import { AUTH_LINK, AuthCard } from './AuthCard';
import { afterSignUp } from './navigation';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { signUpSchema, type AccountType } from './schemas';

/**
 * 'Create Account': email, password (with the strength meter) and donor or NGO. Creates the account
 * and its role for real, then goes on to the profile form of that role.
 */
function CreateAccount({ preselect }: { preselect: AccountType | '' }) {
  const t = useT();
  const { refreshRole } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
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
      void navigate(afterSignUp(role, location.state), { replace: true });
    } catch (error) {
      setFailure(toFailure(error));
    }
  });

  const emailField = register('email');
  const passwordField = register('password');

  return (
    <AuthCard title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <Form
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label={t('auth.register.form')}
      >
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void onSubmit() : undefined} pending={isSubmitting}>
            {failure.message}
          </ErrorAlert>
        )}
        <Field
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          {...emailField}
          error={errors.email?.message}
          readOnly={isSubmitting}
        />
        <div>
          <Field
            label={t('auth.field.password')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('auth.field.passwordHint', { min: PASSWORD_MIN })}
            {...passwordField}
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
        <PrivacyNotice signUp />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('auth.creatingAccount') : t('auth.register.submit')}
        </Button>
      </Form>
      <p className="mt-6 text-center text-stone-700">
        <Trans id="auth.register.signIn" components={{ 0: <Link to={PATHS.login} className={AUTH_LINK} /> }} />
      </p>
      <p className="mt-2 text-center text-sm text-stone-600">
        <Trans
          id="auth.register.donorForm"
          components={{ 0: <Link to={PATHS.donorRegister} className={AUTH_LINK} /> }}
        />
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
