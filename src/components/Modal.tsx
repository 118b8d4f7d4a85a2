import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { trapTab } from './focus-trap';

interface ModalProps {
  title: string;
  /** The id of the element that says what the dialog is about. */
  describedBy: string;
  onCancel: () => void;
  /** While an action runs, Escape does not close the dialog. */
  pending?: boolean;
  /** Where focus goes on opening, found inside the dialog's panel. */
  initialFocus: (panel: HTMLElement) => HTMLElement | null | undefined;
  /** Where focus goes when the dialog closes, when the element that opened it is gone. */
  fallbackFocus?: (() => HTMLElement | null) | undefined;
  /**
   * The panel is at most the screen's height and a column: the content (a flex column, `min-h-0`)
   * scrolls its own body and keeps its buttons in reach. Otherwise a panel taller than the screen
   * scrolls as a whole.
   */
  scrollBody?: boolean;
  children: ReactNode;
}

/** What Tab moves between inside a dialog: its buttons, links and any field it holds. */
const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * A modal dialog's frame: the native `<dialog>`, opened with showModal(), so the page behind is
 * inert (no click, no screen reader wanders out) and the dialog sits in the top layer. Focus moves
 * in when it opens (to `initialFocus`), Tab goes round its controls (from the last straight to the
 * first: the browser's own order would pass through its address bar), Escape (the dialog's
 * `cancel` event) cancels unless an action is pending, and focus returns to what opened it when it
 * closes. A click beside the panel does nothing.
 */
export function Modal({
  title,
  describedBy,
  onCancel,
  pending = false,
  initialFocus,
  fallbackFocus,
  scrollBody = false,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const initial = useRef(initialFocus);
  const fallback = useRef(fallbackFocus);

  useEffect(() => {
    fallback.current = fallbackFocus;
  }, [fallbackFocus]);

  // After the whole update that opens it (a dialog that replaced another has given the focus back
  // by then): note what had the focus, show the dialog (not displayed at all until then) and put
  // the focus where the dialog wants it — showModal() gives it to the first control. When it
  // closes, focus goes back to what opened it, or when that is gone, to the fallback.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    if (panel.current) initial.current(panel.current)?.focus();
    return () => {
      if (element?.open) element.close();
      const target = opener?.isConnected ? opener : (fallback.current?.() ?? null);
      target?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      // While an action runs the key does nothing: no cancel event, however often it is pressed.
      if (pending) event.preventDefault();
      return;
    }
    trapTab(event, panel.current, FOCUSABLE);
  };

  const onCancelEvent = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The dialog stays open until whoever shows it stops rendering it.
    event.preventDefault();
    if (!pending) onCancel();
  };

  const onClose = () => {
    // The browser may close a dialog without a cancel it lets us refuse (a second Escape, the
    // back gesture): while it is still rendered, it stays open.
    const element = dialog.current;
    if (element?.isConnected && !element.open) element.showModal();
  };

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={onCancelEvent}
      onClose={onClose}
      // The whole screen, dimmed, with the panel where it always was: at the bottom of a phone, in
      // the middle of a wider screen. The browser's own backdrop and box are undone.
      className="fixed inset-0 m-0 h-full max-h-full w-full max-w-full border-0 bg-stone-900/50 p-4 text-inherit backdrop:bg-transparent open:flex open:items-end open:justify-center sm:open:items-center"
    >
      <div
        ref={panel}
        className={`max-h-full w-full max-w-md rounded-card bg-white p-6 shadow-xl ${
          scrollBody ? 'flex flex-col' : 'overflow-y-auto'
        }`}
      >
        <h2 id={titleId} className="shrink-0 text-xl font-bold text-stone-900">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
