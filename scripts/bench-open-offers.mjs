// `npm run bench`: the benchmarks of tests/bench/ against the emulators, which it starts and stops,
// one file after the other (each clears Firestore; vite.config.ts):
//  - the open-offers benchmark (open-offers.bench.test.ts): prints the table the README quotes;
//    writes test-results/bench-open-offers.json;
//  - the Firestore cost model (cost.bench.test.ts): counts the reads and writes of each journey,
//    projects a month, prints the tables and writes them into docs/cost.md and the README;
//    writes test-results/cost.json;
//  - runs (runs.bench.test.ts): a volunteer's /runs left open for a busy hour, and the time from a
//    claim to the donor's board; prints them and writes test-results/runs-bench.json.
// Not part of `npm test`: measurements, not tests. `npm run bench -- tests/bench/cost.bench.test.ts`
// runs one of them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, emulatorEnv, startEmulators } from './emulators.mjs';

const emulators = await startEmulators({ quiet: true });
const code = await new Promise((resolve) => {
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'vitest'),
    ['run', '--project', 'bench', ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...emulatorEnv },
    },
  );
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
await emulators.stop();
process.exit(code);
