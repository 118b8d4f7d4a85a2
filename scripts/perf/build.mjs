// Step 1: the production bundle with the public pages rendered and the service worker, as `npm run build` makes it, but
// pointed at emulators (VITE_USE_EMULATORS=true) so that no real Firebase project is needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DIST_DIR, EMULATOR_HOST, ROOT } from './config.mjs';

function step(label, command, args) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_USE_EMULATORS: 'true', VITE_EMULATOR_HOST: EMULATOR_HOST },
  });
  if (result.status !== 0) {
    console.error(`perf: ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(2);
  }
}

export function build() {
  console.log(
    `perf: building the production bundle into ${path.relative(ROOT, DIST_DIR)} (vite build, VITE_USE_EMULATORS=true, emulator host ${EMULATOR_HOST})…`,
  );
  const started = Date.now();
  step('vite build', 'npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST_DIR, '--emptyOutDir']);
  step('prerendering', 'node', [path.join(ROOT, 'scripts', 'prerender.mjs'), DIST_DIR]);
  step('service worker', 'node', [path.join(ROOT, 'scripts', 'service-worker.mjs'), DIST_DIR]);
  console.log(`perf: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
