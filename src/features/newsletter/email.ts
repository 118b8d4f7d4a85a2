/**
 * The email shape the Firestore rules accept (docs/data-model.md), checked here first so that a
 * typo gets our own message instead of a refused write.
 */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const EMAIL_MAX = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}
