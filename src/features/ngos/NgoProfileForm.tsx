import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field, Select } from '../../components/Field';
import type { FlashState } from '../../components/FlashMessage';
import { LocationField } from '../../components/LocationField';
import { LENGTH, MEALS, SERVICE_RADIUS_KM, TIME_SLOTS } from '../../config/limits.js';
import { nameKey } from '../../config/names.js';
import { useT } from '../../i18n';
import { ROLE_HOME } from '../../config/paths';
import { useZodForm } from '../../lib/forms';
import { ngoKeys } from '../../lib/queries/keys';
import { friendlyError, toFailure } from '../../services/errors';
import { placeFinder } from '../../services/locate';
import {
  EmailNotConfirmedError,
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
import { ConfirmEmail } from './ConfirmEmail';
import { LogoField, LogoLocked, useLogoChoice } from './LogoField';
import { SLOT_LABELS } from './NgoCard';
import { ngoProfileSchema, type NgoProfileValues } from './ngo-profile-schema';

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
  const t = useT();
  const vegOnlyId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useZodForm(ngoProfileSchema, { defaultValues: initialValues });
  const logo = useLogoChoice();
  const logoInput = useRef<HTMLInputElement>(null);
  const [savedImageUrl, setSavedImageUrl] = useState(existing?.imageUrl ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ id: number; notice: Notice } | null>(null);
  // The checked data waiting for the person to agree that saving it clears the verified badge.
  const [asking, setAsking] = useState<ProfileData | null>(null);
  // The rules refused a new profile because the account's email is not confirmed: its address.
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
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
      void queryClient.invalidateQueries({ queryKey: ngoKeys.detail(uid) });
      void queryClient.invalidateQueries({ queryKey: ngoKeys.lists() });
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
      if (error instanceof EmailNotConfirmedError) {
        // Said beside the buttons, with the way to check again; the form stays as typed.
        save.reset();
        setUnconfirmed({ email: error.email, message: error.message });
      } else if (error instanceof NgoNameTakenError) {
        save.reset();
        setError('nameOrg', { type: 'taken', message: error.message }, { shouldFocus: true });
      } else if (error instanceof NgoReverifyError) {
        // An admin verified the profile after it was loaded: ask now.
        save.reset();
        void queryClient.invalidateQueries({ queryKey: ngoKeys.detail(uid) });
        setAsking(data);
        return 'asking' as const;
      }
      return null;
    });
    if (result !== 'asking') setAsking(null);
    if (!result || result === 'asking') return;
    const warning = result.uploadFailure ? t('ngoProfile.save.logoFailed', { reason: result.uploadFailure }) : null;
    if (result.outcome === 'created') {
      const state: FlashState = warning
        ? { flash: warning, flashTone: 'info' }
        : { flash: t('ngoProfile.save.created') };
      // On to its own place: the board says what comes next (an admin verifies the profile).
      navigate(ROLE_HOME.ngo, { state });
      return;
    }
    // What was saved is now what Cancel goes back to.
    reset(typed, { keepValues: true });
    setSavedImageUrl(result.imageUrl);
    if (!result.uploadFailure) logo.clear();
    const saved = result.unverified ? t('ngoProfile.save.updatedReverify') : t('ngoProfile.save.updated');
    show(warning ? { tone: 'info', message: warning } : { tone: 'success', message: saved });
  };

  const onValid = async (data: ProfileData) => {
    show(null);
    setUnconfirmed(null);
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
  const emailHint = !accountEmail
    ? undefined
    : existing && existing.email !== initialValues.email
      ? t('ngoProfile.field.emailHintReplaces', { previous: existing.email || t('ngoProfile.field.emailEmpty') })
      : t('ngoProfile.field.emailHint');
  const slotOptions = TIME_SLOTS.map((value) => ({ value, label: t(SLOT_LABELS[value]) }));
  const reverifyWarning = t('ngoProfile.reverify.warning');
  // Each field's registration, made before the JSX (the text lint reads a string inside a JSX spread as text).
  const fields = {
    nameOrg: register('nameOrg', {
      onBlur: (event: FormEvent<HTMLInputElement>) => checkName(event.currentTarget.value),
    }),
    email: register('email'),
    name: register('name'),
    time: register('time'),
    meals: register('meals'),
    address: register('address'),
    city: register('city'),
    acceptsVegOnly: register('acceptsVegOnly'),
    radiusKm: register('radiusKm', { valueAsNumber: true }),
    whatsapp: register('whatsapp'),
    phone: register('phone'),
    registrationId: register('registrationId'),
  };
  const [radiusKm, zip = ''] = useWatch({ control, name: ['radiusKm', 'zip'] });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-5 md:grid-cols-2">
      {canUploadLogo ? (
        <LogoField ref={logoInput} choice={logo} savedUrl={savedImageUrl} progress={progress} />
      ) : (
        <LogoLocked savedUrl={savedImageUrl} />
      )}

      <Field
        label={t('ngoProfile.field.nameOrg')}
        autoComplete="organization"
        className="md:col-span-2"
        maxLength={LENGTH.name}
        {...fields.nameOrg}
        error={errors.nameOrg?.message}
      />
      <Field
        label={t('ngoProfile.field.email')}
        type="email"
        autoComplete="email"
        maxLength={LENGTH.email}
        readOnly={accountEmail !== null}
        hint={emailHint}
        {...fields.email}
        error={errors.email?.message}
      />
      <Field
        label={t('ngoProfile.field.name')}
        autoComplete="name"
        maxLength={LENGTH.name}
        {...fields.name}
        error={errors.name?.message}
      />
      <Field
        label={t('ngoProfile.field.phone')}
        hint={t('ngoProfile.field.phoneHint')}
        type="tel"
        autoComplete="tel-national"
        maxLength={20}
        {...fields.phone}
        error={errors.phone?.message}
      />
      <Select
        label={t('ngoProfile.field.time')}
        hint={t('ngoProfile.field.timeHint')}
        options={slotOptions}
        {...fields.time}
        error={errors.time?.message}
      />
      <Field
        label={t('ngoProfile.field.meals')}
        type="number"
        inputMode="numeric"
        min={MEALS.min}
        max={MEALS.max}
        step={1}
        {...fields.meals}
        error={errors.meals?.message}
      />
      <Field
        label={t('ngoProfile.field.address')}
        autoComplete="street-address"
        className="md:col-span-2"
        maxLength={LENGTH.address}
        {...fields.address}
        error={errors.address?.message}
      />
      <Field
        label={t('ngoProfile.field.city')}
        autoComplete="address-level2"
        maxLength={LENGTH.city}
        {...fields.city}
        error={errors.city?.message}
      />
      {/* One PIN code: the address's, which also sets where the NGO works unless it sets another spot. */}
      <div className="md:col-span-2">
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <LocationField
              finder={placeFinder}
              legend={t('ngoProfile.field.place')}
              hint={t('ngoProfile.field.placeHint')}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              pinText={{ value: zip, onChange: (text) => setValue('zip', text, { shouldValidate: isSubmitted }) }}
              error={errors.zip?.message ?? errors.location?.message}
            />
          )}
        />
      </div>
      <Field
        label={t('ngoProfile.field.radius', { km: Number.isFinite(radiusKm) ? radiusKm : SERVICE_RADIUS_KM.default })}
        hint={t('ngoProfile.field.radiusHint')}
        type="range"
        min={SERVICE_RADIUS_KM.min}
        max={SERVICE_RADIUS_KM.max}
        step={1}
        {...fields.radiusKm}
        error={errors.radiusKm?.message}
      />
      <Field
        label={t('ngoProfile.field.whatsapp')}
        hint={t('ngoProfile.field.whatsappHint')}
        type="tel"
        autoComplete="tel-national"
        maxLength={20}
        {...fields.whatsapp}
        error={errors.whatsapp?.message}
      />
      <Field
        label={t('ngoProfile.field.registrationId')}
        hint={t('ngoProfile.field.registrationIdHint')}
        autoComplete="off"
        maxLength={LENGTH.registrationId}
        {...fields.registrationId}
        error={errors.registrationId?.message}
      />
      <div className="md:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={vegOnlyId}
            type="checkbox"
            aria-describedby={`${vegOnlyId}-hint`}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            {...fields.acceptsVegOnly}
          />
          <label htmlFor={vegOnlyId} className="font-semibold text-stone-800">
            {t('ngoProfile.field.vegOnly')}
          </label>
        </div>
        <p id={`${vegOnlyId}-hint`} className="ml-8 mt-1 text-sm text-stone-600">
          {t('ngoProfile.field.vegOnlyHint')}
        </p>
      </div>

      <div className="md:col-span-2">
        {unverifies && (
          <Alert tone="info" className="mb-4">
            {reverifyWarning}
          </Alert>
        )}
        {unconfirmed && (
          <div className="mb-4">
            <ErrorAlert>{unconfirmed.message}</ErrorAlert>
            <ConfirmEmail
              email={unconfirmed.email}
              onConfirmed={() => {
                setUnconfirmed(null);
                void submit();
              }}
            />
          </div>
        )}
        {failure && (
          <ErrorAlert className="mb-4" onRetry={failure.retryable ? () => void submit() : undefined} pending={pending}>
            {t('ngoProfile.save.failed', { reason: failure.message })}
          </ErrorAlert>
        )}
        {notice && (
          <Alert key={notice.id} tone={notice.notice.tone} className="mb-4" onDismiss={() => setNotice(null)}>
            {notice.notice.message}
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={cancel} disabled={pending}>
            {t('ngoProfile.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {existing ? t('ngoProfile.update') : t('ngoProfile.create')}
          </Button>
        </div>
      </div>
      {asking && (
        <ConfirmDialog
          title={t('ngoProfile.reverify.title')}
          confirmLabel={t('ngoProfile.reverify.confirm')}
          onConfirm={() => void run(asking, true)}
          onCancel={() => setAsking(null)}
          pending={save.isPending}
        >
          {t('ngoProfile.reverify.body')}
        </ConfirmDialog>
      )}
    </form>
  );
}
