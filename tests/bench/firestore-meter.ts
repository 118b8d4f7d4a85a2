// Counts Firestore document reads, writes and deletes as Firestore bills them, by wrapping the
// functions of 'firebase/firestore' and 'firebase/firestore/lite' that src/services calls. Installed
// only in the cost bench (tests/bench/cost.bench.test.ts: vi.mock of both modules re-exporting the
// real ones with these wrappers), so the app's code runs unchanged.
//
// Billing (https://firebase.google.com/docs/firestore/pricing, https://cloud.google.com/firestore/pricing):
// - a get or a query: 1 read per document returned, and 1 for a query that returns none;
// - a listener: its first result from the server as a query (the documents, at least 1), then 1 read
//   per document added to, changed in, or removed by a change from its results, as the server sends
//   them (snapshots with `metadata.fromCache === false`; a change still waiting for the server, a
//   document with `hasPendingWrites`, is counted when the server's version arrives);
// - a count: 1 read per up to 1,000 index entries counted (at least 1);
// - writes: 1 per document created or updated (set, update, add; in a batch or transaction each
//   document counts); deletes are billed apart, 1 per document deleted.
// Answers from the local cache (getDocFromCache, fromCache snapshots) cost nothing.

export interface Tally {
  reads: number;
  writes: number;
  deletes: number;
}

/** Where the counts go: the totals, the reads that listeners cost, and each source's share. */
export interface Meter extends Tally {
  listenReads: number;
  bySource: Map<string, Tally>;
  /** Documents a listener showed with this client's change not yet back from the server. */
  pending: Set<string>;
}

export function newMeter(): Meter {
  return { reads: 0, writes: 0, deletes: 0, listenReads: 0, bySource: new Map(), pending: new Set() };
}

/** The one meter every wrapped module counts into (the services may be loaded more than once). */
export function sharedMeter(): Meter {
  const g = globalThis as { __firestoreMeter?: Meter };
  g.__firestoreMeter ??= newMeter();
  return g.__firestoreMeter;
}

/**
 * Each person's meter, by the name of their Firebase app: a count goes to the meter of the app
 * whose Firestore made the call, however the wrapped module was shared.
 */
const byApp = new Map<string, Meter>();

export function meterForApp(appName: string, meter: Meter): void {
  byApp.set(appName, meter);
}

/** Picks the meter a call counts into, from what it was called with. */
export type MeterOf = (target: unknown) => Meter;

const meterOfApp: MeterOf = (target) => {
  const t = target as { firestore?: { app?: { name?: string } }; app?: { name?: string } } | null;
  const name = t?.firestore?.app?.name ?? t?.app?.name;
  return (name !== undefined ? byApp.get(name) : undefined) ?? sharedMeter();
};

/** What the meter holds now (to subtract later: `since(meter, before)`). */
export function snapshotOf(meter: Meter): Tally {
  return { reads: meter.reads, writes: meter.writes, deletes: meter.deletes };
}

export function since(meter: Meter, before: Tally): Tally {
  return {
    reads: meter.reads - before.reads,
    writes: meter.writes - before.writes,
    deletes: meter.deletes - before.deletes,
  };
}

function add(meter: Meter, kind: keyof Tally, n: number, source: string): void {
  if (n === 0) return;
  meter[kind] += n;
  if (kind === 'reads' && source.startsWith('listen ')) meter.listenReads += n;
  const row = meter.bySource.get(source) ?? { reads: 0, writes: 0, deletes: 0 };
  row[kind] += n;
  meter.bySource.set(source, row);
}

/** A query's read cost: its documents, and at least 1. */
export const queryReads = (size: number): number => Math.max(1, size);

/** A count's read cost: 1 per up to 1,000 index entries, at least 1. */
export const countReads = (count: number): number => Math.max(1, Math.ceil(count / 1000));

type Fn = (...args: unknown[]) => unknown;
type Module = Record<string, unknown>;

interface SnapshotLike {
  metadata?: { fromCache?: boolean; hasPendingWrites?: boolean };
  size?: number;
  ref?: { path?: string };
  exists?: () => boolean;
  docChanges?: () => { type: string; doc: { ref?: { path?: string }; metadata?: { hasPendingWrites?: boolean } } }[];
  data?: () => unknown;
}

const fromServer = (snap: SnapshotLike): boolean => snap.metadata?.fromCache !== true;
const isQuerySnapshot = (snap: SnapshotLike): boolean => typeof snap.docChanges === 'function';

