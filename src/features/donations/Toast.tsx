import { useEffect, type ReactNode } from 'react';
import { FloatingNotice } from '../../components/FloatingNotice';
import { useT } from '../../i18n';

interface ToastProps {
  /** What to announce; null shows nothing (the live region stays, so the next one is heard). */
  children: ReactNode | null;
  onDismiss: () => void;
  /** Closes itself after this long; 0 keeps it until dismissed. */
  durationMs?: number;
}

/** Background events (a new offer arrived): announced politely, in a corner, gone after a while. */
export function Toast({ children, onDismiss, durationMs = 8000 }: ToastProps) {
  const t = useT();
  const open = children !== null && children !== undefined && children !== false;
  useEffect(() => {
    if (!open || !durationMs) return undefined;
    const timer = window.setTimeout(onDismiss, durationMs);
    return () => window.clearTimeout(timer);
  }, [open, durationMs, onDismiss, children]);

  return (
    <FloatingNotice corner className="max-w-sm items-start">
      {open ? (
        <>
          <div className="flex-1">{children}</div>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('donations.toast.dismiss')}
            className="-my-2 -mr-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-control text-xl leading-none hover:bg-black/5"
          >
            {/* eslint-disable-next-line i18next/no-literal-string -- a symbol, hidden from screen readers (the button has its label) */}
            <span aria-hidden="true">×</span>
          </button>
        </>
      ) : null}
    </FloatingNotice>
  );
}
