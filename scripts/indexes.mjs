// Which Firestore index serves which query: the rules of Firestore's index documentation
// (https://firebase.google.com/docs/firestore/query-data/index-overview, 'Single-field indexes',
// 'Composite indexes', 'Index merging'), applied to the shapes of firestore.queries.json.
//
// - Every field has single-field indexes (ascending, descending, array-contains) automatically.
// - Equality filters ('==', 'in') and one 'array-contains' with no order: served by merging the
//   fields' single-field indexes.
// - A range or an order on one field and nothing else: that field's single-field index.
// - Anything else — equality (or array-contains) with a range or order on another field, or an
//   order on two fields — needs a composite index: the equality fields (any order), the
//   array-contains field, then the order fields in the query's order and directions. A range
//   field the query does not order by is ordered after its explicit orders (by field name).
// - Every index ends with the document name (__name__) in the direction of its last field, so a
//   trailing __name__ in that direction needs nothing more.
//
// The check is stricter than Firestore in one way: it asks for the one composite index that serves
// a shape alone, never for two that Firestore could merge. Pure functions: used by
// scripts/check-indexes.mjs and tests/scripts/check-indexes.test.ts.

const EQUALITY = new Set(['==', 'in']);
const ARRAY = new Set(['array-contains', 'array-contains-any']);
const RANGE = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

/** 'field op' → { field, op } (the field may contain dots; the operator is the last word). */
function filterOf(text) {
  const at = text.lastIndexOf(' ');
  return { field: text.slice(0, at), op: text.slice(at + 1) };
}

/** 'field' or 'field desc' → { field, dir }. */
function orderOf(text) {
  const [field, dir = 'asc'] = text.split(' ');
  return { field, dir };
}

/**
 * The composite index a shape needs in `collection`, or null when single-field indexes serve it.
 * Throws on an operator Firestore does not have (a typo in firestore.queries.json).
 */
export function requiredIndex(collection, shape) {
  const equal = [];
  let array = null;
  const ranges = [];
  for (const text of shape.where) {
    const { field, op } = filterOf(text);
    if (EQUALITY.has(op)) equal.includes(field) || equal.push(field);
    else if (ARRAY.has(op)) array = field;
    else if (RANGE.has(op)) ranges.includes(field) || ranges.push(field);
    else throw new Error(`unknown operator in '${text}'`);
  }
  const order = shape.orderBy.map(orderOf);
  for (const field of [...ranges].sort()) {
    if (!order.some((o) => o.field === field)) order.push({ field, dir: 'asc' });
  }
  // The trailing document name every index has, in its last field's direction.
  const last = order.at(-1);
  if (last?.field === '__name__' && last.dir === (order.at(-2)?.dir ?? 'asc')) order.pop();
  if (order.length === 0) return null;
  if (equal.length === 0 && array === null && order.length === 1) return null;
  return {
    collectionGroup: collection,
    queryScope: 'COLLECTION',
    fields: [
      ...equal.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
      ...(array === null ? [] : [{ fieldPath: array, arrayConfig: 'CONTAINS' }]),
      ...order.map((o) => ({ fieldPath: o.field, order: o.dir === 'desc' ? 'DESCENDING' : 'ASCENDING' })),
    ],
    equalities: equal.length + (array === null ? 0 : 1),
  };
}

/** An index's fields without a trailing __name__ in its last field's direction (implied). */
function significant(fields) {
  const last = fields.at(-1);
  const before = fields.at(-2);
  if (last?.fieldPath === '__name__' && last.order === (before?.order ?? 'ASCENDING')) return fields.slice(0, -1);
  return fields;
}

/** Whether `index` (an entry of firestore.indexes.json) serves the `needed` composite index. */
export function serves(index, needed) {
  if (index.collectionGroup !== needed.collectionGroup || index.queryScope !== needed.queryScope) return false;
  const have = significant(index.fields);
  const want = needed.fields;
  if (have.length !== want.length) return false;
  // The equality part: the same fields in any order (an equality field's direction does not matter).
  const kind = (f) => (f.arrayConfig ? `${f.fieldPath} contains` : f.fieldPath);
  const prefix = (fields) => fields.slice(0, needed.equalities).map(kind).sort().join('|');
  if (prefix(have) !== prefix(want)) return false;
  // The order part: the same fields, in the same order and directions.
  return want
    .slice(needed.equalities)
    .every(
      (f, i) => have[needed.equalities + i].fieldPath === f.fieldPath && have[needed.equalities + i].order === f.order,
    );
}

