import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { sendReset } from '../../services/auth';
import { friendlyError, isNetworkError } from '../../services/errors';
import { AuthCard } from './AuthCard';
import { fieldErrors, forgotPasswordSchema, type FieldErrors } from './schemas';
import { Form } from '../../components/Form';

/** The one answer, whether or not an account exists, so no one can learn who has an account. */
export const RESET_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Check your inbox.';

/** /forgot-password: a real password-reset email through Firebase Auth. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(null);

  const submit = async () => {
    setFailure(null);
    setSent(false);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await sendReset(parsed.data.email);
      setSent(true);
    } catch (error) {
      setFailure({ message: friendlyError(error), retryable: isNetworkError(error) });
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email you registered with. We will send you a link to choose a new password."
    >
      <Form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
        {sent && <Alert tone="success">{RESET_SENT_MESSAGE}</Alert>}
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
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email) setErrors({});
          }}
          error={errors.email}
          readOnly={pending}
        />
        <Button type="submit" loading={pending}>
          {pending ? 'Sending...' : 'Send reset link'}
        </Button>
      </Form>
      <p className="mt-6 text-center text-stone-700">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
