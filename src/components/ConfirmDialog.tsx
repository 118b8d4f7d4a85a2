import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { trapTab } from './focus-trap';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  error?: string | null;
  /** Where focus goes when the dialog closes, when the element that opened it is gone. */
  fallbackFocus?: () => HTMLElement | null;
}

/** What Tab moves between inside the dialog: its buttons, links and any field it holds. */
const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * A modal confirmation: focus moves to Cancel (the safe choice) — or to its first field, when the
 * confirmation asks for something (a reason) — Tab stays inside, Escape cancels, and focus returns
 * to what opened it when it closes.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
  error = null,
  fallbackFocus,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLDivElement>(null);
  const fallback = useRef(fallbackFocus);

  useEffect(() => {
    fallback.current = fallbackFocus;
  }, [fallbackFocus]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const field = panel.current?.querySelector<HTMLElement>('input, textarea, select');
    (field ?? cancelButton.current?.querySelector<HTMLElement>('button'))?.focus();
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
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-card bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-stone-700">
          {children}
        </div>
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <div ref={cancelButton} className="contents">
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          </div>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
