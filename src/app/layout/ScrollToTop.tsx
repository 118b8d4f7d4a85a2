import { SCROLL_TOP_THRESHOLD, smoothBehavior } from './scroll';
import { useScrolledPast } from './useScrollY';
import { useT } from '../../i18n';

/** A round button that appears once the page is scrolled past 100 px and glides back to the top. */
export function ScrollToTop() {
  const t = useT();
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD);
  if (!visible) return null;

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
