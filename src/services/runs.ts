/**
 * Runs (docs/teams.md, 'Runs'): who collects each accepted donation of an NGO. A run is open
 * ('Needs a volunteer': any member may claim it) or assigned to one member. It holds no donor
 * contact details — what a volunteer needs to choose a run is copied from the donation — and the
 * rules (firestore.rules, 'runs/{donationId}') decide who may claim, give back or assign it.
 */
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Query,
  type Transaction,
} from 'firebase/firestore';
import { LIST_LIMIT, RUN_LIMITS } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import type { Donation, ErrorListener, Unsubscribe } from './donation-model';
import { assertOnline } from './offline';
import { recorded } from './query-record';
import { storedDate, storedText } from './stored';
import type { Member } from './team';

/** Open ('Needs a volunteer'), assigned to one member, or done: ended once its food no longer waited. */
export type RunState = 'open' | 'assigned' | 'done';

export interface Run {
  /** The donation's id: a run is keyed by the donation it collects. */
  id: string;
  ngoId: string;
  donorUid: string;
  food: string;
  meals: number | null;
  readyBy: Date | null;
  useBy: Date | null;
  /** The pickup's PIN code, '' when the donation names none. */
  pin: string;
  state: RunState;
  volunteerUid: string | null;
  /** The assigned member's first name and phone: what the donor sees of who is coming. */
  volunteerName: string;
  volunteerPhone: string;
  /** The last give-back: why, by whom (first name), when, and whether it was late. */
  dropReason: string;
  droppedBy: string;
  droppedAt: Date | null;
  lateDrop: boolean;
  /** A change made on this device that the server has not confirmed yet (a claim on its way). */
  pending: boolean;
}

const runs = () => collection(db(), COLLECTIONS.runs);
const runRef = (id: string) => doc(db(), COLLECTIONS.runs, id);

export function runFromData(id: string, data: DocumentData, pending = false): Run {
  return {
    id,
    ngoId: storedText(data.ngoId),
    donorUid: storedText(data.donorUid),
    food: storedText(data.food),
    meals: typeof data.meals === 'number' ? data.meals : null,
    readyBy: storedDate(data.readyBy),
    useBy: storedDate(data.useBy),
    pin: storedText(data.pin),
    state: data.state === 'assigned' || data.state === 'done' ? data.state : 'open',
    volunteerUid: typeof data.volunteerUid === 'string' ? data.volunteerUid : null,
    volunteerName: storedText(data.volunteerName),
    volunteerPhone: storedText(data.volunteerPhone),
    dropReason: storedText(data.dropReason),
    droppedBy: storedText(data.droppedBy),
    droppedAt: storedDate(data.droppedAt),
    lateDrop: data.lateDrop === true,
    pending,
  };
}

/** A member's first name, as the rules cut it (what the donor and the run show). */
export function firstName(name: string): string {
  return name.trim().split(' ')[0] ?? '';
}

/** Who may be put on a run: a member, by what the run shows of them. */
export type Crew = Pick<Member, 'uid' | 'name' | 'phone'>;

/** Who is on a run: a member, or nobody (open). */
function crew(member: Crew | null) {
  return member
    ? {
        state: 'assigned',
        volunteerUid: member.uid,
        volunteerName: firstName(member.name),
        volunteerPhone: member.phone,
      }
    : { state: 'open', volunteerUid: null, volunteerName: '', volunteerPhone: '' };
}

/**
 * The new run of a donation accepted by `ngoId`, from the donation as it is stored (`stored`, its
 * raw fields: the rules compare them exactly), open unless `member` is given.
 */
