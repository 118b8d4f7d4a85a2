import type { MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { RegisterMenu } from './RegisterMenu';
import { scrollToSection, smoothBehavior } from './scroll';
import { PATHS } from '../../config/paths';
import { msg, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';

// Labels are message ids, shown with t().
const PAGES = [
  { to: PATHS.services, label: msg('layout.nav.services') },
  { to: PATHS.team, label: msg('layout.nav.team') },
  // Spelt so in English: the route and its label keep the earlier product's spelling (the earlier app's behaviour, docs/product.md).
  { to: PATHS.contributors, label: msg('layout.nav.contributors') },
] as const;

interface NavLinksProps {
  placement: 'bar' | 'panel';
  /** Called when any link is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** The top bar's links, shared by the desktop bar and the mobile menu so the two never drift. */
export function NavLinks({ placement, onNavigate }: NavLinksProps) {
  const t = useT();
  const { pathname } = useLocation();
  // Registering is for visitors; a signed-in person has their own pages in the account menu.
  const { user } = useAuth();
  const item =
    placement === 'bar'
      ? 'inline-flex min-h-11 items-center rounded-control px-3 font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8'
      : 'flex min-h-11 items-center rounded-control px-3 text-lg font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

  const onAbout = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname !== PATHS.home) return; // the router goes to /#about and the layout scrolls there
    event.preventDefault();
    // Next frame: the mobile menu has closed by then and no longer holds focus or locks scrolling.
    requestAnimationFrame(() => scrollToSection('about'));
  };

  const onHome = () => {
    onNavigate?.();
    // Same page: the router has nothing to change, so bring the top into view ourselves.
    if (pathname === PATHS.home) window.scrollTo({ top: 0, behavior: smoothBehavior() });
  };

  return (
    <ul className={placement === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      <li>
        <NavLink to={PATHS.home} end className={item} onClick={onHome}>
          {t('layout.nav.home')}
        </NavLink>
      </li>
      <li>
        <Link to="/#about" className={item} onClick={onAbout}>
          {t('layout.nav.about')}
        </Link>
      </li>
      {PAGES.map((page) => (
        <li key={page.to}>
          <NavLink to={page.to} className={item} onClick={onNavigate}>
            {t(page.label)}
          </NavLink>
        </li>
      ))}
      {!user && (
        <li>
          <RegisterMenu placement={placement} onNavigate={onNavigate} />
        </li>
      )}
    </ul>
  );
}
