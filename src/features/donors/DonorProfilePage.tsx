import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { donorQueries, type DonorTarget } from '../../lib/queries/donors';
import { toFailure } from '../../services/errors';
import { DonorProfileForm } from './DonorProfileForm';
import { EMPTY_DONOR_PROFILE, donorToValues } from './donor-profile-schema';

export function DonorProfilePage() {
  const t = useT();
  const { user, role } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isAdmin = role === 'admin';
  const uid = user?.uid ?? null;
  // Only admins open other people's records; a donor always edits their own. An admin without
  // ?id= starts a new record.
  const requestedId = isAdmin ? params.get('id')?.trim() || null : null;
  const target: DonorTarget | null = requestedId
    ? { id: requestedId }
    : role === 'donor' && uid
      ? { ownerUid: uid }
      : null;
  const record = useQuery(donorQueries.record(target));

  if (target && record.data === undefined && !(record.isError && !record.isFetching)) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
        <Spinner size={40} label={t('donors.profile.loading')} />
      </div>
    );
  }
  if (target && record.data === undefined) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-stone-900">{t('donors.profile.title')}</h1>
        <ErrorAlert className="mt-6" onRetry={() => void record.refetch()}>
          {toFailure(record.error).message}
        </ErrorAlert>
      </div>
    );
  }

  const donor = target ? (record.data ?? null) : null;
  return (
    <DonorProfileForm
      key={JSON.stringify(target)}
      initialRecordId={donor?.id ?? null}
      initialValues={
        donor
          ? donorToValues(donor)
          : // A donor's first record starts from what the account already knows.
            role === 'donor' && user
            ? { ...EMPTY_DONOR_PROFILE, name: user.displayName ?? '', email: user.email ?? '' }
            : EMPTY_DONOR_PROFILE
      }
      ownerUid={role === 'donor' ? uid : null}
      isAdmin={isAdmin}
      onDone={() => navigate(isAdmin ? PATHS.admin : PATHS.ngoList)}
    />
  );
}
