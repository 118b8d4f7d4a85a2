import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, TextArea } from '../../components/Field';
import { Form } from '../../components/Form';
import { LENGTH, PASSWORD_MIN } from '../../config/limits.js';
import { PATHS } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { registerDonor } from '../../services/donor-registration';
import { toFailure } from '../../services/errors';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { donorRegistrationSchema } from './schemas';

/**
 * /donor-register: creates a donor account, its role and its donor record, including that (and
 * when) the person agreed to the food-safety policy. Validated on submit with the seed's messages;
 * nothing typed is lost on a mistake or a failure.
 */
export function DonorRegistrationPage() {
  const { refreshRole } = useAuth();
  const navigate = useNavigate();
  const agreeId = useId();
  // No default values: what was typed before the page came alive is taken over as it is.
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(donorRegistrationSchema);
  const password = useWatch({ control, name: 'password' }) ?? '';
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      await registerDonor({
        fullName: data.fullName,
        email: data.email,
        password: data.password,
        phoneNumber: data.phoneNumber,
        address: data.address,
        organizationName: data.organizationName || undefined,
      });
      await refreshRole();
      void navigate(PATHS.donorProfile, { replace: true });
    } catch (error) {
      setFailure(toFailure(error));
    }
  });

  const text = (
    key: 'fullName' | 'email' | 'password' | 'confirmPassword' | 'phoneNumber' | 'organizationName' | 'address',
  ) => ({
    ...register(key),
    error: errors[key]?.message,
    readOnly: isSubmitting,
  });

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-card border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-stone-900">Donor Registration</h1>
        <p className="mt-2 text-stone-700">
          Register once, then offer surplus food to NGOs near you whenever you have it.
        </p>
        <Form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="mt-6 grid gap-4 md:grid-cols-2"
          aria-label="Donor registration"
        >
          {failure && (
            <ErrorAlert
              className="md:col-span-2"
              onRetry={failure.retryable ? () => void onSubmit() : undefined}
              pending={isSubmitting}
            >
              {failure.message}
            </ErrorAlert>
          )}
          <Field
            label="Full Name"
            autoComplete="name"
            maxLength={LENGTH.name}
            className="md:col-span-2"
            {...text('fullName')}
          />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={LENGTH.email}
            className="md:col-span-2"
            {...text('email')}
          />
          <div>
            <Field
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN} characters with a letter and a number. Use only letters, digits and @$!%*?&.`}
              {...text('password')}
            />
            <PasswordStrengthMeter password={password} />
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
            maxLength={LENGTH.name}
            {...text('organizationName')}
          />
          <TextArea
            label="Address"
            autoComplete="street-address"
            rows={3}
            maxLength={LENGTH.address}
            className="md:col-span-2"
            {...text('address')}
          />
          <div className="md:col-span-2">
            <div className="flex items-start gap-3">
              <input
                id={agreeId}
                type="checkbox"
                {...register('agreeToSafety')}
                disabled={isSubmitting}
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
                {errors.agreeToSafety.message}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-3 md:col-span-2">
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? 'Creating account...' : 'Register'}
            </Button>
            <p className="text-center text-stone-700">
              Already registered?{' '}
              <Link
                to={PATHS.login}
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
