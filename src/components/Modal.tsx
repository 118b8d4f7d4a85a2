import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
 * A modal dialog's frame: focus moves in when it opens (to `initialFocus`), Tab stays inside,
 * Escape cancels unless an action is pending, and focus returns to what opened it when it closes.
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
  const panel = useRef<HTMLDivElement>(null);
  const initial = useRef(initialFocus);
  const fallback = useRef(fallbackFocus);

  useEffect(() => {
    fallback.current = fallbackFocus;
  }, [fallbackFocus]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (panel.current) initial.current(panel.current)?.focus();
    return () => {
      const target = opener?.isConnected ? opener : (fallback.current?.() ?? null);
      target?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      onCancel();
      return;
    }
    trapTab(event, panel.current, FOCUSABLE);
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/50 p-4 sm:items-center">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        className={`max-h-full w-full max-w-md rounded-card bg-white p-6 shadow-xl ${
          scrollBody ? 'flex flex-col' : 'overflow-y-auto'
        }`}
      >
        <h2 id={titleId} className="shrink-0 text-xl font-bold text-stone-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
