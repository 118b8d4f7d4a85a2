// Writes .firebase.e2e.json: firebase.json as deployed, except that the Content-Security-Policy's
// connect-src (and img-src, for logos) also allow the local emulators (the only origins an emulator-mode build talks to).
// The end-to-end tests serve the production build through the Hosting emulator with this file,
// so every header of firebase.json is in force in the browser; tests/e2e/headers.spec.ts checks
// that nothing else differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, HOST, PORTS } from './emulators.mjs';

export const EMULATOR_ORIGINS = [
  `http://${HOST}:${PORTS.auth}`,
  `http://${HOST}:${PORTS.firestore}`,
  `ws://${HOST}:${PORTS.firestore}`,
  `http://${HOST}:9199`,
];
export const E2E_CONFIG = path.join(ROOT, '.firebase.e2e.json');

export function writeE2eHostingConfig() {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = header.value
          .replace(/connect-src ([^;]+)/, (_, list) => `connect-src ${list} ${EMULATOR_ORIGINS.join(' ')}`)
          .replace(/img-src ([^;]+)/, (_, list) => `img-src ${list} http://${HOST}:9199`);
      }
    }
  }
  // Own hub and logging ports, so it never races the Auth emulator's firebase-tools for them.
  config.emulators = {
    hosting: { host: HOST, port: 5000 },
    hub: { host: HOST, port: 4410 },
    logging: { host: HOST, port: 4510 },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(E2E_CONFIG, JSON.stringify(config, null, 2));
  return E2E_CONFIG;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(writeE2eHostingConfig());
