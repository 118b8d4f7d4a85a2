// `npm start`: emulators with firestore.rules, demo data, and the app; Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { ROOT, startEmulators, loadRules } from './emulators.mjs';
import { clearEmulators, seed } from './seed.mjs';
import { DEMO_ACCOUNTS } from './demo-data.mjs';

let emulators;
let vite;
let stopping = false;
/** Stops whatever has started so far; emulators still starting are ended by emulators.mjs on exit. */
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  if (vite) {
    try {
      process.kill(-vite.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await emulators?.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0));

try {
  console.log('Starting the Auth and Firestore emulators…');
  emulators = await startEmulators({ quiet: true });
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
try {
  await clearEmulators();
  await seed();
  console.log('Demo data loaded.');
} catch (error) {
  console.error(`✖ Loading the demo data failed: ${error.message}`);
  await emulators.stop();
  process.exit(1);
}

watch(path.join(ROOT, 'firestore.rules'), () => {
  loadRules().then(
    () => console.log('firestore.rules reloaded.'),
    (e) => console.error(`✖ ${e.message}`),
  );
});

vite = spawn(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1', '--port', '5173'], {
  cwd: ROOT,
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, VITE_USE_EMULATORS: 'true' },
});
let printed = false;
vite.stdout.on('data', (chunk) => {
  const text = chunk.toString();
  const url = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(text);
  if (url && !printed) {
    printed = true;
    console.log(`\nFoodBridge is running at ${url[1]}\n`);
    console.log('Demo accounts (email / password):');
    for (const [role, a] of Object.entries(DEMO_ACCOUNTS))
      console.log(`  ${role.padEnd(6)} ${a.email} / ${a.password}`);
    console.log('\nPress Ctrl-C to stop the app and the emulators.');
  }
});

vite.on('exit', (code) => shutdown(code ?? 0));
