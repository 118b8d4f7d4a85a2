import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../../lib/auth-context';
import { toFailure } from '../../services/errors';
import { getMyNgo } from '../../services/ngos';
import { NgoProfileForm } from './NgoProfileForm';
import { EMPTY_NGO_PROFILE, ngoToValues } from './ngo-profile-schema';

/** The signed-in NGO's own profile (null until it creates one). */
export function myNgoQuery(uid: string | null) {
  return queryOptions({ queryKey: ['ngo', uid], queryFn: uid ? () => getMyNgo(uid) : skipToken });
}

export function NgoProfilePage() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const profile = useQuery(myNgoQuery(uid));

  if (!uid || (profile.data === undefined && !(profile.isError && !profile.isFetching))) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
        <Spinner size={40} label="Loading your profile" />
      </div>
    );
  }
  if (profile.data === undefined) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-stone-900">Profile</h1>
        <ErrorAlert className="mt-6" onRetry={() => void profile.refetch()}>
          We could not load your profile. {toFailure(profile.error).message}
        </ErrorAlert>
      </div>
    );
  }

  const existing = profile.data;
  const initialValues = existing
    ? ngoToValues(existing)
    : { ...EMPTY_NGO_PROFILE, email: user?.email ?? '', name: user?.displayName ?? '' };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Profile</h1>
      <p className="mt-2 text-lg text-stone-700">
        {existing
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
      <NgoProfileForm key={uid} uid={uid} existing={existing} initialValues={initialValues} />
    </div>
  );
}
