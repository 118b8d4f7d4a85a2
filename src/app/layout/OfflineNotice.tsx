import { useEffect, useState } from 'react';
import { useOnline } from '../../components/useOnline';
import { useT } from '../../i18n';

/** How long 'Back online' stays after the connection returns. */
export const BACK_ONLINE_MS = 4000;

/**
 * The English of the two notices (layout.offline.notice and layout.offline.back in the catalog):
 * the unit tests hold the English screen to them. The bar itself shows the catalog's text.
 */
export const OFFLINE_MESSAGE =
  'You are offline. You can keep reading. Offers, changes to donations and messages are kept on this phone and sent by themselves once you are back online; what needs the server now says so and keeps what you typed.';
export const BACK_ONLINE_MESSAGE = 'Back online.';

/**
 * A bar under the top bar while the browser has no connection, and a brief 'Back online.' when it
 * returns. The live region is always in the page (empty while online), so screen readers announce
 * the change politely, without interrupting.
 */
export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  const [seen, setSeen] = useState(online);
  const [backOnline, setBackOnline] = useState(false);

  // Adjusted while rendering (not in an effect) when the connection changes.
  if (online !== seen) {
    setSeen(online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  const message = !online ? t('layout.offline.notice') : backOnline ? t('layout.offline.back') : '';
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="connection-notice" className="sticky top-16 z-30">
      {message && (
        <p
          className={`border-b px-4 py-2 text-center text-sm font-medium md:text-base ${
            online ? 'border-brand-300 bg-brand-50 text-brand-900' : 'border-saffron-300 bg-saffron-100 text-stone-900'
          }`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
