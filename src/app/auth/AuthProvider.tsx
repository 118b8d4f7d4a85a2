import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { queuedWriteMark } from '../../services/offline';
import { clearOutbox } from '../../services/outbox';
import { AuthContext, type AuthState, type AuthUser, type Role } from '../../lib/auth-context';
import { currentLanguage } from '../../i18n';
import { rememberOnDevice, showLanguage } from '../language';
import { mayHaveSession, whenAuthStarts } from '../../services/session-hint';

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  return a?.uid === b?.uid && a?.email === b?.email && a?.displayName === b?.displayName;
}

/**
 * Writes kept on this device while offline go out only while Firestore runs, under the account
 * that made them: once the account is known, start Firestore if any may be waiting (docs/offline.md).
 */
function sendQueuedWrites() {
  if (queuedWriteMark() === null) return;
  void import('../../services/pending-writes')
    .then(({ flushQueuedWrites }) => flushQueuedWrites())
    .catch(() => undefined);
}

/**
 * Tracks the signed-in account and its role. Firebase Auth (and Firestore, for the role) are
 * loaded after first paint, so public pages render without waiting for them; `loading` stays true
 * until the session is restored and its role is known, so no signed-out UI flashes for a signed-in
 * person.
 */
export function AuthProvider({
  children,
  startWhenIdle = false,
}: {
  children: ReactNode;
  /** Start Firebase Auth when the browser is idle rather than at once (pages rendered at build time). */
  startWhenIdle?: boolean;
}) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [role, setRole] = useState<Role | null>(null);
  const [notice, setNotice] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  // Role reads can overlap (the auth listener and refreshRole right after sign-up); only the
  // latest one may set the role, so a slow early read cannot undo a role just written.
  const latestRead = useRef(0);
  const uidRef = useRef<string | null>(null);

  const loadRole = useCallback(async (uid: string) => {
    const read = ++latestRead.current;
    let next: Role | null;
    let accepted: number | null = null;
    try {
      const { getAccountSettings } = await import('../../services/users');
      const settings = await getAccountSettings(uid);
      next = settings.role;
      accepted = settings.notice;
      // The language chosen on the account follows it to this device.
      if (settings.language && settings.language !== currentLanguage()) {
        rememberOnDevice(settings.language);
        void showLanguage(settings.language, { remember: false }).catch(() => undefined);
      }
    } catch {
      // Unknown counts as 'no role yet': guards show 'not allowed', and choosing a role again is
      // harmless (an existing role is kept).
      next = null;
    }
    if (read !== latestRead.current || uidRef.current !== uid) return;
    setRole(next);
    setNotice(accepted);
    setLoading(false);
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      import('../../services/auth')
        .then(({ watchAuth }) => {
          if (cancelled) return;
          unsubscribe = watchAuth((account) => {
            sendQueuedWrites();
            if (!account) {
              latestRead.current++;
              uidRef.current = null;
              setUser(null);
              setRole(null);
              setNotice(null);
              setLoading(false);
              return;
            }
            const next: AuthUser = { uid: account.uid, email: account.email, displayName: account.displayName };
            setUser((prev) => (sameUser(prev, next) ? prev : next));
            if (uidRef.current === account.uid) return; // same account (e.g. token refresh): role is known
            uidRef.current = account.uid;
            setRole(null);
            setLoading(true);
            void loadRole(account.uid);
          });
        })
        .catch(() => {
          // Firebase could not even load (offline on first visit): behave as signed out.
          if (!cancelled) setLoading(false);
        });
    if (!startWhenIdle) {
      void start();
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    }
    // A page rendered at build time shows everything but the account without Firebase. A browser
    // that may hold a session loads Auth once it is idle (at most a second later), not while the
    // page is waking up; one that has never signed in here is signed out, and loads Auth only when
    // a sign-in or sign-up creates it.
    const idle = typeof window.requestIdleCallback === 'function';
    let handle: number | undefined;
    let stopWaiting: (() => void) | undefined;
    void mayHaveSession().then((maybe) => {
      if (cancelled) return;
      if (!maybe) {
        // A transition: every part of the page that shows the account re-renders, in slices
        // between other work rather than in one blocking task while the page wakes up.
        startTransition(() => setLoading(false));
        sendQueuedWrites(); // a visitor's contact message or newsletter address, kept offline
        stopWaiting = whenAuthStarts(() => void start());
        return;
      }
      handle = idle
        ? window.requestIdleCallback(() => void start(), { timeout: 1000 })
        : window.setTimeout(() => void start(), 1);
    });
    return () => {
      cancelled = true;
      stopWaiting?.();
      if (handle !== undefined) (idle ? window.cancelIdleCallback : window.clearTimeout)(handle);
      unsubscribe?.();
    };
  }, [loadRole, startWhenIdle]);

  const signOut = useCallback(async () => {
    const { signOut: fbSignOut } = await import('../../services/auth');
    await fbSignOut();
    clearOutbox(); // what this account left waiting here is not the next person's to see
  }, []);

  const refreshRole = useCallback(async () => {
    // Read the account from Auth itself: a caller may hold this function from a render before the
    // sign-in that it follows, and the listener may not have reported that sign-in yet.
    const { currentAccount } = await import('../../services/auth');
    const account = currentAccount();
    if (!account) return;
    const next: AuthUser = { uid: account.uid, email: account.email, displayName: account.displayName };
    setUser((prev) => (sameUser(prev, next) ? prev : next));
    uidRef.current = account.uid;
    await loadRole(account.uid);
  }, [loadRole]);

  const value = useMemo<AuthState>(
    () => ({ user, role, notice, loading, signOut, refreshRole }),
    [user, role, notice, loading, signOut, refreshRole],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
