import { useId, useRef, type ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';
import { useT } from '../i18n';

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
  const t = useT();
  const bodyId = useId();
  const cancelButton = useRef<HTMLDivElement>(null);

  return (
    <Modal
      title={title}
      describedBy={bodyId}
      onCancel={onCancel}
      pending={pending}
      fallbackFocus={fallbackFocus}
      initialFocus={(panel) =>
        panel.querySelector<HTMLElement>('input, textarea, select') ??
        cancelButton.current?.querySelector<HTMLElement>('button')
      }
    >
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
            {t('components.confirm.cancel')}
          </Button>
        </div>
        <Button variant="danger" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
