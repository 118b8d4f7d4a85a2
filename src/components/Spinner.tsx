import { useT } from '../i18n';

interface SpinnerProps {
  /** Diameter in px; the shared Button uses 25 (the earlier app's behaviour, docs/product.md). */
  size?: number;
  /** What is happening, for screen readers; 'Loading' unless given. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 25, label, className = '' }: SpinnerProps) {
  const t = useT();
  return (
    <svg
      role="status"
      aria-label={label ?? t('components.spinner.loading')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={`animate-spin motion-reduce:animate-none ${className}`}
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
