import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDonation } from './donations';
import { createDonor, updateDonor } from './donors';
import { errorCode, friendlyError, isRetryable } from './errors';
import { saveMyNgo } from './ngos';
import { sendContactMessage } from './contact-messages';
import { subscribe } from './newsletter';
import { assertOnline, confirmed, isOffline } from './offline';
import { aSafetyRecord } from '../testing/food';

// Offline, no service may reach Firestore at all: nothing is queued behind the person's back.
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

describe('confirmed', () => {
  it('resolves when the write is confirmed', async () => {
    goOffline(false);
    const write = vi.fn(() => Promise.resolve('ok'));
    await expect(confirmed(write)).resolves.toBeUndefined();
    expect(write).toHaveBeenCalledOnce();
  });

  it('passes on the write’s own failure', async () => {
    goOffline(false);
    const denied = Object.assign(new Error('no'), { code: 'permission-denied' });
    await expect(confirmed(() => Promise.reject(denied))).rejects.toBe(denied);
  });

  it('does not start the write offline', async () => {
    goOffline(true);
    const write = vi.fn(() => Promise.resolve());
    await expect(confirmed(write)).rejects.toMatchObject({ code: 'unavailable' });
    expect(write).not.toHaveBeenCalled();
  });

  it('gives up on a silent server after the timeout', async () => {
    goOffline(false);
    vi.useFakeTimers();
    const outcome = confirmed(() => new Promise(() => {}), 5_000);
    const check = expect(outcome).rejects.toMatchObject({ code: 'deadline-exceeded' });
    await vi.advanceTimersByTimeAsync(5_000);
    await check;
  });
});

describe('the forms’ writes, offline', () => {
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
    [
      'createDonation (Donate Food)',
      () =>
        createDonation({
          ngoId: 'ngo-1',
          ngoName: 'Hope Kitchen',
          donorUid: 'u1',
          food: 'Rice',
          meals: 10,
          readyBy: new Date(Date.now() + 3_600_000),
          deliveryLocation: '18 Residency Road',
          phone: '9876543210',
          safety: aSafetyRecord(),
          pickup: null,
        }),
    ],
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
        }),
    ],
    ['subscribe (newsletter)', () => subscribe('reader@example.org')],
    [
      'sendContactMessage (contact)',
      () =>
        sendContactMessage({
          name: 'Asha',
          email: 'asha@example.org',
          subject: 'Hello',
          message: 'A question about pickups in the evening.',
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
