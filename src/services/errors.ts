/**
 * Turns Firebase errors (auth, firestore, storage) into sentences for people. No raw code or
 * stack trace reaches the screen, and nothing here reveals whether an email is registered.
 */
const MESSAGES: Record<string, string> = {
  // auth
  'auth/email-already-in-use': 'We could not create that account. If you already have one, sign in or reset your password.',
  'auth/wrong-password': 'That email and password do not match. Check them and try again.',
  'auth/user-not-found': 'That email and password do not match. Check them and try again.',
  'auth/invalid-credential': 'That email and password do not match. Check them and try again.',
  'auth/invalid-login-credentials': 'That email and password do not match. Check them and try again.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been switched off. Please contact support.',
  'auth/network-request-failed': 'We could not reach the server. Check your connection and try again.',
  'auth/requires-recent-login': 'For your security, please sign in again and then repeat this step.',
  'auth/password-does-not-meet-requirements': 'That password is too weak. Use at least 8 characters with letters and a number.',
  'auth/weak-password': 'That password is too weak. Use at least 8 characters with letters and a number.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this web address. Please use the official FoodBridge site.',
  'auth/operation-not-allowed': 'This way of signing in is not available right now.',
  'auth/internal-error': 'Something went wrong while signing in. Please try again.',
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

export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code.replace(/^firestore\//, '');
  }
  return undefined;
}

export function friendlyError(error: unknown): string {
  const code = errorCode(error);
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (code?.startsWith('storage/')) return 'The upload failed. Please try again.';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return MESSAGES.unavailable!;
  return FALLBACK;
}
