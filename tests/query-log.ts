// Where the integration and e2e layers write the shape of every query the app sends
// (src/services/query-record.ts), for the query check after the run (scripts/check-indexes.mjs,
// docs/data-model.md 'Queries and their indexes'). npm test sets FOODBRIDGE_QUERY_LOG to a folder;
// without it nothing is written.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { QUERY_HOOK } from '../src/services/query-hook';

export { QUERY_HOOK };

/**
 * A function that appends a shape to this process's file (each distinct shape once), or null when
 * the run records none. `layer` names the file: integration-<pid>-<thread>.jsonl, e2e-….
 */
export function queryLogWriter(layer: string): ((shape: unknown) => void) | null {
  const dir = process.env.FOODBRIDGE_QUERY_LOG;
  if (!dir) return null;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${layer}-${process.pid}-${threadId}.jsonl`);
  const seen = new Set<string>();
  return (shape) => {
    const line = JSON.stringify(shape);
    if (seen.has(line)) return;
    seen.add(line);
    appendFileSync(file, `${line}\n`);
  };
}
