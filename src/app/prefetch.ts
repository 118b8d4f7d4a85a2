import { useEffect } from 'react';
import { PATHS } from '../config/paths';
import { useAuth, type Role } from '../lib/auth-context';

/** The pages each role opens next, whatever page it is on now. */
const NEXT_PAGES: Record<Role, readonly string[]> = {
  donor: [PATHS.delivery, PATHS.donations, PATHS.donorProfile],
  ngo: [PATHS.donations, PATHS.ngoProfile],
  admin: [PATHS.admin, PATHS.donations],
};

/** Whether the person asked their browser to save data (Chromium's Save-Data setting). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Once a signed-in person's role is known, downloads the pages they reach next when the browser is
 * idle, so that Donate → My donations still works when the network drops on a first visit, before
 * the service worker has saved the app. Visitors download nothing more.
 */
export function usePrefetchOwnPages(): void {
  const { role } = useAuth();
  useEffect(() => {
    if (!role || savesData()) return;
    const pages = NEXT_PAGES[role];
    const start = () => void import('./router').then(({ prefetchScreens }) => prefetchScreens(pages));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(start, 1000);
    return () => window.clearTimeout(timer);
  }, [role]);
}
