/**
 * The one shape of a failure shown to a person: a sentence in plain words, and whether pressing
 * Retry with what is on the screen may work (a lost connection, say). `toFailure` in
 * src/services/errors.ts makes one from any error; ErrorAlert shows one.
 */
export interface Failure {
  message: string;
  retryable: boolean;
}
