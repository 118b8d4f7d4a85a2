import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, FieldShell, Select, fieldBinder } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { useLoad } from '../../components/useLoad';
import { friendlyError } from '../../services/errors';
import { TIME_SLOTS, getMyNgo, saveMyNgo, type Ngo } from '../../services/ngos';
import { LOGO_TYPES, uploadLogo } from '../../services/storage';
import { NGO_PLACEHOLDER_IMAGE } from './NgoCard';
import {
  EMPTY_NGO_PROFILE,
  logoProblem,
  ngoToValues,
  parseNgoProfile,
  type NgoProfileErrors,
  type NgoProfileValues,
} from './ngo-profile-schema';

const SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

export function NgoProfilePage() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const [loaded, retry] = useLoad(uid, getMyNgo);

  if (!uid || loaded.status === 'loading') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
        <Spinner size={40} label="Loading your profile" />
      </div>
    );
  }
  if (loaded.status === 'error') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-stone-900">Profile</h1>
        <Alert
          tone="error"
          className="mt-6"
          action={
            <Button variant="secondary" onClick={retry}>
              Retry
            </Button>
          }
        >
          We could not load your profile. {loaded.message}
        </Alert>
      </div>
    );
  }
  const initialValues = loaded.data
    ? ngoToValues(loaded.data)
    : { ...EMPTY_NGO_PROFILE, email: user?.email ?? '', name: user?.displayName ?? '' };
  return <NgoProfileForm key={loaded.key} uid={uid} existing={loaded.data} initialValues={initialValues} />;
}

type Notice = { tone: 'success' | 'error' | 'info'; message: string };

function canPreview(): boolean {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
}

