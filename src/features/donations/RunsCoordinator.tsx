import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Select } from '../../components/Field';
import { useT } from '../../i18n';
import { useLive } from '../../lib/live';
import { watchNgoDonations } from '../../services/donation-boards';
import type { Donation } from '../../services/donation-model';
import { toFailure } from '../../services/errors';
import {
  assignRun,
  endRun,
  isStale,
  startRun,
  storedOf,
  watchNgoRuns,
  watchOpenRuns,
  type Run,
} from '../../services/runs';
import { watchMembers, type Member } from '../../services/team';
import { BoardError, BoardSkeleton, EmptyState } from './BoardStates';
import { RunFacts } from './RunFacts';
import { useNow } from './useNow';

/** 'Needs a volunteer': the NGO's open runs, live, late drop-outs first, then the most urgent. */
export function useOpenRuns(ngoId: string) {
  return useLive<Run[]>(`runs-open:${ngoId}`, (onData, onError) => watchOpenRuns(ngoId, onData, onError));
}

/**
 * A coordinator's screen ends each open run whose food it sees no longer waiting (collected,
 * refused, cancelled, past its use-by), once, so it leaves every volunteer's 'Needs a volunteer'
 * and the alerts. A failure is left for the next screen that sees it (or the next claim) to mend.
 */
export function useEndStaleRuns(runs: Run[] | null, donations: Donation[], now: Date): void {
  const ended = useRef(new Set<string>());
  useEffect(() => {
    if (!runs) return;
    const byId = new Map(donations.map((d) => [d.id, d]));
    for (const run of runs) {
      if (ended.current.has(run.id) || !isStale(run, byId.get(run.id), now)) continue;
      ended.current.add(run.id);
      endRun(run.id).catch(() => ended.current.delete(run.id));
    }
  }, [runs, donations, now]);
}

/**
 * A live alert for the NGO's coordinators: each run a volunteer gave back late that nobody has
 * taken since ('Ravi gave back Veg pulao, ready at 18:30: My scooter broke down'), while its food
 * still waits to be collected.
 */
export function LateDropAlerts({ runs, donations, now }: { runs: Run[]; donations: Donation[]; now: Date }) {
  const t = useT();
  const byId = new Map(donations.map((d) => [d.id, d]));
  const late = runs.filter((run) => run.state === 'open' && run.lateDrop && !isStale(run, byId.get(run.id), now));
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

const NONE: Donation[] = [];

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
  useEndStaleRuns(
    runs.status === 'ready' ? runs.data : null,
    donations.status === 'ready' ? donations.data : NONE,
    now,
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
        <LateDropAlerts runs={runs.data} donations={donations.data} now={now} />
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

/** The select's value for a donation with no run yet (no member's uid is empty or a dash). */
const NO_RUN = '-';

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
          value={run ? (run.volunteerUid ?? '') : NO_RUN}
          disabled={assign.isPending}
          onChange={(e) => {
            if (e.target.value !== NO_RUN) assign.mutate(e.target.value);
          }}
          options={[
            // A donation without a run (a day of a regular offer arrives accepted) is neither open
            // nor assigned until the coordinator chooses, open included.
            ...(run ? [] : [{ value: NO_RUN, label: t('runs.board.chooseOption') }]),
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
