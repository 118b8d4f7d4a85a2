import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { useLive } from '../../lib/live';
import { toFailure } from '../../services/errors';
import { claimRun, isStale, RunGoneError, watchMyRuns, type Run } from '../../services/runs';
import { watchMyMembership, type Member } from '../../services/team';
import { BoardError, BoardSkeleton, EmptyState } from './BoardStates';
import { MyRun } from './MyRun';
import { RunFacts } from './RunFacts';
import { RunsCoordinator, useOpenRuns } from './RunsCoordinator';
import { useNow } from './useNow';

/**
 * /runs — who collects each accepted donation (docs/teams.md, 'Runs'). A member sees 'Needs a
 * volunteer' (claim one in a tap) and 'My runs' (everything the pickup needs); a coordinator — the
 * NGO's own account, or a member it made one — sees every run with its person, and assigns.
 */
export function RunsPage() {
  const t = useT();
  const { user, role } = useAuth();
  const uid = user?.uid ?? '';
  const membership = useLive<Member | null>(role === 'ngo' || !uid ? null : `membership:${uid}`, (onData, onError) =>
    watchMyMembership(uid, onData, onError),
  );
  let body;
  if (role === 'ngo') body = <RunsCoordinator ngoId={uid} />;
  else if (membership.status === 'loading') {
    body = <Spinner size={24} label={t('runs.loading')} className="mt-6 text-brand-700" />;
  } else if (membership.status === 'error') {
    body = <BoardError error={membership.error} onRetry={membership.retry} />;
  } else if (membership.data === null) {
    body = (
      <EmptyState title={t('runs.notMember')}>
        <Link to={PATHS.myTeam} className={buttonClasses('secondary')}>
          {t('runs.openTeam')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <MyRuns uid={uid} />
        <NeedsVolunteer member={membership.data} />
        {membership.data.role === 'coordinator' && <RunsCoordinator ngoId={membership.data.ngoId} />}
      </>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('runs.title')}</h1>
      {body}
    </div>
  );
}

/** The NGO's open runs, most urgent first, each claimed in a tap. */
function NeedsVolunteer({ member }: { member: Member }) {
  const t = useT();
  const headingId = useId();
  const now = useNow();
  const [refused, setRefused] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const live = useOpenRuns(member.ngoId);
  // A run past its use-by is not offered, even before a coordinator's screen ends it.
  const waiting = live.status === 'ready' ? live.data.filter((run) => !isStale(run, undefined, now)) : [];
  const claim = useMutation({
    mutationFn: (run: Run) => claimRun(run.id, member),
    onMutate: () => {
      setRefused(null);
      setGone(false);
    },
    onError: (error) => {
      if (error instanceof RunGoneError) setGone(true);
      else setRefused(toFailure(error).message);
    },
  });
  return (
    <section aria-labelledby={headingId} className="mt-10 grid gap-4">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('runs.needs.title')}
      </h2>
      {refused && (
        <ErrorAlert
          onRetry={claim.variables ? () => claim.mutate(claim.variables) : undefined}
          pending={claim.isPending}
        >
          {t('runs.needs.claimError', { reason: refused })}
        </ErrorAlert>
      )}
      {gone && (
        <Alert tone="info" onDismiss={() => setGone(false)}>
          {t('runs.needs.gone')}
        </Alert>
      )}
      {live.status === 'loading' && <BoardSkeleton />}
      {live.status === 'error' && <BoardError error={live.error} onRetry={live.retry} />}
      {live.status === 'ready' && waiting.length === 0 && <EmptyState title={t('runs.needs.empty')} />}
      {live.status === 'ready' && waiting.length > 0 && (
        <ul className="grid gap-3">
          {waiting.map((run) => (
            <li
              key={run.id}
              data-run={run.id}
              className={`rounded-card border bg-white px-4 py-3 shadow-sm ${run.lateDrop ? 'border-saffron-400' : 'border-stone-200'}`}
            >
              <h3 className="text-lg font-bold text-stone-900">{run.food}</h3>
              <RunFacts run={run} now={now} />
              {run.lateDrop && (
                <p className="mt-1 font-semibold text-stone-900">
                  {t('runs.needs.givenBack', { name: run.droppedBy, reason: run.dropReason })}
                </p>
              )}
              <Button
                className="mt-3"
                loading={claim.isPending && claim.variables?.id === run.id}
                disabled={claim.isPending}
                onClick={() => claim.mutate(run)}
              >
                {t('runs.needs.claim')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The runs assigned to this member: the latest ten in full (their donations, live), newest first. */
function MyRuns({ uid }: { uid: string }) {
  const t = useT();
  const headingId = useId();
  const now = useNow();
  const live = useLive<Run[]>(`runs-mine:${uid}`, (onData, onError) => watchMyRuns(uid, onData, onError));
  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-4">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('runs.mine.title')}
      </h2>
      {live.status === 'loading' && <BoardSkeleton />}
      {live.status === 'error' && <BoardError error={live.error} onRetry={live.retry} />}
      {live.status === 'ready' && live.data.length === 0 && <EmptyState title={t('runs.mine.empty')} />}
      {live.status === 'ready' && live.data.length > 0 && (
        <ul className="grid gap-4">
          {live.data.slice(0, 10).map((run) => (
            <li key={run.id}>
              <MyRun run={run} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
