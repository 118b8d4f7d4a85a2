import { useEffect } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { lazySubscribe, useLive } from '../../lib/live';
import { markAccountSuspended } from '../../services/errors';
import type { Suspension } from '../../services/suspensions';
import { Trans, useT } from '../../i18n';

/**
 * For a signed-in account that an admin suspended: a banner on every page with the admin's
 * reason, live (it appears and goes as the suspension is made and lifted). Renders nothing for
 * visitors, and the suspensions service (with Firestore) is fetched only for signed-in people, so
 * a visitor's page never downloads it.
 */
export function SuspensionBanner() {
  const { user } = useAuth();
  if (!user) return null;
  // A new key for another account: the rules answer each account about its own suspension only.
  return <AccountSuspension key={user.uid} uid={user.uid} />;
}

const watchSuspension = (uid: string) =>
  lazySubscribe(
    () => import('../../services/suspensions'),
    (service) => (onData: (suspension: Suspension | null) => void, onError: (error: unknown) => void) =>
      service.watchMySuspension(uid, onData, onError),
  );

/**
 * The reason as a sentence: it gets a full stop unless it already ends like one — a Hindi one
 * ('।') after a reason written in Devanagari.
 */
function asSentence(reason: string): string {
  const text = reason.trim();
  if (/[.!?…।]$/u.test(text)) return text;
  return /\p{Script=Devanagari}$/u.test(text) ? `${text}।` : `${text}.`;
}

function AccountSuspension({ uid }: { uid: string }) {
  const t = useT();
  const live = useLive(`suspension:${uid}`, watchSuspension(uid));
  // A listener that failed keeps the last answer it gave; one that never answered shows nothing
  // (the rules still refuse a suspended account's changes, and say why once the answer arrives).
  const suspension = live.status === 'loading' ? null : (live.data ?? null);
  const suspended = suspension !== null;

  useEffect(() => {
    markAccountSuspended(suspended);
    return () => markAccountSuspended(false);
  }, [suspended]);

  return (
    // Always in the page for a signed-in person (empty while not suspended), so screen readers
    // announce the banner when it appears.
    <div aria-live="polite" data-testid="suspension-notice">
      {suspension && (
        <section
          aria-label={t('layout.suspension.label')}
          className="border-b border-red-300 bg-red-50 px-4 py-3 text-red-950 md:text-lg"
        >
          <p className="mx-auto max-w-6xl">
            <Trans
              id="layout.suspension.notice"
              values={{ reason: asSentence(suspension.reason) }}
              components={{
                0: <strong className="font-bold" />,
                1: <Link to={PATHS.contact} className="font-semibold underline underline-offset-4" />,
              }}
            />
          </p>
        </section>
      )}
    </div>
  );
}
