import { useLocation } from 'react-router';
import { SCROLL_TOP_THRESHOLD, smoothBehavior } from './scroll';
import { useScrolledPast } from './useScrollY';
import { PATHS } from '../../config/paths';
import { useT, withoutLanguage } from '../../i18n';

/**
 * The long pages that are read rather than worked in (in English and under /hi). Elsewhere the
 * button would float over what a person acts on — a board's Decline, the pickup code, a form's last
 * button, a message's close button — so it is not there at all: those pages are short enough, or
 * have their own way back (the top bar stays on screen).
 */
const READING_PAGES: ReadonlySet<string> = new Set([
  PATHS.home,
  PATHS.team,
  PATHS.services,
  PATHS.contributors,
  PATHS.contributorsAlias,
  PATHS.privacy,
  PATHS.terms,
]);

/**
 * A round button that appears on the long reading pages once they are scrolled past 100 px and
 * glides back to the top.
 */
export function ScrollToTop() {
  const t = useT();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD);
  if (!scrolled || !READING_PAGES.has(withoutLanguage(pathname))) return null;

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: smoothBehavior() });
    // The button disappears at the top; keyboard focus goes to the start of the page content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={t('layout.scrollToTop')}
      title={t('layout.scrollToTop')}
      className="fixed bottom-5 right-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
