import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as fbSignOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { config } from '../config/env';
import { firebaseApp } from './app';
import { AppError, errorCode } from './errors';
import { authStarted } from './session-hint';
import { currentLanguage } from '../i18n';

declare global {
  interface Window {
    /** Emulator builds only: Google sign-in without the popup, for end-to-end tests. */
    foodbridgeEmulatorGoogleSignIn?: (idTokenJson: string) => Promise<Account>;
  }
}

let instance: Auth | undefined;

/**
 * Emulator builds only (main.tsx puts it on window.foodbridgeEmulatorGoogleSignIn from the start,
 * before Auth is loaded): Google sign-in with an unsigned ID token. Google's popup loads
 * apis.google.com even against the emulator, which test machines cannot reach; the Auth emulator
 * accepts such a token instead, and a real project would refuse it.
 */
export async function emulatorGoogleSignIn(idTokenJson: string): Promise<Account> {
  if (!config.useEmulators) throw new Error('Google sign-in by token is for the Auth emulator only.');
  return toAccount((await signInWithCredential(auth(), GoogleAuthProvider.credential(idTokenJson))).user);
}

/** Firebase writes its emails (password reset, the link that confirms an email) in this language. */
function setEmailLanguage(): void {
  auth().languageCode = currentLanguage();
}

export function auth(): Auth {
  if (!instance) {
    // initializeAuth instead of getAuth: getAuth wires in the popup resolver, which loads Google's
    // api.js on every page; only Google sign-in needs it, so it is passed there alone.
    const created = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    instance = created;
    if (config.useEmulators) {
      connectAuthEmulator(created, `http://${config.emulatorHost}:9099`, { disableWarnings: true });
    }
    // Told last, once Auth is fully set up: the auth provider starts listening to it.
    authStarted();
  }
  return instance;
}

/** The parts of a Firebase user the app uses; never the SDK object itself. */
export interface Account {
  uid: string;
  email: string | null;
  displayName: string | null;
}

function toAccount(user: User): Account {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

export function watchAuth(callback: (user: Account | null) => void): () => void {
  return onAuthStateChanged(auth(), (user) => callback(user ? toAccount(user) : null));
}

/** The account signed in right now (read without waiting for the listener). */
export function currentAccount(): Account | null {
  const user = auth().currentUser;
  return user ? toAccount(user) : null;
}

export function signOut(): Promise<void> {
  return fbSignOut(auth());
}

export async function signIn(email: string, password: string): Promise<Account> {
  const { user } = await signInWithEmailAndPassword(auth(), email.trim(), password);
  return toAccount(user);
}

export async function signUp(email: string, password: string, displayName?: string): Promise<Account> {
  const { user } = await createUserWithEmailAndPassword(auth(), email.trim(), password);
  const name = displayName?.trim();
  if (name) await updateProfile(user, { displayName: name });
  return toAccount(user);
}

/**
 * Makes sure the person is signed in to the account for this email, creating it when needed, so
 * that a sign-up whose later steps failed can be retried without a second account:
 * - already signed in with this email (a retry in the same tab): that account;
 * - otherwise a new account;
 * - the email is taken: signing in with the typed password (a retry after a reload); when that
 *   fails the person gets the 'could not create that account' answer, which reveals nothing.
 */
export async function ensureAccount(
  email: string,
  password: string,
  displayName?: string,
): Promise<Account & { created: boolean }> {
  const wanted = email.trim().toLowerCase();
  let user = auth().currentUser;
  let created = false;
  if (!user || user.email?.toLowerCase() !== wanted) {
    try {
      user = (await createUserWithEmailAndPassword(auth(), email.trim(), password)).user;
      created = true;
    } catch (error) {
      if (errorCode(error) !== 'auth/email-already-in-use') throw error;
      try {
        user = (await signInWithEmailAndPassword(auth(), email.trim(), password)).user;
      } catch {
        throw error;
      }
    }
  }
  const name = displayName?.trim();
  if (name && !user.displayName) {
    // Only a nicety for the top bar (users/{uid} holds the name too), so a failure here must not
    // fail the sign-up; a retry tries again.
    await updateProfile(user, { displayName: name }).catch(() => undefined);
  }
  return { ...toAccount(user), created };
}

/**
 * Sends a password-reset email. Resolves the same way whether or not the account exists, so the
 * answer cannot be used to find out who has an account; other failures (network, too many
 * requests) are passed on so the person can retry.
 */
export async function sendReset(email: string): Promise<void> {
  try {
    setEmailLanguage();
    await sendPasswordResetEmail(auth(), email.trim());
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email' || code === 'auth/user-disabled') return;
    throw error;
  }
}

/** Google sign-in in a popup. A first-time Google account has no role yet (users/{uid} is missing). */
export async function googleSignIn(): Promise<Account> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const { user } = await signInWithPopup(auth(), provider, browserPopupRedirectResolver);
  return toAccount(user);
}

