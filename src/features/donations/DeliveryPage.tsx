import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth, type Role } from '../../lib/auth-context';
import { formatDateTime } from '../../lib/dates';
import { Alert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { Field, fieldBinder } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { useLoad } from '../../components/useLoad';
import { createDonation, type DonationInput } from '../../services/donations';
import { friendlyError } from '../../services/errors';
import { getNgo } from '../../services/ngos';
import illustration from './donate-illustration.svg';
import { clearDonationDraft, loadDonationDraft, saveDonationDraft } from './donation-draft';
import {
  EMPTY_DONATION,
  parseDonation,
  toLocalDateTimeValue,
  type DonationErrors,
  type DonationValues,
} from './donation-schema';

/** The NGO a card passes along as navigation state, so its name shows before it is loaded. */
function ngoFromState(state: unknown): { id: string; nameOrg: string } | null {
  if (typeof state !== 'object' || state === null || !('ngo' in state)) return null;
  const ngo = (state as { ngo: unknown }).ngo;
  if (typeof ngo !== 'object' || ngo === null) return null;
  const { id, nameOrg } = ngo as { id?: unknown; nameOrg?: unknown };
  return typeof id === 'string' && id ? { id, nameOrg: typeof nameOrg === 'string' ? nameOrg : '' } : null;
}

const ONWARD: Record<Exclude<Role, 'donor'>, { to: string; label: string }> = {
  ngo: { to: '/ngoProfile', label: 'Go to your NGO profile' },
  admin: { to: '/adminPage', label: 'Open the admin dashboard' },
};

export function DeliveryPage() {
  const { user, role, loading: authLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const stateNgo = ngoFromState(location.state);
  const ngoId = params.get('ngo')?.trim() || stateNgo?.id || '';

  const [values, setValues] = useState<DonationValues>(() => loadDonationDraft() ?? EMPTY_DONATION);
  const [errors, setErrors] = useState<DonationErrors>({});
  const [submitError, setSubmitError] = useState<{ message: string; canRetry: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [earliest] = useState(() => toLocalDateTimeValue(new Date()));
  const radioId = useId();
  // 'any' sends an open offer (ngoId null) to every verified NGO; ?to=any starts with it chosen.
  const [target, setTarget] = useState<'ngo' | 'any'>(() => (params.get('to') === 'any' ? 'any' : 'ngo'));
  const formRef = useRef<HTMLFormElement>(null);

  // The NGO named in the address, read from Firestore (the card's state only gives its name early).
  const [ngoLoad, retryNgo] = useLoad(ngoId || null, getNgo);
  const ngo = ngoLoad.status === 'ready' ? ngoLoad.data : null;
  const ngoName = ngo?.nameOrg || (stateNgo?.id === ngoId ? stateNgo.nameOrg : '') || '';

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set = (field: keyof DonationValues) => (value: string) => {
    setValues((prev) => {
      const next = { ...prev, [field]: value };
      saveDonationDraft(next);
      return next;
    });
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const bind = fieldBinder(values, errors, set);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitError(null);
    const parsed = parseDonation(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    const open = target === 'any';
    if (!open && !ngoId) {
      setSubmitError({
        message: 'Please choose the NGO that should receive your food first, or choose ‘Any NGO near me’.',
        canRetry: false,
      });
      return;
    }
    if (!user) {
      // Signed out: keep what was typed and come back here after signing in.
      saveDonationDraft(values);
      const back = new URLSearchParams();
      if (ngoId) back.set('ngo', ngoId);
      if (open) back.set('to', 'any');
      navigate('/login', { state: { from: `/delivery?${back.toString()}` } });
      return;
    }
    if (role !== 'donor') return;
    if (open) {
      await save(
        { ngoId: null, ngoName: '', ...parsed.data },
        'Thank you! Your donation was offered to every verified NGO. The first to accept it will pick it up.',
      );
      return;
    }
    if (!ngo) {
      setSubmitError({
        message:
          ngoLoad.status === 'loading'
            ? 'The NGO is still loading. Please try again in a moment.'
            : ngoLoad.status === 'error'
              ? ngoLoad.message
              : 'We could not find that NGO. It may have been removed — please choose one from the list.',
        canRetry: ngoLoad.status !== 'ready',
      });
      return;
    }
    await save(
      { ngoId: ngo.id, ngoName: ngo.nameOrg, ...parsed.data },
      `Thank you! Your donation was offered to ${ngo.nameOrg || 'the NGO'}.`,
    );
  };

  const save = async (input: Omit<DonationInput, 'donorUid' | 'donorName' | 'time'>, thanks: string) => {
    if (!user) return;
    setPending(true);
    try {
      await createDonation({ ...input, time: formatDateTime(input.readyBy), donorUid: user.uid, donorName: user.displayName ?? '' });
      clearDonationDraft();
      navigate('/', { state: { flash: thanks } });
    } catch (error) {
      setSubmitError({ message: `${friendlyError(error)} What you typed is kept.`, canRetry: true });
      setPending(false);
    }
  };

  const chooseTarget = (next: 'ngo' | 'any') => {
    setTarget(next);
    setSubmitError(null);
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">Donate Food</h1>
      <img src={illustration} alt="" width={240} height={160} className="mt-6 h-auto w-48 md:w-60" />

      <section
        aria-labelledby="donation-ngo"
        className="mt-6 rounded-card border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id="donation-ngo" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
          Your food goes to
        </h2>
        <fieldset className="mt-3 grid gap-4">
          <legend className="sr-only">Send this offer to</legend>
          <div className="flex items-start gap-3">
            <input
              id={`${radioId}-ngo`}
              type="radio"
              name={radioId}
              value="ngo"
              checked={target === 'ngo'}
              onChange={() => chooseTarget('ngo')}
              aria-describedby={ngo?.ownerUid === null ? `${radioId}-ngo-note` : undefined}
              className="mt-1.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <div className="min-w-0 flex-1">
              <label htmlFor={`${radioId}-ngo`} className="text-xl font-bold text-stone-900">
                {ngoId ? ngo?.nameOrg || ngoName || 'The NGO you chose' : 'An NGO you choose'}
              </label>
              {!ngoId && (
                <div className="mt-1">
                  <p className="text-lg text-stone-800">You have not chosen an NGO yet.</p>
                  <Link to="/ngoList" className={buttonClasses('primary', 'mt-3')}>
                    Choose an NGO
                  </Link>
                </div>
              )}
              {ngoId && ngoLoad.status === 'loading' && (
                <div className="mt-1">
                  <Spinner size={20} label="Loading the NGO" className="text-brand-700" />
                </div>
              )}
              {ngoLoad.status === 'error' && (
                <Alert
                  tone="error"
                  className="mt-2"
                  action={
                    <Button variant="secondary" onClick={retryNgo}>
                      Retry
                    </Button>
                  }
                >
                  We could not load this NGO. {ngoLoad.message}
                </Alert>
              )}
              {ngoLoad.status === 'ready' && !ngo && (
                <div className="mt-1">
                  <p className="text-lg text-stone-800">We could not find that NGO. It may have been removed.</p>
                  <Link to="/ngoList" className={buttonClasses('primary', 'mt-3')}>
                    Choose an NGO
                  </Link>
                </div>
              )}
              {ngo && (
                <div className="mt-1">
                  <p className="text-stone-700">
                    {[ngo.address, ngo.city].filter(Boolean).join(', ')}
                    {ngo.time && ` · ${ngo.time}`}
                  </p>
                  {ngo.ownerUid === null && (
                    <p
                      id={`${radioId}-ngo-note`}
                      className="mt-2 rounded-control border border-saffron-300 bg-saffron-50 px-3 py-2 text-stone-900"
                    >
                      {ngo.nameOrg || 'This NGO'} has no FoodBridge account yet, so no one there can accept your offer
                      in the app.{' '}
                      {ngo.email ? (
                        <>
                          Write to{' '}
                          <a href={`mailto:${ngo.email}`} className="font-semibold text-brand-800 underline">
                            {ngo.email}
                          </a>{' '}
                          to arrange the pickup, or choose Any NGO near me.
                        </>
                      ) : (
                        'Contact them to arrange the pickup, or choose Any NGO near me.'
                      )}
                    </p>
                  )}
                  <Link to="/ngoList" className={buttonClasses('link', 'mt-1')}>
                    Choose another NGO
                  </Link>
                </div>
              )}
            </div>
          </div>
          <div className="flex items-start gap-3">
            <input
              id={`${radioId}-any`}
              type="radio"
              name={radioId}
              value="any"
              checked={target === 'any'}
              onChange={() => chooseTarget('any')}
              aria-describedby={`${radioId}-any-hint`}
              className="mt-1.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <div className="min-w-0 flex-1">
              <label htmlFor={`${radioId}-any`} className="text-xl font-bold text-stone-900">
                Any NGO near me
              </label>
              <p id={`${radioId}-any-hint`} className="mt-1 text-stone-700">
                An open offer: every verified NGO on FoodBridge sees it, and the first to accept picks it up.
              </p>
            </div>
          </div>
        </fieldset>
      </section>

      <h2 className="mt-8 text-2xl font-bold text-stone-900">Confirm Food Details</h2>
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-5">
        <Field
          label="PickUp Location"
          placeholder="12 Linking Road, Bandra West, Mumbai"
          autoComplete="street-address"
          {...bind('deliveryLocation')}
        />
        <Field
          label="Contact Information"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="9876543210"
          hint="A 10-digit phone number the NGO can call."
          {...bind('phone')}
        />
        <Field label="By when can you donate?" type="datetime-local" min={earliest} {...bind('readyBy')} />
        <Field label="What food is it?" placeholder="Rice, dal and chapati" {...bind('food')} />
        <Field
          label="For how many meals?"
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          step={1}
          {...bind('meals')}
        />

        {submitError && (
          <Alert
            tone="error"
            action={
              submitError.canRetry ? (
                <Button variant="secondary" onClick={() => void submit()}>
                  Retry
                </Button>
              ) : undefined
            }
          >
            {submitError.message}
          </Alert>
        )}

        {user && role !== 'donor' && !authLoading ? (
          <Alert tone="info">
            <p className="font-semibold">Only donor accounts can donate.</p>
            <p className="mt-1">
              You are signed in with {role === 'ngo' ? 'an NGO' : role === 'admin' ? 'an admin' : 'an'} account. To
              offer food, sign in with a donor account.
            </p>
            {role && (
              <Link to={ONWARD[role].to} className={buttonClasses('link', 'mt-1')}>
                {ONWARD[role].label}
              </Link>
            )}
          </Alert>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={pending || authLoading}>
              Donate
            </Button>
            {!user && !authLoading && (
              <p className="text-sm text-stone-600">You will be asked to sign in; what you typed is kept.</p>
            )}
          </div>
        )}
      </form>
    </div>
  );
}
