import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Form } from '../../components/Form';
import { Spinner } from '../../components/Spinner';
import { PATHS, ROLE_HOME } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import { useAuth, type Role } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { loadOnDemand, toFailure } from '../../services/errors';
import { AUTH_LINK, AuthCard } from './AuthCard';
import { NEXT_STEP, returnPath } from './navigation';

// Only a first-time Google user needs it; loaded then, so /login itself does not wait for Firestore.
const ChooseRole = lazy(async () => ({ default: (await import('./ChooseRole')).ChooseRole }));

// The form's rules (zod and its resolver) and Firebase Auth are fetched when first needed — on
// focus, at the latest on submit — so they are not part of the page's load. (AuthProvider loads Auth
// when the browser is idle anyway, so the Google popup still opens within the click's user activation.)
const loadRules = () => loadOnDemand(() => Promise.all([import('@hookform/resolvers/zod'), import('./schemas')]));
const loadAuth = () => loadOnDemand(() => import('../../services/auth'));

interface LoginValues {
  email: string;
  password: string;
}

/** loginSchema through zodResolver, both imported on the first validation. */
const resolver: Resolver<LoginValues> = async (values, context, options) => {
  const [{ zodResolver }, { loginSchema }] = await loadRules();
  return (zodResolver(loginSchema) as Resolver<LoginValues>)(values, context, options);
};

type Attempt = 'password' | 'google';

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
 * sent them here, or to their role's own place (a donor's and an NGO's donations, the admin's
 * dashboard); an account without a role first chooses donor or NGO.
 */
export function LoginPage() {
  const t = useT();
  const { user, role, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = returnPath(location.state);

  // The same settings as useZodForm (src/lib/forms.ts), with the rules loaded on demand. No default
  // values: what was typed before the page came alive is taken over as it is.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true, resolver });
  // The attempt under way; it stays set after Firebase answers until the role is known.
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [failure, setFailure] = useState<(Failure & { attempt: Attempt }) | null>(null);
  const [chosen, setChosen] = useState<Role | null>(null);

  const needsRole = Boolean(user) && !role && !loading;

  useEffect(() => {
    if (loading || !user || !role) return;
    // Where they were going, a new account's next step, or else the role's own place.
    const next = from ?? (chosen === 'donor' || chosen === 'ngo' ? NEXT_STEP[chosen] : ROLE_HOME[role]);
    void navigate(next, { replace: true });
  }, [loading, user, role, chosen, from, navigate]);

  const fail = (attempt: Attempt) => (error: unknown) => {
    setAttempt(null);
    setFailure({ ...toFailure(error), attempt });
  };

  const signInWithPassword = handleSubmit(async ({ email, password }) => {
    setAttempt('password');
    try {
      await (await loadAuth()).signIn(email, password);
      // Stay pending: the effect above moves on once the auth context knows the role.
    } catch (error) {
      fail('password')(error);
    }
  });

  const submitPassword = () => {
    setFailure(null);
    // Only loading the rules can throw here; a failed sign-in is handled above.
    signInWithPassword().catch(fail('password'));
  };

  const signInWithGoogle = async () => {
    setFailure(null);
    setAttempt('google');
    try {
      await (await loadAuth()).googleSignIn();
    } catch (error) {
      fail('google')(error);
    }
  };

  const retry = (failed: Attempt) => (failed === 'password' ? submitPassword() : void signInWithGoogle());

  if (needsRole) {
    return (
      <AuthCard title={t('auth.login.title')}>
        <Suspense fallback={<Spinner size={40} label={t('auth.login.loading')} />}>
          <ChooseRole onChosen={setChosen} onSignedOut={() => setAttempt(null)} />
        </Suspense>
      </AuthCard>
    );
  }

  // Signed in and about to move on. While a session is still being restored the form shows: most
  // people who open this page are signed out, and it is part of the page's first paint.
  if (user && role) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
        <Spinner size={40} label={t('auth.login.checking')} />
      </div>
    );
  }

  const busy = isSubmitting || attempt !== null;
  const passwordPending = isSubmitting || attempt === 'password';
  const emailField = register('email');
  const passwordField = register('password');

  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submitPassword();
        }}
        onFocus={() => void Promise.all([loadRules(), loadAuth()]).catch(() => undefined)}
        className="flex flex-col gap-4"
        aria-label={t('auth.login.form')}
      >
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => retry(failure.attempt) : undefined}>
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
          readOnly={busy}
        />
        <Field
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          required
          {...passwordField}
          error={errors.password?.message}
          readOnly={busy}
        />
        <Link
          to={PATHS.forgotPassword}
          className="self-end text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('auth.login.forgotPassword')}
        </Link>
        <Button type="submit" loading={passwordPending} disabled={busy}>
          {passwordPending ? t('auth.login.pending') : t('auth.login.submit')}
        </Button>
      </Form>

      <OrWithGoogle pending={attempt === 'google'} disabled={busy} onClick={() => void signInWithGoogle()} />

      <p className="mt-6 text-center text-stone-700">
        <Trans
          id="auth.login.register"
          components={{
            // A person sent here from a page (an invite link) comes back to it after signing up too.
            0: <Link to={PATHS.registration} state={from ? { from } : undefined} className={AUTH_LINK} />,
          }}
        />
      </p>
    </AuthCard>
  );
}

/** 'or', then 'Continue with Google', pending while Google's sign-in is under way. */
function OrWithGoogle({ pending, disabled, onClick }: { pending: boolean; disabled: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" />
        {t('auth.login.or')}
        <span className="h-px flex-1 bg-stone-200" />
      </div>

      <Button variant="secondary" className="w-full" onClick={onClick} loading={pending} disabled={disabled}>
        {!pending && <GoogleMark />}
        {pending ? t('auth.login.pending') : t('auth.login.google')}
      </Button>
    </>
  );
}
