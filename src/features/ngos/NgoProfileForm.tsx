import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, Select } from '../../components/Field';
import type { FlashState } from '../../components/FlashMessage';
import { LENGTH, MEALS, TIME_SLOTS } from '../../config/limits.js';
import { PATHS } from '../../config/paths';
import { useZodForm } from '../../lib/forms';
import { friendlyError, toFailure } from '../../services/errors';
import { saveMyNgo, type Ngo, type NgoInput } from '../../services/ngos';
import { uploadLogo } from '../../services/storage';
import { LogoField, useLogoChoice } from './LogoField';
import { ngoProfileSchema, type NgoProfileValues } from './ngo-profile-schema';

const SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

type Notice = { tone: 'success' | 'info'; message: string };

interface SaveRequest {
  data: Omit<NgoInput, 'imageUrl'>;
  logo: File | null;
}

interface NgoProfileFormProps {
  uid: string;
  /** The saved profile, or null when the NGO has none yet (the form then creates it). */
  existing: Ngo | null;
  initialValues: NgoProfileValues;
}

export function NgoProfileForm({ uid, existing, initialValues }: NgoProfileFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(ngoProfileSchema, { defaultValues: initialValues });
  const logo = useLogoChoice();
  const logoInput = useRef<HTMLInputElement>(null);
  const [savedImageUrl, setSavedImageUrl] = useState(existing?.imageUrl ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ id: number; notice: Notice } | null>(null);
  // A logo uploaded before a save that failed is not uploaded again when the save is retried.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const save = useMutation({
    mutationFn: async ({ data, logo: file }: SaveRequest) => {
      let imageUrl = savedImageUrl;
      let uploadFailure: string | null = null;
      if (file && uploaded.current?.file === file) {
        imageUrl = uploaded.current.url;
      } else if (file) {
        setProgress(0);
        try {
          imageUrl = await uploadLogo(file, setProgress);
          uploaded.current = { file, url: imageUrl };
        } catch (error) {
          // The profile is still saved, with the logo it had; the person is told why the new one is not there.
          uploadFailure = friendlyError(error);
        } finally {
          setProgress(null);
        }
      }
      const outcome = await saveMyNgo(uid, { ...data, imageUrl });
      return { outcome, imageUrl, uploadFailure };
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['ngo', uid] });
      void queryClient.invalidateQueries({ queryKey: ['ngos'] });
    },
  });

  const show = (next: Notice | null) => setNotice((prev) => (next ? { id: (prev?.id ?? 0) + 1, notice: next } : null));

  const onValid = async (data: SaveRequest['data']) => {
    show(null);
    if (logo.error) {
      logoInput.current?.focus();
      return;
    }
    const typed = getValues();
    // A failure is shown below from the mutation's error; what was typed stays.
    const result = await save.mutateAsync({ data, logo: logo.file }).catch(() => null);
    if (!result) return;
    const warning = result.uploadFailure
      ? `Your profile was saved, but the logo could not be uploaded: ${result.uploadFailure}`
      : null;
    if (result.outcome === 'created') {
      const state: FlashState = warning
        ? { flash: warning, flashTone: 'info' }
        : { flash: 'Your NGO profile was created. Donors can now find it here.' };
      navigate(PATHS.ngoList, { state });
      return;
    }
    // What was saved is now what Cancel goes back to.
    reset(typed, { keepValues: true });
    setSavedImageUrl(result.imageUrl);
    if (!result.uploadFailure) logo.clear();
    show(warning ? { tone: 'info', message: warning } : { tone: 'success', message: 'Updated successfully!' });
  };
  const onInvalid = () => {
    show(null);
    save.reset();
  };
  const submit = (event?: FormEvent) => handleSubmit(onValid, onInvalid)(event);

  const cancel = () => {
    reset();
    logo.clear();
    show(null);
    save.reset();
  };

  const failure = save.isError ? toFailure(save.error) : null;
  const pending = isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-5 md:grid-cols-2">
      <LogoField ref={logoInput} choice={logo} savedUrl={savedImageUrl} progress={progress} />

      <Field
        label="Name of Organization"
        autoComplete="organization"
        className="md:col-span-2"
        maxLength={LENGTH.name}
        {...register('nameOrg')}
        error={errors.nameOrg?.message}
      />
      <Field
        label="Email address of Organization"
        type="email"
        autoComplete="email"
        maxLength={LENGTH.email}
        {...register('email')}
        error={errors.email?.message}
      />
      <Field
        label="Name of Person"
        autoComplete="name"
        maxLength={LENGTH.name}
        {...register('name')}
        error={errors.name?.message}
      />
      <Select
        label="Time"
        hint="When you collect food."
        options={SLOT_OPTIONS}
        {...register('time')}
        error={errors.time?.message}
      />
      <Field
        label="Number of Meals"
        type="number"
        inputMode="numeric"
        min={MEALS.min}
        max={MEALS.max}
        step={1}
        {...register('meals')}
        error={errors.meals?.message}
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
        label="ZIP / Postal code"
        autoComplete="postal-code"
        maxLength={LENGTH.zip}
        {...register('zip')}
        error={errors.zip?.message}
      />

      <div className="md:col-span-2">
        {failure && (
          <ErrorAlert className="mb-4" onRetry={failure.retryable ? () => void submit() : undefined} pending={pending}>
            Your profile was not saved. {failure.message} What you typed is kept.
          </ErrorAlert>
        )}
        {notice && (
          <Alert key={notice.id} tone={notice.notice.tone} className="mb-4" onDismiss={() => setNotice(null)}>
            {notice.notice.message}
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={cancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {existing ? 'Update' : 'Create'}
          </Button>
        </div>
      </div>
    </form>
  );
}
