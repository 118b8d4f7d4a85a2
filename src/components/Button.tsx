import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from './Spinner';
import { useOnline } from './useOnline';
import { useT } from '../i18n';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link' | 'accent' | 'quiet';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  accent: 'bg-saffron-400 text-stone-900 hover:bg-saffron-300 shadow-sm',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  link: 'text-brand-800 underline underline-offset-4 hover:text-brand-900',
  /** A destructive action kept out of the way until asked for (it opens a confirmation): red words, no fill. */
  quiet: 'text-red-800 underline underline-offset-4 hover:text-red-900 hover:decoration-2',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = '') {
  const shape = variant === 'link' || variant === 'quiet' ? 'min-h-11 px-1' : 'min-h-11 rounded-control px-5';
  return `inline-flex items-center justify-center gap-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${shape} ${VARIANTS[variant]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Where the button leads. It renders as a link only while the browser is online (the earlier app's behaviour, docs/product.md). */
  to?: string;
  /** Opens `to` (an external address) in a new tab. */
  external?: boolean;
  loading?: boolean;
  children: ReactNode;
}

/**
 * The shared button: a link when the browser is online and a target is given, otherwise a plain
 * button; a spinner of size 25 while loading, during which it cannot be pressed again.
 */
export function Button({
  variant = 'primary',
  to,
  external = false,
  loading = false,
  className = '',
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const t = useT();
  const online = useOnline();
  const classes = buttonClasses(variant, className);
  if (to && online && !loading) {
    return external ? (
      <a href={to} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
      </a>
    ) : (
      <Link to={to} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner size={25} label={t('components.button.working')} />}
      {children}
    </button>
  );
}
