import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Field, Select } from '../../components/Field';
import { COUNTRIES, LENGTH } from '../../config/limits.js';
import { INDIA_STATES } from '../../config/india.js';
import { currentLanguage, msg, useT } from '../../i18n';
import type { Country } from '../../services/donors';
import type { DonorProfileValues } from './donor-profile-schema';

/** Each country's name as shown (the stored value stays the English name). */
const COUNTRY_NAMES: Record<Country, string> = {
  India: msg('donors.country.india'),
  Canada: msg('donors.country.canada'),
  Mexico: msg('donors.country.mexico'),
};

type DonorField = 'name' | 'email' | 'phone' | 'country' | 'address' | 'city' | 'state' | 'zip' | 'fssai';

interface DonorFieldsProps {
  /** Each field's register(), made by the form in the order they show. */
  fields: Record<DonorField, UseFormRegisterReturn>;
  errors: FieldErrors<DonorProfileValues>;
  /** The record as it was loaded: a country or state of the earlier app stays a choice. */
  initialValues: DonorProfileValues;
}

/** The donor record's fields: who, how to reach them, and where. */
export function DonorFields({ fields, errors, initialValues }: DonorFieldsProps) {
  const t = useT();
  // FoodBridge works in India; a record of the earlier app from elsewhere keeps its country.
  const countryOptions = COUNTRIES.filter((c) => c === 'India' || c === initialValues.country).map((c) => ({
    value: c,
    label: t(COUNTRY_NAMES[c]),
  }));
  const stateOptions = [
    { value: '', label: t('donors.form.chooseState') },
    // A state written freely in the earlier app stays as it was.
    ...(initialValues.state && !INDIA_STATES.some((s) => s.name === initialValues.state)
      ? [{ value: initialValues.state, label: initialValues.state }]
      : []),
    ...INDIA_STATES.map((s) => ({ value: s.name, label: currentLanguage() === 'hi' ? s.hi : s.name })),
  ];
  return (
    <>
      <Field
        label={t('donors.form.name')}
        autoComplete="name"
        className="md:col-span-2"
        maxLength={LENGTH.name}
        {...fields.name}
        error={errors.name?.message}
      />
      <Field
        label={t('donors.form.email')}
        type="email"
        autoComplete="email"
        maxLength={LENGTH.email}
        {...fields.email}
        error={errors.email?.message}
      />
      <Field
        label={t('donors.form.phone')}
        type="tel"
        autoComplete="tel-national"
        hint={t('donors.form.phoneHint')}
        {...fields.phone}
        error={errors.phone?.message}
      />
      <Select
        label={t('donors.form.country')}
        autoComplete="country-name"
        options={countryOptions}
        {...fields.country}
        error={errors.country?.message}
      />
      <Field
        label={t('donors.form.address')}
        autoComplete="street-address"
        className="md:col-span-2"
        maxLength={LENGTH.address}
        {...fields.address}
        error={errors.address?.message}
      />
      <Field
        label={t('donors.form.city')}
        autoComplete="address-level2"
        maxLength={LENGTH.city}
        {...fields.city}
        error={errors.city?.message}
      />
      <Select
        label={t('donors.form.state')}
        autoComplete="address-level1"
        options={stateOptions}
        {...fields.state}
        error={errors.state?.message}
      />
      <Field
        label={t('donors.form.zip')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={LENGTH.zip}
        hint={t('donors.form.zipHint')}
        {...fields.zip}
        error={errors.zip?.message}
      />
      <Field
        label={t('donors.form.fssai')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        hint={t('donors.form.fssaiHint')}
        {...fields.fssai}
        error={errors.fssai?.message}
      />
    </>
  );
}
