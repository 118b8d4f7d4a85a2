import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../config/paths';
import { msg, useT } from '../../i18n';

// Labels are message ids, shown with t().
const OPTIONS = [
  { to: PATHS.ngoRegister, label: msg('layout.register.ngo') },
  { to: PATHS.donorRegister, label: msg('layout.register.donors') },
] as const;

interface RegisterMenuProps {
  /** 'bar' floats the list under the button; 'panel' (the mobile menu) opens it in place. */
  placement: 'bar' | 'panel';
  /** Called after an option is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/**
 * The Register disclosure: a button (aria-expanded) that shows links to the two sign-up screens.
 * Closes on Escape (focus back on the button), on a click outside, and when focus leaves it.
 * Arrow keys move between the options, as people expect from a menu-like list.
 */
export function RegisterMenu({ placement, onNavigate }: RegisterMenuProps) {
  const t = useT();
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

  const options = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('[data-register-option]') ?? []);

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
    const current = options().indexOf(document.activeElement as HTMLAnchorElement);
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
        className={`inline-flex min-h-11 items-center gap-1 rounded-control px-3 font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 ${inBar ? '' : 'w-full justify-between text-lg'}`}
      >
        {t('layout.register.button')}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="18"
          height="18"
          className={`transition-transform ${open ? 'rotate-180' : ''}`}
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
              ? 'absolute right-0 top-full z-50 mt-2 w-48 rounded-card border border-stone-200 bg-white p-2 shadow-lg'
              : 'mt-1 space-y-1 border-l-2 border-brand-200 pl-3'
          }
        >
          {OPTIONS.map((option) => (
            <li key={option.to}>
              <Link
                to={option.to}
                data-register-option=""
                onClick={choose}
                className={`flex min-h-11 items-center rounded-control px-3 text-stone-800 hover:bg-brand-50 hover:text-brand-800 ${inBar ? '' : 'text-lg'}`}
              >
                {t(option.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
