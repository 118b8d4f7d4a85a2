import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Footer } from './Footer';
import { NoticePrompt } from './NoticePrompt';
import { OfflineNotice } from './OfflineNotice';
import { scrollToSectionWhenReady } from './scroll';
import { ScrollToTop } from './ScrollToTop';
import { SuspensionBanner } from './SuspensionBanner';
import { TopBar } from './TopBar';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { usePrefetchOwnPages } from '../prefetch';
import { useT } from '../../i18n';

/**
 * A new page starts at its top, or at the section named in the URL's hash (e.g. /#about), below
 * the sticky header. Back/forward (POP) without a hash is left to the browser's own restoration.
 */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash.length > 1) return scrollToSectionWhenReady(decodeURIComponent(hash.slice(1)));
    // 'instant' overrides the stylesheet's smooth scrolling: a new page should not glide.
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
    // navigationType is read at the moment of navigation; a change of it alone is no new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
}

export function RootLayout() {
  const t = useT();
  useScrollOnNavigate();
  usePrefetchOwnPages();
  return (
    <div className="flex min-h-screen flex-col bg-paper text-stone-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('layout.skipToMain')}
      </a>
      <TopBar />
      <OfflineNotice />
      <SuspensionBanner />
      <NoticePrompt />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <UpdatePrompt />
    </div>
  );
}
