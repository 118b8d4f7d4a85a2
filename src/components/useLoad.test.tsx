import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad } from './useLoad';
import { deferred } from '../testing/deferred';

describe('useLoad', () => {
  it('loads nothing while the key is null, then shows what was loaded', async () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) =>
        useLoad(id, () => {
          calls.push(String(id));
          return Promise.resolve(`record ${id}`);
        }),
      { initialProps: { id: null as string | null } },
    );
    expect(result.current[0]).toEqual({ status: 'loading' });
    expect(calls).toEqual([]);
    rerender({ id: 'a' });
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: 'ready', data: 'record a' }));
    expect(calls).toEqual(['a']);
  });

  it('keeps the newest answer when an older one arrives late', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(({ id }: { id: 'a' | 'b' }) => useLoad(id, () => answers[id].promise), {
      initialProps: { id: 'a' as 'a' | 'b' },
    });
    rerender({ id: 'b' });
    await act(async () => answers.b.resolve('B'));
    await act(async () => answers.a.resolve('A (late)'));
    expect(result.current[0]).toMatchObject({ status: 'ready', data: 'B' });
  });

  it('shows the loading state again as soon as the key changes, not the old record', async () => {
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useLoad(id, () => new Promise<string>(() => {})),
      {
        initialProps: { id: 'a' },
      },
    );
    rerender({ id: 'b' });
    expect(result.current[0]).toEqual({ status: 'loading' });
  });

  it('turns a failure into a plain sentence, and Retry loads again with a new key', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useLoad('me', () =>
        fail ? Promise.reject(Object.assign(new Error('raw'), { code: 'unavailable' })) : Promise.resolve('profile'),
      ),
    );
    await waitFor(() => expect(result.current[0].status).toBe('error'));
    const failed = result.current[0];
    if (failed.status !== 'error') throw new Error('expected an error state');
    expect(failed.message).not.toMatch(/unavailable|raw|firebase/i);
    expect(failed.message.length).toBeGreaterThan(10);

    fail = false;
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: 'ready', data: 'profile' }));
    const ready = result.current[0];
    if (ready.status !== 'ready') throw new Error('expected a ready state');
    expect(ready.key).not.toBe(failed.key);
  });

  it('update changes what was loaded without reading it again', async () => {
    let reads = 0;
    const { result } = renderHook(() =>
      useLoad('list', () => {
        reads += 1;
        return Promise.resolve([{ id: 'a', verified: false }]);
      }),
    );
    await waitFor(() => expect(result.current[0].status).toBe('ready'));
    act(() => result.current[2]((items) => items.map((item) => ({ ...item, verified: true }))));
    expect(result.current[0]).toMatchObject({ status: 'ready', data: [{ id: 'a', verified: true }] });
    expect(reads).toBe(1);
  });
});
