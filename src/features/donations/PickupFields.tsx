import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field, TextArea } from '../../components/Field';
import { CONTAINERS, SAFETY_LIMITS } from '../../config/food-safety.js';
import { DONATION_MEALS, READY_BY_MAX_DAYS } from '../../config/limits.js';
import { msg, useT } from '../../i18n';
import type { Containers } from '../../services/donation-model';
import { LocationField } from '../../components/LocationField';
import { placeFinder } from '../../services/locate';
import { ChoiceChips } from './ChoiceChips';
import { mealsHint } from './donation-schema';
import type { DonationFormState } from './useDonationForm';

/** Who brings the containers, as the donor says it (message ids). */
const CONTAINERS_CHOICE: Record<Containers, string> = {
  donor: msg('foodForm.containers.donor'),
  ngo: msg('foodForm.containers.ngo'),
};

type PickupFieldsProps = Pick<DonationFormState, 'f' | 'errors' | 'control' | 'earliest'>;

/** How much there is, where and by when it is picked up, who to call, the containers and a note. */
export function PickupFields({ f, errors, control, earliest }: PickupFieldsProps) {
  const t = useT();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('donations.form.meals.label')}
          type="number"
          inputMode="numeric"
          min={DONATION_MEALS.min}
          max={DONATION_MEALS.max}
          step={1}
          hint={mealsHint()}
          error={errors.meals?.message}
          {...f.meals}
        />
        <Field
          label={t('foodForm.weight.label')}
          type="number"
          inputMode="decimal"
          min={SAFETY_LIMITS.weightKg.min}
          max={SAFETY_LIMITS.weightKg.max}
          step={0.1}
          hint={t('foodForm.weight.hint')}
          error={errors.weightKg?.message}
          {...f.weightKg}
        />
      </div>

      <Field
        label={t('donations.form.place.label')}
        placeholder={t('donations.form.place.placeholder')}
        autoComplete="street-address"
        error={errors.deliveryLocation?.message}
        {...f.deliveryLocation}
      />
      <PickupPlaceField control={control} error={errors.pickup?.message} />
      <Field
        label={t('donations.form.phone.label')}
        type="tel"
        autoComplete="tel-national"
        placeholder="9876543210"
        hint={t('donations.form.phone.hint')}
        error={errors.phone?.message}
        {...f.phone}
      />
      {/* No max: where min and max share a year and month, Chromium makes those parts read-only and
        a date typed by keyboard is lost. The schema checks the 7 days, with its message. */}
      <Field
        label={t('donations.form.readyBy.label')}
        type="datetime-local"
        min={earliest}
        hint={t('donations.form.readyBy.hint', { count: READY_BY_MAX_DAYS })}
        error={errors.readyBy?.message}
        {...f.readyBy}
      />

      <ChoiceChips
        legend={t('foodForm.containers.legend')}
        type="radio"
        field={f.containers}
        error={errors.containers?.message}
        options={CONTAINERS.map((value) => ({ value, label: t(CONTAINERS_CHOICE[value]) }))}
      />
      <TextArea
        label={t('foodForm.notes.label')}
        hint={t('foodForm.notes.hint', { max: SAFETY_LIMITS.notes })}
        rows={3}
        error={errors.notes?.message}
        {...f.notes}
      />
    </>
  );
}

/**
 * Where the food is picked up (a PIN code, the phone's location or a spot on the map), as a field
 * of any form whose values hold `pickup`: Donate Food's and the regular offer's.
 */
export function PickupPlaceField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  error,
}: {
  control: Control<T, unknown, Out>;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={'pickup' as Path<T>}
      render={({ field }) => (
        <LocationField
          finder={placeFinder}
          legend={t('foodForm.pickup.legend')}
          hint={t('foodForm.pickup.hint')}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          name={field.name}
          error={error}
        />
      )}
    />
  );
}
