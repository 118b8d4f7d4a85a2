/**
 * Turns Firebase errors (auth, firestore, storage) into sentences for people, in the language
 * shown (src/i18n/locales/<language>/public/errors.json). No raw code or stack trace reaches the
 * screen, and nothing here reveals whether an email is registered.
 */
import { msg, t } from '../i18n';

/** Each code's sentence, as a message id: translated when the error is shown (friendlyError). */
const MESSAGES: Record<string, string> = {
  // auth
  'auth/email-already-in-use': msg('errors.createAccount'),
  'auth/wrong-password': msg('errors.wrongPassword'),
  'auth/user-not-found': msg('errors.wrongPassword'),
  'auth/invalid-credential': msg('errors.wrongPassword'),
  'auth/invalid-login-credentials': msg('errors.wrongPassword'),
  'auth/invalid-email': msg('errors.invalidEmail'),
  'auth/too-many-requests': msg('errors.tooManyRequests'),
  'auth/user-disabled': msg('errors.userDisabled'),
  'auth/network-request-failed': msg('errors.network'),
  'auth/requires-recent-login': msg('errors.recentLogin'),
  'auth/password-does-not-meet-requirements': msg('errors.weakPassword'),
  'auth/weak-password': msg('errors.weakPassword'),
  'auth/popup-blocked': msg('errors.popupBlocked'),
  'auth/popup-closed-by-user': msg('errors.popupClosed'),
  'auth/cancelled-popup-request': msg('errors.popupClosed'),
  'auth/unauthorized-domain': msg('errors.unauthorizedDomain'),
  'auth/operation-not-allowed': msg('errors.signInUnavailable'),
  'auth/internal-error': msg('errors.signInFailed'),
  'auth/missing-email': msg('errors.missingEmail'),
  'auth/missing-password': msg('errors.missingPassword'),
  'auth/invalid-password': msg('errors.weakPassword'),
  'auth/account-exists-with-different-credential': msg('errors.otherCredential'),
  'auth/credential-already-in-use': msg('errors.googleLinked'),
  'auth/timeout': msg('errors.timeout'),
  'auth/user-token-expired': msg('errors.sessionEnded'),
  'auth/invalid-user-token': msg('errors.sessionEnded'),
  'auth/web-storage-unsupported': msg('errors.storageBlocked'),
  'auth/operation-not-supported-in-this-environment': msg('errors.browserUnsupported'),
  'auth/expired-action-code': msg('errors.linkExpired'),
  'auth/invalid-action-code': msg('errors.linkInvalid'),
  'auth/quota-exceeded': msg('errors.busy'),
  // FoodBridge's own
  'foodbridge/not-loaded': msg('errors.network'),
  'foodbridge/donor-not-found': msg('errors.donorNotFound'),
  'foodbridge/other-role': msg('errors.otherRole'),
  'foodbridge/own-account': msg('errors.ownAccount'),
  'foodbridge/accept-offline': msg('errors.move.acceptOffline'),
  'foodbridge/signed-out': msg('errors.sessionEnded'),
  // firestore
  'permission-denied': msg('errors.permissionDenied'),
  unavailable: msg('errors.network'),
  'deadline-exceeded': msg('errors.deadline'),
  'not-found': msg('errors.notFound'),
  'already-exists': msg('errors.alreadyExists'),
  'failed-precondition': msg('errors.failedPrecondition'),
  aborted: msg('errors.aborted'),
  'resource-exhausted': msg('errors.busy'),
  'invalid-argument': msg('errors.invalidArgument'),
  unauthenticated: msg('errors.unauthenticated'),
  cancelled: msg('errors.cancelled'),
  // storage
  'storage/unauthenticated': msg('errors.upload.unauthenticated'),
  'storage/unauthorized': msg('errors.upload.unauthorized'),
  'storage/quota-exceeded': msg('errors.upload.storageFull'),
  'storage/retry-limit-exceeded': msg('errors.upload.tooLong'),
  'storage/canceled': msg('errors.upload.cancelled'),
  'storage/object-not-found': msg('errors.upload.notFound'),
  'storage/invalid-checksum': msg('errors.upload.damaged'),
};

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
  'foodbridge/accept-offline',
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

/** The failure as a sentence for people, in the language shown now. */
export function friendlyError(error: unknown): string {
  if (error instanceof IncompleteSignUpError) {
    return t('errors.incompleteSignUp', { reason: friendlyError(error.cause) });
  }
  const code = errorCode(error);
  if (code === 'permission-denied' && accountSuspended) return t('errors.accountSuspended');
  const known = code === undefined ? undefined : MESSAGES[code];
  if (known) return t(known);
  if (code?.startsWith('storage/')) return t('errors.upload.failed');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return t('errors.network');
  return t('errors.fallback');
}

/** A failure as the screens show it: the sentence, and whether Retry with the same input may work. */
export function toFailure(error: unknown): { message: string; retryable: boolean } {
  return { message: friendlyError(error), retryable: isRetryable(error) };
}