export function newRun(stored: DocumentData, ngoId: string, member: Crew | null = null) {
  const pickup = stored.pickup as { pin?: unknown } | undefined;
  return {
    ngoId,
    donorUid: stored.donorUid,
    food: stored.food,
    meals: stored.meals,
    readyBy: stored.readyBy,
    useBy: stored.useBy ?? null,
    pin: pickup ? pickup.pin : '',
    ...crew(member),
    dropReason: '',
    droppedBy: '',
    droppedAt: null,
    lateDrop: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** Whether a stored donation has what a run copies (one from the earlier app may not). */
export function canRun(stored: DocumentData | undefined): stored is DocumentData {
  return (
    stored !== undefined &&
    typeof stored.food === 'string' &&
    stored.readyBy instanceof Timestamp &&
    (typeof stored.meals === 'number' || typeof stored.meals === 'string')
  );
}

/**
 * A donation's stored fields that a run copies, from the donation as the app reads it (dates back
 * to timestamps: the app writes them to the millisecond, so they compare equal).
 */
export function storedOf(donation: Donation): DocumentData {
  return {
    donorUid: donation.donorUid,
    food: donation.food,
    meals: donation.meals,
    readyBy: donation.readyBy ? Timestamp.fromDate(donation.readyBy) : null,
    useBy: donation.safety ? Timestamp.fromDate(donation.safety.useBy) : null,
    ...(donation.pickup ? { pickup: { pin: donation.pickup.pin } } : {}),
  };
}

/** In the accept's own transaction: the accepted donation's run, open for the NGO's volunteers. */
export function openRunIn(tx: Transaction, donationId: string, stored: DocumentData, ngoId: string): void {
  tx.set(runRef(donationId), newRun(stored, ngoId));
}

/**
 * A coordinator gives an accepted donation that has no run yet (a day of a regular offer, which
 * arrives accepted, or one accepted before runs) its run: open, or assigned to `member`.
 */
export async function startRun(
  donationId: string,
  stored: DocumentData,
  ngoId: string,
  member: Crew | null,
): Promise<void> {
  assertOnline();
  await setDoc(runRef(donationId), newRun(stored, ngoId, member));
}

/** A coordinator assigns a run to a member of its NGO, or (member null) opens it to volunteers. */
export async function assignRun(runId: string, member: Crew | null): Promise<void> {
  assertOnline();
  await updateDoc(runRef(runId), { ...crew(member), updatedAt: serverTimestamp() });
}

/** A claim refused because the run's food no longer waits to be collected: the run has ended. */
export class RunGoneError extends Error {
  constructor() {
    super('The run has ended: its food no longer waits to be collected.');
    this.name = 'RunGoneError';
  }
}

/**
 * A member claims an open run for themself: the same write as assigning it to them. When several
 * claim at once, exactly one gets it: the rules take a claim only of a run still open, and
 * Firestore applies writes to one document one after another. A claim refused because the food no
 * longer waits (collected, cancelled, past its use-by) ends the run, so it leaves everyone's
 * 'Needs a volunteer', and is RunGoneError.
 */
export async function claimRun(runId: string, me: Crew): Promise<void> {
  try {
    await assignRun(runId, me);
  } catch (error) {
    const ended = await endRun(runId).then(
      () => true,
      () => false,
    );
    throw ended ? new RunGoneError() : error;
  }
}

/**
 * Ends an open run whose food no longer waits to be collected (isStale): the rules allow it to
 * anyone who reads the run, and only then. It leaves 'Needs a volunteer' and the alerts.
 */
export async function endRun(runId: string): Promise<void> {
  assertOnline();
  await updateDoc(runRef(runId), { state: 'done', updatedAt: serverTimestamp() });
}

/**
 * Whether an open run's food no longer waits to be collected: its donation, when this screen has
 * it, is no longer accepted, or its use-by has passed.
 */
export function isStale(run: Run, donation: Pick<Donation, 'status'> | undefined, now: Date): boolean {
  if (run.state !== 'open') return false;
  if (donation && donation.status !== 'accepted') return true;
  return run.useBy !== null && run.useBy.getTime() < now.getTime();
}

/** Whether giving a run back now makes a late drop-out (within RUN_LIMITS.lateDropHours of its ready-by). */
export function isLateDrop(run: Pick<Run, 'readyBy'>, now: Date = new Date()): boolean {
  return run.readyBy !== null && now.getTime() + RUN_LIMITS.lateDropHours * 3_600_000 >= run.readyBy.getTime();
}

/**
 * The assigned member gives a run back, with a reason: it is open again, and a late drop-out
 * (the rules decide by the server's clock) goes to the top of 'Needs a volunteer' and alerts the
 * coordinators. The client's guess of lateness is sent; should the clocks disagree by the moment
 * it arrives, the rules refuse it and the guess is flipped once.
 */
export async function giveBackRun(run: Pick<Run, 'id' | 'readyBy' | 'volunteerName'>, reason: string): Promise<void> {
  assertOnline();
  const write = (late: boolean) =>
    updateDoc(runRef(run.id), {
      ...crew(null),
      dropReason: reason.trim(),
      droppedBy: run.volunteerName,
      droppedAt: serverTimestamp(),
      lateDrop: late,
      updatedAt: serverTimestamp(),
    });
  const late = isLateDrop(run);
  try {
    await write(late);
  } catch (error) {
    // Within a few seconds of the 2-hour line, the server's clock may put it on the other side.
    if (run.readyBy && Math.abs(Date.now() + RUN_LIMITS.lateDropHours * 3_600_000 - run.readyBy.getTime()) < 120_000) {
      await write(!late);
      return;
    }
    throw error;
  }
}

/** Runs, live; each says whether it holds a change the server has not confirmed yet. */
function watchRuns(q: Query, onData: (runs: Run[]) => void, onError: ErrorListener): Unsubscribe {
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snap) => onData(snap.docs.map((d) => runFromData(d.id, d.data(), d.metadata.hasPendingWrites))),
    onError,
  );
}

