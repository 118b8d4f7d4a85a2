/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { i18nCatalogs } from './scripts/i18n-catalogs.mjs';

export default defineConfig({
  plugins: [react(), tailwindcss(), i18nCatalogs()],
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React DOM and React Router in chunks of their own: the browser compiles each as it
        // arrives, instead of one long task for everything when the page wakes up.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // tests/lint runs ESLint in Node (each file says so: @vitest-environment node).
          include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          css: false,
          // Both cores of a 2-core machine (Vitest's default leaves one free): about 77 s instead
          // of 113 s here. A test waits for what it expects, however busy the machine: no test fails
          // because the machine was slow, only because what it waits for never came.
          maxWorkers: 2,
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          // Each file has an emulator project (a database) of its own (tests/rules/projects.js), so
          // files run side by side. Two workers: the emulator, not the test process, does the work.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // seed.test.ts runs the seed script, which resets every account: alone, after these.
          exclude: ['tests/integration/seed.test.ts'],
          // Each file has a Firestore project of its own (tests/integration/project.ts), and
          // accounts of its own, so files run side by side.
          setupFiles: ['tests/integration/project.ts', 'tests/integration/setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          // Bounds on waiting for the emulators, which on a busy machine can take many seconds to
          // answer: a passing test is no slower for them (tests/integration/lifecycle.test.ts waits
          // up to 30 s for a listener to hear a change).
          testTimeout: 120000,
          hookTimeout: 60000,
        },
      },
      {
        // The seed script resets every account of the Auth emulator (and the demo project's
        // documents), so its test runs alone, after the integration files: `npm test` runs both.
        extends: true,
        test: {
          name: 'integration-seed',
          environment: 'node',
          include: ['tests/integration/seed.test.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
          testTimeout: 30000,
          hookTimeout: 30000,
        },
      },
      {
        // `npm run bench` only (scripts/bench-open-offers.mjs): a measurement, not part of npm test.
        extends: true,
        test: {
          name: 'bench',
          environment: 'node',
          include: ['tests/bench/**/*.bench.test.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          // Each file clears the one emulator's data: one after the other.
          fileParallelism: false,
          testTimeout: 600000,
          hookTimeout: 600000,
        },
      },
    ],
  },
});
