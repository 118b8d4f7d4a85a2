import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/Field';
import { VEHICLES } from '../../config/limits.js';
import { LANGUAGES, msg, useT } from '../../i18n';
import type { Vehicle } from '../../services/team';
import type { MemberValues } from './member-schema';

const LANGUAGE_LABEL: Record<(typeof LANGUAGES)[number], string> = {
  en: msg('team.form.language.en'),
  hi: msg('team.form.language.hi'),
};

export const VEHICLE_LABEL: Record<Vehicle, string> = {
  twoWheeler: msg('team.vehicle.twoWheeler'),
  car: msg('team.vehicle.car'),
  none: msg('team.vehicle.none'),
};

const CHOICE =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-stone-300 bg-white px-3 py-2 font-medium text-stone-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600';

/** A member's profile fields: name, phone, the languages they speak, what they can carry food on. */
export function MemberFields({ form }: { form: UseFormReturn<MemberValues, unknown, unknown> }) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = form;
  const group = (legend: string, error: string | undefined, choices: React.ReactNode) => (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="text-base font-semibold text-stone-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{choices}</div>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
  return (
    <>
      <Field label={t('team.form.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <Field
        label={t('team.form.phone')}
        type="tel"
        autoComplete="tel-national"
        hint={t('team.form.phoneHint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      {group(
        t('team.form.languages'),
        errors.languages?.message,
        LANGUAGES.map((language) => (
          <label key={language} className={CHOICE}>
            <input type="checkbox" value={language} className="h-5 w-5 accent-brand-700" {...register('languages')} />
            {t(LANGUAGE_LABEL[language])}
          </label>
        )),
      )}
      {group(
        t('team.form.vehicle'),
        errors.vehicle?.message,
        VEHICLES.map((vehicle) => (
          <label key={vehicle} className={CHOICE}>
            <input type="radio" value={vehicle} className="h-5 w-5 accent-brand-700" {...register('vehicle')} />
            {t(VEHICLE_LABEL[vehicle])}
          </label>
        )),
      )}
    </>
  );
}
