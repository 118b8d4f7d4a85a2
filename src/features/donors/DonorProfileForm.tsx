import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, Select } from '../../components/Field';
import { COUNTRIES, LENGTH } from '../../config/limits.js';
import { useZodForm } from '../../lib/forms';
import { createDonor, updateDonor, type DonorInput } from '../../services/donors';
import { toFailure } from '../../services/errors';
import { DONOR_MESSAGES, donorProfileSchema, missingMandatory, type DonorProfileValues } from './donor-profile-schema';

/** How long the success message shows before the next page opens. */
export const SUCCESS_DELAY_MS = 1200;

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: c }));

interface DonorProfileFormProps {
  initialRecordId: string | null;
  initialValues: DonorProfileValues;
  /** The owner written on a new record (a donor's own uid); admins create records without one. */
  ownerUid: string | null;
  isAdmin: boolean;
  onDone: () => void;
}

export function DonorProfileForm({ initialRecordId, initialValues, ownerUid, isAdmin, onDone }: DonorProfileFormProps) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useZodForm(donorProfileSchema, { defaultValues: initialValues });
  const [recordId, setRecordId] = useState(initialRecordId);
  const [bannerOpen, setBannerOpen] = useState(true);
  const [mandatory, setMandatory] = useState(0);
  const [saved, setSaved] = useState<{ id: number; message: string } | null>(null);
  const doneTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(doneTimer.current), []);

  const save = useMutation({
    mutationFn: async (input: DonorInput): Promise<'created' | 'updated'> => {
      if (recordId) {
        await updateDonor(recordId, input);
        return 'updated';
      }
      setRecordId(await createDonor(input, ownerUid ?? undefined));
      return 'created';
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['donor'] });
      void queryClient.invalidateQueries({ queryKey: ['donors'] });
    },
  });

  const clearNotices = () => {
    setMandatory(0);
    setSaved(null);
    save.reset();
  };

  const onValid = async (input: DonorInput) => {
    const typed = getValues();
    // A failure is shown below from the mutation's error; what was typed stays.
    const outcome = await save.mutateAsync(input).catch(() => null);
    if (!outcome) return;
    reset(typed, { keepValues: true });
    setSaved((prev) => ({
      id: (prev?.id ?? 0) + 1,
      message: outcome === 'updated' ? 'Updated successfully!' : 'Profile saved successfully!',
    }));
    doneTimer.current = window.setTimeout(onDone, SUCCESS_DELAY_MS);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isSubmitting || save.isSuccess) return;
    clearNotices();
    // The earlier app's rule, kept word for word: the four main fields come before any other check.
    if (missingMandatory(getValues())) {
      clearErrors();
      setMandatory((n) => n + 1);
      return;
    }
    void handleSubmit(onValid)(event);
  };

  const cancel = () => {
    reset();
    clearNotices();
  };

  const failure = save.isError ? toFailure(save.error) : null;
  // After a save the success message shows until the next page opens; nothing more is sent meanwhile.
  const pending = isSubmitting || save.isSuccess;
  const title = isAdmin ? (recordId ? 'Edit donor record' : 'New donor record') : 'Donor profile';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>

      {bannerOpen && (
        <Alert tone="info" className="mt-6" onDismiss={() => setBannerOpen(false)}>
          This information will be displayed publicly so be careful what you share.
        </Alert>
      )}

      <form noValidate onSubmit={submit} className="mt-6 grid gap-5 md:grid-cols-2">
        <Field
          label="Name"
          autoComplete="name"
          className="md:col-span-2"
          maxLength={LENGTH.name}
          {...register('name')}
          error={errors.name?.message}
        />
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={LENGTH.email}
          {...register('email')}
          error={errors.email?.message}
        />
        <Field
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits"
          {...register('phone')}
          error={errors.phone?.message}
        />
        <Select
          label="Country"
          autoComplete="country-name"
          options={COUNTRY_OPTIONS}
          {...register('country')}
          error={errors.country?.message}
        />
        <Field
          label="Street address"
          autoComplete="street-address"
          className="md:col-span-2"
          maxLength={LENGTH.address}
          {...register('address')}
          error={errors.address?.message}
        />
        <Field
          label="City"
          autoComplete="address-level2"
          maxLength={LENGTH.city}
          {...register('city')}
          error={errors.city?.message}
        />
        <Field
          label="State / Province"
          autoComplete="address-level1"
          maxLength={LENGTH.state}
          {...register('state')}
          error={errors.state?.message}
        />
        <Field
          label="ZIP / Postal code"
          autoComplete="postal-code"
          maxLength={LENGTH.zip}
          {...register('zip')}
          error={errors.zip?.message}
        />

        <div className="md:col-span-2">
          {mandatory > 0 && (
            <ErrorAlert key={mandatory} className="mb-4">
              {DONOR_MESSAGES.mandatory}
            </ErrorAlert>
          )}
          {failure && (
            <ErrorAlert className="mb-4" onRetry={failure.retryable ? () => submit() : undefined} pending={pending}>
              {failure.message}
            </ErrorAlert>
          )}
          {saved && (
            <Alert key={saved.id} tone="success" className="mb-4" onDismiss={() => setSaved(null)}>
              {saved.message}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={cancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}
