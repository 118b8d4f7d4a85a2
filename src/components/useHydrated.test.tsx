import { act } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The hook as the app gets it: its module read once the page's HTML is (or is not) in #root. */
async function freshHook() {
  vi.resetModules();
  return (await import('./useHydrated')).useHydrated;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false in the HTML rendered at build time and while React takes the page over, then true, with nothing for React to mend', async () => {
    const useHydrated = await freshHook();
    const seen: string[] = [];
    function Probe() {
      const live = useHydrated();
      seen.push(live ? 'live' : 'not live');
      return <p data-live={live ? 'yes' : 'no'}>{live ? 'Live' : 'Not live'}</p>;
    }
    const html = renderToString(<Probe />);
    expect(html).toContain('Not live');

    // The page as the browser has it before any script: its HTML in #root.
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const hydratingHook = await freshHook();
    function HydratingProbe() {
      const live = hydratingHook();
      seen.push(live ? 'live' : 'not live');
      return <p data-live={live ? 'yes' : 'no'}>{live ? 'Live' : 'Not live'}</p>;
    }
    const root = document.getElementById('root')!;
    const mismatches: unknown[] = [];
    seen.length = 0;
    await act(async () => {
      hydrateRoot(root, <HydratingProbe />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(root.textContent).toBe('Live');
    // Taking over, then live: two renders, the second one the transition.
    expect(seen).toEqual(['not live', 'live']);
  });

  it('is true from the first render for what mounts once the page is live', async () => {
    document.body.innerHTML = '<div id="root"><p data-live="no">Not live</p></div>';
    const useHydrated = await freshHook();
    const firstRenders: boolean[] = [];
    function Probe({ label }: { label: string }) {
      const live = useHydrated();
      const [first] = useState(live);
      if (label === 'Later') firstRenders.push(first);
      return <p data-live={live ? 'yes' : 'no'}>{label}</p>;
    }
    let show: (value: boolean) => void = () => {};
    function Page() {
      const [later, setLater] = useState(false);
      show = setLater;
      return (
        <>
          <Probe label="Not live" />
          {later && <Probe label="Later" />}
        </>
      );
    }
    const root = document.getElementById('root')!;
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    await act(async () => show(true));
    expect(firstRenders.length).toBeGreaterThan(0);
    expect(firstRenders.every(Boolean)).toBe(true);
  });

  it('is true at once on a page rendered in the browser', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const useHydrated = await freshHook();
    const seen: boolean[] = [];
    function Probe() {
      const live = useHydrated();
      seen.push(live);
      return null;
    }
    await act(async () => {
      createRoot(document.getElementById('root')!).render(<Probe />);
    });
    expect(seen).toEqual([true]);
  });
});
