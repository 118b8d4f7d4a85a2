import { MutationObserver, QueryObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { newQueryClient } from '../testing/queries';

afterEach(() => onlineManager.setOnline(true));

// Offline, the services fail at once ('We could not reach the server…') and keep the form; the
// library must not pause that write and send it later, unasked.
describe('the query client while the browser is offline', () => {
  it('runs a mutation at once, so its failure reaches the person', async () => {
    onlineManager.setOnline(false);
    const client = newQueryClient();
    let calls = 0;
    const observer = new MutationObserver(client, {
      mutationFn: async () => {
        calls += 1;
        throw Object.assign(new Error('offline'), { code: 'unavailable' });
      },
    });
    await expect(observer.mutate()).rejects.toThrow('offline');
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().isPaused).toBe(false);
  });

  it('runs a query at once (Firestore answers from its cache, or says why not)', async () => {
    onlineManager.setOnline(false);
    const client = newQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn: async () => 'from the cache' });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().data).toBe('from the cache');
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    unsubscribe();
  });
});
