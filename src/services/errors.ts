/**
 * Turns Firebase errors (auth, firestore, storage) into sentences for people. No raw code or
 * stack trace reaches the screen, and nothing here reveals whether an email is registered.
 */
const MESSAGES: Record<string, string> = {
  // auth
  'auth/email-already-in-use':
    'We could not create that account. If you already have one, sign in or reset your password.',
  'auth/wrong-password': 'That email and password do not match. Check them and try again.',
  'auth/user-not-found': 'That email and password do not match. Check them and try again.',
  'auth/invalid-credential': 'That email and password do not match. Check them and try again.',
  'auth/invalid-login-credentials': 'That email and password do not match. Check them and try again.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been switched off. Please contact support.',
  'auth/network-request-failed': 'We could not reach the server. Check your connection and try again.',
  'auth/requires-recent-login': 'For your security, please sign in again and then repeat this step.',
  'auth/password-does-not-meet-requirements':
    'That password is too weak. Use at least 8 characters with letters and a number.',
  'auth/weak-password': 'That password is too weak. Use at least 8 characters with letters and a number.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this web address. Please use the official FoodBridge site.',
  'auth/operation-not-allowed': 'This way of signing in is not available right now.',
  'auth/internal-error': 'Something went wrong while signing in. Please try again.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/invalid-password': 'That password is too weak. Use at least 8 characters with letters and a number.',
  'auth/account-exists-with-different-credential':
    'This email already has a FoodBridge account. Sign in with your email and password instead.',
  'auth/credential-already-in-use': 'This Google account is already linked to another FoodBridge account.',
  'auth/timeout': 'The server took too long to answer. Check your connection and try again.',
  'auth/user-token-expired': 'Your session has ended. Please sign in again.',
  'auth/invalid-user-token': 'Your session has ended. Please sign in again.',
  'auth/web-storage-unsupported':
    'Your browser is blocking storage this site needs to sign you in. Allow cookies and site data, then try again.',
  'auth/operation-not-supported-in-this-environment':
    'This way of signing in does not work in this browser. Use your email and password.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid any more. Ask for a new one.',
  'auth/quota-exceeded': 'The service is busy. Please try again in a minute.',
  // FoodBridge's own
  'foodbridge/not-loaded': 'We could not reach the server. Check your connection and try again.',
  'foodbridge/donor-not-found': 'We could not find that donor record. It may have been removed.',
  'foodbridge/other-role':
    'This email already belongs to a FoodBridge account of another type. Sign in to use it, or register with a different email.',
  'foodbridge/own-account': 'You cannot suspend or lift the suspension of your own account.',
  // firestore
  'permission-denied': 'You are not allowed to do that. If you think you should be, sign in again.',
  unavailable: 'We could not reach the server. Check your connection and try again.',
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
  'not-found': 'We could not find that record. It may have been removed.',
  'already-exists': 'That record already exists.',
  'failed-precondition': 'This could not be done in its current state. Refresh and try again.',
  aborted: 'Someone else changed this at the same moment. Refresh and try again.',
  'resource-exhausted': 'The service is busy. Please try again in a minute.',
  'invalid-argument': 'Some of the information is not valid. Check the form and try again.',
  unauthenticated: 'Please sign in and try again.',
  cancelled: 'The request was cancelled. Please try again.',
  // storage
  'storage/unauthenticated': 'Please sign in before uploading a file.',
  'storage/unauthorized': 'You are not allowed to upload this file. Use a JPEG, PNG or WebP image of at most 2 MB.',
  'storage/quota-exceeded': 'Storage is full right now. Please try again later.',
  'storage/retry-limit-exceeded': 'The upload took too long. Check your connection and try again.',
  'storage/canceled': 'The upload was cancelled.',
  'storage/object-not-found': 'That file could not be found.',
  'storage/invalid-checksum': 'The file was damaged on the way. Please try again.',
};

const FALLBACK = 'Something went wrong. Please try again.';

/** What a refusal says while the signed-in account is suspended (the rules refuse its every change). */
export const SUSPENDED_MESSAGE =
  'Your account is suspended, so this was not done. Write to us via the contact page if you think this is a mistake.';

let accountSuspended = false;

/**
 * Set by the app shell while the signed-in account is suspended (it follows suspensions/{uid}):
 * a refusal by the rules then says that the suspension is why, not that the person may sign in again.
 */
export function markAccountSuspended(suspended: boolean): void {
  accountSuspended = suspended;
}

/**
 * A sign-up whose account exists but whose later steps (role, donor record) did not finish.
 * Retrying the same sign-up writes what is missing; it does not create a second account.
 */
export class IncompleteSignUpError extends Error {
  readonly cause: unknown;
  constructor(cause: unknown) {
    super('The account exists but its details were not saved.');
    this.name = 'IncompleteSignUpError';
    this.cause = cause;
  }
}

/** An error of FoodBridge's own, with a code that friendlyError() knows. */
export class AppError extends Error {
  readonly code: string;
  constructor(code: `foodbridge/${string}`) {
    super(code);
    this.name = 'AppError';
    this.code = code;
  }
}

const NETWORK_CODES = new Set([
  'auth/network-request-failed',
  'auth/timeout',
  'unavailable',
  'deadline-exceeded',
  'foodbridge/not-loaded',
]);

/**
 * Code fetched when it is first needed (`import()`); a failed fetch is the connection's fault,
 * so it reads and retries like one.
 */
export function loadOnDemand<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => {
    throw new AppError('foodbridge/not-loaded');
  });
}

/** True when the failure is the connection's, so trying again with the same input can work. */
export function isNetworkError(error: unknown): boolean {
  const code = errorCode(error instanceof IncompleteSignUpError ? error.cause : error);
  return code !== undefined && NETWORK_CODES.has(code);
}

/** True when pressing Retry with what was typed may succeed. */
export function isRetryable(error: unknown): boolean {
  return error instanceof IncompleteSignUpError || isNetworkError(error);
}

export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code.replace(/^firestore\//, '');
  }
  return undefined;
}

export function friendlyError(error: unknown): string {
  if (error instanceof IncompleteSignUpError) {
    return `Your account is ready, but we could not save your details yet. ${friendlyError(error.cause)} Press Retry to finish: you will not get a second account.`;
  }
  const code = errorCode(error);
  if (code === 'permission-denied' && accountSuspended) return SUSPENDED_MESSAGE;
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (code?.startsWith('storage/')) return 'The upload failed. Please try again.';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return MESSAGES.unavailable!;
  return FALLBACK;
}

/** A failure as the screens show it: the sentence, and whether Retry with the same input may work. */
export function toFailure(error: unknown): { message: string; retryable: boolean } {
  return { message: friendlyError(error), retryable: isRetryable(error) };
}
