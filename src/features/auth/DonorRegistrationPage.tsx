import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, TextArea } from '../../components/Field';
import { useAuth } from '../../lib/auth-context';
import { registerDonor } from '../../services/donor-registration';
import { friendlyError, isRetryable } from '../../services/errors';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { donorRegistrationSchema, fieldErrors, LIMITS, type DonorRegistrationForm, type FieldErrors } from './schemas';
import { Form } from '../../components/Form';

type Key = keyof DonorRegistrationForm;

const EMPTY: DonorRegistrationForm = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  organizationName: '',
  address: '',
  agreeToSafety: false,
};

const ORDER: readonly Key[] = [
  'fullName',
  'email',
  'password',
  'confirmPassword',
  'phoneNumber',
  'organizationName',
  'address',
  'agreeToSafety',
];

function validate(form: DonorRegistrationForm) {
  const parsed = donorRegistrationSchema.safeParse({
    ...form,
    organizationName: form.organizationName.trim() ? form.organizationName : undefined,
  });
  return parsed.success
    ? { data: parsed.data, errors: {} }
    : { data: undefined, errors: fieldErrors<Key>(parsed.error) };
}

/**
 * /donor-register: creates a donor account, its role and its donor record, including that (and
 * when) the person agreed to the food-safety policy. Validated on submit with the seed's messages;
 * nothing typed is lost on a mistake or a failure.
 */
export function DonorRegistrationPage() {
  const { refreshRole } = useAuth();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const agreeId = useId();
  const [form, setForm] = useState<DonorRegistrationForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(null);

  const set = <K extends Key>(key: K, value: DonorRegistrationForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    // After the first submit, messages follow the corrections as they are typed.
    if (submitted) setErrors(validate(next).errors);
  };

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    const { data, errors: found } = validate(form);
    setErrors(found);
    if (!data) {
      const first = ORDER.find((key) => found[key]);
      const control = first ? formRef.current?.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setPending(true);
    try {
      await registerDonor({
        fullName: data.fullName,
        email: data.email,
        password: data.password,
        phoneNumber: data.phoneNumber,
        address: data.address,
        organizationName: data.organizationName,
      });
      await refreshRole();
      void navigate('/donorProfile', { replace: true });
    } catch (error) {
      setFailure({ message: friendlyError(error), retryable: isRetryable(error) });
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const text = (key: Exclude<Key, 'agreeToSafety'>) => ({
    name: key,
    value: form[key],
    error: errors[key],
    readOnly: pending,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-card border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-stone-900">Donor Registration</h1>
        <p className="mt-2 text-stone-700">
          Register once, then offer surplus food to NGOs near you whenever you have it.
        </p>
        <Form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          className="mt-6 grid gap-4 md:grid-cols-2"
          aria-label="Donor registration"
        >
          {failure && (
            <ErrorAlert
              className="md:col-span-2"
              onRetry={failure.retryable ? () => void submit() : undefined}
              pending={pending}
            >
              {failure.message}
            </ErrorAlert>
          )}
          <Field
            label="Full Name"
            autoComplete="name"
            maxLength={LIMITS.name}
            className="md:col-span-2"
            {...text('fullName')}
          />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            className="md:col-span-2"
            {...text('email')}
          />
          <div>
            <Field
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters with a letter and a number. Use only letters, digits and @$!%*?&."
              {...text('password')}
            />
            <PasswordStrengthMeter password={form.password} />
          </div>
          <Field label="Confirm Password" type="password" autoComplete="new-password" {...text('confirmPassword')} />
          <Field
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            hint="10 digits"
            maxLength={15}
            {...text('phoneNumber')}
          />
          <Field
            label="Organization Name (optional)"
            autoComplete="organization"
            maxLength={LIMITS.organizationName}
            {...text('organizationName')}
          />
          <TextArea
            label="Address"
            autoComplete="street-address"
            rows={3}
            maxLength={LIMITS.address}
            className="md:col-span-2"
            {...text('address')}
          />
          <div className="md:col-span-2">
            <div className="flex items-start gap-3">
              <input
                id={agreeId}
                name="agreeToSafety"
                type="checkbox"
                checked={form.agreeToSafety}
                disabled={pending}
                onChange={(event) => set('agreeToSafety', event.target.checked)}
                aria-invalid={errors.agreeToSafety ? true : undefined}
                aria-describedby={errors.agreeToSafety ? `${agreeId}-error` : undefined}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={agreeId} className="text-stone-800">
                I agree to the Food Safety Policy
              </label>
            </div>
            <p className="ml-8 mt-1 text-sm text-stone-600">
              Food you offer is fresh, stored safely and labelled with anything people may be allergic to.
            </p>
            {errors.agreeToSafety && (
              <p id={`${agreeId}-error`} className="ml-8 mt-1 text-sm font-medium text-red-700">
                {errors.agreeToSafety}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-3 md:col-span-2">
            <Button type="submit" loading={pending}>
              {pending ? 'Creating account...' : 'Register'}
            </Button>
            <p className="text-center text-stone-700">
              Already registered?{' '}
              <Link
                to="/login"
                className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                Sign in
              </Link>
            </p>
          </div>
        </Form>
      </div>
    </div>
  );
}
