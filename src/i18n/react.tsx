import { useMemo, useSyncExternalStore } from 'react';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { currentLanguage, i18n, t, type MessageValues } from './i18n';
import type { Language } from './languages';

// Every switch of language and every catalog part loaded emits 'change': a new version.
let version = 0;
const subscribe = (onChange: () => void) =>
  i18n.on('change', () => {
    version++;
    onChange();
  });
const getVersion = () => version;

/** Re-renders the component when the language (or its loaded messages) change. */
function useCatalogVersion(): number {
  return useSyncExternalStore(subscribe, getVersion, getVersion);
}

/**
 * `t` for a component: translates in the language shown and re-renders it on a switch. A new
 * function after each switch, so memos that use it recompute.
 */
export function useT(): (id: string, values?: MessageValues) => string {
  const current = useCatalogVersion();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` is the point: a new t per switch
  return useMemo(() => (id: string, values?: MessageValues) => t(id, values), [current]);
}

/**
 * A message with markup: `<Trans id={…} components={{ 0: <strong /> }} />` fills '<0>…</0>' in
 * the message with the component. No provider needed (the one `i18n` instance).
 */
export function Trans(props: Omit<TransProps, 'render' | 'component'>) {
  useCatalogVersion();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}

/** The language shown, re-rendering the component when it changes. */
export function useLanguage(): Language {
  useCatalogVersion();
  return currentLanguage();
}
