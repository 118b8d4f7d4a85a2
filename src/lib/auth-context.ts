import { createContext, useContext } from 'react';

import type { Role } from '../config/roles';

export type { Role };

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface AuthState {
  /** The signed-in account, or null when signed out. */
  user: AuthUser | null;
  /** The role from users/{uid}; null when signed out or not chosen yet (first Google sign-in). */
  role: Role | null;
  /**
   * The version of the privacy notice the account accepted: null when signed out, when the account
   * has accepted none (made before the notice), or when it could not be read.
   */
  notice: number | null;
  /** True until Firebase has restored (or ruled out) a session and its role is known. */
  loading: boolean;
  signOut: () => Promise<void>;
  /** Re-reads users/{uid}, e.g. after sign-up wrote it or the notice was accepted. */
  refreshRole: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