/** Whether the signed-in account has a password (else it signs in with Google only). */
export function signsInWithPassword(): boolean {
  return auth().currentUser?.providerData.some((p) => p.providerId === 'password') ?? false;
}

/**
 * The person proves once more that it is them, as Firebase asks before deleting an account: with
 * the password, or with Google in a popup for an account without one.
 */
export async function confirmIdentity(password: string | null): Promise<void> {
  const user = auth().currentUser;
  if (!user) throw new AppError('foodbridge/signed-out');
  if (password !== null && user.email) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    return;
  }
  await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

/** Deletes the signed-in account's sign-in (Firebase Authentication); it is signed out by it. */
export async function deleteSignIn(): Promise<void> {
  const user = auth().currentUser;
  if (!user) throw new AppError('foodbridge/signed-out');
  await deleteUser(user);
}

/** The signed-in account's email and whether its owner has opened the link that confirms it. */
export interface EmailStatus {
  email: string | null;
  verified: boolean;
}

function notSignedIn(): Error {
  return Object.assign(new Error('Nobody is signed in.'), { code: 'unauthenticated' });
}

/**
 * The signed-in account's email status, once Auth has restored the session. An unconfirmed email
 * is read again from Auth (the link may have been opened since the session was stored); when that
 * read fails, the stored answer is given.
 */
export async function emailStatus(): Promise<EmailStatus> {
  const instance = auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) throw notSignedIn();
  if (!user.emailVerified) {
    try {
      return await refreshEmailStatus();
    } catch {
      /* offline or throttled: the stored answer */
    }
  } else {
    await freshTokenIfConfirmed();
  }
  return { email: user.email, verified: user.emailVerified };
}

/**
 * Makes the ID token say what the account says. Restoring a session, Auth reads the account
 * afresh (so it knows the email was confirmed in another tab, or yesterday) but keeps the ID token
 * it had, which may still say `email_verified: false` for up to an hour: the rules read the token,
 * and would refuse the NGO's profile while the form said all was well. Offline, the token stays as
 * it is (the save then fails as any save offline does, and says so).
 */
export async function freshTokenIfConfirmed(): Promise<void> {
  const user = auth().currentUser;
  if (!user?.emailVerified) return;
  try {
    const { claims } = await user.getIdTokenResult();
    if (claims.email_verified !== true) await user.getIdToken(true);
  } catch {
    /* offline: see above */
  }
}

/** Sends the link that confirms the signed-in account's email (again, when asked). */
export async function sendVerificationEmail(): Promise<void> {
  const user = auth().currentUser;
  if (!user) throw notSignedIn();
  setEmailLanguage();
  await sendEmailVerification(user);
}

/** Sends the confirmation link unless the email is confirmed already (Google accounts are). */
export async function sendVerificationEmailIfNeeded(): Promise<boolean> {
  const user = auth().currentUser;
  if (!user || user.emailVerified) return false;
  setEmailLanguage();
  await sendEmailVerification(user);
  return true;
}

/**
 * After the person says they opened the link: reads the account again from Auth and, once the
 * email is confirmed, takes a fresh ID token, so that the rules (which read `email_verified` from
 * the token) see it at once rather than when the old token expires.
 */
export async function refreshEmailStatus(): Promise<EmailStatus> {
  const user = auth().currentUser;
  if (!user) throw notSignedIn();
  await reload(user);
  if (user.emailVerified) await user.getIdToken(true);
  return { email: user.email, verified: user.emailVerified };
}
