import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SavedOffline } from '../../components/SavedOffline';
import { useT } from '../../i18n';
import { useZodForm } from '../../lib/forms';
import { donorKeys } from '../../lib/queries/keys';
import { createDonor, updateDonor, type DonorInput } from '../../services/donors';
import { toFailure } from '../../services/errors';
import { lastSynced } from '../../services/offline';
import { DonorFields } from './DonorFields';
import { DONOR_MESSAGES, donorProfileSchema, missingMandatory, type DonorProfileValues } from './donor-profile-schema';

/** How long the success message shows before the next page opens. */
export const SUCCESS_DELAY_MS = 1200;

interface DonorProfileFormProps {
  initialRecordId: string | null;
  initialValues: DonorProfileValues;
  /** The owner written on a new record (a donor's own uid); admins create records without one. */
  ownerUid: string | null;
  isAdmin: boolean;
  onDone: () => void;
}

export function DonorProfileForm({ initialRecordId, initialValues, ownerUid, isAdmin, onDone }: DonorProfileFormProps) {
  const t = useT();
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
  const [saved, setSaved] = useState<{ id: number; outcome: 'created' | 'updated' } | null>(null);
  const doneTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(doneTimer.current), []);

  const save = useMutation({
    mutationFn: async (input: DonorInput): Promise<'created' | 'updated'> => {
      if (recordId) {
        await updateDonor(recordId, input, isAdmin);
        return 'updated';
      }
      setRecordId(await createDonor(input, ownerUid ?? undefined, isAdmin));
      return 'created';
    },
    onSuccess: () => {
      // The record as the forms read it, and the admin's table of every record.
      void queryClient.invalidateQueries({ queryKey: donorKeys.all });
      void queryClient.invalidateQueries({ queryKey: donorKeys.list() });
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
    setSaved((prev) => ({ id: (prev?.id ?? 0) + 1, outcome }));
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
  const title = isAdmin
    ? recordId
      ? t('donors.profile.editRecord')
      : t('donors.profile.newRecord')
    : t('donors.profile.title');
  const fields = {
    name: register('name'),
    email: register('email'),
    phone: register('phone'),
    country: register('country'),
    address: register('address'),
    city: register('city'),
    state: register('state'),
    zip: register('zip'),
    fssai: register('fssai'),
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <SavedOffline savedAt={lastSynced()} className="mt-4" />

      {bannerOpen && (
        <Alert tone="info" className="mt-6" onDismiss={() => setBannerOpen(false)}>
          {t('donors.profile.publicNotice')}
        </Alert>
      )}

      <form noValidate onSubmit={submit} className="mt-6 grid gap-5 md:grid-cols-2">
        <DonorFields fields={fields} errors={errors} initialValues={initialValues} />

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
              {saved.outcome === 'updated' ? t('donors.form.updated') : t('donors.form.saved')}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={cancel} disabled={pending}>
              {t('donors.form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('donors.form.save')}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}
