import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthState, type AuthUser, type Role } from './auth-context';

/**
 * Tracks the signed-in account and its role. Firebase Auth (and Firestore, for the role) are
 * loaded after first paint, so public pages render without waiting for them; `loading` stays true
 * until the session is restored, so no signed-out UI flashes for a signed-in person.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [role, setRole] = useState<Role | null>(null);
  const [loading, setLoading] = useState(true);

  const loadRole = useCallback(async (uid: string) => {
    const { getRole } = await import('../../services/users');
    try {
      setRole(await getRole(uid));
    } catch {
      setRole(null);
    }
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void import('../../services/auth').then(({ watchAuth }) => {
      if (cancelled) return;
      unsubscribe = watchAuth((fbUser) => {
        if (!fbUser) {
          setUser(null);
          setRole(null);
          setLoading(false);
          return;
        }
        setLoading(true);
        setUser({ uid: fbUser.uid, email: fbUser.email, displayName: fbUser.displayName });
        void loadRole(fbUser.uid).finally(() => setLoading(false));
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [loadRole]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      role,
      loading,
      signOut: async () => {
        const { signOut } = await import('../../services/auth');
        await signOut();
      },
      refreshRole: async () => {
        if (user) await loadRole(user.uid);
      },
    }),
    [user, role, loading, loadRole],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