function NgoProfileForm({
  uid,
  existing,
  initialValues,
}: {
  uid: string;
  existing: Ngo | null;
  initialValues: NgoProfileValues;
}) {
  const navigate = useNavigate();
  const [isUpdate, setIsUpdate] = useState(existing !== null);
  const [saved, setSaved] = useState({ values: initialValues, imageUrl: existing?.imageUrl ?? '' });
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<NgoProfileErrors>({});
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticeId, setNoticeId] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // A logo uploaded while the save after it failed is not uploaded again on retry.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  useEffect(
    () => () => {
      if (preview && canPreview()) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const show = (next: Notice | null) => {
    setNotice(next);
    setNoticeId((n) => n + 1);
  };

  const set = (field: keyof NgoProfileValues) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const bind = fieldBinder(values, errors, set);

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setLogo(file);
    setPreview(file && canPreview() && !logoProblem(file) ? URL.createObjectURL(file) : null);
    setErrors((prev) => ({ ...prev, logo: file ? (logoProblem(file) ?? undefined) : undefined }));
  };

  const removeLogo = () => {
    setLogo(null);
    setPreview(null);
    setFileInputKey((n) => n + 1);
    setErrors((prev) => ({ ...prev, logo: undefined }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const parsed = parseNgoProfile(values);
    const logoError = logo ? logoProblem(logo) : null;
    if (!parsed.ok || logoError) {
      setErrors({ ...(parsed.ok ? {} : parsed.errors), ...(logoError ? { logo: logoError } : {}) });
      show(null);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    show(null);
    setPending(true);

    let imageUrl = saved.imageUrl;
    let uploadFailure: string | null = null;
    if (logo) {
      if (uploaded.current?.file === logo) {
        imageUrl = uploaded.current.url;
      } else {
        setProgress(0);
        try {
          imageUrl = await uploadLogo(logo, setProgress);
          uploaded.current = { file: logo, url: imageUrl };
        } catch (error) {
          uploadFailure = friendlyError(error);
        } finally {
          setProgress(null);
        }
      }
    }

    try {
      const outcome = await saveMyNgo(uid, { ...parsed.data, imageUrl });
      const warning = uploadFailure
        ? `Your profile was saved, but the logo could not be uploaded: ${uploadFailure}`
        : null;
      if (outcome === 'created') {
        navigate('/ngoList', {
          state: warning
            ? { flash: warning, flashTone: 'info' }
            : { flash: 'Your NGO profile was created. Donors can now find it here.' },
        });
        return;
      }
      setIsUpdate(true);
      setSaved({ values, imageUrl });
      if (!uploadFailure) removeLogo();
      show(warning ? { tone: 'info', message: warning } : { tone: 'success', message: 'Updated successfully!' });
    } catch (error) {
      show({ tone: 'error', message: `Your profile was not saved. ${friendlyError(error)} What you typed is kept.` });
    } finally {
      setPending(false);
    }
  };

  const cancel = () => {
    setValues(saved.values);
    removeLogo();
    setErrors({});
    show(null);
  };

  const shownLogo = preview ?? (saved.imageUrl || NGO_PLACEHOLDER_IMAGE);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Profile</h1>
      <p className="mt-2 text-lg text-stone-700">
        {isUpdate
          ? 'Keep your details current so donors know when and where to bring food.'
          : 'Tell donors who you are, where you collect food and how many meals you can take.'}
      </p>
      {existing && (
        <p className="mt-2 text-stone-700">
          {existing.verified ? (
            <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
              Verified
            </span>
          ) : (
            'An admin has not verified your NGO yet. Donors can already find it.'
          )}
        </p>
      )}

      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-6 grid gap-5 md:grid-cols-2">
        <div className="flex items-start gap-4 md:col-span-2">
          <img
            src={shownLogo}
            alt={preview || saved.imageUrl ? 'Logo preview' : ''}
            width={80}
            height={80}
            className="h-20 w-20 shrink-0 rounded-card border border-stone-200 bg-stone-100 object-cover"
          />
          <FieldShell
            label="Logo"
            hint="A JPEG, PNG or WebP image of at most 2 MB."
            error={errors.logo}
            className="min-w-0 flex-1"
          >
            {({ id, describedBy, invalid }) => (
              <input
                key={fileInputKey}
                id={id}
                name="logo"
                type="file"
                accept={LOGO_TYPES.join(',')}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={chooseLogo}
                className="mt-1 block w-full text-base text-stone-800 file:mr-3 file:min-h-11 file:rounded-control file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-800 hover:file:bg-stone-50"
              />
            )}
          </FieldShell>
          {logo && (
            <Button variant="link" onClick={removeLogo} className="self-center" aria-label="Remove the chosen logo">
              Remove
            </Button>
          )}
        </div>
        {progress !== null && (
          <div className="md:col-span-2">
            <p id="logo-progress-label" className="text-sm font-semibold text-stone-800">
              Uploading logo… {progress}%
            </p>
            <div
              role="progressbar"
              aria-labelledby="logo-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-1 h-3 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}

        <Field
          label="Name of Organization"
          autoComplete="organization"
          className="md:col-span-2"
          {...bind('nameOrg')}
        />
        <Field label="Email address of Organization" type="email" autoComplete="email" {...bind('email')} />
        <Field label="Name of Person" autoComplete="name" {...bind('name')} />
        <Select label="Time" hint="When you collect food." options={SLOT_OPTIONS} {...bind('time')} />
        <Field
          label="Number of Meals"
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          step={1}
          {...bind('meals')}
        />
        <Field label="Street address" autoComplete="street-address" className="md:col-span-2" {...bind('address')} />
        <Field label="City" autoComplete="address-level2" {...bind('city')} />
        <Field label="ZIP / Postal code" autoComplete="postal-code" {...bind('zip')} />

        <div className="md:col-span-2">
          {notice && (
            <Alert
              key={noticeId}
              tone={notice.tone}
              className="mb-4"
              onDismiss={() => setNotice(null)}
              action={
                notice.tone === 'error' ? (
                  <Button variant="secondary" onClick={() => void submit()}>
                    Retry
                  </Button>
                ) : undefined
              }
            >
              {notice.message}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={cancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {isUpdate ? 'Update' : 'Create'}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}
