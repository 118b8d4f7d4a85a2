import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { useZodForm } from '../../lib/forms';
import { useLive } from '../../lib/live';
import { ngoQueries } from '../../lib/queries/ngos';
import { toFailure } from '../../services/errors';
import { getInvite, inviteProblem, joinTeam, watchMyMembership, type Invite, type Member } from '../../services/team';
import { MemberFields } from './MemberFields';
import { EMPTY_MEMBER, memberSchema } from './member-schema';

/**
 * /join/:inviteId — an invite link: the person signs in (or creates an account), says who they
 * are, and joins the NGO as a volunteer (docs/teams.md). Says plainly when the link cannot be used.
 */
export function JoinPage() {
  const t = useT();
  const { inviteId = '' } = useParams();
  const { user, role } = useAuth();
  const location = useLocation();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('team.join.title')}</h1>
      {!user ? (
        <div className="mt-4 grid gap-4">
          <p className="text-lg text-stone-700">{t('team.join.signIn')}</p>
          <Link to={PATHS.login} state={{ from: location.pathname }} className={buttonClasses('primary', 'w-fit')}>
            {t('team.join.signInButton')}
          </Link>
        </div>
      ) : role === 'ngo' || role === 'admin' ? (
        <Alert tone="info" className="mt-4">
          {t('team.join.notThisAccount')}
        </Alert>
      ) : (
        <JoinAs uid={user.uid} inviteId={inviteId} displayName={user.displayName ?? ''} />
      )}
    </div>
  );
}

function JoinAs({ uid, inviteId, displayName }: { uid: string; inviteId: string; displayName: string }) {
  const t = useT();
  const invite = useQuery({ queryKey: ['invite', inviteId], queryFn: () => getInvite(inviteId) });
  const membership = useLive<Member | null>(`membership:${uid}`, (onData, onError) =>
    watchMyMembership(uid, onData, onError),
  );
  if (invite.isPending || membership.status === 'loading') {
    return <Spinner size={24} label={t('team.join.loading')} className="mt-6 text-brand-700" />;
  }
  if (invite.isError || membership.status === 'error') {
    const error = invite.isError ? invite.error : membership.status === 'error' ? membership.error : null;
    return (
      <ErrorAlert
        className="mt-4"
        onRetry={() => {
          void invite.refetch();
          membership.retry();
        }}
      >
        {t('team.join.loadError', { reason: toFailure(error).message })}
      </ErrorAlert>
    );
  }
  const member = membership.data;
  if (member) return <AlreadyMember member={member} />;
  if (!invite.data)
    return (
      <Alert tone="error" className="mt-4">
        {t('team.join.notFound')}
      </Alert>
    );
  const problem = inviteProblem(invite.data);
  if (problem) {
    return (
      <Alert tone="error" className="mt-4">
        {t('team.join.problem', { problem })}
      </Alert>
    );
  }
  return <JoinForm uid={uid} invite={invite.data} displayName={displayName} />;
}

function AlreadyMember({ member }: { member: Member }) {
  const t = useT();
  const ngo = useQuery(ngoQueries.detail(member.ngoId));
  return (
    <div className="mt-4 grid gap-4">
      <Alert tone="info">{t('team.join.already', { ngo: ngo.data?.nameOrg ?? '' })}</Alert>
      <Link to={PATHS.myTeam} className={buttonClasses('secondary', 'w-fit')}>
        {t('team.join.openTeam')}
      </Link>
    </div>
  );
}

function JoinForm({ uid, invite, displayName }: { uid: string; invite: Invite; displayName: string }) {
  const t = useT();
  const navigate = useNavigate();
  const ngo = useQuery(ngoQueries.detail(invite.ngoId));
  const form = useZodForm(memberSchema, { defaultValues: { ...EMPTY_MEMBER, name: displayName } });
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: (profile: Parameters<typeof joinTeam>[2]) => joinTeam(uid, invite, profile),
    // Refused: the link as the server has it now says why (withdrawn, expired, used up meanwhile).
    onError: () => void queryClient.invalidateQueries({ queryKey: ['invite', invite.id] }),
    onSuccess: () =>
      void navigate(PATHS.myTeam, { state: { flash: t('team.join.joined', { ngo: ngo.data?.nameOrg ?? '' }) } }),
  });
  const failure = join.error ? toFailure(join.error) : null;
  const submit = form.handleSubmit((profile) => join.mutate(profile));
  return (
    <>
      <p className="mt-2 text-lg text-stone-700">
        {ngo.data ? t('team.join.intro', { ngo: ngo.data.nameOrg }) : t('team.join.introUnknown')}
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 grid gap-6">
        <MemberFields form={form} />
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void submit() : undefined} pending={join.isPending}>
            {failure.message}
          </ErrorAlert>
        )}
        <Button type="submit" loading={join.isPending}>
          {t('team.join.submit')}
        </Button>
      </form>
    </>
  );
}
