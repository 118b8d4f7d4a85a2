import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { Field } from '../../components/Field';
import { DONATION_MEALS, READY_BY_MAX_DAYS } from '../../config/limits.js';
import { PATHS } from '../../config/paths';
import { useAuth, type Role } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { loadDonationDraft, saveDonationDraft } from './donation-draft';
import {
  EMPTY_DONATION,
  MEALS_HINT,
  donationSchema,
  toLocalDateTimeValue,
  type DonationDetails,
  type DonationValues,
} from './donation-schema';

const ONWARD: Record<Exclude<Role, 'donor'>, { to: string; label: string }> = {
  ngo: { to: PATHS.ngoProfile, label: 'Go to your NGO profile' },
  admin: { to: PATHS.admin, label: 'Open the admin dashboard' },
};

interface DonationFormProps {
  /** Called with the checked details; the form stays as typed whatever happens next. */
  onDonate: (details: DonationDetails) => Promise<void>;
  /** A Donate that found a field to fix: an earlier failure no longer applies. */
  onInvalid: () => void;
  /** Why the last Donate did not go through; Retry sends the form again (checked afresh). */
  failure: Failure | null;
  pending: boolean;
}

/**
 * 'Confirm Food Details': what, how much, by when and where. Everything typed is kept for the tab's
 * session as it is typed, so a visitor asked to sign in, a reload or a failed save loses nothing.
 */
export function DonationForm({ onDonate, onInvalid, failure, pending }: DonationFormProps) {
  const { user, role, loading: authLoading } = useAuth();
  const [schema] = useState(() => donationSchema());
  const [draft] = useState<DonationValues>(() => loadDonationDraft() ?? EMPTY_DONATION);
  const [earliest] = useState(() => toLocalDateTimeValue(new Date()));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { defaultValues: draft });

  useEffect(() => {
    const { unsubscribe } = watch((values) => saveDonationDraft({ ...EMPTY_DONATION, ...values }));
    return unsubscribe;
  }, [watch]);

  const submit = handleSubmit(onDonate, onInvalid);

  return (
    <>
      <h2 className="mt-8 text-2xl font-bold text-stone-900">Confirm Food Details</h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-5">
        <Field
          label="PickUp Location"
          placeholder="12 Linking Road, Bandra West, Mumbai"
          autoComplete="street-address"
          error={errors.deliveryLocation?.message}
          {...register('deliveryLocation')}
        />
        <Field
          label="Contact Information"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="9876543210"
          hint="A 10-digit phone number the NGO can call."
          error={errors.phone?.message}
          {...register('phone')}
        />
        {/* No max: where min and max share a year and month, Chromium makes those parts read-only and
            a date typed by keyboard is lost. The schema checks the 7 days, with its message. */}
        <Field
          label="By when can you donate?"
          type="datetime-local"
          min={earliest}
          hint={`Within the next ${READY_BY_MAX_DAYS} days.`}
          error={errors.readyBy?.message}
          {...register('readyBy')}
        />
        <Field
          label="What food is it?"
          placeholder="Rice, dal and chapati"
          error={errors.food?.message}
          {...register('food')}
        />
        <Field
          label="For how many meals?"
          type="number"
          inputMode="numeric"
          min={DONATION_MEALS.min}
          max={DONATION_MEALS.max}
          step={1}
          hint={MEALS_HINT}
          error={errors.meals?.message}
          {...register('meals')}
        />

        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void submit() : undefined} pending={pending || isSubmitting}>
            {failure.message}
          </ErrorAlert>
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
            <Button type="submit" loading={pending || isSubmitting || authLoading}>
              Donate
            </Button>
            {!user && !authLoading && (
              <p className="text-sm text-stone-600">You will be asked to sign in; what you typed is kept.</p>
            )}
          </div>
        )}
      </form>
    </>
  );
}
