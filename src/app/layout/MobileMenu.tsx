import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useAuth } from '../../lib/auth-context';
import { NavLinks } from './NavLinks';

interface MobileMenuProps {
  onClose: () => void;
  /** The menu button; focus goes back to it when the menu closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The slide-in menu for narrow screens: a modal dialog over a dimmed overlay. Focus moves in when
 * it opens, stays inside while open (Tab wraps), and returns to the menu button when it closes.
 */
export function MobileMenu({ onClose, opener }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [entered, setEntered] = useState(false);
  // The top bar has no room for the account's name on a phone; the menu says who is signed in.
  const { user } = useAuth();
  const signedInAs = user ? user.displayName || user.email : null;

  useEffect(() => {
    const returnTo = opener.current;
    closeButton.current?.focus();
    // Start off-screen for one frame, then slide in.
    const frame = requestAnimationFrame(() => setEntered(true));
    // The page behind must not scroll under the open menu.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      cancelAnimationFrame(frame);
      document.body.style.overflow = previousOverflow;
      returnTo?.focus();
    };
  }, [opener]);

  useEffect(() => {
    // Turning a tablet or widening the window past md hides the panel; close it so the page
    // behind is not left unscrollable.
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 768px)');
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 overflow-hidden md:hidden">
      <div
        data-testid="menu-overlay"
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-stone-950/50 transition-opacity duration-200 ${entered ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className={`absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-200 ease-out ${entered ? 'translate-x-0' : 'translate-x-full'}`}
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-4 py-2">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            Menu
          </h2>
          <button
            ref={closeButton}
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="inline-flex h-11 w-11 items-center justify-center rounded-control text-stone-700 hover:bg-stone-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {signedInAs && (
          <p className="border-b border-stone-200 px-4 py-3 text-sm text-stone-700">
            Signed in as <span className="font-semibold text-stone-900">{signedInAs}</span>
          </p>
        )}
        <nav aria-label="Menu" className="px-2 py-4">
          <NavLinks placement="panel" onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
