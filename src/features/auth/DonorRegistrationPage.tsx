import { useId, useState } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { Field, TextArea } from '../../components/Field';
import { Form } from '../../components/Form';
import { LENGTH, PASSWORD_MIN } from '../../config/limits.js';
import { PATHS } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { registerDonor } from '../../services/donor-registration';
import { toFailure } from '../../services/errors';
import { AUTH_LINK } from './AuthCard';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { donorRegistrationSchema } from './schemas';

/**
 * /donor-register: creates a donor account, its role and its donor record, including that (and
 * when) the person agreed to the food-safety policy. Validated on submit with the seed's messages;
 * nothing typed is lost on a mistake or a failure.
 */
export function DonorRegistrationPage() {
  const t = useT();
  const { refreshRole } = useAuth();
  const navigate = useNavigate();
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
  const fields = {
    fullName: text('fullName'),
    email: text('email'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
    phoneNumber: text('phoneNumber'),
    organizationName: text('organizationName'),
    address: text('address'),
  };
  const agreeField = register('agreeToSafety');

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-card border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-stone-900">{t('auth.donorRegister.title')}</h1>
        <p className="mt-2 text-stone-700">{t('auth.donorRegister.intro')}</p>
        <Form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="mt-6 grid gap-4 md:grid-cols-2"
          aria-label={t('auth.donorRegister.form')}
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
            label={t('auth.donorRegister.fullName')}
            autoComplete="name"
            maxLength={LENGTH.name}
            className="md:col-span-2"
            {...fields.fullName}
          />
          <Field
            label={t('auth.donorRegister.email')}
            type="email"
            autoComplete="email"
            maxLength={LENGTH.email}
            className="md:col-span-2"
            {...fields.email}
          />
          <div>
            <Field
              label={t('auth.field.password')}
              type="password"
              autoComplete="new-password"
              hint={t('auth.field.passwordHint', { min: PASSWORD_MIN })}
              {...fields.password}
            />
            <PasswordStrengthMeter password={password} />
          </div>
          <Field
            label={t('auth.donorRegister.confirmPassword')}
            type="password"
            autoComplete="new-password"
            {...fields.confirmPassword}
          />
          <Field
            label={t('auth.donorRegister.phoneNumber')}
            type="tel"
            autoComplete="tel-national"
            hint={t('auth.donorRegister.phoneHint')}
            maxLength={20}
            {...fields.phoneNumber}
          />
          <Field
            label={t('auth.donorRegister.organizationName')}
            autoComplete="organization"
            maxLength={LENGTH.name}
            {...fields.organizationName}
          />
          <TextArea
            label={t('auth.donorRegister.address')}
            autoComplete="street-address"
            rows={3}
            maxLength={LENGTH.address}
            className="md:col-span-2"
            {...fields.address}
          />
          <SafetyAgreement field={agreeField} disabled={isSubmitting} error={errors.agreeToSafety?.message} />
          <div className="flex flex-col gap-3 md:col-span-2">
            <PrivacyNotice signUp />
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('auth.creatingAccount') : t('auth.donorRegister.submit')}
            </Button>
            <p className="text-center text-stone-700">
              <Trans
                id="auth.donorRegister.signIn"
                components={{ 0: <Link to={PATHS.login} className={AUTH_LINK} /> }}
              />
            </p>
          </div>
        </Form>
      </div>
    </div>
  );
}

/** The food-safety policy's tick box, with its hint and, when it is not ticked on submit, why. */
function SafetyAgreement({
  field,
  disabled,
  error,
}: {
  field: UseFormRegisterReturn;
  disabled: boolean;
  error: string | undefined;
}) {
  const t = useT();
  const agreeId = useId();
  return (
    <div className="md:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={agreeId}
          type="checkbox"
          {...field}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${agreeId}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={agreeId} className="text-stone-800">
          {t('auth.donorRegister.agree')}
        </label>
      </div>
      <p className="ml-8 mt-1 text-sm text-stone-600">{t('auth.donorRegister.agreeHint')}</p>
      {error && (
        <p id={`${agreeId}-error`} className="ml-8 mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
