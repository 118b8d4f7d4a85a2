import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { supportsPopover } from './popover';
import { SCROLLED_THRESHOLD } from './scroll';
import { useScrolledPast } from './useScrollY';
import { WaitingOffers } from './WaitingOffers';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';

/**
 * The sticky top bar on every page: logo, links, Register menu and account actions; a slide-in
 * menu below md that opens from the first paint (a native popover). Its style changes once the
 * page scrolls past 20 px (data-scrolled for tests).
 */
export function TopBar() {
  const t = useT();
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  return (
    <>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
          scrolled ? 'border-stone-200 bg-white shadow-md' : 'border-transparent bg-paper'
        }`}
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
          {/* The product's name appears only as the logo's alternative text (the earlier app's behaviour, docs/product.md). */}
          <Link to={PATHS.home} className="inline-flex min-h-11 min-w-11 shrink-0 items-center rounded-control">
            <img src={logoUrl} alt="FoodBridge" width={40} height={40} className="h-10 w-10" />
          </Link>
          <nav aria-label={t('layout.nav.primary')} className="ml-4 hidden md:block">
            <NavLinks placement="bar" />
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch className="hidden md:flex" />
            {/* For NGOs: offers waiting, live (renders nothing for anyone else). */}
            <WaitingOffers />
            {/* Account actions slot (sign in / the signed-in account), owned by AccountMenu. */}
            <AccountMenu />
            <button
              ref={menuButton}
              type="button"
              aria-label={t('layout.menu.open')}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              popoverTarget={menuId}
              // Where popovers are native, the browser opens the menu, even before hydration.
              onClick={() => {
                if (!supportsPopover()) setMenuOpen(true);
              }}
              className="inline-flex h-11 w-11 items-center justify-center rounded-control text-stone-800 hover:bg-brand-50 md:hidden"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="26"
                height="26"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </button>
          </div>
        </div>
      </header>
      <MobileMenu id={menuId} open={menuOpen} onOpenChange={setMenuOpen} opener={menuButton} />
    </>
  );
}
