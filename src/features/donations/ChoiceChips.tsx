import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// A chip wraps its own text when it is wider than a 390 px phone; 44 px tall at the least.
export const CHIP =
  'inline-flex min-h-11 max-w-full cursor-pointer items-center gap-2 rounded-control border border-stone-300 bg-white text-base text-stone-900 hover:bg-stone-50 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2';
export const CHIP_SIZE = 'px-3 py-2 font-medium';
export const CHIP_LARGE = 'px-4 py-3 font-semibold';
export const CHIP_INPUT = 'h-5 w-5 shrink-0 accent-brand-700';

interface ChoiceChipsProps {
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  type: 'radio' | 'checkbox';
  /** The register() of the field every chip belongs to. */
  field: UseFormRegisterReturn;
  options: { value: string; label: ReactNode }[];
  /** Bigger chips, for the first choice of the record. */
  large?: boolean;
  /** More inside the group, after the chips ('None of these'). */
  after?: ReactNode;
}

/**
 * A question answered by tapping: radio or checkbox chips that wrap on a narrow phone, each at least
 * 44 px tall with its own visible radio or tick (so the choice never rests on colour alone). The
 * hint and the error describe the group and each chip.
 */
export function ChoiceChips({ legend, hint, error, type, field, options, large = false, after }: ChoiceChipsProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-base font-semibold text-stone-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={`${CHIP} ${large ? CHIP_LARGE : CHIP_SIZE}`}>
            <input
              type={type}
              value={option.value}
              {...field}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              className={CHIP_INPUT}
            />
            {option.label}
          </label>
        ))}
      </div>
      {after}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
