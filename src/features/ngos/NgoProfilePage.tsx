import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { SavedOffline } from '../../components/SavedOffline';
import { Spinner } from '../../components/Spinner';
import { PATHS } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { accountQueries } from '../../lib/queries/accounts';
import { ngoKeys } from '../../lib/queries/keys';
import { ngoQueries } from '../../lib/queries/ngos';
import type { EmailStatus } from '../../services/auth';
import { toFailure } from '../../services/errors';
import { lastSynced } from '../../services/offline';
import { getTeamCount } from '../../services/team';
import { ConfirmEmail } from './ConfirmEmail';
import { NgoProfileForm } from './NgoProfileForm';
import { EMPTY_NGO_PROFILE, ngoToValues } from './ngo-profile-schema';

/** 'Your team: 3 volunteers' with the way to the team page (the count the directory shows too). */
function TeamLine({ uid }: { uid: string }) {
  const t = useT();
  const count = useQuery({ queryKey: ngoKeys.teamCount(uid), queryFn: () => getTeamCount(uid) });
  if (count.data === undefined) return null;
  return (
    <p className="mt-2 text-stone-700" data-team-count>
      {t('ngoProfile.team', { count: count.data })}{' '}
      <Link to={PATHS.myTeam} className="font-semibold text-brand-800 underline underline-offset-4">
        {t('ngoProfile.teamLink')}
      </Link>
    </p>
  );
}

function Loading() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
      <Spinner size={40} label={t('ngoProfile.loading')} />
    </div>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('ngoProfile.title')}</h1>
      <ErrorAlert className="mt-6" onRetry={onRetry}>
        {t('ngoProfile.loadFailed', { reason: toFailure(error).message })}
      </ErrorAlert>
    </div>
  );
}

/** Whether a query has no answer yet but may still get one. */
function waiting(query: { data: unknown; isError: boolean; isFetching: boolean }): boolean {
  return query.data === undefined && !(query.isError && !query.isFetching);
}

export function NgoProfilePage() {
  const t = useT();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const queryClient = useQueryClient();
  const profile = useQuery(ngoQueries.mine(uid));
  // Only a new profile needs a confirmed email (the rules' create condition).
  const creating = profile.data === null;
  const email = useQuery(accountQueries.emailStatus(uid, creating));

  if (!uid || waiting(profile)) return <Loading />;
  if (profile.data === undefined) return <LoadFailure error={profile.error} onRetry={() => void profile.refetch()} />;
  if (creating && waiting(email)) return <Loading />;
  if (creating && email.data === undefined) {
    return <LoadFailure error={email.error} onRetry={() => void email.refetch()} />;
  }

  const existing = profile.data;
  const accountEmail = user?.email ?? null;
  if (creating && email.data && !email.data.verified) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-stone-900">{t('ngoProfile.title')}</h1>
        <ConfirmEmail
          email={email.data.email ?? accountEmail ?? t('ngoProfile.yourEmail')}
          onConfirmed={(status: EmailStatus) =>
            queryClient.setQueryData(accountQueries.emailStatus(uid, true).queryKey, status)
          }
        />
      </div>
    );
  }
  if (existing?.suspended) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-stone-900">{t('ngoProfile.title')}</h1>
        <p className="mt-4 text-lg text-stone-700">
          <Trans
            id="ngoProfile.suspended"
            components={{
              0: (
                <Link
                  to={PATHS.contact}
                  className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                />
              ),
            }}
          />
        </p>
      </div>
    );
  }

  const initialValues = existing
    ? ngoToValues(existing, accountEmail)
    : { ...EMPTY_NGO_PROFILE, email: accountEmail ?? '', name: user?.displayName ?? '' };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('ngoProfile.title')}</h1>
      <p className="mt-2 text-lg text-stone-700">
        {existing ? t('ngoProfile.intro.existing') : t('ngoProfile.intro.new')}
      </p>
      <SavedOffline savedAt={lastSynced()} className="mt-4" />
      {existing && <TeamLine uid={uid} />}
      {existing && (
        <p className="mt-2 text-stone-700">
          {existing.verified ? (
            <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
              {t('ngos.verified')}
            </span>
          ) : existing.reverify ? (
            t('ngoProfile.status.reverify')
          ) : (
            t('ngoProfile.status.notVerified')
          )}
        </p>
      )}
      <NgoProfileForm
        key={uid}
        uid={uid}
        existing={existing}
        accountEmail={accountEmail}
        initialValues={initialValues}
      />
    </div>
  );
}
