/**
 * Whether this browser may hold a signed-in session, answered without loading Firebase Auth (about
 * 24 KiB of script): a visitor who has never signed in here has no session to restore, so a public
 * page need not load Auth for them until they sign in. Firebase keeps its session in the IndexedDB
 * database 'firebaseLocalStorageDb' (or, where IndexedDB is refused, in localStorage under
 * 'firebase:authUser:…'). Where the browser cannot list its databases, the answer is 'maybe'.
 */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
const AUTH_STORAGE_PREFIX = 'firebase:authUser:';

export async function mayHaveSession(): Promise<boolean> {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith(AUTH_STORAGE_PREFIX)) return true;
    }
  } catch {
    // localStorage refused: IndexedDB decides.
  }
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === AUTH_DATABASE);
  } catch {
    return true;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let started = false;

/** Told once Firebase Auth is created by anyone (a sign-in, a sign-up): the session may change now. */
export function whenAuthStarts(listener: Listener): () => void {
  if (started) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by services/auth when it creates the Auth instance. */
export function authStarted(): void {
  if (started) return;
  started = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}
