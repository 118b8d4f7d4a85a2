import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { trapTab } from '../../components/focus-trap';
import { useHydrated } from '../../components/useHydrated';
import { useAuth } from '../../lib/auth-context';
import { Trans, useT } from '../../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { NavLinks } from './NavLinks';
import { useAccountLinks, useSignOut } from './account-links';
import { hidePopover, supportsPopover } from './popover';

interface MobileMenuProps {
  /** The popover's id; the menu button names it in popovertarget. */
  id: string;
  open: boolean;
  /** Told whenever the menu opens or closes, whoever did it (the browser, a link, a key). */
  onOpenChange: (open: boolean) => void;
  /** The menu button; focus goes back to it when the menu closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The slide-in menu for narrow screens: a modal dialog over a dimmed overlay. It is a native
 * popover, so the menu button, the close button, the overlay and Escape work from the first paint,
 * before any script has run — a visitor's first tap on a slow phone is never lost. Once the page is
 * live, React adds the rest: focus moves in when it opens, stays inside while open (Tab wraps) and
 * returns to the menu button; the page behind does not scroll; a chosen link, or a window widened
 * past md, closes it; and it says who is signed in.
 */
export function MobileMenu({ id, open, onOpenChange, opener }: MobileMenuProps) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // Without the Popover API, React shows and hides the menu itself once the page is live.
  const managed = useHydrated() && !supportsPopover();
  // The top bar has no room for the account's name on a phone; the menu says who is signed in.
  const { user } = useAuth();
  const signedInAs = user ? user.displayName || user.email : null;

  useEffect(() => {
    // The browser opens and closes the popover itself (also before hydration: it may be open now).
    const element = root.current;
    if (!element || !supportsPopover()) return;
    onOpenChange(element.matches(':popover-open'));
    const onToggle = (event: Event) => onOpenChange((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [onOpenChange]);

  const close = useCallback(() => {
    if (root.current && supportsPopover()) hidePopover(root.current);
    // At once, not on the toggle event a task later: a chosen link's own work (About scrolls to
    // and focuses its section next frame) must come after the menu has let go of focus and scroll.
    onOpenChange(false);
  }, [onOpenChange]);

  useEffect(() => {
    if (!open) return;
    const returnTo = opener.current;
    closeButton.current?.focus();
    // The page behind must not scroll under the open menu.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Turning a tablet or widening the window past md hides the menu button; close the menu too,
    // so the page behind is not left unscrollable.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 768px)') : null;
    const onWidth = () => {
      if (wide?.matches) close();
    };
    wide?.addEventListener('change', onWidth);
    return () => {
      wide?.removeEventListener('change', onWidth);
      document.body.style.overflow = previousOverflow;
      returnTo?.focus();
    };
  }, [open, opener, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A native popover closes on Escape by itself (unless something inside took the key).
      if (!supportsPopover()) {
        event.preventDefault();
        close();
      }
      return;
    }
    trapTab(event, panel.current, FOCUSABLE);
  };

  return (
    <div
      ref={root}
      id={id}
      // Dropped where React manages the menu: an engine that knows the attribute but not the API
      // (jsdom) would keep the menu hidden for good.
      popover={managed ? undefined : 'auto'}
      hidden={managed && !open}
      data-open={managed && open ? '' : undefined}
      // Until its popover opens it is display: none (also where the browser has no popovers and no
      // script has run yet). The rest overrides the browser's own popover box.
      className="fixed inset-0 z-50 m-0 hidden h-full max-h-none w-full max-w-none overflow-hidden border-0 bg-transparent p-0 open:block data-open:block"
    >
      {(!managed || open) && (
        <>
          <button
            type="button"
            data-testid="menu-overlay"
            aria-hidden="true"
            tabIndex={-1}
            popoverTarget={id}
            popoverTargetAction="hide"
            onClick={close}
            className="absolute inset-0 h-full w-full cursor-default bg-stone-950/50 transition-opacity duration-200 starting:opacity-0"
          />
          <div
            ref={panel}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={onKeyDown}
            className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-200 ease-out starting:translate-x-full motion-reduce:transition-none"
          >
            <div className="flex items-center justify-between border-b border-stone-200 px-4 py-2">
              <h2 id={titleId} className="text-lg font-semibold text-stone-900">
                {t('layout.menu.title')}
              </h2>
              <button
                ref={closeButton}
                type="button"
                aria-label={t('layout.menu.close')}
                popoverTarget={id}
                popoverTargetAction="hide"
                onClick={close}
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
            {/* Only once open: the page's other texts stay unique, and a name is known only to the live page. */}
            {open && signedInAs && (
              <div className="border-b border-stone-200 px-2 py-3">
                <p className="px-2 text-sm text-stone-700">
                  <Trans
                    id="layout.menu.signedInAs"
                    values={{ name: signedInAs }}
                    components={{ 0: <span className="font-semibold break-all text-stone-900" /> }}
                  />
                </p>
                <AccountLinks onNavigate={close} />
              </div>
            )}
            <nav aria-label={t('layout.menu.title')} className="px-2 py-4">
              <NavLinks placement="panel" onNavigate={close} />
            </nav>
            <LanguageSwitch className="border-t border-stone-200 px-4 py-2" />
          </div>
        </>
      )}
    </div>
  );
}

/** In the phone menu: the signed-in person's own pages (their home first) and Sign out. */
function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const links = useAccountLinks();
  const { signOut, pending, failed } = useSignOut();
  const item =
    'flex min-h-11 w-full items-center rounded-control px-3 text-left text-lg font-semibold text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50';
  return (
    <nav aria-label={t('layout.account.menu')} className="mt-2">
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={item} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            // The menu closes once the person is signed out; should it fail, the menu says so.
            onClick={() => void signOut().then((out) => out && onNavigate())}
            disabled={pending}
            className="flex min-h-11 w-full items-center rounded-control px-3 text-left text-lg font-medium text-stone-800 hover:bg-stone-100"
          >
            {t('layout.account.signOut')}
          </button>
        </li>
      </ul>
      {failed && (
        <p role="alert" className="px-3 text-sm font-medium text-red-700">
          {t('layout.account.signOutFailed')}
        </p>
      )}
    </nav>
  );
}
