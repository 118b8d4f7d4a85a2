import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLanguage, i18n } from '../i18n';

// findBy… and waitFor wait for what a test expects up to 10 s, not 1 s: a machine busy with other
// work (two test files at once, another process) must not fail a test that is only slow. A test
// that expects something to stay absent says so with queryBy…, never by a findBy… timing out.
configure({ asyncUtilTimeout: 10_000 });

// Every screen renders in English unless a test switches; both parts of the catalog are loaded.
await activateLanguage('en', ['public', 'app']);

// A message id missing from the catalog fails the test that shows it, instead of showing the id.
i18n.on('missing', ({ id }) => {
  throw new Error(`i18n: no message '${id}' in the catalog`);
});

/**
 * jsdom has no modal dialogs: HTMLDialogElement has no showModal() or close(), and Escape fires no
 * `cancel` event. A minimal stand-in, enough for components/Modal (a native <dialog>): showModal()
 * and close() set and clear `open` (close() fires `close`), and once an Escape keydown has been
 * dispatched with its default not prevented, the open modal dialog gets a cancelable `cancel`
 * event and closes unless that is prevented — the browser's default action. It does not make the
 * page behind inert, nor move focus (Modal moves focus itself).
 */
// (Files that run in Node, such as tests/lint, have no DOM at all.)
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function dispatchEvent(this: EventTarget, event: Event) {
    const result = dispatch.call(this, event);
    if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape' && !event.defaultPrevented) {
      const top = modals.findLast((dialog) => dialog.isConnected && dialog.open);
      if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
    }
    return result;
  };
}

afterEach(async () => {
  cleanup();
  if (i18n.locale !== 'en') await activateLanguage('en');
});
