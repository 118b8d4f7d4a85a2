// The integration project's first setup file (vite.config.ts), before anything loads
// src/config/env.ts: the services of this test file use a Firestore project of their own
// (tests/integration/support.ts says why). Storage keeps the bucket firestore.rules names.
import path from 'node:path';
import { expect, vi } from 'vitest';

const file = expect.getState().testPath;
if (!file) throw new Error('tests/integration/project.ts runs only as a Vitest setup file.');

/** `tests/integration/core-flows.test.ts` → `demo-foodbridge-integration-core-flows`. */
export const integrationProjectId = `demo-foodbridge-integration-${path.basename(file).replace(/\.test\.ts$/, '')}`;

vi.stubEnv('VITE_FIREBASE_PROJECT_ID', integrationProjectId);
vi.stubEnv('VITE_FIREBASE_STORAGE_BUCKET', 'demo-foodbridge.appspot.com');
