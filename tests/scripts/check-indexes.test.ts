// @vitest-environment node
// The query check (scripts/check-indexes.mjs, docs/data-model.md 'Queries and their indexes'):
// production Firestore refuses a query without its index, the emulator does not, so this check is
// what stands between a new query and a broken page in production.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { failuresOf } from '../../scripts/check-indexes.mjs';
import { declaredShapes, requiredIndex, serves } from '../../scripts/indexes.mjs';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const queries = JSON.parse(read('firestore.queries.json'));
const indexes = JSON.parse(read('firestore.indexes.json'));
const docs = read('docs/data-model.md');

interface Field {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: Field[];
}
const composites: Index[] = indexes.indexes;

/** The index a failure message tells the reader to add, parsed back from it. */
const indexToAdd = (failure: string): Index => JSON.parse(failure.slice(failure.indexOf('{'))) as Index;

describe('the query check on this repository', () => {
  it('passes: every declared query has its index, no index is unused, the docs table is current', () => {
    expect(failuresOf({ queries, indexes, docs })).toEqual([]);
  });

  it('knows the open-offer board needs (ngoId, status, pickup.cell, pickup.geohash), which single-field indexes cannot serve', () => {
    const [openNear] = declaredShapes(queries).filter((s: { site: string }) => s.site === 'donations.openNear');
    expect(requiredIndex(openNear.collection, openNear)?.fields).toEqual([
      { fieldPath: 'ngoId', order: 'ASCENDING' },
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'pickup.cell', order: 'ASCENDING' },
      { fieldPath: 'pickup.geohash', order: 'ASCENDING' },
    ]);
  });

  it.each(composites.map((index) => [index.fields.map((f) => f.fieldPath).join(', '), index] as const))(
    'fails without the index on %s, naming an index it would serve',
    (_name, removed) => {
      const without = { ...indexes, indexes: composites.filter((i) => i !== removed) };
      const failures = failuresOf({ queries, indexes: without, docs: undefined });
      const missing = failures.filter((f) => f.includes('has no index in production'));
      expect(missing.length).toBeGreaterThan(0);
      for (const failure of missing) {
        // What the message says to add is the index that was removed (its fields, up to the
        // order of the equality fields and the trailing __name__ every index has).
        const told = indexToAdd(failure);
        expect(told.collectionGroup).toBe(removed.collectionGroup);
        expect(told.fields.map((f) => f.fieldPath).sort(), failure).toEqual(
          removed.fields
            .map((f) => f.fieldPath)
            .filter((f) => f !== '__name__')
            .sort(),
        );
      }
    },
  );

  it('fails on an index no declared query needs', () => {
    const extra: Index = {
      collectionGroup: 'deliveryInfo',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'city', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    };
    const failures = failuresOf({ queries, indexes: { ...indexes, indexes: [...composites, extra] }, docs: undefined });
    expect(failures).toEqual([expect.stringContaining('"fieldPath":"city"')]);
  });

  it('fails when the table in docs/data-model.md is not what npm run indexes writes', () => {
    const stale = docs.replace('| `donations.openNear` |', '| `donations.openOffers` |');
    expect(failuresOf({ queries, indexes, docs: stale })).toEqual([expect.stringContaining('npm run indexes')]);
  });
});

describe('the shapes the tests recorded', () => {
  const sent = declaredShapes(queries);

  it('pass when each is declared and every site was sent', () => {
    expect(failuresOf({ queries, indexes, docs: undefined, recorded: sent })).toEqual([]);
  });

  it('fail on a query its site does not declare, naming the site and the shape', () => {
    const odd = { site: 'donations.ngoBoard', collection: 'deliveryInfo', where: ['ngoId =='], orderBy: ['readyBy'] };
    expect(failuresOf({ queries, indexes, docs: undefined, recorded: [...sent, odd] })).toEqual([
      expect.stringMatching(/^donations\.ngoBoard sent a query .*order readyBy/),
    ]);
  });

  it('fail on a declared site no test sent', () => {
    const recorded = sent.filter((s: { site: string }) => s.site !== 'inbox.newsletter');
    expect(failuresOf({ queries, indexes, docs: undefined, recorded })).toEqual([
      'inbox.newsletter: no test sends this query — add a test that does',
    ]);
  });

  it('read filters in any order as one shape', () => {
    const swapped = sent.map((s: { where: string[] }) => ({ ...s, where: [...s.where].reverse() }));
    expect(failuresOf({ queries, indexes, docs: undefined, recorded: swapped })).toEqual([]);
  });
});

describe("Firestore's index rules", () => {
  const need = (where: string[], orderBy: string[]) => requiredIndex('c', { where, orderBy })?.fields ?? null;

  it('serves equality filters alone, and one field ranged or ordered alone, with single-field indexes', () => {
    expect(need(['a ==', 'b ==', 'c in'], [])).toBeNull();
    expect(need(['tags array-contains', 'a =='], [])).toBeNull();
    expect(need(['a >=', 'a <'], [])).toBeNull();
    expect(need([], ['a desc'])).toBeNull();
    expect(need(['a =='], ['__name__'])).toBeNull();
  });

  it('needs a composite for equality with a range or an order on another field, and for two orders', () => {
    expect(need(['a ==', 'b >'], [])).toEqual([
      { fieldPath: 'a', order: 'ASCENDING' },
      { fieldPath: 'b', order: 'ASCENDING' },
    ]);
    expect(need(['tags array-contains'], ['name'])).toEqual([
      { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ]);
    expect(need([], ['a', 'b desc'])).toEqual([
      { fieldPath: 'a', order: 'ASCENDING' },
      { fieldPath: 'b', order: 'DESCENDING' },
    ]);
  });

  it('orders a range field after the explicit orders, and keeps directions', () => {
    expect(need(['a ==', 'b >'], ['c desc'])).toEqual([
      { fieldPath: 'a', order: 'ASCENDING' },
      { fieldPath: 'c', order: 'DESCENDING' },
      { fieldPath: 'b', order: 'ASCENDING' },
    ]);
  });

  it('takes an index with the equality fields in any order, but not one with another direction', () => {
    const needed = requiredIndex('c', { where: ['a ==', 'b =='], orderBy: ['t desc'] });
    const index = (fields: Field[]) => ({ collectionGroup: 'c', queryScope: 'COLLECTION', fields });
    expect(
      serves(
        index([
          { fieldPath: 'b', order: 'ASCENDING' },
          { fieldPath: 'a', order: 'DESCENDING' },
          { fieldPath: 't', order: 'DESCENDING' },
          { fieldPath: '__name__', order: 'DESCENDING' },
        ]),
        needed,
      ),
    ).toBe(true);
    expect(
      serves(
        index([
          { fieldPath: 'a', order: 'ASCENDING' },
          { fieldPath: 'b', order: 'ASCENDING' },
          { fieldPath: 't', order: 'ASCENDING' },
        ]),
        needed,
      ),
    ).toBe(false);
    expect(serves({ ...index([]), collectionGroup: 'other' }, needed)).toBe(false);
  });

  it('refuses an operator Firestore does not have', () => {
    expect(() => need(['a ===' as string], [])).toThrow("unknown operator in 'a ==='");
  });
});
