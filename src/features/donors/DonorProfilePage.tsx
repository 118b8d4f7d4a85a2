import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, Select, fieldBinder } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { useLoad } from '../../components/useLoad';
import { COUNTRIES, createDonor, getDonor, getMyDonor, updateDonor } from '../../services/donors';
import { AppError, friendlyError } from '../../services/errors';
import {
  DONOR_MESSAGES,
  EMPTY_DONOR_PROFILE,
  donorToValues,
  missingMandatory,
  parseDonorProfile,
  type DonorProfileErrors,
  type DonorProfileValues,
} from './donor-profile-schema';

/** How long the success message shows before the next page opens. */
export const SUCCESS_DELAY_MS = 1200;

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c, label: c }));

type Notice = { tone: 'success' | 'error'; message: string };

export function DonorProfilePage() {
  const { user, role } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isAdmin = role === 'admin';
  // Only admins open other people's records; a donor always edits their own.
  const requestedId = isAdmin ? params.get('id')?.trim() || null : null;
  const uid = user?.uid ?? null;

  // The record to edit: the one named in ?id= (admins), the donor's own, or none yet.
  const [loaded, retry] = useLoad(
    uid && `${uid}\u0000${role}\u0000${requestedId}`,
    async (): Promise<{ recordId: string | null; values: DonorProfileValues }> => {
      const donor = requestedId ? await getDonor(requestedId) : role === 'donor' && uid ? await getMyDonor(uid) : null;
      if (requestedId && !donor) throw new AppError('foodbridge/donor-not-found');
      return { recordId: donor?.id ?? null, values: donor ? donorToValues(donor) : EMPTY_DONOR_PROFILE };
    },
  );

  if (loaded.status === 'loading') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
        <Spinner size={40} label="Loading your profile" />
      </div>
    );
  }
  if (loaded.status === 'error') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-stone-900">Donor profile</h1>
        <Alert
          tone="error"
          className="mt-6"
          action={
            <Button variant="secondary" onClick={retry}>
              Retry
            </Button>
          }
        >
          {loaded.message}
        </Alert>
      </div>
    );
  }
  return (
    <DonorProfileForm
      key={loaded.key}
      initialRecordId={loaded.data.recordId}
      initialValues={loaded.data.values}
      ownerUid={role === 'donor' ? uid : null}
      isAdmin={isAdmin}
      onDone={() => navigate(isAdmin ? '/adminPage' : '/ngoList')}
    />
  );
}

interface DonorProfileFormProps {
  initialRecordId: string | null;
  initialValues: DonorProfileValues;
  /** The owner written on a new record (a donor's own uid); admins create records without one. */
  ownerUid: string | null;
  isAdmin: boolean;
  onDone: () => void;
}

function DonorProfileForm({ initialRecordId, initialValues, ownerUid, isAdmin, onDone }: DonorProfileFormProps) {
  const [recordId, setRecordId] = useState(initialRecordId);
  const [saved, setSaved] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<DonorProfileErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticeId, setNoticeId] = useState(0);
  const [bannerOpen, setBannerOpen] = useState(true);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const doneTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(doneTimer.current), []);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const show = (next: Notice | null) => {
    setNotice(next);
    setNoticeId((n) => n + 1);
  };

  const set = (field: keyof DonorProfileValues) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const bind = fieldBinder(values, errors, set);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (missingMandatory(values)) {
      setErrors({});
      show({ tone: 'error', message: DONOR_MESSAGES.mandatory });
      return;
    }
    const parsed = parseDonorProfile(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      show(null);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    show(null);
    setPending(true);
    try {
      if (recordId) {
        await updateDonor(recordId, parsed.data);
        show({ tone: 'success', message: 'Updated successfully!' });
      } else {
        const id = await createDonor(parsed.data, ownerUid ?? undefined);
        setRecordId(id);
        show({ tone: 'success', message: 'Profile saved successfully!' });
      }
      setSaved(values);
      doneTimer.current = window.setTimeout(onDone, SUCCESS_DELAY_MS);
    } catch (error) {
      show({ tone: 'error', message: friendlyError(error) });
      setPending(false);
    }
  };

  const cancel = () => {
    setValues(saved);
    setErrors({});
    show(null);
  };

  const title = isAdmin ? (recordId ? 'Edit donor record' : 'New donor record') : 'Donor profile';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>

      {bannerOpen && (
        <Alert tone="info" className="mt-6" onDismiss={() => setBannerOpen(false)}>
          This information will be displayed publicly so be careful what you share.
        </Alert>
      )}

      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-6 grid gap-5 md:grid-cols-2">
        <Field label="Name" autoComplete="name" className="md:col-span-2" {...bind('name')} />
        <Field label="Email address" type="email" autoComplete="email" {...bind('email')} />
        <Field
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits"
          {...bind('phone')}
        />
        <Select label="Country" autoComplete="country-name" options={COUNTRY_OPTIONS} {...bind('country')} />
        <Field label="Street address" autoComplete="street-address" className="md:col-span-2" {...bind('address')} />
        <Field label="City" autoComplete="address-level2" {...bind('city')} />
        <Field label="State / Province" autoComplete="address-level1" {...bind('state')} />
        <Field label="ZIP / Postal code" autoComplete="postal-code" {...bind('zip')} />

        <div className="md:col-span-2">
          {notice && (
            <Alert key={noticeId} tone={notice.tone} className="mb-4" onDismiss={() => setNotice(null)}>
              {notice.message}
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