/**
 * 'Needs a volunteer': the NGO's open runs, live, most urgent first — a late drop-out at the top,
 * then by ready-by and use-by (sortByUrgency).
 */
export function watchOpenRuns(ngoId: string, onData: (runs: Run[]) => void, onError: ErrorListener): Unsubscribe {
  const q = recorded(
    'runs.open',
    query(runs(), where('ngoId', '==', ngoId), where('state', '==', 'open'), orderBy('readyBy'), limit(LIST_LIMIT)),
  );
  return watchRuns(q, (list) => onData(sortByUrgency(list)), onError);
}

/** 'My runs': the runs assigned to this member, latest ready-by first, live. */
export function watchMyRuns(uid: string, onData: (runs: Run[]) => void, onError: ErrorListener): Unsubscribe {
  const q = recorded(
    'runs.mine',
    query(runs(), where('volunteerUid', '==', uid), orderBy('readyBy', 'desc'), limit(50)),
  );
  return watchRuns(q, onData, onError);
}

/** Every run of the NGO, latest ready-by first, live (its coordinators' board). */
export function watchNgoRuns(ngoId: string, onData: (runs: Run[]) => void, onError: ErrorListener): Unsubscribe {
  const q = recorded(
    'runs.ngo',
    query(runs(), where('ngoId', '==', ngoId), orderBy('readyBy', 'desc'), limit(LIST_LIMIT)),
  );
  return watchRuns(q, onData, onError);
}

/** The runs of a donor's donations, live: who is coming for each (the donor's board). */
export function watchDonorRuns(donorUid: string, onData: (runs: Run[]) => void, onError: ErrorListener): Unsubscribe {
  const q = recorded(
    'runs.donor',
    query(runs(), where('donorUid', '==', donorUid), orderBy('readyBy', 'desc'), limit(LIST_LIMIT)),
  );
  return watchRuns(q, onData, onError);
}

/** Late drop-outs first, then the soonest ready-by, then the soonest use-by. */
export function sortByUrgency(list: Run[]): Run[] {
  const time = (d: Date | null) => d?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return [...list].sort(
    (a, b) =>
      Number(b.lateDrop) - Number(a.lateDrop) || time(a.readyBy) - time(b.readyBy) || time(a.useBy) - time(b.useBy),
  );
}
