import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { ROLES, type Role } from '../app/auth/auth-context';
import { COLLECTIONS } from './collections';
import { db } from './db';

/** The role stored in users/{uid}, or null when the account has none yet. */
export async function getRole(uid: string): Promise<Role | null> {
  const snap = await getDoc(doc(db(), COLLECTIONS.users, uid));
  const role: unknown = snap.data()?.role;
  return ROLES.includes(role as Role) ? (role as Role) : null;
}

/** Written once at sign-up; the rules accept only donor or ngo from the account itself. */
export async function createUserProfile(
  uid: string,
  input: { role: Exclude<Role, 'admin'>; displayName: string; email: string },
): Promise<void> {
  await setDoc(doc(db(), COLLECTIONS.users, uid), { ...input, createdAt: serverTimestamp() });
}
