import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';
import type { Failure } from '../../lib/failure';
import type { Place } from '../../services/geo';
import { DonateBar } from './DonateBar';
import type { DonationStart } from './donation-start';
import type { DonationDetails } from './donation-schema';
import { FoodSafetyFields } from './FoodSafetyFields';
import { PickupFields } from './PickupFields';
import { SameAsLast } from './SameAsLast';
import { useDonationForm } from './useDonationForm';
import { useNow } from './useNow';

interface DonationFormProps {
  /** Called with the checked details; the form stays as typed whatever happens next. */
  onDonate: (details: DonationDetails) => Promise<void>;
  /** A Donate that found a field to fix: an earlier failure no longer applies. */
  onInvalid: () => void;
  /** Why the last Donate did not go through; Retry sends the form again (checked afresh). */
  failure: Failure | null;
  pending: boolean;
  /**
   * The name of the NGO the food goes to when its profile accepts veg food only: food with egg or
   * meat is refused at the diet, saying why. Null for any other NGO and for an open offer.
   */
  vegOnlyNgo?: string | null;
  /**
   * What a signed-in donor starts from (their last offer, their record): its place, phone and
   * containers fill the fields still empty, and 'Same as last time' offers the last food.
   */
  start?: DonationStart | null;
  /** The photo of the food, after where and when (Donate Food's PhotoField). */
  photo?: ReactNode;
  /** Shown just before Donate, for where the food is now (an open offer's reach). */
  beforeDonate?: (pickup: Place | null) => ReactNode;
}

/**
 * 'Confirm Food Details': what the food is and its food-safety record, how much, by when and where,
 * in the order a donor on a phone fills it in. Everything typed is kept for the tab's session as it
 * is typed, so a visitor asked to sign in, a reload or a failed save loses nothing.
 */
export function DonationForm({
  onDonate,
  onInvalid,
  failure,
  pending,
  vegOnlyNgo = null,
  start = null,
  photo,
  beforeDonate,
}: DonationFormProps) {
  const t = useT();
  const now = useNow(30_000);
  const form = useDonationForm({ onDonate, onInvalid, vegOnlyNgo, start });
  const { f, errors, isSubmitting, submit, repeated, repeatLast, pickup } = form;

  return (
    <>
      <h2 className="mt-8 text-2xl font-bold text-stone-900">{t('donations.form.title')}</h2>
      {start?.last && <SameAsLast last={start.last} done={repeated} onRepeat={repeatLast} />}
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-6">
        <Field
          label={t('donations.form.food.label')}
          placeholder={t('donations.form.food.placeholder')}
          error={errors.food?.message}
          {...f.food}
        />

        <FoodSafetyFields {...form} vegOnlyNgo={vegOnlyNgo} now={now} />

        <PickupFields {...form} />

        {photo}

        {beforeDonate?.(pickup)}

        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void submit() : undefined} pending={pending || isSubmitting}>
            {failure.message}
          </ErrorAlert>
        )}

        <DonateBar pending={pending || isSubmitting} />
      </form>
    </>
  );
}
