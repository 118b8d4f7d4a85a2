import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/Button';
import { PATHS } from '../../config/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FlashMessage } from '../../components/FlashMessage';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { useZodForm } from '../../lib/forms';
import { useLive } from '../../lib/live';
import { ngoQueries } from '../../lib/queries/ngos';
import { toFailure } from '../../services/errors';
import { removeMember, updateMemberProfile, watchMyMembership, type Member } from '../../services/team';
import { Coordinating } from './Coordinating';
import { MemberFields } from './MemberFields';
import { memberSchema, memberValuesOf } from './member-schema';

/**
 * /volunteers — an NGO's team. The NGO's own account coordinates it (invite links, members); a
 * person who joined sees their membership, changes their profile or leaves, and a coordinator
 * among them coordinates too (docs/teams.md).
 */
export function TeamPage() {
  const t = useT();
  const { user, role } = useAuth();
  const uid = user?.uid ?? '';
  const membership = useLive<Member | null>(role === 'ngo' || !uid ? null : `membership:${uid}`, (onData, onError) =>
    watchMyMembership(uid, onData, onError),
  );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <FlashMessage />
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('team.title')}</h1>
      {role === 'ngo' ? (
        <Coordinating ngoId={uid} me={uid} />
      ) : membership.status === 'loading' ? (
        <Spinner size={24} label={t('team.loading')} className="mt-6 text-brand-700" />
      ) : membership.status === 'error' ? (
        <ErrorAlert className="mt-4" onRetry={membership.retry}>
          {t('team.loadError', { reason: toFailure(membership.error).message })}
        </ErrorAlert>
      ) : membership.data === null ? (
        <p className="mt-4 max-w-prose text-lg text-stone-700">{t('team.none')}</p>
      ) : (
        <>
          <MyMembership member={membership.data} />
          {membership.data.role === 'coordinator' && <Coordinating ngoId={membership.data.ngoId} me={uid} />}
        </>
      )}
    </div>
  );
}

/** The person's own membership: the NGO, their profile (to change), and Leave. */
function MyMembership({ member }: { member: Member }) {
  const t = useT();
  const ngo = useQuery(ngoQueries.detail(member.ngoId));
  const [leaving, setLeaving] = useState(false);
  const form = useZodForm(memberSchema, { defaultValues: memberValuesOf(member) });
  const save = useMutation({
    mutationFn: (profile: Parameters<typeof updateMemberProfile>[1]) => updateMemberProfile(member.uid, profile),
  });
  const leave = useMutation({ mutationFn: () => removeMember(member.uid, member.ngoId) });
  const submit = form.handleSubmit((profile) => save.mutate(profile));
  const failure = save.error ? toFailure(save.error) : null;
  return (
    <section aria-labelledby="my-membership" className="mt-6 grid gap-4">
      <h2 id="my-membership" className="text-xl font-bold text-stone-900">
        {t('team.mine.title', { ngo: ngo.data?.nameOrg ?? '', role: member.role })}
      </h2>
      <Link to={PATHS.runs} className={buttonClasses('primary', 'w-fit')}>
        {t('team.mine.runs')}
      </Link>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-6">
        <MemberFields form={form} />
        {save.isSuccess && !form.formState.isDirty && <Alert tone="success">{t('team.mine.saved')}</Alert>}
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void submit() : undefined} pending={save.isPending}>
            {failure.message}
          </ErrorAlert>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={save.isPending}>
            {t('team.mine.save')}
          </Button>
          <Button variant="quiet" onClick={() => setLeaving(true)}>
            {t('team.mine.leave')}
          </Button>
        </div>
      </form>
      {leaving && (
        <ConfirmDialog
          title={t('team.mine.leaveTitle')}
          confirmLabel={t('team.mine.leave')}
          onConfirm={() => leave.mutate()}
          onCancel={() => setLeaving(false)}
          pending={leave.isPending}
          error={leave.error ? toFailure(leave.error).message : null}
        >
          {t('team.mine.leaveBody', { ngo: ngo.data?.nameOrg ?? '' })}
        </ConfirmDialog>
      )}
    </section>
  );
}
