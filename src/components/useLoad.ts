import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { friendlyError } from '../services/errors';

export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T; key: string } | { status: 'error'; message: string; key: string };

type Settled<T> = Exclude<LoadState<T>, { status: 'loading' }>;

const LOADING = { status: 'loading' } as const;

/**
 * What a screen reads once when it opens: runs `load(key)` whenever `key` changes (null: nothing
 * to load yet, e.g. before sign-in settles), ignores answers to an older key that arrive late, and
 * turns a failure into a plain sentence. `retry` loads the same key again. A settled state carries
 * a key that changes with every load, so a form given `key={state.key}` starts afresh from it.
 * `update` changes what was loaded after a successful write, without reading it all again.
 */
export function useLoad<T>(
  key: string | null,
  load: (key: string) => Promise<T>,
): [LoadState<T>, () => void, (change: (data: T) => T) => void] {
  const [attempt, setAttempt] = useState(0);
  const loadKey = key === null ? null : `${key}\u0000${attempt}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest `load` is used for each new key; a new function alone (every render) loads nothing.
  const run = useEffectEvent(load);

  useEffect(() => {
    if (key === null || loadKey === null) return;
    let current = true;
    run(key).then(
      (data) => {
        if (current) setSettled({ status: 'ready', data, key: loadKey });
      },
      (error: unknown) => {
        if (current) setSettled({ status: 'error', message: friendlyError(error), key: loadKey });
      },
    );
    return () => {
      current = false;
    };
  }, [key, loadKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((prev) => (prev?.status === 'ready' ? { ...prev, data: change(prev.data) } : prev)),
    [],
  );
  const state: LoadState<T> = settled !== null && settled.key === loadKey ? settled : LOADING;
  return [state, retry, update];
}
