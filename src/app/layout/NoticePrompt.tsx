import { useState } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { PRIVACY_NOTICE } from '../../config/limits.js';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../services/errors';

/**
 * For a signed-in account that has not accepted the privacy notice as it is now (an account made
 * before the notice, or one that accepted an older version): the notice at the top of every page,
 * until it is accepted; then never again for that version. Renders nothing for visitors, for an
 * account still choosing its role (which accepts it there), or while the account is read. The
 * users service (with Firestore) is fetched only when 'I agree' is pressed.
 */
export function NoticePrompt() {
  const { user, role, notice, loading } = useAuth();
  if (!user || loading || role === null || notice === PRIVACY_NOTICE.version) return null;
  return <Prompt key={user.uid} uid={user.uid} changed={notice !== null} />;
}

function Prompt({ uid, changed }: { uid: string; changed: boolean }) {
  const t = useT();
  const { refreshRole } = useAuth();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const agree = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const { acceptNotice } = await import('../../services/users');
      await acceptNotice(uid);
      await refreshRole();
    } catch (error) {
      setFailure(toFailure(error));
      setSaving(false);
    }
  };

  return (
    <section aria-label={t('privacy.prompt.label')} className="border-b border-brand-200 bg-brand-50 px-4 py-4">
      <div className="mx-auto flex max-w-3xl flex-col gap-3">
        <PrivacyNotice title={changed ? t('privacy.prompt.changed') : t('privacy.prompt.first')} />
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void agree() : undefined} pending={saving}>
            {failure.message}
          </ErrorAlert>
        )}
        <Button className="self-start" loading={saving} onClick={() => void agree()}>
          {saving ? t('privacy.prompt.saving') : t('privacy.prompt.agree')}
        </Button>
      </div>
    </section>
  );
}
