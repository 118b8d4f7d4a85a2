import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** Starts a live listener: calls `onData` with every new answer and `onError` once on failure; returns the stop. */
export type Subscribe<T> = (onData: (data: T) => void, onError: (error: unknown) => void) => () => void;

export type LiveState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `data`: the last answer before the failure, if there was one (a stopped listener's figures may still be worth showing). */
  | { status: 'error'; error: unknown; data?: T };

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
    const onData = (data: T) => {
      if (active) setState({ key: current, state: { status: 'ready', data } });
    };
    const onError = (error: unknown) => {
      if (!active) return;
      setState((prev) => {
        const last = prev?.key === current && prev.state.status !== 'loading' ? prev.state : null;
        return {
          key: current,
          state: last?.data !== undefined ? { status: 'error', error, data: last.data } : { status: 'error', error },
        };
      });
    };
    let stop: () => void = () => undefined;
    try {
      stop = start(onData, onError);
    } catch (error) {
      // A listener that cannot even start (no database, a bad query) fails like one that stopped.
      queueMicrotask(() => onError(error));
    }
    return () => {
      active = false;
      stop();
    };
  }, [current]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown: LiveState<T> = state !== null && state.key === current ? state.state : { status: 'loading' };
  return { ...shown, retry };
}

/**
 * A Subscribe whose listener lives in a module fetched on first use (`import()`), so a screen that
 * shows live data does not carry Firestore in its first bundle (Home, the top bar). A module that
 * cannot be fetched fails the listener like any other failure; a stop before it arrives starts nothing.
 */
export function lazySubscribe<M, T>(load: () => Promise<M>, listen: (module: M) => Subscribe<T>): Subscribe<T> {
  return (onData, onError) => {
    let stopped = false;
    let stop: (() => void) | undefined;
    load().then(
      (module) => {
        if (stopped) return;
        try {
          stop = listen(module)(onData, onError);
        } catch (error) {
          onError(error);
        }
      },
      (error: unknown) => {
        if (!stopped) onError(error);
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
}
