import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ initialize: [] as unknown[], emulator: [] as unknown[] }));

vi.mock('firebase/firestore', () => ({
  initializeFirestore: (_app: unknown, settings: unknown) => {
    calls.initialize.push(settings);
    return { kind: 'firestore' };
  },
  getFirestore: () => ({ kind: 'existing' }),
  memoryLocalCache: () => ({ kind: 'memory' }),
  persistentLocalCache: (settings: unknown) => ({ kind: 'persistent', settings }),
  persistentMultipleTabManager: () => ({ kind: 'multiple-tabs' }),
  connectFirestoreEmulator: (...args: unknown[]) => calls.emulator.push(args),
}));
vi.mock('./app-check', () => ({ checkedApp: () => ({ name: 'app' }) }));

afterEach(() => {
  calls.initialize.length = 0;
  calls.emulator.length = 0;
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('db()', () => {
  it('keeps a persistent cache in IndexedDB, shared by all tabs, created once', async () => {
    vi.stubGlobal('indexedDB', {});
    const { db } = await import('./db');
    expect(db()).toBe(db());
    expect(calls.initialize).toEqual([
      { localCache: { kind: 'persistent', settings: { tabManager: { kind: 'multiple-tabs' } } } },
    ]);
  });

  it('keeps the cache in memory where there is no IndexedDB (node)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const { db } = await import('./db');
    db();
    expect(calls.initialize).toEqual([{ localCache: { kind: 'memory' } }]);
  });

  it('still talks to the emulator when the app is configured for it', async () => {
    const { config } = await import('../config/env');
    const { db } = await import('./db');
    db();
    expect(calls.emulator).toEqual(config.useEmulators ? [[{ kind: 'firestore' }, config.emulatorHost, 8080]] : []);
  });
});