/** A query path for the breakdown: the collection (or document) a reference or query names. */
function pathOf(ref: unknown): string {
  const r = ref as { path?: string; _query?: { path?: { segments?: string[] } } };
  const segments = typeof r?.path === 'string' ? r.path.split('/') : r?._query?.path?.segments;
  return segments ? segments.map((s, i) => (i % 2 === 1 ? '*' : s)).join('/') : '?';
}

/** The read cost of one listener's snapshot; `first` is whether the server has answered it before. */
export function listenerReads(snap: SnapshotLike, first: boolean): number {
  if (!fromServer(snap)) return 0;
  if (!isQuerySnapshot(snap)) {
    return snap.metadata?.hasPendingWrites ? 0 : 1;
  }
  if (first) return queryReads(snap.size ?? 0);
  // A document this client changed is counted when the server's version arrives; one that left the
  // results because of the change is counted at once (the server's answer raises no second event).
  return (snap.docChanges?.() ?? []).filter((c) => c.type === 'removed' || !c.doc.metadata?.hasPendingWrites).length;
}

/**
 * onSnapshot(ref, [options], next | observer, [error], [complete]), counted: each snapshot the
 * server sends the listener's target is counted before the app's callback sees it.
 */
let counter = 0;

function countedOnSnapshot(real: Fn, meterOf: MeterOf, same: (a: unknown, b: unknown) => boolean): Fn {
  // Listeners of one client on the same query or document share one target on the server: the
  // first one open is billed, the others are answered from the client's own view of it.
  const groups: { ref: unknown; members: object[] }[] = [];
  return (ref: unknown, ...rest: unknown[]) => {
    const source = `listen ${pathOf(ref)}`;
    const meter = meterOf(ref);
    const me = {};
    let group = groups.find((g) => same(g.ref, ref));
    if (!group) {
      group = { ref, members: [] };
      groups.push(group);
    }
    group.members.push(me);
    const mine = group;
    let answered = false;
    let listener = (counter = (counter + 1) % Number.MAX_SAFE_INTEGER);
    const track = (path: string | undefined, waiting: boolean) => {
      const key = `${listener}:${path ?? '?'}`;
      if (waiting) meter.pending.add(key);
      else meter.pending.delete(key);
    };
    const count = (snap: SnapshotLike) => {
      const billed = mine.members[0] === me;
      if (!billed) return;
      add(meter, 'reads', listenerReads(snap, !answered), source);
      if (fromServer(snap) && (isQuerySnapshot(snap) || !snap.metadata?.hasPendingWrites)) answered = true;
      if (isQuerySnapshot(snap)) {
        for (const c of snap.docChanges?.() ?? []) {
          track(c.doc.ref?.path, c.type !== 'removed' && Boolean(c.doc.metadata?.hasPendingWrites));
        }
      } else {
        track(snap.ref?.path, Boolean(snap.metadata?.hasPendingWrites));
      }
    };
    // The app's listener is left as it is; a listener of the meter's own, on the same query (one
    // stream to the server), sees every snapshot, metadata changes included: a list first shown
    // from the cache and then confirmed by the server unchanged is billed, though the app's
    // listener may hear nothing of the confirmation. Registered first, it counts each snapshot
    // before the app sees it.
    const stopCounting = real(ref, { includeMetadataChanges: true }, count, () => undefined) as () => void;
    const stopApp = real(ref, ...rest) as () => void;
    const unsubscribe = () => {
      stopApp();
      stopCounting();
    };
    return () => {
      unsubscribe();
      for (const key of [...meter.pending]) if (key.startsWith(`${listener}:`)) meter.pending.delete(key);
      listener = -1;
      mine.members.splice(mine.members.indexOf(me), 1);
      if (mine.members.length === 0) groups.splice(groups.indexOf(mine), 1);
    };
  };
}

/** A batch or transaction whose set/update/delete calls count once it commits. */
function countedWrites<T extends object>(target: T, pending: { writes: number; deletes: number }): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      const value = Reflect.get(obj, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (key === 'set' || key === 'update') {
        return (...args: unknown[]) => {
          pending.writes += 1;
          const out = (value as Fn).apply(obj, args);
          return out === obj ? receiver : out;
        };
      }
      if (key === 'delete') {
        return (...args: unknown[]) => {
          pending.deletes += 1;
          const out = (value as Fn).apply(obj, args);
          return out === obj ? receiver : out;
        };
      }
      return (value as Fn).bind(obj);
    },
  });
}

