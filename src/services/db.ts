import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { config } from '../config/env';
import { checkedApp } from './app-check';

let instance: Firestore | undefined;

/**
 * The local cache: IndexedDB where the browser has it, shared by every open tab, so what was read
 * stays readable offline and writes made offline are kept until the connection returns. Without
 * IndexedDB (node in the integration tests, some private modes) the cache lives in memory; the SDK
 * also falls back to memory by itself when IndexedDB exists but cannot be opened.
 */
function localCache() {
  return typeof indexedDB === 'undefined'
    ? memoryLocalCache()
    : persistentLocalCache({ tabManager: persistentMultipleTabManager() });
}

function create(): Firestore {
  // App Check first (when configured), so that Firestore's first request carries its token.
  const app = checkedApp();
  try {
    return initializeFirestore(app, { localCache: localCache() });
  } catch {
    // Already initialised for this app (a test that reloaded this module): use that instance.
    return getFirestore(app);
  }
}

/**
 * Firestore's own debug log, for a contributor chasing what the SDK sends and receives: set
 * localStorage 'fbDebug' to '1' in the browser and reload (docs/environment.md). Off otherwise.
 */
function wantsDebugLog(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem('fbDebug') === '1';
  } catch {
    return false; // a browser that keeps nothing (private mode)
  }
}

/** Firestore, created lazily so that pages which never touch data never load its code. */
export function db(): Firestore {
  if (!instance) {
    if (wantsDebugLog()) setLogLevel('debug');
    instance = create();
    if (config.useEmulators) connectFirestoreEmulator(instance, config.emulatorHost, 8080);
  }
  return instance;
}
