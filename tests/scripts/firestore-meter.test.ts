// @vitest-environment node
// The cost bench's counter (tests/bench/firestore-meter.ts) counts as Firestore bills: checked here
// against a stand-in for the Firestore module, so the rules of counting are pinned without the
// emulators.
import { describe, expect, it } from 'vitest';
import { countingFirestore, countReads, listenerReads, newMeter } from '../bench/firestore-meter';

const docs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `d${i}` }));
const querySnap = (n: number, fromCache = false, changes: { type: string; pending?: boolean }[] = []) => ({
  size: n,
  docs: docs(n),
  metadata: { fromCache, hasPendingWrites: false },
  docChanges: () =>
    changes.map((c, i) => ({
      type: c.type,
      doc: { ref: { path: `x/${i}` }, metadata: { hasPendingWrites: !!c.pending } },
    })),
});

function fakeModule() {
  // The meter's own listener and the app's, both on the one query: the server's snapshots go to both.
  const listeners: ((snap: unknown) => void)[] = [];
  const batchOps: string[] = [];
  const module = {
    getDocs: async (q: { n: number }) => querySnap(q.n),
    getDocsFromCache: async (q: { n: number }) => querySnap(q.n, true),
    getDoc: async (_ref: unknown) => ({ metadata: { fromCache: false }, exists: () => false }),
    getCountFromServer: async (q: { n: number }) => ({ data: () => ({ count: q.n }) }),
    setDoc: async (_ref: unknown) => undefined,
    deleteDoc: async (_ref: unknown) => undefined,
    writeBatch: () => {
      const batch = {
        set: () => (batchOps.push('set'), batch),
        update: () => (batchOps.push('update'), batch),
        delete: () => (batchOps.push('delete'), batch),
        commit: async () => undefined,
      };
      return batch;
    },
    onSnapshot: (_q: unknown, ...rest: unknown[]) => {
      const next = rest.find((a) => typeof a === 'function') as (snap: unknown) => void;
      listeners.push(next);
      return () => listeners.splice(listeners.indexOf(next), 1);
    },
    queryEqual: () => false,
    refEqual: () => false,
  };
  return { module, emit: (snap: unknown) => listeners.forEach((listener) => listener(snap)) };
}

describe('the Firestore meter', () => {
  it('counts a query returning 3 documents as 3 reads, and an empty one as 1', async () => {
    const meter = newMeter();
    const { module } = fakeModule();
    const counted = countingFirestore(module, meter);
    await counted.getDocs({ n: 3 });
    expect(meter.reads).toBe(3);
    await counted.getDocs({ n: 0 });
    expect(meter.reads).toBe(4);
  });

  it('counts nothing for an answer from the cache, and 1 for a get of a missing document', async () => {
    const meter = newMeter();
    const counted = countingFirestore(fakeModule().module, meter);
    await counted.getDocsFromCache({ n: 5 });
    expect(meter.reads).toBe(0);
    await counted.getDoc({});
    expect(meter.reads).toBe(1);
  });

  it('counts a count as 1 read per 1,000 index entries, at least 1', async () => {
    expect([0, 1, 1000, 1001, 2500].map(countReads)).toEqual([1, 1, 1, 2, 3]);
    const meter = newMeter();
    await countingFirestore(fakeModule().module, meter).getCountFromServer({ n: 1001 });
    expect(meter.reads).toBe(2);
  });

  it('counts each document of a batch once it commits, deletes apart', async () => {
    const meter = newMeter();
    const counted = countingFirestore(fakeModule().module, meter);
    const batch = counted.writeBatch();
    batch.set().update().delete();
    expect(meter.writes).toBe(0);
    await batch.commit();
    expect(meter).toMatchObject({ writes: 2, deletes: 1 });
    await counted.setDoc({});
    await counted.deleteDoc({});
    expect(meter).toMatchObject({ writes: 3, deletes: 2 });
  });

  it('counts a listener: its first server answer as a query, then each change from the server', () => {
    const meter = newMeter();
    const { module, emit } = fakeModule();
    const seen: unknown[] = [];
    countingFirestore(module, meter).onSnapshot({}, { includeMetadataChanges: true }, (s: unknown) => seen.push(s));
    emit(querySnap(2, true)); // from the cache: free
    expect(meter.reads).toBe(0);
    emit(querySnap(3, false)); // the server's first answer: 3 documents
    expect(meter.reads).toBe(3);
    emit(querySnap(4, false, [{ type: 'added' }])); // one more arrives
    expect(meter.reads).toBe(4);
    emit(querySnap(4, false, [{ type: 'modified', pending: true }])); // this client's change, not yet back
    expect(meter.reads).toBe(4);
    expect(meter.pending.size).toBe(1);
    emit(querySnap(4, false, [{ type: 'modified' }])); // the server's version of it
    expect(meter.reads).toBe(5);
    expect(meter.pending.size).toBe(0);
    expect(seen).toHaveLength(5); // the app still sees every snapshot
  });

  it('counts an empty first answer of a listener as 1 read', () => {
    expect(listenerReads(querySnap(0, false), true)).toBe(1);
    expect(listenerReads(querySnap(0, false), false)).toBe(0);
  });
});
