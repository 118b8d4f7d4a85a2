import { doc, onSnapshot, type DocumentSnapshot, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { currentLanguage, isLanguage, type Language } from '../i18n';
import { LENGTH, PRIVACY_NOTICE } from '../config/limits.js';
import { ROLES, type Role, type SelfRole } from '../config/roles';
import { ensureAccount, sendVerificationEmailIfNeeded, signOut, type Account } from './auth';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { AppError, IncompleteSignUpError } from './errors';
import { isOffline } from './offline';

export type { SelfRole };

/**
 * What users/{uid} keeps about the account: its role (null when none yet), chosen language, and the
 * version of the privacy notice it accepted (null: none, an account made before the notice).
 */
export interface AccountSettings {
  role: Role | null;
  language: Language | null;
  notice: number | null;
}

export function getAccountSettings(uid: string): Promise<AccountSettings> {
  // Not getDoc: when the server has not answered within 10 seconds (a slow network, a busy
  // machine) Firestore calls itself offline and getDoc fails for a document it has not cached, and
  // an NGO signing in would be asked to choose its account type. A listener waits for the server's
  // answer instead; only a device that is offline takes the copy it has cached (a saved session) —
  // also when it goes offline while waiting, which need not bring the listener a new snapshot.
  return new Promise((resolve, reject) => {
    let done = false;
    let cached: DocumentSnapshot | null = null;
    const finish = () => {
      done = true;
      if (typeof window !== 'undefined') window.removeEventListener('offline', takeCached);
      queueMicrotask(() => unsubscribe());
    };
    const takeCached = () => {
      if (done || !cached?.exists()) return;
      const snap = cached;
      finish();
      resolve(settingsOf(snap.data()));
    };
    if (typeof window !== 'undefined') window.addEventListener('offline', takeCached);
    const unsubscribe = onSnapshot(
      doc(db(), COLLECTIONS.users, uid),
      { includeMetadataChanges: true },
      (snap) => {
        if (done) return;
        if (snap.metadata.fromCache) {
          cached = snap;
          if (isOffline()) takeCached();
          return;
        }
        finish();
        resolve(settingsOf(snap.data()));
      },
      (error) => {
        if (done) return;
        finish();
        reject(error);
      },
    );
  });
}

/** The account's settings from users/{uid} as stored (`data` undefined: no document yet). */
function settingsOf(data: Record<string, unknown> | undefined): AccountSettings {
  const role: unknown = data?.role;
  const language: unknown = data?.language;
  const consent: unknown = data?.consent;
  const notice = typeof consent === 'object' && consent !== null ? (consent as { version?: unknown }).version : null;
  return {
    role: ROLES.includes(role as Role) ? (role as Role) : null,
    language: isLanguage(language) ? language : null,
    notice: typeof notice === 'number' ? notice : null,
  };
}

/** The role stored in users/{uid}, or null when the account has none yet. */
export async function getRole(uid: string): Promise<Role | null> {
  return (await getAccountSettings(uid)).role;
}

/** Remembers the account's language (the rules let the account change only this and its name). */
export async function saveLanguage(uid: string, language: Language): Promise<void> {
  await updateDoc(doc(db(), COLLECTIONS.users, uid), { language });
}

/** The privacy notice as it is now, accepted now (the rules take only this version, at server time). */
const acceptance = () => ({ version: PRIVACY_NOTICE.version, at: serverTimestamp() });

/** Records that the account accepted the privacy notice as it is now (shown again after it changed). */
export async function acceptNotice(uid: string): Promise<void> {
  await updateDoc(doc(db(), COLLECTIONS.users, uid), { consent: acceptance() });
}

/**
 * Written once at sign-up; the rules accept only donor or ngo from the account itself, with the
 * privacy notice shown beside the sign-up accepted.
 */
export async function createUserProfile(
  uid: string,
  input: { role: SelfRole; displayName: string; email: string },
): Promise<void> {
  await setDoc(doc(db(), COLLECTIONS.users, uid), {
    role: input.role,
    // The rules cap the name's length; a long Google display name must not block sign-up.
    displayName: input.displayName.trim().slice(0, LENGTH.name),
    // Exactly the account's email: the rules compare it with the sign-in token's email.
    email: input.email,
    // The language the account was made in is the one it keeps until changed.
    language: currentLanguage(),
    consent: acceptance(),
    createdAt: serverTimestamp(),
  });
}

/**
 * Gives the account a role unless it has one already (a retry, or a role that loaded late), and
 * returns the role it ends up with. Safe to call again after a failure.
 */
export async function ensureUserProfile(
  uid: string,
  input: { role: SelfRole; displayName: string; email: string },
): Promise<Role> {
  const existing = await getRole(uid);
  if (existing) return existing;
  await createUserProfile(uid, input);
  return input.role;
}

/**
 * Signs up (or, on a retry, reuses the account already made) and writes users/{uid} with the role.
 * - The account cannot be created (email taken, weak password, network): that error.
 * - The account exists but the role was not saved: IncompleteSignUpError; calling again with the
 *   same input finishes the job without a second account.
 * - The email already belongs to an account of another type: AppError 'foodbridge/other-role'
 *   (after signing that account out again).
 * An NGO account is then sent the link that confirms its email: it cannot create its profile
 * before it opens it. Sending is best effort (the profile page offers to send it again).
 */
export async function registerAccount(input: {
  email: string;
  password: string;
  role: SelfRole;
  displayName?: string;
}): Promise<Account & { role: SelfRole }> {
  const account = await ensureAccount(input.email, input.password, input.displayName);
  let role: Role;
  try {
    role = await ensureUserProfile(account.uid, {
      role: input.role,
      displayName: input.displayName ?? account.displayName ?? '',
      email: account.email ?? input.email,
    });
  } catch (error) {
    throw new IncompleteSignUpError(error);
  }
  if (role !== input.role) {
    await signOut();
    throw new AppError('foodbridge/other-role');
  }
  if (input.role === 'ngo') await sendVerificationEmailIfNeeded().catch(() => false);
  return { uid: account.uid, email: account.email, displayName: account.displayName, role: input.role };
}
