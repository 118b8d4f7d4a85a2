/**
 * How writes behave without a connection. Firestore queues a write made offline and settles its
 * promise only when the server confirms it, so a form that awaits it would spin until the
 * connection returns. The forms here fail at once instead, with Firestore's own 'unavailable'
 * code: friendlyError() turns it into 'We could not reach the server…', isRetryable() says Retry
 * may work, and the form keeps everything that was typed.
 */

/** How long a person waits for the server to confirm a write before being told to try again. */
export const ACK_TIMEOUT_MS = 10_000;

/** An error with a Firestore-style code, which friendlyError() knows. */
export function failure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** True when the browser says it has no connection (never true outside a browser). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Throws at once when the browser is offline, before anything is queued: nothing is sent twice when
 * the person presses Retry later, and nothing arrives behind their back after they were told it
 * was not sent.
 */
export function assertOnline(): void {
  if (isOffline()) throw failure('unavailable', 'The browser is offline.');
}

/**
 * For writes that may safely arrive twice (a newsletter address, a contact message): offline fails
 * at once, a silent server after `timeoutMs`. (A write that timed out may still arrive later.)
 */
export async function confirmed(write: () => Promise<unknown>, timeoutMs = ACK_TIMEOUT_MS): Promise<void> {
  assertOnline();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure('deadline-exceeded', 'No answer from the server.')), timeoutMs);
  });
  try {
    await Promise.race([write(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
