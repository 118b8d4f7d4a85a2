import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Form } from '../../components/Form';
import { PATHS } from '../../config/paths';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { sendReset } from '../../services/auth';
import { toFailure } from '../../services/errors';
import { AuthCard } from './AuthCard';
import { forgotPasswordSchema } from './schemas';

/** The one answer, whether or not an account exists, so no one can learn who has an account. */
export const RESET_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Check your inbox.';

/** /forgot-password: a real password-reset email through Firebase Auth. */
export function ForgotPasswordPage() {
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

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email you registered with. We will send you a link to choose a new password."
    >
      <Form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-label="Reset password">
        {sent && <Alert tone="success">{RESET_SENT_MESSAGE}</Alert>}
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
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </Form>
      <p className="mt-6 text-center text-stone-700">
        Remembered it?{' '}
        <Link
          to={PATHS.login}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
