// `npm run bench`: the open-offers benchmark (tests/bench/open-offers.bench.test.ts) against the
// emulators, which it starts and stops. Prints the table the README quotes; writes
// test-results/bench-open-offers.json. Not part of `npm test`: a measurement, not a test.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, emulatorEnv, startEmulators } from './emulators.mjs';

const emulators = await startEmulators({ quiet: true });
const code = await new Promise((resolve) => {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'bench'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...emulatorEnv },
  });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
await emulators.stop();
process.exit(code);
