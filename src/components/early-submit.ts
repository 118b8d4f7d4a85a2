/**
 * What a person does to a form before its page is live. index.html's inline script, which runs
 * before any module:
 * - remembers what is typed into a form marked `data-early` (window.earlyInput), because React
 *   resets a controlled field to its state when it takes the page over;
 * - stops the browser's own submit of such a form (a GET, with the password in the address) and
 *   marks the form and the button that sent it with the attributes below instead.
 * <Form> puts both back once React has the form. The names are shared with that script: change
 * both together (and the script's sha256 in firebase.json; the build checks it).
 */
export const EARLY = {
  /** On a <Form> until its page is live. */
  form: 'data-early',
  /** Set by the script on a form submitted before then. */
  submitted: 'data-early-submitted',
  /** Set by the script on the button that submitted it. */
  submitter: 'data-early-submitter',
} as const;

declare global {
  interface Window {
    /** Set by index.html's inline script: each field's value (or checked state) as last typed. */
    earlyInput?: WeakMap<Element, string | boolean>;
  }
}

/**
 * Tells the live form what was typed before hydration, through the events React listens to, so a
 * controlled field's state takes it over (React resets the field to that state on its next render)
 * and an uncontrolled field's form library knows it was edited.
 */
export function restoreEarlyInput(form: HTMLFormElement) {
  const typed = window.earlyInput;
  if (!typed) return;
  for (const field of Array.from(form.elements)) {
    const value = typed.get(field);
    typed.delete(field);
    if (!(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ))
      continue;
    const key = typeof value === 'boolean' ? 'checked' : typeof value === 'string' ? 'value' : null;
    if (!key || (key === 'checked' && !(field instanceof HTMLInputElement))) continue;
    // React notices a change by comparing with the last value it saw, which it records through the
    // field's own setter: record the opposite there, then set the typed value past it.
    (field as unknown as Record<string, unknown>)[key] = key === 'checked' ? !value : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, value);
    if (key === 'checked') field.dispatchEvent(new Event('click', { bubbles: true }));
    else {
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

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
