import { useId, type FormEvent } from 'react';
import { Controller, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Field, Select } from '../../components/Field';
import { LENGTH, MEALS, SERVICE_RADIUS_KM, TIME_SLOTS } from '../../config/limits.js';
import { nameKey } from '../../config/names.js';
import { useT } from '../../i18n';
import type { useZodForm } from '../../lib/forms';
import { isNgoNameFree, ngoNameTakenMessage, type Ngo } from '../../services/ngos';
import { LocationField } from '../../components/LocationField';
import { placeFinder } from '../../services/locate';
import { SLOT_LABELS } from './NgoCard';
import type { ngoProfileSchema } from './ngo-profile-schema';

type ProfileForm = ReturnType<typeof useZodForm<typeof ngoProfileSchema>>;

interface NgoProfileFieldsProps {
  form: Pick<ProfileForm, 'register' | 'control' | 'getValues' | 'setValue' | 'setError'>;
  errors: ProfileForm['formState']['errors'];
  isSubmitted: boolean;
  uid: string;
  existing: Ngo | null;
  /** The signed-in account's email: the profile's email must be it, so it is shown read-only. */
  accountEmail: string | null;
  /** The email the form started with. */
  initialEmail: string;
}

/** The profile's fields: who the NGO is, how to reach it, where it works and what it takes. */
export function NgoProfileFields({
  form: { register, control, getValues, setValue, setError },
  errors,
  isSubmitted,
  uid,
  existing,
  accountEmail,
  initialEmail,
}: NgoProfileFieldsProps) {
  const t = useT();

  /** Asks the server whether another NGO holds the name, as soon as the field is left. */
  const checkName = (value: string) => {
    const typed = value.trim();
    if (!nameKey(typed) || (existing && nameKey(existing.nameOrg) === nameKey(typed))) return;
    isNgoNameFree(uid, typed)
      .then((free) => {
        if (!free && getValues('nameOrg').trim() === typed) {
          setError('nameOrg', { type: 'taken', message: ngoNameTakenMessage(typed) });
        }
      })
      // Only a hint: saving checks again and decides.
      .catch(() => undefined);
  };

  const emailHint = !accountEmail
    ? undefined
    : existing && existing.email !== initialEmail
      ? t('ngoProfile.field.emailHintReplaces', { previous: existing.email || t('ngoProfile.field.emailEmpty') })
      : t('ngoProfile.field.emailHint');
  // Each field's registration, made before the JSX (the text lint reads a string inside a JSX spread as text).
  const fields = {
    nameOrg: register('nameOrg', {
      onBlur: (event: FormEvent<HTMLInputElement>) => checkName(event.currentTarget.value),
    }),
    email: register('email'),
    name: register('name'),
    time: register('time'),
    meals: register('meals'),
    address: register('address'),
    city: register('city'),
    acceptsVegOnly: register('acceptsVegOnly'),
    radiusKm: register('radiusKm', { valueAsNumber: true }),
    whatsapp: register('whatsapp'),
    phone: register('phone'),
    registrationId: register('registrationId'),
  };

  return (
    <>
      <NgoIdentityFields fields={fields} errors={errors} readOnlyEmail={accountEmail !== null} emailHint={emailHint} />
      <NgoWorkFields fields={fields} errors={errors} control={control} setValue={setValue} isSubmitted={isSubmitted} />
    </>
  );
}

type Registered = Record<
  | 'nameOrg'
  | 'email'
  | 'name'
  | 'time'
  | 'meals'
  | 'address'
  | 'city'
  | 'acceptsVegOnly'
  | 'radiusKm'
  | 'whatsapp'
  | 'phone'
  | 'registrationId',
  UseFormRegisterReturn
>;

interface IdentityFieldsProps {
  fields: Registered;
  errors: ProfileForm['formState']['errors'];
  readOnlyEmail: boolean;
  emailHint: string | undefined;
}

