/**
 * The global a test run installs to collect query shapes (globalThis in Node, window in a browser):
 * query-record.ts calls it, tests/query-log.ts installs it. A module of its own so that Node test
 * code can import it without the Vite-only import.meta.env of query-record.ts.
 */
export const QUERY_HOOK = '__foodbridgeQueryShape';
