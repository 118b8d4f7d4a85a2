import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import * as full from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { restShape } from './ngo-first-page';
import { QUERY_HOOK as HOOK } from './query-hook';
import { recorded, shapeOf, type QueryShape } from './query-record';

// Real SDK query objects (nothing is sent: building a query needs no server).
const app: FirebaseApp = initializeApp({ projectId: 'demo-query-record', apiKey: 'unused' }, 'query-record');
afterAll(() => deleteApp(app));

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[HOOK];
});

const WANT = {
  site: 'donations.all',
  collection: 'deliveryInfo',
  where: ['ngoId ==', 'pickup.geohash >=', 'keywords array-contains'],
  orderBy: ['createdAt desc', '__name__'],
};

describe('the shape of a query', () => {
  it('names its collection, its filters and its order, not its limit or cursor (Firestore)', () => {
    const q = full.query(
      full.collection(full.getFirestore(app), 'deliveryInfo'),
      full.where('ngoId', '==', null),
      full.where('pickup.geohash', '>=', 'tdr'),
      full.where('keywords', 'array-contains', 'food'),
      full.orderBy('createdAt', 'desc'),
      full.orderBy(full.documentId()),
      full.startAfter('x', 'y'),
      full.limit(3),
    );
    expect(shapeOf('donations.all', q)).toEqual(WANT);
  });

  it('reads a Firestore Lite query the same way', () => {
    const q = lite.query(
      lite.collection(lite.getFirestore(app), 'deliveryInfo'),
      lite.where('ngoId', '==', null),
      lite.where('pickup.geohash', '>=', 'tdr'),
      lite.where('keywords', 'array-contains', 'food'),
      lite.orderBy('createdAt', 'desc'),
      lite.orderBy(lite.documentId()),
      lite.limit(3),
    );
    expect(shapeOf('donations.all', q)).toEqual(WANT);
  });
});

describe('recorded', () => {
  const db = full.getFirestore(app);
  const q = full.query(full.collection(db, 'admin'), full.where('ownerUid', '==', 'u1'), full.limit(1));

  it('hands the shape to the recorder a test run installed, and returns the query itself', () => {
    const shapes: QueryShape[] = [];
    (globalThis as Record<string, unknown>)[HOOK] = (shape: QueryShape) => shapes.push(shape);
    expect(recorded('donors.mine', q)).toBe(q);
    expect(shapes).toEqual([{ site: 'donors.mine', collection: 'admin', where: ['ownerUid =='], orderBy: [] }]);
  });

  it('does nothing without a recorder, and a failing recorder does not fail the query', () => {
    expect(recorded('donors.mine', q)).toBe(q);
    (globalThis as Record<string, unknown>)[HOOK] = () => {
      throw new Error('disk full');
    };
    expect(recorded('donors.mine', q)).toBe(q);
  });

  it('records something that is not a query as such, so the check names its site', () => {
    expect(shapeOf('donors.mine', {}).collection).toBe('(not a Firestore query)');
  });
});

it("reads /ngoList's early REST request as the SDK query it stands for", () => {
  const body = JSON.stringify({
    structuredQuery: {
      from: [{ collectionId: 'ngoAdmin' }],
      orderBy: [
        { field: { fieldPath: 'nameOrg' }, direction: 'ASCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
      ],
      limit: 26,
    },
  });
  expect(restShape('ngos.directoryFirstPage', body)).toEqual({
    site: 'ngos.directoryFirstPage',
    collection: 'ngoAdmin',
    where: [],
    orderBy: ['nameOrg', '__name__ desc'],
  });
});