/** The module with counting wrappers around the functions that read or write. */
export function countingFirestore<M extends Module>(real: M, meter: Meter | MeterOf = meterOfApp): M {
  const meterOf: MeterOf = typeof meter === 'function' ? meter : () => meter;
  const wrapped: Module = { ...real };
  const fn = (name: string) => real[name] as Fn | undefined;

  const reader = (name: string, cost: (snap: SnapshotLike) => number) => {
    const original = fn(name);
    if (!original) return;
    wrapped[name] = async (ref: unknown, ...rest: unknown[]) => {
      const snap = (await original(ref, ...rest)) as SnapshotLike;
      add(meterOf(ref), 'reads', cost(snap), `${name} ${pathOf(ref)}`);
      return snap;
    };
  };
  const docRead = (snap: SnapshotLike) => (fromServer(snap) ? 1 : 0);
  const queryRead = (snap: SnapshotLike) => (fromServer(snap) ? queryReads(snap.size ?? 0) : 0);
  reader('getDoc', docRead);
  reader('getDocFromServer', () => 1);
  reader('getDocs', queryRead);
  reader('getDocsFromServer', (snap) => queryReads(snap.size ?? 0));
  for (const name of ['getCountFromServer', 'getCount', 'getAggregateFromServer', 'getAggregate']) {
    reader(name, (snap) => {
      const data = snap.data?.() as { count?: number } | undefined;
      return countReads(typeof data?.count === 'number' ? data.count : 0);
    });
  }

  for (const name of ['setDoc', 'updateDoc', 'addDoc']) {
    const original = fn(name);
    if (!original) continue;
    wrapped[name] = async (ref: unknown, ...rest: unknown[]) => {
      const out = await original(ref, ...rest);
      add(meterOf(ref), 'writes', 1, `${name} ${pathOf(ref)}`);
      return out;
    };
  }
  const deleteDoc = fn('deleteDoc');
  if (deleteDoc) {
    wrapped.deleteDoc = async (ref: unknown) => {
      const out = await deleteDoc(ref);
      add(meterOf(ref), 'deletes', 1, `deleteDoc ${pathOf(ref)}`);
      return out;
    };
  }

  const writeBatch = fn('writeBatch');
  if (writeBatch) {
    wrapped.writeBatch = (...args: unknown[]) => {
      const meter = meterOf(args[0]);
      const pending = { writes: 0, deletes: 0 };
      const batch = countedWrites(writeBatch(...args) as { commit: Fn }, pending);
      const commit = batch.commit;
      return new Proxy(batch, {
        get(obj, key, receiver) {
          if (key !== 'commit') return Reflect.get(obj, key, receiver) as unknown;
          return async () => {
            const out = await commit();
            add(meter, 'writes', pending.writes, 'batch');
            add(meter, 'deletes', pending.deletes, 'batch');
            return out;
          };
        },
      });
    };
  }

  const runTransaction = fn('runTransaction');
  if (runTransaction) {
    wrapped.runTransaction = async (database: unknown, update: Fn, ...rest: unknown[]) => {
      const meter = meterOf(database);
      let attempt = { writes: 0, deletes: 0 };
      const out = await runTransaction(
        database,
        (tx: object) => {
          // Each attempt's reads are billed; only the attempt that commits writes.
          attempt = { writes: 0, deletes: 0 };
          const counted = countedWrites(tx, attempt);
          const get = (tx as { get: Fn }).get.bind(tx);
          const withReads = new Proxy(counted, {
            get(obj, key, receiver) {
              if (key !== 'get') return Reflect.get(obj, key, receiver) as unknown;
              return async (ref: unknown) => {
                const snap = await get(ref);
                add(meter, 'reads', 1, `transaction get ${pathOf(ref)}`);
                return snap;
              };
            },
          });
          return update(withReads);
        },
        ...rest,
      );
      add(meter, 'writes', attempt.writes, 'transaction');
      add(meter, 'deletes', attempt.deletes, 'transaction');
      return out;
    };
  }

  const onSnapshot = fn('onSnapshot');
  const queryEqual = fn('queryEqual');
  const refEqual = fn('refEqual');
  const same = (a: unknown, b: unknown): boolean => {
    const kind = (x: unknown) => (x as { type?: string }).type;
    if (kind(a) !== kind(b)) return false;
    if (kind(a) === 'document') return Boolean(refEqual?.(a, b));
    return Boolean(queryEqual?.(a, b));
  };
  if (onSnapshot) wrapped.onSnapshot = countedOnSnapshot(onSnapshot, meterOf, same);
  return wrapped as M;
}
