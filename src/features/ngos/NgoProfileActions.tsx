import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import type { Failure } from '../../lib/failure';
import { ConfirmEmail } from './ConfirmEmail';

export type Notice = { tone: 'success' | 'info'; message: string };

interface NgoProfileActionsProps {
  /** The fields now hold a change that clears the verified badge. */
  unverifies: boolean;
  /** The rules refused a new profile because the account's email is not confirmed: its address. */
  unconfirmed: { email: string; message: string } | null;
  onConfirmed: () => void;
  failure: Failure | null;
  onRetry: () => void;
  notice: { id: number; notice: Notice } | null;
  onDismiss: () => void;
  pending: boolean;
  onCancel: () => void;
  /** Whether the NGO has a profile already (Update) or not yet (Create). */
  exists: boolean;
}

/** The foot of the profile form: what the last save said, and Cancel and Save. */
export function NgoProfileActions({
  unverifies,
  unconfirmed,
  onConfirmed,
  failure,
  onRetry,
  notice,
  onDismiss,
  pending,
  onCancel,
  exists,
}: NgoProfileActionsProps) {
  const t = useT();
  const reverifyWarning = t('ngoProfile.reverify.warning');
  return (
    <div className="md:col-span-2">
      {unverifies && (
        <Alert tone="info" className="mb-4">
          {reverifyWarning}
        </Alert>
      )}
      {unconfirmed && (
        <div className="mb-4">
          <ErrorAlert>{unconfirmed.message}</ErrorAlert>
          <ConfirmEmail email={unconfirmed.email} onConfirmed={onConfirmed} />
        </div>
      )}
      {failure && (
        <ErrorAlert className="mb-4" onRetry={failure.retryable ? onRetry : undefined} pending={pending}>
          {t('ngoProfile.save.failed', { reason: failure.message })}
        </ErrorAlert>
      )}
      {notice && (
        <Alert key={notice.id} tone={notice.notice.tone} className="mb-4" onDismiss={onDismiss}>
          {notice.notice.message}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('ngoProfile.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {exists ? t('ngoProfile.update') : t('ngoProfile.create')}
        </Button>
      </div>
    </div>
  );
}
