import type { ReactNode } from 'react';

/**
 * A card floating at the foot of the screen, in a polite live region that is always in the page
 * (so what appears in it is announced without interrupting): a toast, 'New version — reload'.
 * `children` null shows nothing.
 */
export function FloatingNotice({
  children,
  corner = false,
  className = '',
}: {
  children: ReactNode | null;
  /** In the bottom corner on wide screens (a passing toast), instead of the middle. */
  corner?: boolean;
  /** The card's own layout (flex gap, width). */
  className?: string;
}) {
  const open = children !== null && children !== undefined && children !== false;
  return (
    <div
      role="status"
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 ${corner ? 'sm:justify-end' : ''}`}
    >
      {open && (
        <div
          className={`pointer-events-auto flex gap-3 rounded-card border border-brand-300 bg-white px-4 py-3 text-stone-900 shadow-lg ${className}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}
