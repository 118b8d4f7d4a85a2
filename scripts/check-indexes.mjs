// The query check (docs/data-model.md, 'Queries and their indexes'). Production Firestore refuses a
// query that has no index; the emulator serves it anyway, so no other test would notice.
//
//   node scripts/check-indexes.mjs                 every shape of firestore.queries.json has its index
//                                                  in firestore.indexes.json, no index is unused, and
//                                                  docs/data-model.md's table is current
//   node scripts/check-indexes.mjs --write         rewrites that table (npm run indexes)
//   node scripts/check-indexes.mjs --recorded DIR  also: every query the tests sent (the *.jsonl that
//                                                  src/services/query-record.ts wrote to DIR) is
//                                                  declared, and every declared site was sent
//   --report FILE                                  writes { passed, failed, failures } for npm test
//
// Exits 1 naming what to add or change.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DOCS_BEGIN,
  DOCS_END,
  checkDeclared,
  checkRecorded,
  declaredShapes,
  docsTable,
  formatIndex,
  shapeKey,
} from './indexes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = path.join(ROOT, 'docs', 'data-model.md');
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** The recorded shapes in `dir`: one JSON object per line, in any number of files. */
export function readRecorded(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * The whole check: a list of failures, each a sentence saying what to do.
 * @param {{ queries: any, indexes: any, docs?: string, recorded?: any[] }} input
 */
export function failuresOf({ queries, indexes, docs, recorded }) {
  const failures = [];
  const { missing, unused } = checkDeclared(queries, indexes);
  for (const m of missing) {
    failures.push(
      `${m.site} (${shapeKey(m)}) has no index in production: add to firestore.indexes.json ${formatIndex(m.index)}`,
    );
  }
  for (const index of unused) {
    failures.push(
      `firestore.indexes.json has an index no query of firestore.queries.json needs: ${formatIndex(index)} — declare the query or delete the index`,
    );
  }
  if (docs !== undefined) {
    const table = docsTable(queries, indexes);
    if (!docs.includes(table)) {
      failures.push('docs/data-model.md: the table of queries is not current: run npm run indexes');
    }
  }
  if (recorded) {
    const { undeclared, unrun } = checkRecorded(queries, recorded);
    for (const shape of undeclared) {
      failures.push(
        `${shape.site} sent a query firestore.queries.json does not list: ${shapeKey(shape)} — add the shape under its site`,
      );
    }
    for (const site of unrun) failures.push(`${site}: no test sends this query — add a test that does`);
  }
  return failures;
}

function main(argv) {
  const arg = (name) => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : argv[at + 1];
  };
  const queries = readJson('firestore.queries.json');
  const indexes = readJson('firestore.indexes.json');
  let docs = readFileSync(DOCS, 'utf8');
  if (argv.includes('--write')) {
    const start = docs.indexOf(DOCS_BEGIN);
    const end = docs.indexOf(DOCS_END);
    if (start === -1 || end === -1) throw new Error(`docs/data-model.md lacks the markers ${DOCS_BEGIN} … ${DOCS_END}`);
    docs = docs.slice(0, start) + docsTable(queries, indexes) + docs.slice(end + DOCS_END.length);
    writeFileSync(DOCS, docs);
    console.log('docs/data-model.md: the table of queries is written.');
  }
  const dir = arg('--recorded');
  const recorded = dir ? readRecorded(path.resolve(dir)) : undefined;
  const failures = failuresOf({ queries, indexes, docs, recorded });
  const shapes = declaredShapes(queries).length;
  const sites = Object.keys(queries.sites).length;
  if (failures.length) for (const f of failures) console.log(`✖ ${f}`);
  else {
    console.log(
      `✓ ${shapes} query shapes of ${sites} sites, each served by an index${recorded ? `; ${recorded.length} queries sent by the tests, all declared, every site sent` : ''}`,
    );
  }
  const report = arg('--report');
  if (report)
    writeFileSync(report, JSON.stringify({ passed: failures.length ? 0 : shapes, failed: failures.length, failures }));
  return failures.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
