import { useCallback, useEffect, useRef, type ComponentProps, type Ref } from 'react';
import { EARLY, replayEarlySubmit, restoreEarlyInput } from './early-submit';
import { useHydrated } from './useHydrated';

/**
 * A form for pages rendered at build time. It is usable from the first paint: what someone types
 * before the page is live stays in the fields (uncontrolled ones keep it; a controlled one, which
 * React resets on taking over, gets it back). A press of its button before then is held back by index.html's inline script —
 * never sent the browser's way, into the address bar — and sent here once React has the form.
 * `method="post"` is the last line of defence: should that script not run, nothing typed ends up
 * in a URL.
 */
export function Form({ children, ref, method = 'post', className, ...props }: ComponentProps<'form'>) {
  const live = useHydrated();
  const own = useRef<HTMLFormElement | null>(null);
  const setRef = useCallback(
    (element: HTMLFormElement | null) => {
      own.current = element;
      assign(ref, element);
    },
    [ref],
  );

  useEffect(() => {
    const form = own.current;
    if (!live || !form) return;
    restoreEarlyInput(form);
    // A task later: React has applied the restored values by then, so the submit sees them.
    const replay = setTimeout(() => replayEarlySubmit(form), 0);
    return () => clearTimeout(replay);
  }, [live]);

  return (
    <form
      ref={setRef}
      method={method}
      {...{ [EARLY.form]: live ? undefined : '' }}
      // Held back until the page is live: say so, as the pending state will once React has it.
      className={`aria-busy:cursor-progress ${className ?? ''}`}
      {...props}
    >
      {children}
    </form>
  );
}

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
