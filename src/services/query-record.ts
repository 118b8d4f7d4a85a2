/**
 * Every Firestore query the app sends goes through `recorded(site, query)`, so that while the
 * integration and e2e layers run, the shape of each one (collection, filters, order) is written
 * down and scripts/check-indexes.mjs can prove production has an index for it: the emulator
 * serves any query without one, production refuses it ("The query requires an index").
 *
 * `site` names the place that sends the query; firestore.queries.json declares each site and its
 * shapes (docs/data-model.md, 'Queries and their indexes'). Only builds that talk to the emulators
 * (and tests) record anything, and only when the test run has installed its recorder on
 * `globalThis` (tests/integration/setup.ts, tests/e2e/query-shapes.ts): in a production build this
 * whole module is a function that returns its argument.
 */
import type queries from '../../firestore.queries.json';
import { QUERY_HOOK } from './query-hook';

/** A place in src that sends a query, as firestore.queries.json names it. */
export type QuerySite = keyof (typeof queries)['sites'];

/** A query's shape, in firestore.queries.json's words: 'field op' filters and 'field [desc]' orders. */
export interface QueryShape {
  site: QuerySite;
  collection: string;
  where: string[];
  orderBy: string[];
}

type Recorder = (shape: QueryShape) => unknown;

const recording = import.meta.env.MODE === 'test' || import.meta.env.VITE_USE_EMULATORS === 'true';

/** The parts of the SDK's internal query that hold its shape (the same in Firestore and Firestore Lite). */
interface CoreQuery {
  path: { canonicalString(): string };
  collectionGroup: string | null;
  filters: CoreFilter[];
  explicitOrderBy: { field: { canonicalString(): string }; dir: string }[];
}
interface CoreFilter {
  field?: { canonicalString(): string };
  op: string;
  filters?: CoreFilter[];
}

function flatten(filter: CoreFilter): string[] {
  // An or() / and() of filters: each part needs what it needs (there are none today).
  if (filter.filters) return filter.filters.flatMap(flatten);
  return [`${filter.field?.canonicalString() ?? '?'} ${filter.op}`];
}

/** The shape of a query made with `query()` of 'firebase/firestore' or 'firebase/firestore/lite'. */
export function shapeOf(site: QuerySite, q: object): QueryShape {
  const core = (q as { _query?: CoreQuery })._query;
  // Not a query the SDK made: recorded as such, so the check after the run names the site.
  if (!core) return { site, collection: '(not a Firestore query)', where: [], orderBy: [] };
  const collection = core.collectionGroup ?? core.path.canonicalString().split('/').pop() ?? '';
  return {
    site,
    collection,
    where: core.filters.flatMap(flatten),
    orderBy: core.explicitOrderBy.map((o) => o.field.canonicalString() + (o.dir === 'desc' ? ' desc' : '')),
  };
}

/** Hands a shape to the test run's recorder, when there is one. */
export function recordShape(shape: () => QueryShape): void {
  if (!recording) return;
  const recorder = (globalThis as Record<string, unknown>)[QUERY_HOOK] as Recorder | undefined;
  if (typeof recorder !== 'function') return;
  // A recorder that fails must not fail the app: the check after the run says what is missing.
  try {
    void Promise.resolve(recorder(shape())).catch(() => undefined);
  } catch {
    // as above
  }
}

/** Returns `q` as it is, after recording its shape under `site` when a test run records. */
export function recorded<Q extends object>(site: QuerySite, q: Q): Q {
  recordShape(() => shapeOf(site, q));
  return q;
}
