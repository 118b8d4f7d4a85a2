import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface MenuLink {
  to: string;
  /** The text shown, already in the language shown. */
  label: string;
}

interface DisclosureMenuProps {
  /** What the button says (its accessible name too). */
  label: ReactNode;
  /** 'bar' floats the list under the button; 'panel' (the mobile menu) opens it in place. */
  placement: 'bar' | 'panel';
  links: readonly MenuLink[];
  /** A line above the links that is not an option (who is signed in). */
  heading?: ReactNode;
  /** A last item that is not a link (Sign out); give it `data-menu-option` to reach it by arrow keys. */
  last?: ReactNode;
  /** Called after a link is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  /** Extra classes of the button (its width, what it may truncate). */
  buttonClassName?: string;
}

export const MENU_ITEM =
  'flex min-h-11 w-full items-center rounded-control px-3 text-left text-stone-800 hover:bg-brand-50 hover:text-brand-800';

/**
 * A disclosure: a button (aria-expanded) that shows a short list of links — the Register menu, and
 * a signed-in person's account menu on wide screens. Closes on Escape (focus back on the button),
 * on a click outside, when focus leaves it, and when a link is chosen. Arrow keys move between the
 * options, as people expect from a menu-like list.
 */
export function DisclosureMenu({
  label,
  placement,
  links,
  heading,
  last,
  onNavigate,
  buttonClassName = '',
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const options = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[data-menu-option]') ?? []);

  const focusOption = (index: number) => {
    const all = options();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // Stop here so an enclosing dialog (the mobile menu) stays open: a native popover closes on
      // an Escape nobody has handled.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const current = options().indexOf(document.activeElement as HTMLElement);
    if (!open) {
      setOpen(true);
      // The list renders on the next commit; focus its first or last option then.
      requestAnimationFrame(() => focusOption(event.key === 'ArrowDown' ? 0 : -1));
      return;
    }
    if (current === -1) focusOption(event.key === 'ArrowDown' ? 0 : -1);
    else focusOption(current + (event.key === 'ArrowDown' ? 1 : -1));
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Only when focus moved somewhere else (Tab); clicks outside are handled by pointerdown.
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const choose = () => {
    setOpen(false);
    onNavigate?.();
  };

  const inBar = placement === 'bar';
  return (
    <div ref={root} className={inBar ? 'relative' : ''} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-control px-3 font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 ${inBar ? '' : 'w-full justify-between text-lg'} ${buttonClassName}`}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="18"
          height="18"
          className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {open && (
        <ul
          id={listId}
          className={
            inBar
              ? 'absolute right-0 top-full z-50 mt-2 w-56 rounded-card border border-stone-200 bg-white p-2 shadow-lg'
              : 'mt-1 space-y-1 border-l-2 border-brand-200 pl-3'
          }
        >
          {heading && <li className="border-b border-stone-200 px-3 pt-1 pb-2 text-sm text-stone-700">{heading}</li>}
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                data-menu-option=""
                onClick={choose}
                className={`${MENU_ITEM} ${inBar ? '' : 'text-lg'}`}
              >
                {link.label}
              </Link>
            </li>
          ))}
          {last && <li>{last}</li>}
        </ul>
      )}
    </div>
  );
}
