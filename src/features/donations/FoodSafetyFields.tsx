import type { ReactNode } from 'react';
import { Field } from '../../components/Field';
import { ALLERGENS, DIETS, FOOD_KINDS, STORAGES } from '../../config/food-safety.js';
import { useT } from '../../i18n';
import { CHIP, CHIP_INPUT, CHIP_SIZE, ChoiceChips } from './ChoiceChips';
import { DietSymbol } from './DietMark';
import { toLocalDateValue } from './datetime-values';
import { safeHours, whenText, windowText, type DonationValues } from './donation-schema';
import { ALLERGEN_LABEL, DIET_LABEL, KIND_LABEL, NO_ALLERGENS, STORAGE_LABEL } from './safety-labels';
import type { DonationFormState } from './useDonationForm';

type FoodSafetyFieldsProps = Pick<DonationFormState, 'f' | 'packaged' | 'safe' | 'kind' | 'storage'> & {
  errors: DonationFormState['errors'];
  vegOnlyNgo: string | null;
  now: Date;
};

/**
 * The food-safety record, as the donor fills it in: what kind of food, its diet, how it is kept,
 * when it was made (or the label's date) and until when it is safe, its use-by and its allergens.
 */
export function FoodSafetyFields({ f, errors, vegOnlyNgo, now, packaged, safe, kind, storage }: FoodSafetyFieldsProps) {
  const t = useT();
  return (
    <>
      <ChoiceChips
        legend={t('foodForm.kind.legend')}
        type="radio"
        large
        field={f.kind}
        error={errors.kind?.message}
        options={FOOD_KINDS.map((value) => ({ value, label: t(KIND_LABEL[value]) }))}
      />

      <ChoiceChips
        legend={t('foodForm.diet.legend')}
        hint={
          vegOnlyNgo !== null
            ? t('foodForm.diet.vegOnly', { ngo: vegOnlyNgo, hasNgo: vegOnlyNgo.trim() ? 'yes' : 'no' })
            : undefined
        }
        type="radio"
        field={f.diet}
        error={errors.diet?.message}
        options={DIETS.map((value) => ({
          value,
          label: (
            <>
              <DietSymbol diet={value} size={20} />
              {t(DIET_LABEL[value])}
            </>
          ),
        }))}
      />

      <ChoiceChips
        legend={t('foodForm.storage.legend')}
        type="radio"
        field={f.storage}
        error={errors.storage?.message}
        options={STORAGES.map((value) => ({ value, label: t(STORAGE_LABEL[value]) }))}
      />

      <div className="grid gap-3">
        {packaged ? (
          <Field
            label={t('foodForm.labelUseBy.label')}
            type="date"
            min={toLocalDateValue(now)}
            hint={t('foodForm.labelUseBy.hint')}
            error={errors.labelUseBy?.message}
            {...f.labelUseBy}
          />
        ) : (
          // No max: with one, Chromium drops a date and time typed by keyboard (measured in the
          // keyboard e2e: the field stayed empty). The schema refuses a time in the future, in words.
          <Field
            label={t('foodForm.preparedAt.label')}
            type="datetime-local"
            error={errors.preparedAt?.message}
            {...f.preparedAt}
          />
        )}
        <SafeLine safe={safe} now={now} kind={kind} storage={storage} />
      </div>

      <Field
        label={t('foodForm.useBy.label')}
        type="datetime-local"
        hint={t('foodForm.useBy.hint')}
        error={errors.useBy?.message}
        {...f.useBy}
      />

      <ChoiceChips
        legend={t('foodForm.allergens.legend')}
        hint={t('foodForm.allergens.hint')}
        type="checkbox"
        field={f.allergens}
        error={errors.allergens?.message}
        options={ALLERGENS.map((value) => ({ value, label: t(ALLERGEN_LABEL[value]) }))}
        after={
          <label className={`${CHIP} ${CHIP_SIZE} mt-3`}>
            <input type="checkbox" {...f.noAllergens} className={CHIP_INPUT} />
            {t(NO_ALLERGENS)}
          </label>
        }
      />
    </>
  );
}

/**
 * Until when the food is safe to eat, as the donor fills in the record: from when it was made and
 * how it is kept (or the label's date), or that it is already past that time. Read out as it changes.
 */
function SafeLine({
  safe,
  now,
  kind,
  storage,
}: {
  safe: Date | null;
  now: Date;
  kind: DonationValues['kind'];
  storage: DonationValues['storage'];
}) {
  const t = useT();
  const hours = kind !== '' && kind !== 'packaged' && storage !== '' ? safeHours(kind, storage) : null;
  let line: ReactNode;
  if (safe && kind === 'packaged') {
    line = t('foodForm.safeUntil.label', { when: whenText(safe, now) });
  } else if (safe && hours !== null && safe.getTime() <= now.getTime()) {
    line = (
      <span className="font-semibold text-red-700">
        {t('foodForm.safeUntil.passed', { window: windowText(hours), storage })}
      </span>
    );
  } else if (safe && hours !== null) {
    line = t('foodForm.safeUntil.made', { when: whenText(safe, now), window: windowText(hours), storage });
  } else {
    line = <span className="text-stone-600">{t('foodForm.safeUntil.pending')}</span>;
  }
  return (
    <p aria-live="polite" className="rounded-control bg-stone-100 px-3 py-2 text-base font-medium text-stone-900">
      {line}
    </p>
  );
}
