import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { msg, useT } from '../../i18n';
import type { AccountType } from './schemas';

const OPTIONS: readonly { value: AccountType; label: string; description: string }[] = [
  {
    value: 'donor',
    label: msg('auth.accountType.donor'),
    description: msg('auth.accountType.donorDescription'),
  },
  { value: 'ngo', label: msg('auth.accountType.ngo'), description: msg('auth.accountType.ngoDescription') },
];

interface AccountTypeFieldProps {
  /** The form's registration of the field (the radios are uncontrolled, as every field is). */
  field: UseFormRegisterReturn;
  /** The choice made so far, for the chosen card's look. */
  value: AccountType | '' | undefined;
  /** Chosen in the page as rendered at build time, before the scripts arrive. */
  preselect?: AccountType | '' | undefined;
  error?: string | undefined;
  /** The group's name; 'Account type' when not given. */
  legend?: string;
  disabled?: boolean;
}

/** Donor or NGO, as a radio group a keyboard can use (arrow keys move between the two). */
export function AccountTypeField({ field, value, preselect, error, legend, disabled }: AccountTypeFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="text-sm font-semibold text-stone-800">{legend ?? t('auth.accountType.legend')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-control border p-3 ${
                checked ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white hover:bg-stone-50'
              }`}
            >
              <input
                id={optionId}
                type="radio"
                {...field}
                value={option.value}
                defaultChecked={preselect === option.value}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={`${optionId}-description`}
                aria-invalid={error ? true : undefined}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span id={`${optionId}-label`} className="block font-semibold text-stone-900">
                  {t(option.label)}
                </span>
                <span id={`${optionId}-description`} className="block text-sm text-stone-600">
                  {t(option.description)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
