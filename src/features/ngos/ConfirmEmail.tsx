import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { refreshEmailStatus, sendVerificationEmail, type EmailStatus } from '../../services/auth';
import { toFailure } from '../../services/errors';

type Notice = { tone: 'success' | 'info'; message: string };

interface ConfirmEmailProps {
  email: string;
  /** Called once Auth says the email is confirmed (with a fresh token that says so too). */
  onConfirmed: (status: EmailStatus) => void;
}

/**
 * Before an NGO creates its profile it confirms its email: the rules accept a new profile only from
 * a token whose email is verified. Shown instead of the create form until then.
 */
export function ConfirmEmail({ email, onConfirmed }: ConfirmEmailProps) {
  const t = useT();
  const [notice, setNotice] = useState<{ id: number; notice: Notice } | null>(null);
  const show = (next: Notice | null) => setNotice((prev) => (next ? { id: (prev?.id ?? 0) + 1, notice: next } : null));

  const check = useMutation({
    mutationFn: refreshEmailStatus,
    onMutate: () => {
      show(null);
      resend.reset();
    },
    onSuccess: (status) => {
      if (status.verified) {
        onConfirmed(status);
        return;
      }
      show({
        tone: 'info',
        message: t('ngoProfile.confirm.notYet', { email }),
      });
    },
  });
  const resend = useMutation({
    mutationFn: sendVerificationEmail,
    onMutate: () => {
      show(null);
      check.reset();
    },
    onSuccess: () => show({ tone: 'success', message: t('ngoProfile.confirm.resent', { email }) }),
  });

  const failure = check.isError ? toFailure(check.error) : resend.isError ? toFailure(resend.error) : null;
  const busy = check.isPending || resend.isPending;

  return (
    <section aria-labelledby="confirm-email-heading" className="mt-6 rounded-card border border-stone-200 bg-white p-6">
      <h2 id="confirm-email-heading" className="text-xl font-bold text-stone-900">
        {t('ngoProfile.confirm.heading', { email })}
      </h2>
      <p className="mt-2 text-stone-700">{t('ngoProfile.confirm.body')}</p>
      {failure && (
        <ErrorAlert className="mt-4">
          {check.isError
            ? t('ngoProfile.confirm.checkFailed', { reason: failure.message })
            : t('ngoProfile.confirm.sendFailed', { reason: failure.message })}
        </ErrorAlert>
      )}
      {notice && (
        <Alert key={notice.id} tone={notice.notice.tone} className="mt-4" onDismiss={() => setNotice(null)}>
          {notice.notice.message}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => check.mutate()} loading={check.isPending} disabled={busy && !check.isPending}>
          {t('ngoProfile.confirm.done')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          disabled={busy && !resend.isPending}
        >
          {t('ngoProfile.confirm.resend')}
        </Button>
      </div>
    </section>
  );
}
