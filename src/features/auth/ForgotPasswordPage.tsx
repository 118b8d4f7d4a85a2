import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Form } from '../../components/Form';
import { PATHS } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { sendReset } from '../../services/auth';
import { toFailure } from '../../services/errors';
import { AUTH_LINK, AuthCard } from './AuthCard';
import { forgotPasswordSchema } from './schemas';

/** /forgot-password: a real password-reset email through Firebase Auth. */
export function ForgotPasswordPage() {
  const t = useT();
  // No default value: what was typed before the page came alive is taken over as it is.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(forgotPasswordSchema);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setSent(false);
    try {
      await sendReset(email);
      setSent(true);
    } catch (error) {
      setFailure(toFailure(error));
    }
  });

  const emailField = register('email');

  return (
    <AuthCard title={t('auth.forgotPassword.title')} intro={t('auth.forgotPassword.intro')}>
      <Form
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label={t('auth.forgotPassword.form')}
      >
        {/* The one answer, whether or not an account exists, so no one can learn who has an account. */}
        {sent && <Alert tone="success">{t('auth.forgotPassword.sent')}</Alert>}
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
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('auth.forgotPassword.pending') : t('auth.forgotPassword.submit')}
        </Button>
      </Form>
      <p className="mt-6 text-center text-stone-700">
        <Trans id="auth.forgotPassword.back" components={{ 0: <Link to={PATHS.login} className={AUTH_LINK} /> }} />
      </p>
    </AuthCard>
  );
}
