import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDonor, updateDonor } from './donors';
import { errorCode, friendlyError, isRetryable } from './errors';
import { saveMyNgo } from './ngos';
import { assertOnline, clearQueuedWriteMark, isOffline, noteQueuedWrite, queued, queuedWriteMark } from './offline';

// Offline, the profile writes may not reach Firestore at all: they fail at once and the form keeps
// what was typed. (Offers, moves, contact messages and the newsletter wait in Firestore's queue
// instead: queued() below, and tests/e2e/offline-data.spec.ts.)
vi.mock('./db', () => ({
  db: () => {
    throw new Error('Firestore was reached while offline');
  },
}));

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('assertOnline', () => {
  it('passes while the browser is online', () => {
    goOffline(false);
    expect(isOffline()).toBe(false);
    expect(() => assertOnline()).not.toThrow();
  });

  it("fails offline with Firestore's 'unavailable' code: a plain message, and Retry may work", () => {
    goOffline(true);
    expect(isOffline()).toBe(true);
    let caught: unknown;
    try {
      assertOnline();
    } catch (error) {
      caught = error;
    }
    expect(errorCode(caught)).toBe('unavailable');
    expect(friendlyError(caught)).toBe('We could not reach the server. Check your connection and try again.');
    expect(isRetryable(caught)).toBe(true);
  });
});

describe('queued: a write that may wait for the network', () => {
  const never = () => new Promise<never>(() => {});

  it("is 'sent' when the server confirms it", async () => {
    goOffline(false);
    await expect(queued(Promise.resolve(), Promise.resolve())).resolves.toBe('sent');
  });

  it('passes on a refusal the server gives at once', async () => {
    goOffline(false);
    const denied = Object.assign(new Error('no'), { code: 'permission-denied' });
    await expect(queued(Promise.reject(denied), Promise.resolve())).rejects.toBe(denied);
  });

  it("offline, is 'queued' as soon as the write is in the local queue, without waiting for the server", async () => {
    goOffline(true);
    let inQueue: () => void = () => {};
    const local = new Promise<void>((resolve) => (inQueue = resolve));
    let outcome: string | null = null;
    void queued(never(), local).then((o) => (outcome = o));
    await Promise.resolve();
    expect(outcome).toBeNull(); // not before the local cache has the write
    inQueue();
    await vi.waitFor(() => expect(outcome).toBe('queued'));
  });

  it("online but with a silent server, is 'queued' after the wait; a refusal after that is swallowed", async () => {
    goOffline(false);
    vi.useFakeTimers();
    let refuse: (error: unknown) => void = () => {};
    const ack = new Promise<void>((_, reject) => (refuse = reject));
    const outcome = queued(ack, Promise.resolve(), 5_000);
    const check = expect(outcome).resolves.toBe('queued');
    await vi.advanceTimersByTimeAsync(5_000);
    await check;
    refuse(Object.assign(new Error('late'), { code: 'permission-denied' })); // no unhandled rejection
  });
});

describe('the mark of writes waiting on this device', () => {
  afterEach(() => localStorage.clear());

  it('is set by a queued write, read without Firestore, and cleared only if nothing newer came', () => {
    expect(queuedWriteMark()).toBeNull();
    vi.spyOn(Date, 'now').mockReturnValue(1000);
    noteQueuedWrite();
    const first = queuedWriteMark();
    expect(first).toBe('1000');
    vi.spyOn(Date, 'now').mockReturnValue(2000);
    noteQueuedWrite(); // a newer write, queued while the first were being sent
    clearQueuedWriteMark(first!);
    expect(queuedWriteMark()).toBe('2000');
    clearQueuedWriteMark('2000');
    expect(queuedWriteMark()).toBeNull();
  });
});

describe('the profile writes, offline', () => {
  beforeEach(() => goOffline(true));

  const donor = {
    name: 'Asha',
    email: 'asha@example.org',
    phone: '9876543210',
    address: '18 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560025',
    country: 'India' as const,
  };

  const cases: [string, () => Promise<unknown>][] = [
    ['createDonor (donor profile)', () => createDonor(donor, 'u1')],
    ['updateDonor (donor profile)', () => updateDonor('d1', donor)],
    [
      'saveMyNgo (NGO profile)',
      () =>
        saveMyNgo('u2', {
          nameOrg: 'Hope Kitchen',
          name: 'Farhan',
          email: 'hope@example.org',
          time: 'Evening',
          meals: 60,
          address: '3 Lake Road',
          city: 'Udaipur',
          zip: '313001',
          imageUrl: '',
          acceptsVegOnly: false,
          location: null,
          radiusKm: 10,
          whatsapp: '',
          phone: '',
        }),
    ],
  ];

  it.each(cases)('%s fails at once with a retryable error and sends nothing', async (_, write) => {
    const error: unknown = await write().then(
      () => null,
      (e: unknown) => e,
    );
    expect(errorCode(error)).toBe('unavailable');
    expect(isRetryable(error)).toBe(true);
  });
});
