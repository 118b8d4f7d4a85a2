import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { useAuth, type Role } from '../../lib/auth-context';
import { friendlyError, isNetworkError, loadOnDemand } from '../../services/errors';
import { AuthCard } from './AuthCard';
import { NEXT_STEP, returnPath } from './navigation';

// Only a first-time Google user needs it; loaded then, so /login itself does not wait for Firestore.
const ChooseRole = lazy(async () => ({ default: (await import('./ChooseRole')).ChooseRole }));
import type { FieldErrors } from './schemas';
import { Form } from '../../components/Form';

// The form's rules (zod) and Firebase Auth are fetched when first needed — on focus, at the latest
// on submit — so they are not part of the page's load. (AuthProvider loads Auth when the browser is
// idle anyway, so the Google popup still opens within the click's user activation.)
const loadSchemas = () => loadOnDemand(() => import('./schemas'));
const loadAuth = () => loadOnDemand(() => import('../../services/auth'));

type Attempt = 'password' | 'google';

interface Failure {
  message: string;
  /** Set when the connection failed: Retry repeats this attempt with what is typed. */
  retry?: Attempt;
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.3 5.7c4.3-4 7-9.9 7-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.3-5.7c-2.2 1.5-5 2.4-8.6 2.4-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * /login: email and password, or Google. Afterwards the person goes back to the guarded page that
 * sent them here, or to /services; an account without a role first chooses donor or NGO.
 */
export function LoginPage() {
  const { user, role, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = returnPath(location.state);

  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  // The attempt under way; it stays set after Firebase answers until the role is known.
  const [pending, setPending] = useState<Attempt | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [chosen, setChosen] = useState<Role | null>(null);

  const needsRole = Boolean(user) && !role && !loading;

  useEffect(() => {
    if (loading || !user || !role) return;
    const next = from ?? (chosen === 'donor' || chosen === 'ngo' ? NEXT_STEP[chosen] : '/services');
    void navigate(next, { replace: true });
  }, [loading, user, role, chosen, from, navigate]);

  const run = async (attempt: Attempt) => {
    setFailure(null);
    // Pending at once, so a second press cannot start a second sign-in while the rules load.
    setPending(attempt);
    try {
      if (attempt === 'password') {
        const { fieldErrors, loginSchema } = await loadSchemas();
        const parsed = loginSchema.safeParse(values);
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error));
          setPending(null);
          return;
        }
        setErrors({});
      }
      const auth = await loadAuth();
      if (attempt === 'password') await auth.signIn(values.email, values.password);
      else await auth.googleSignIn();
      // Stay pending: the effect above moves on once the auth context knows the role.
    } catch (error) {
      setPending(null);
      setFailure({ message: friendlyError(error), ...(isNetworkError(error) ? { retry: attempt } : {}) });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run('password');
  };

  const update = (key: 'email' | 'password') => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((prev) => ({ ...prev, [key]: value }));
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  if (needsRole) {
    return (
      <AuthCard title="Welcome Back">
        <Suspense fallback={<Spinner size={40} label="Loading" />}>
          <ChooseRole onChosen={setChosen} onSignedOut={() => setPending(null)} />
        </Suspense>
      </AuthCard>
    );
  }

  // Signed in and about to move on. While a session is still being restored the form shows: most
  // people who open this page are signed out, and it is part of the page's first paint.
  if (user && role) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
        <Spinner size={40} label="Checking your account" />
      </div>
    );
  }

  const busy = pending !== null;

  return (
    <AuthCard title="Welcome Back" intro="Sign in to give surplus food or to collect it.">
      <Form
        onSubmit={onSubmit}
        onFocus={() => void Promise.all([loadSchemas(), loadAuth()]).catch(() => undefined)}
        className="flex flex-col gap-4"
        aria-label="Sign in"
      >
        {failure && (
          <ErrorAlert onRetry={failure.retry ? () => void run(failure.retry ?? 'password') : undefined}>
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
          onChange={update('email')}
          error={errors.email}
          readOnly={busy}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={update('password')}
          error={errors.password}
          readOnly={busy}
        />
        <Link
          to="/forgot-password"
          className="self-end text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Forgot password?
        </Link>
        <Button type="submit" loading={pending === 'password'} disabled={busy}>
          {pending === 'password' ? 'Signing in...' : 'Sign in'}
        </Button>
      </Form>

      <div className="my-5 flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" />
        or
        <span className="h-px flex-1 bg-stone-200" />
      </div>

      <Button
        variant="secondary"
        className="w-full"
        onClick={() => void run('google')}
        loading={pending === 'google'}
        disabled={busy}
      >
        {pending !== 'google' && <GoogleMark />}
        {pending === 'google' ? 'Signing in...' : 'Continue with Google'}
      </Button>

      <p className="mt-6 text-center text-stone-700">
        New to FoodBridge?{' '}
        <Link
          to="/registration"
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Register now
        </Link>
      </p>
    </AuthCard>
  );
}
