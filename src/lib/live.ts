import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** Starts a live listener: calls `onData` with every new answer and `onError` once on failure; returns the stop. */
export type Subscribe<T> = (onData: (data: T) => void, onError: (error: unknown) => void) => () => void;

export type LiveState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

interface Keyed<T> {
  key: string;
  state: LiveState<T>;
}

/**
 * What a live Firestore listener shows, for every list that updates by itself (the donation boards,
 * the waiting-offers badge, Home's impact): subscribes while mounted and while `key` stays the same
 * (null: nothing to listen to yet), unsubscribes on cleanup, and starts again on a new key or on
 * `retry()`. Answers of an earlier key never show under a new one. A listener is not a one-shot
 * query, so this sits beside TanStack Query rather than inside it.
 */
export function useLive<T>(key: string | null, subscribe: Subscribe<T>): LiveState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const current = key === null ? null : `${key}\u0000${attempt}`;
  const [state, setState] = useState<Keyed<T> | null>(null);
  // The latest `subscribe` is used when the key changes; a new function alone (every render) does not resubscribe.
  const start = useEffectEvent(subscribe);

  useEffect(() => {
    if (current === null) return undefined;
    let active = true;
    const stop = start(
      (data) => {
        if (active) setState({ key: current, state: { status: 'ready', data } });
      },
      (error) => {
        if (active) setState({ key: current, state: { status: 'error', error } });
      },
    );
    return () => {
      active = false;
      stop();
    };
  }, [current]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown: LiveState<T> = state !== null && state.key === current ? state.state : { status: 'loading' };
  return { ...shown, retry };
}
