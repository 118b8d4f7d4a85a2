import type { KeyboardEvent } from 'react';

/**
 * Keeps Tab inside an open panel (a dialog, the phone menu): from its last control Tab goes to
 * its first, and Shift+Tab from the first to the last. Call it from the panel's keydown handler.
 */
export function trapTab(event: KeyboardEvent, panel: HTMLElement | null, focusable: string) {
  if (event.key !== 'Tab' || !panel) return;
  const controls = Array.from(panel.querySelectorAll<HTMLElement>(focusable));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
