import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { useT } from '../i18n';

export type AlertTone = 'success' | 'error' | 'info';

const TONES: Record<AlertTone, string> = {
  success: 'border-brand-300 bg-brand-50 text-brand-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-saffron-300 bg-saffron-50 text-stone-900',
};

export const ALERT_FADE_MS = 300;

interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  /** When given, the alert shows a dismiss button and calls this after fading out (300 ms). */
  onDismiss?: () => void;
  /** Extra content such as a Retry button. */
  action?: ReactNode;
  className?: string;
}

/** A message that fades in and out over 300 ms. Errors are announced at once (role=alert). */
export function Alert({ tone, children, onDismiss, action, className = '' }: AlertProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setVisible(true));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer.current);
    };
  }, []);

  const dismiss = () => {
    setVisible(false);
    timer.current = window.setTimeout(() => onDismiss?.(), ALERT_FADE_MS);
  };

  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-control border px-4 py-3 transition-opacity duration-300 ${TONES[tone]} ${visible ? 'opacity-100' : 'opacity-0'} ${className}`}
    >
      {/* The action sits beside the words where there is room, and under them on a phone rather
          than squeezing them into a narrow column. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-start gap-3">
        <div className="min-w-[min(100%,16rem)] flex-1">{children}</div>
        {action}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('components.alert.dismiss')}
          className="-my-2 -mr-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-control text-xl leading-none hover:bg-black/5"
        >
          {/* eslint-disable-next-line i18next/no-literal-string -- a symbol drawn for the eye; the button's name says it */}
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

interface ErrorAlertProps {
  children: ReactNode;
  /** Shown as a Retry button when given: what failed can be tried again without retyping. */
  onRetry?: (() => void) | undefined;
  /** While the retry runs, its button cannot be pressed again. */
  pending?: boolean;
  /** The Retry button's accessible name where 'Retry' alone is ambiguous on the page. */
  retryLabel?: string | undefined;
  className?: string;
}

/** A failure in plain words, with Retry where trying again can help (a network failure). */
export function ErrorAlert({ children, onRetry, pending = false, retryLabel, className }: ErrorAlertProps) {
  const t = useT();
  return (
    <Alert
      tone="error"
      className={className}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry} disabled={pending} aria-label={retryLabel}>
            {t('components.alert.retry')}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
