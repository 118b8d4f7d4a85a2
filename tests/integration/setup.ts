// The services write their refusals and errors in the language shown (src/i18n): English here,
// with every part of the catalog loaded, as on a signed-in screen.
import { activateLanguage } from '../../src/i18n';
import { QUERY_HOOK, queryLogWriter } from '../query-log';

await activateLanguage('en', ['public', 'app']);

// Every query the services send is recorded for the query check (tests/query-log.ts).
const write = queryLogWriter('integration');
if (write) (globalThis as Record<string, unknown>)[QUERY_HOOK] = write;
