import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToOutbox, clearOutbox, markRefused, outboxEntries, removeFromOutbox, subscribeToOutbox } from './outbox';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the outbox', () => {
  it('keeps what was queued, in order, across a reload of the page (localStorage)', () => {
    addToOutbox({ move: 'offer', donationId: 'd1', food: 'Veg pulao', draft: { food: 'Veg pulao' } });
    addToOutbox({ move: 'pickUp', donationId: 'd2', food: 'Idli' });
    const entries = outboxEntries();
    expect(entries.map((e) => [e.move, e.donationId, e.food])).toEqual([
      ['offer', 'd1', 'Veg pulao'],
      ['pickUp', 'd2', 'Idli'],
    ]);
    expect(entries[0]?.draft).toEqual({ food: 'Veg pulao' });
    expect(new Set(entries.map((e) => e.key)).size).toBe(2);
    expect(JSON.parse(localStorage.getItem('foodbridge.outbox') ?? '[]')).toHaveLength(2);
    // The same array until it changes (what useSyncExternalStore needs).
    expect(outboxEntries()).toBe(entries);
  });

  it('forgets what landed, keeps what was refused with why, and tells its listeners', () => {
    const heard = vi.fn();
    const stop = subscribeToOutbox(heard);
    addToOutbox({ move: 'offer', donationId: 'd1', food: 'Veg pulao' });
    addToOutbox({ move: 'cancel', donationId: 'd2', food: 'Samosas' });
    const [landed, refused] = outboxEntries();
    removeFromOutbox(landed!.key);
    markRefused(refused!.key, 'It was not recorded when it arrived.');
    expect(outboxEntries()).toEqual([
      expect.objectContaining({ donationId: 'd2', refused: 'It was not recorded when it arrived.' }),
    ]);
    expect(heard).toHaveBeenCalledTimes(4);
    stop();
    clearOutbox();
    expect(heard).toHaveBeenCalledTimes(4);
    expect(outboxEntries()).toEqual([]);
    expect(localStorage.getItem('foodbridge.outbox')).toBeNull();
  });

  it('ignores what is not its own: damaged storage, entries of another shape', () => {
    localStorage.setItem('foodbridge.outbox', '{not json');
    expect(outboxEntries()).toEqual([]);
    localStorage.setItem(
      'foodbridge.outbox',
      JSON.stringify([{ key: 'k', move: 'offer', donationId: 'd', food: 'Rice', at: 1 }, { key: 2 }, 'x']),
    );
    expect(outboxEntries()).toEqual([{ key: 'k', move: 'offer', donationId: 'd', food: 'Rice', at: 1 }]);
  });

  it('hears another tab change it', () => {
    const heard = vi.fn();
    const stop = subscribeToOutbox(heard);
    window.dispatchEvent(new StorageEvent('storage', { key: 'foodbridge.outbox' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
