/**
 * A form sent before its page is live. index.html's inline script stops the browser's own submit
 * of any form marked `data-early` (that would be a GET, with the password in the address) and
 * marks the form and the button that sent it with these attributes instead; <Form> sends it again
 * once React has taken it over. The names are shared with that script: change both together.
 */
export const EARLY = {
  /** On a <Form> until its page is live. */
  form: 'data-early',
  /** Set by the script on a form submitted before then. */
  submitted: 'data-early-submitted',
  /** Set by the script on the button that submitted it. */
  submitter: 'data-early-submitter',
} as const;

/** Sends again, now through React, a form the inline script held back; true when there was one. */
export function replayEarlySubmit(form: HTMLFormElement): boolean {
  if (!form.hasAttribute(EARLY.submitted)) return false;
  form.removeAttribute(EARLY.submitted);
  form.removeAttribute('aria-busy');
  const submitter = Array.from(form.elements).find((element) => element.hasAttribute(EARLY.submitter));
  submitter?.removeAttribute(EARLY.submitter);
  const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  form.requestSubmit(button?.form === form ? button : null);
  return true;
}
