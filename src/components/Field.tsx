import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

// accent-brand-700: a slider (and any tick or dot drawn by the browser) in the design's green, not the browser's blue.
const CONTROL =
  'mt-1 block accent-brand-700 w-full rounded-control border bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40';

interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (ids: {
    id: string;
    describedBy: string | undefined;
    invalid: boolean;
    controlClass: string;
    /** All of the above as a control's props, for a plain input, textarea or select. */
    control: ControlProps;
  }) => ReactNode;
}

interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string;
}

/** Label, hint and error for one control; the error is bound with aria-describedby. */
export function FieldShell({ label, hint, error, className = '', children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);
  const controlClass = `${CONTROL} ${error ? 'border-red-600' : 'border-stone-300'}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({
        id,
        describedBy,
        invalid,
        controlClass,
        control: { id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, className: controlClass },
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: ReactNode; hint?: ReactNode; error?: string | undefined; className?: string };

export function Field({ label, hint, error, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {({ control }) => <input {...control} {...input} />}
    </FieldShell>
  );
}

export function TextArea({
  label,
  hint,
  error,
  className,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {({ control }) => <textarea {...control} {...input} />}
    </FieldShell>
  );
}

export function Select({
  label,
  hint,
  error,
  className,
  options,
  ...input
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {({ control }) => (
        <select {...control} {...input}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
