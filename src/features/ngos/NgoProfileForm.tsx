import { useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { FlashState } from '../../components/FlashMessage';
import { useT } from '../../i18n';
import { ROLE_HOME } from '../../config/paths';
import { useZodForm } from '../../lib/forms';
import { ngoKeys } from '../../lib/queries/keys';
import { toFailure } from '../../services/errors';
import {
  EmailNotConfirmedError,
  clearsVerification,
  NgoNameTakenError,
  NgoReverifyError,
  type Ngo,
} from '../../services/ngos';
import { LogoField, LogoLocked, useLogoChoice } from './LogoField';
import { ngoProfileSchema, ngoProfileSchemaFor, type NgoProfileValues } from './ngo-profile-schema';
import { NgoProfileActions, type Notice } from './NgoProfileActions';
import { NgoProfileFields } from './NgoProfileFields';
import { useNgoProfileSave, type ProfileData } from './useNgoProfileSave';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The name as stored is kept whatever its script; a new or changed one must be in one script.
  const [schema] = useState(() => ngoProfileSchemaFor(existing?.nameOrg ?? ''));
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useZodForm(schema, { defaultValues: initialValues });
  const logo = useLogoChoice();
  const logoInput = useRef<HTMLInputElement>(null);
  const { save, savedImageUrl, setSavedImageUrl, progress } = useNgoProfileSave(uid, existing?.imageUrl ?? '');
  const [notice, setNotice] = useState<{ id: number; notice: Notice } | null>(null);
  // The checked data waiting for the person to agree that saving it clears the verified badge.
  const [asking, setAsking] = useState<ProfileData | null>(null);
  // The rules refused a new profile because the account's email is not confirmed: its address.
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
  // The logo is part of who the NGO is: a new one chosen counts as a change, like a new name.
  const logoNow = logo.file ? `new:${logo.file.name}` : savedImageUrl;
  const identity = { ...useIdentity(control), imageUrl: logoNow };
  const unverifies = clearsVerification(existing, identity);
  // Storage accepts logos only from verified NGOs (storage.rules).
  const canUploadLogo = existing?.verified === true;

  const show = (next: Notice | null) => setNotice((prev) => (next ? { id: (prev?.id ?? 0) + 1, notice: next } : null));

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
    if (clearsVerification(existing, { ...data, imageUrl: logoNow })) {
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

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 grid gap-5 md:grid-cols-2">
      {canUploadLogo ? (
        <LogoField ref={logoInput} choice={logo} savedUrl={savedImageUrl} progress={progress} />
      ) : (
        <LogoLocked savedUrl={savedImageUrl} />
      )}
      <NgoProfileFields
        form={{ register, control, getValues, setValue, setError }}
        errors={errors}
        isSubmitted={isSubmitted}
        uid={uid}
        existing={existing}
        accountEmail={accountEmail}
        initialEmail={initialValues.email}
      />

      <NgoProfileActions
        unverifies={unverifies}
        unconfirmed={unconfirmed}
        onConfirmed={() => {
          setUnconfirmed(null);
          void submit();
        }}
        failure={failure}
        onRetry={() => void submit()}
        notice={notice}
        onDismiss={() => setNotice(null)}
        pending={pending}
        onCancel={cancel}
        exists={existing !== null}
      />
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
