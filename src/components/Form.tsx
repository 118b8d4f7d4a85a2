import type { ComponentProps } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A form for pages rendered at build time: its fields and buttons stay disabled until the page is
 * live. Otherwise what someone typed before that would be dropped when React takes the form over,
 * and a press of its button would submit it the browser's way — into the address bar.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const live = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!live} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
