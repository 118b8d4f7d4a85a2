import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field, Select } from '../../components/Field';
import type { FlashState } from '../../components/FlashMessage';
import { LENGTH, MEALS, TIME_SLOTS } from '../../config/limits.js';
import { nameKey } from '../../config/names.js';
import { PATHS } from '../../config/paths';
import { useZodForm } from '../../lib/forms';
import { friendlyError, toFailure } from '../../services/errors';
import {
  clearsVerification,
  isNgoNameFree,
  ngoNameTakenMessage,
  NgoNameTakenError,
  NgoReverifyError,
  saveMyNgo,
  type Ngo,
  type NgoInput,
} from '../../services/ngos';
import { uploadLogo } from '../../services/storage';
import { LogoField, LogoLocked, useLogoChoice } from './LogoField';
import { ngoProfileSchema, type NgoProfileValues } from './ngo-profile-schema';

const SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

/** Said before a save that takes the verified badge away, and beside the fields while it would. */
export const REVERIFY_WARNING =
  'Changing your name, email or address clears your verified badge until an admin checks it again.';

type Notice = { tone: 'success' | 'info'; message: string };
type ProfileData = Omit<NgoInput, 'imageUrl'>;

interface SaveRequest {
  data: ProfileData;
  logo: File | null;
  /** The person agreed that this save clears the verified badge. */
  confirmUnverify: boolean;
}

interface NgoProfileFormProps {
  uid: string;
  /** The saved profile, or null when the NGO has none yet (the form then creates it). */
  existing: Ngo | null;
  /** The signed-in account's email: the profile's email must be it, so it is shown read-only. */
  accountEmail: string | null;
  initialValues: NgoProfileValues;
}

/** What the identity fields hold right now, as the schema will save them (trimmed). */
function useIdentity(control: ReturnType<typeof useZodForm<typeof ngoProfileSchema>>['control']) {
  const [nameOrg = '', email = '', address = '', city = '', zip = ''] = useWatch({
    control,
    name: ['nameOrg', 'email', 'address', 'city', 'zip'],
  });
  return { nameOrg: nameOrg.trim(), email: email.trim(), address: address.trim(), city: city.trim(), zip: zip.trim() };
}

export function NgoProfileForm({ uid, existing, accountEmail, initialValues }: NgoProfileFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(ngoProfileSchema, { defaultValues: initialValues });
  const logo = useLogoChoice();
  const logoInput = useRef<HTMLInputElement>(null);
  const [savedImageUrl, setSavedImageUrl] = useState(existing?.imageUrl ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ id: number; notice: Notice } | null>(null);
  // The checked data waiting for the person to agree that saving it clears the verified badge.
  const [asking, setAsking] = useState<ProfileData | null>(null);
  // A logo uploaded before a save that failed is not uploaded again when the save is retried.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const identity = useIdentity(control);
  const unverifies = clearsVerification(existing, identity);
  // Storage accepts logos only from verified NGOs (storage.rules).
  const canUploadLogo = existing?.verified === true;

  const save = useMutation({
    mutationFn: async ({ data, logo: file, confirmUnverify }: SaveRequest) => {
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
      const outcome = await saveMyNgo(uid, { ...data, imageUrl }, { confirmUnverify });
      return { outcome, imageUrl, uploadFailure, unverified: confirmUnverify };
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['ngo', uid] });
      void queryClient.invalidateQueries({ queryKey: ['ngos'] });
    },
  });

  const show = (next: Notice | null) => setNotice((prev) => (next ? { id: (prev?.id ?? 0) + 1, notice: next } : null));

  /** Asks the server whether another NGO holds the name, as soon as the field is left. */
  const checkName = (value: string) => {
    const typed = value.trim();
    if (!nameKey(typed) || (existing && nameKey(existing.nameOrg) === nameKey(typed))) return;
    isNgoNameFree(uid, typed)
      .then((free) => {
        if (!free && getValues('nameOrg').trim() === typed) {
          setError('nameOrg', { type: 'taken', message: ngoNameTakenMessage(typed) });
        }
      })
      // Only a hint: saving checks again and decides.
      .catch(() => undefined);
  };

  const run = async (data: ProfileData, confirmUnverify: boolean) => {
    const typed = getValues();
    const result = await save.mutateAsync({ data, logo: logo.file, confirmUnverify }).catch((error: unknown) => {
      // Answers that belong to a field or a question, not to the error box; what was typed stays.
      if (error instanceof NgoNameTakenError) {
        save.reset();
        setError('nameOrg', { type: 'taken', message: error.message }, { shouldFocus: true });
      } else if (error instanceof NgoReverifyError) {
        // An admin verified the profile after it was loaded: ask now.
        save.reset();
        void queryClient.invalidateQueries({ queryKey: ['ngo', uid] });
        setAsking(data);
        return 'asking' as const;
      }
      return null;
    });
    if (result !== 'asking') setAsking(null);
    if (!result || result === 'asking') return;
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
    const saved = result.unverified
      ? 'Updated successfully! An admin will check your NGO again; until then it shows without the Verified badge.'
      : 'Updated successfully!';
    show(warning ? { tone: 'info', message: warning } : { tone: 'success', message: saved });
  };

  const onValid = async (data: ProfileData) => {
    show(null);
    if (logo.error) {
      logoInput.current?.focus();
      return;
    }
    // Warned before saving: the person agrees first (or goes back and keeps the badge).
    if (clearsVerification(existing, data)) {
      save.reset();
      setAsking(data);
      return;
    }
    await run(data, false);
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
  const pending = isSubmitting || save.isPending;
  const emailHint = accountEmail
    ? `This is the email you sign in with; your profile always shows it.${
        existing && existing.email !== initialValues.email
          ? ` Saving puts it in place of ${existing.email || 'the empty email'}.`
          : ''
      }`
    : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-5 md:grid-cols-2">
      {canUploadLogo ? (
        <LogoField ref={logoInput} choice={logo} savedUrl={savedImageUrl} progress={progress} />
      ) : (
        <LogoLocked savedUrl={savedImageUrl} />
      )}

      <Field
        label="Name of Organization"
        autoComplete="organization"
        className="md:col-span-2"
        maxLength={LENGTH.name}
        {...register('nameOrg', {
          onBlur: (event: FormEvent<HTMLInputElement>) => checkName(event.currentTarget.value),
        })}
        error={errors.nameOrg?.message}
      />
      <Field
        label="Email address of Organization"
        type="email"
        autoComplete="email"
        maxLength={LENGTH.email}
        readOnly={accountEmail !== null}
        hint={emailHint}
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
        {unverifies && (
          <Alert tone="info" className="mb-4">
            {REVERIFY_WARNING}
          </Alert>
        )}
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
      {asking && (
        <ConfirmDialog
          title="Save and clear your verified badge?"
          confirmLabel="Save and ask for a new check"
          onConfirm={() => void run(asking, true)}
          onCancel={() => setAsking(null)}
          pending={save.isPending}
        >
          {REVERIFY_WARNING} Until then donors cannot offer your NGO food and you cannot accept offers.
        </ConfirmDialog>
      )}
    </form>
  );
}