/** Who the NGO is and how to reach it: name, email, contact person, phone, pickup time, meals, address. */
function NgoIdentityFields({ fields, errors, readOnlyEmail, emailHint }: IdentityFieldsProps) {
  const t = useT();
  const slotOptions = TIME_SLOTS.map((value) => ({ value, label: t(SLOT_LABELS[value]) }));
  return (
    <>
      <Field
        label={t('ngoProfile.field.nameOrg')}
        autoComplete="organization"
        className="md:col-span-2"
        maxLength={LENGTH.name}
        {...fields.nameOrg}
        error={errors.nameOrg?.message}
      />
      <Field
        label={t('ngoProfile.field.email')}
        type="email"
        autoComplete="email"
        maxLength={LENGTH.email}
        readOnly={readOnlyEmail}
        hint={emailHint}
        {...fields.email}
        error={errors.email?.message}
      />
      <Field
        label={t('ngoProfile.field.name')}
        autoComplete="name"
        maxLength={LENGTH.name}
        {...fields.name}
        error={errors.name?.message}
      />
      <Field
        label={t('ngoProfile.field.phone')}
        hint={t('ngoProfile.field.phoneHint')}
        type="tel"
        autoComplete="tel-national"
        maxLength={20}
        {...fields.phone}
        error={errors.phone?.message}
      />
      <Select
        label={t('ngoProfile.field.time')}
        hint={t('ngoProfile.field.timeHint')}
        options={slotOptions}
        {...fields.time}
        error={errors.time?.message}
      />
      <Field
        label={t('ngoProfile.field.meals')}
        type="number"
        inputMode="numeric"
        min={MEALS.min}
        max={MEALS.max}
        step={1}
        {...fields.meals}
        error={errors.meals?.message}
      />
      <Field
        label={t('ngoProfile.field.address')}
        autoComplete="street-address"
        className="md:col-span-2"
        maxLength={LENGTH.address}
        {...fields.address}
        error={errors.address?.message}
      />
      <Field
        label={t('ngoProfile.field.city')}
        autoComplete="address-level2"
        maxLength={LENGTH.city}
        {...fields.city}
        error={errors.city?.message}
      />
    </>
  );
}

interface WorkFieldsProps extends Pick<ProfileForm, 'control' | 'setValue'> {
  fields: Registered;
  errors: ProfileForm['formState']['errors'];
  isSubmitted: boolean;
}

/** Where the NGO works and how far it collects, its WhatsApp, registration ID and whether it takes veg food only. */
function NgoWorkFields({ fields, errors, control, setValue, isSubmitted }: WorkFieldsProps) {
  const t = useT();
  const vegOnlyId = useId();
  const [radiusKm, zip = ''] = useWatch({ control, name: ['radiusKm', 'zip'] });
  return (
    <>
      {/* One PIN code: the address's, which also sets where the NGO works unless it sets another spot. */}
      <div className="md:col-span-2">
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <LocationField
              finder={placeFinder}
              legend={t('ngoProfile.field.place')}
              hint={t('ngoProfile.field.placeHint')}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              pinText={{ value: zip, onChange: (text) => setValue('zip', text, { shouldValidate: isSubmitted }) }}
              error={errors.zip?.message ?? errors.location?.message}
            />
          )}
        />
      </div>
      <Field
        label={t('ngoProfile.field.radius', { km: Number.isFinite(radiusKm) ? radiusKm : SERVICE_RADIUS_KM.default })}
        hint={t('ngoProfile.field.radiusHint')}
        type="range"
        min={SERVICE_RADIUS_KM.min}
        max={SERVICE_RADIUS_KM.max}
        step={1}
        {...fields.radiusKm}
        error={errors.radiusKm?.message}
      />
      <Field
        label={t('ngoProfile.field.whatsapp')}
        hint={t('ngoProfile.field.whatsappHint')}
        type="tel"
        autoComplete="tel-national"
        maxLength={20}
        {...fields.whatsapp}
        error={errors.whatsapp?.message}
      />
      <Field
        label={t('ngoProfile.field.registrationId')}
        hint={t('ngoProfile.field.registrationIdHint')}
        autoComplete="off"
        maxLength={LENGTH.registrationId}
        {...fields.registrationId}
        error={errors.registrationId?.message}
      />
      <div className="md:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={vegOnlyId}
            type="checkbox"
            aria-describedby={`${vegOnlyId}-hint`}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            {...fields.acceptsVegOnly}
          />
          <label htmlFor={vegOnlyId} className="font-semibold text-stone-800">
            {t('ngoProfile.field.vegOnly')}
          </label>
        </div>
        <p id={`${vegOnlyId}-hint`} className="ml-8 mt-1 text-sm text-stone-600">
          {t('ngoProfile.field.vegOnlyHint')}
        </p>
      </div>
    </>
  );
}
