import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Select } from '../../components/Field';
import { useT } from '../../i18n';
import { useLive } from '../../lib/live';
import { watchNgoDonations } from '../../services/donation-boards';
import type { Donation } from '../../services/donation-model';
import { toFailure } from '../../services/errors';
import { assignRun, startRun, storedOf, watchNgoRuns, watchOpenRuns, type Run } from '../../services/runs';
import { watchMembers, type Member } from '../../services/team';
import { BoardError, BoardSkeleton, EmptyState } from './BoardStates';
import { RunFacts } from './RunFacts';
import { useNow } from './useNow';

/** 'Needs a volunteer': the NGO's open runs, live, late drop-outs first, then the most urgent. */
export function useOpenRuns(ngoId: string) {
  return useLive<Run[]>(`runs-open:${ngoId}`, (onData, onError) => watchOpenRuns(ngoId, onData, onError));
}

/**
 * A live alert for the NGO's coordinators: each run a volunteer gave back late that nobody has
 * taken since ('Ravi gave back Veg pulao, ready at 18:30: My scooter broke down').
 */
export function LateDropAlerts({ runs }: { runs: Run[] }) {
  const t = useT();
  const late = runs.filter((run) => run.state === 'open' && run.lateDrop);
  if (late.length === 0) return null;
  return (
    <Alert tone="error" className="mb-4">
      {late.map((run) => (
        <span key={run.id} className="block" data-late-drop={run.id}>
          {t('runs.alert.late', { name: run.droppedBy, food: run.food, reason: run.dropReason })}
        </span>
      ))}
    </Alert>
  );
}

/**
 * The coordinator's board: each accepted donation still to be collected or delivered, its person
 * and state at a glance, and who collects it (assign a member, or open it to volunteers).
 */
export function RunsCoordinator({ ngoId }: { ngoId: string }) {
  const t = useT();
  const headingId = useId();
  const now = useNow();
  const runs = useLive<Run[]>(`runs-ngo:${ngoId}`, (onData, onError) => watchNgoRuns(ngoId, onData, onError));
  const members = useLive<Member[]>(`members:${ngoId}`, (onData, onError) => watchMembers(ngoId, onData, onError));
  const donations = useLive<Donation[]>(`ngo-donations:${ngoId}`, (onData, onError) =>
    watchNgoDonations(ngoId, onData, onError),
  );
  const failed = [runs, members, donations].find((live) => live.status === 'error');
  let body;
  if (failed?.status === 'error') body = <BoardError error={failed.error} onRetry={failed.retry} />;
  else if (runs.status !== 'ready' || members.status !== 'ready' || donations.status !== 'ready')
    body = <BoardSkeleton />;
  else {
    const byId = new Map(runs.data.map((run) => [run.id, run]));
    const active = donations.data
      .filter((d) => d.status === 'accepted' || d.status === 'picked_up')
      .sort((a, b) => (a.readyBy?.getTime() ?? 0) - (b.readyBy?.getTime() ?? 0));
    body = (
      <>
        <LateDropAlerts runs={runs.data} />
        {active.length === 0 ? (
          <EmptyState title={t('runs.board.empty')} />
        ) : (
          <ul className="grid gap-3">
            {active.map((donation) => (
              <li key={donation.id}>
                <RunRow donation={donation} run={byId.get(donation.id) ?? null} members={members.data} now={now} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-10 grid gap-4">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('runs.board.title')}
      </h2>
      {body}
    </section>
  );
}

/** Who is on a run, in words: the person and where the food is. */
function personLine(t: ReturnType<typeof useT>, donation: Donation, run: Run | null, members: Member[]): string {
  if (!run) return t('runs.board.noRun');
  if (run.volunteerUid === null) return t('runs.board.open');
  const member = members.some((m) => m.uid === run.volunteerUid);
  return t('runs.board.person', {
    name: run.volunteerName,
    state: donation.status === 'picked_up' ? 'pickedUp' : 'coming',
    gone: member ? 'no' : 'yes',
  });
}

function RunRow({
  donation,
  run,
  members,
  now,
}: {
  donation: Donation;
  run: Run | null;
  members: Member[];
  now: Date;
}) {
  const t = useT();
  const assign = useMutation({
    mutationFn: (uid: string) => {
      const member = members.find((m) => m.uid === uid) ?? null;
      return run ? assignRun(run.id, member) : startRun(donation.id, storedOf(donation), donation.ngoId ?? '', member);
    },
  });
  const waiting = donation.status === 'accepted';
  return (
    <div
      data-run-row={donation.id}
      className={`rounded-card border bg-white px-4 py-3 shadow-sm ${run?.state === 'open' && run.lateDrop ? 'border-red-300' : 'border-stone-200'}`}
    >
      <h3 className="text-lg font-bold text-stone-900">{donation.food}</h3>
      {run && <RunFacts run={run} now={now} />}
      <p className="mt-1 font-semibold text-stone-900" data-run-person>
        {personLine(t, donation, run, members)}
      </p>
      {waiting && (
        <Select
          label={t('runs.board.assign')}
          className="mt-3 max-w-sm"
          value={run?.volunteerUid ?? ''}
          disabled={assign.isPending}
          onChange={(e) => assign.mutate(e.target.value)}
          options={[
            { value: '', label: t('runs.board.openOption') },
            ...members.map((m) => ({ value: m.uid, label: m.name })),
          ]}
        />
      )}
      {assign.isError && (
        <ErrorAlert className="mt-2" onRetry={() => assign.mutate(assign.variables)} pending={assign.isPending}>
          {toFailure(assign.error).message}
        </ErrorAlert>
      )}
    </div>
  );
}
