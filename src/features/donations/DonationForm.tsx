import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { Field } from '../../components/Field';
import { DONATION_MEALS, READY_BY_MAX_DAYS } from '../../config/limits.js';
import { PATHS } from '../../config/paths';
import { msg, useT } from '../../i18n';
import { useAuth, type Role } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { loadDonationDraft, saveDonationDraft } from './donation-draft';
import {
  EMPTY_DONATION,
  donationSchema,
  mealsHint,
  toLocalDateTimeValue,
  type DonationDetails,
  type DonationValues,
} from './donation-schema';

/** Where a signed-in NGO or admin goes instead; labels are message ids (shown with t). */
const ONWARD: Record<Exclude<Role, 'donor'>, { to: string; label: string }> = {
  ngo: { to: PATHS.ngoProfile, label: msg('donations.form.onward.ngo') },
  admin: { to: PATHS.admin, label: msg('donations.form.onward.admin') },
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
  const t = useT();
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
  const placeField = register('deliveryLocation');
  const phoneField = register('phone');
  const readyByField = register('readyBy');
  const foodField = register('food');
  const mealsField = register('meals');

  return (
    <>
      <h2 className="mt-8 text-2xl font-bold text-stone-900">{t('donations.form.title')}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-5">
        <Field
          label={t('donations.form.place.label')}
          placeholder={t('donations.form.place.placeholder')}
          autoComplete="street-address"
          error={errors.deliveryLocation?.message}
          {...placeField}
        />
        <Field
          label={t('donations.form.phone.label')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="9876543210"
          hint={t('donations.form.phone.hint')}
          error={errors.phone?.message}
          {...phoneField}
        />
        {/* No max: where min and max share a year and month, Chromium makes those parts read-only and
            a date typed by keyboard is lost. The schema checks the 7 days, with its message. */}
        <Field
          label={t('donations.form.readyBy.label')}
          type="datetime-local"
          min={earliest}
          hint={t('donations.form.readyBy.hint', { count: READY_BY_MAX_DAYS })}
          error={errors.readyBy?.message}
          {...readyByField}
        />
        <Field
          label={t('donations.form.food.label')}
          placeholder={t('donations.form.food.placeholder')}
          error={errors.food?.message}
          {...foodField}
        />
        <Field
          label={t('donations.form.meals.label')}
          type="number"
          inputMode="numeric"
          min={DONATION_MEALS.min}
          max={DONATION_MEALS.max}
          step={1}
          hint={mealsHint()}
          error={errors.meals?.message}
          {...mealsField}
        />

        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void submit() : undefined} pending={pending || isSubmitting}>
            {failure.message}
          </ErrorAlert>
        )}

        {user && role !== 'donor' && !authLoading ? (
          <Alert tone="info">
            <p className="font-semibold">{t('donations.form.donorsOnly.title')}</p>
            <p className="mt-1">{t('donations.form.donorsOnly.body', { role: role ?? 'none' })}</p>
            {role && (
              <Link to={ONWARD[role].to} className={buttonClasses('link', 'mt-1')}>
                {t(ONWARD[role].label)}
              </Link>
            )}
          </Alert>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={pending || isSubmitting || authLoading}>
              {t('donations.form.submit')}
            </Button>
            {!user && !authLoading && <p className="text-sm text-stone-600">{t('donations.form.signInNote')}</p>}
          </div>
        )}
      </form>
    </>
  );
}