/** The index as firestore.indexes.json writes it, to paste in. */
export function formatIndex({ collectionGroup, queryScope, fields }) {
  return JSON.stringify({ collectionGroup, queryScope, fields });
}

/** 'ngoId, status, pickup.geohash ↑' — an index in a few words, for docs and messages. */
export function describeIndex(index) {
  return index.fields
    .map((f) => `${f.fieldPath}${f.arrayConfig ? ' (contains)' : f.order === 'DESCENDING' ? ' ↓' : ''}`)
    .join(', ');
}

/** Every shape of firestore.queries.json, with its site and collection. */
export function declaredShapes(queries) {
  return Object.entries(queries.sites).flatMap(([site, s]) =>
    s.shapes.map((shape) => ({ site, collection: s.collection, where: shape.where, orderBy: shape.orderBy })),
  );
}

/**
 * Checks the declared shapes against the indexes: `missing` — shapes no index serves, with the
 * index to add; `unused` — composite indexes no declared shape needs (delete them, or declare the
 * query that needs them).
 */
export function checkDeclared(queries, indexes) {
  const missing = [];
  const used = new Set();
  for (const shape of declaredShapes(queries)) {
    const needed = requiredIndex(shape.collection, shape);
    if (!needed) continue;
    const found = indexes.indexes.findIndex((index) => serves(index, needed));
    if (found === -1) missing.push({ ...shape, index: needed });
    else used.add(found);
  }
  const unused = indexes.indexes.filter((_, i) => !used.has(i));
  return { missing, unused };
}

/** A shape's identity: its collection, its filters in any order and its order. */
export function shapeKey({ collection, where, orderBy }) {
  return `${collection} where ${[...where].sort().join(', ')} order ${orderBy.join(', ')}`;
}

/**
 * Checks the shapes recorded while the tests ran against the declared ones: `undeclared` — a
 * query the app sent that firestore.queries.json does not list under its site; `unrun` — sites no
 * test sent a query from.
 */
export function checkRecorded(queries, recorded) {
  const declared = new Map(Object.entries(queries.sites).map(([site, s]) => [site, s]));
  const seen = new Set();
  const undeclared = new Map();
  for (const shape of recorded) {
    seen.add(shape.site);
    const site = declared.get(shape.site);
    const known = site && site.shapes.some((s) => shapeKey({ collection: site.collection, ...s }) === shapeKey(shape));
    if (!known) undeclared.set(`${shape.site}: ${shapeKey(shape)}`, shape);
  }
  const unrun = [...declared.keys()].filter((site) => !seen.has(site));
  return { undeclared: [...undeclared.values()], unrun };
}

/** How a shape is served, in words. */
export function servedBy(shape, indexes) {
  const needed = requiredIndex(shape.collection, shape);
  if (!needed) {
    const fields = new Set([
      ...shape.where.map((w) => filterOf(w).field),
      ...shape.orderBy.map((o) => orderOf(o).field),
    ]);
    fields.delete('__name__');
    return fields.size > 1 ? 'single-field indexes, merged' : 'single-field index (automatic)';
  }
  const found = indexes.indexes.find((index) => serves(index, needed));
  return found ? `composite: ${describeIndex(found)}` : `MISSING composite: ${describeIndex(needed)}`;
}

export const DOCS_BEGIN = '<!-- BEGIN queries: written by npm run indexes from firestore.queries.json -->';
export const DOCS_END = '<!-- END queries -->';

/** docs/data-model.md's table: each query, by site, with the index that serves it. */
export function docsTable(queries, indexes) {
  const cell = (text) => text.replaceAll('|', '\\|');
  const rows = declaredShapes(queries).map((shape) => {
    const filters = shape.where.length ? shape.where.map((w) => `\`${w}\``).join(', ') : '—';
    const order = shape.orderBy.length ? shape.orderBy.map((o) => `\`${o}\``).join(', ') : '—';
    return `| \`${shape.site}\` | ${cell(queries.sites[shape.site].about)} | \`${shape.collection}\` | ${filters} | ${order} | ${cell(servedBy(shape, indexes))} |`;
  });
  return [
    DOCS_BEGIN,
    '<!-- prettier-ignore -->',
    '| Site | What it reads | Collection | Filters | Order | Served by |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '', // as Prettier writes it
    DOCS_END,
  ].join('\n');
}
