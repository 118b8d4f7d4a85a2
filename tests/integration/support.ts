// Shared set-up for the integration tests (tests/integration/*.test.ts), which run the real
// src/services functions against the emulators as `npm test` starts them.
//
// Firestore: each file has an emulator project of its own (integrationProjectId, set for the
// services by tests/integration/project.ts before they load), so files run side by side and no
// file's clearFirestore() touches another's documents. Auth: the Auth emulator serves every client
// sign-in from its one project (AUTH_PROJECT_ID), whatever the app's project id, so accounts are
// shared: every test signs up with addresses of its own and no file deletes all accounts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { config } from '../../src/config/env';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const [FIRESTORE_HOST = '127.0.0.1', FIRESTORE_PORT = '8080'] = (
  process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
).split(':');

/** The Auth emulator's project, where every account a client signs up lands. */
export const AUTH_PROJECT_ID = 'demo-foodbridge';
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/**
 * The rules test environment on this file's Firestore project (the services' project), with
 * firestore.rules loaded: documents are seeded and read back through it with the rules off.
 * Call it in beforeAll and `cleanup()` it in afterAll.
 */
export function startTestEnv(): Promise<RulesTestEnvironment> {
  // The services reach the emulator through src/config/env.ts and src/services/db.ts (port 8080);
  // the tests must read the same emulator they write to.
  if (!config.useEmulators) {
    throw new Error('integration tests run only against the emulators (VITE_USE_EMULATORS must not be false)');
  }
  if (FIRESTORE_PORT !== '8080') throw new Error('src/services/db.ts connects to Firestore on port 8080');
  // Denials some tests expect are logged by the SDK otherwise.
  setLogLevel('silent');
  return initializeTestEnvironment({
    projectId: config.firebase.projectId,
    firestore: {
      host: FIRESTORE_HOST,
      port: Number(FIRESTORE_PORT),
      rules: readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8'),
    },
  });
}

/** A suffix no other test, file or run uses, for account emails, names and search words. */
export const uniqueSuffix = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
