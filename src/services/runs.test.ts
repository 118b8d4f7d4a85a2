import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { RUN_LIMITS } from '../config/limits.js';
import { aDonation } from '../testing/factories';
import { donationFromData } from './donation-model';
import { canRun, firstName, isLateDrop, isStale, runFromData, sortByUrgency, storedOf, type Run } from './runs';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 28, 12) + hours * HOUR);
const run = (id: string, readyBy: Date | null, overrides: Partial<Run> = {}): Run => ({
  ...runFromData(id, {}),
  readyBy,
  ...overrides,
});

describe('runs', () => {
  it('a member is named by the first word of their name, as the rules cut it', () => {
    expect(firstName('  Ravi Kumar ')).toBe('Ravi');
    expect(firstName('Meera')).toBe('Meera');
    expect(firstName('राम  प्रसाद')).toBe('राम');
  });

  it(`giving back less than ${RUN_LIMITS.lateDropHours} hours before the ready-by is late`, () => {
    const now = at(0);
    expect(isLateDrop({ readyBy: at(3) }, now)).toBe(false);
    expect(isLateDrop({ readyBy: at(2) }, now)).toBe(true);
    expect(isLateDrop({ readyBy: at(1) }, now)).toBe(true);
    expect(isLateDrop({ readyBy: at(-1) }, now)).toBe(true);
    expect(isLateDrop({ readyBy: null }, now)).toBe(false);
  });

  it('Needs a volunteer: late drop-outs first, then the soonest ready-by, then the soonest use-by', () => {
    const list = [
      run('later', at(5)),
      run('soon-long', at(1), { useBy: at(9) }),
      run('soon-short', at(1), { useBy: at(3) }),
      run('dropped', at(4), { lateDrop: true }),
      run('unknown', null),
    ];
    expect(sortByUrgency(list).map((r) => r.id)).toEqual(['dropped', 'soon-short', 'soon-long', 'later', 'unknown']);
  });

  it('an open run is stale once its donation is no longer accepted or its use-by has passed', () => {
    const now = at(0);
    const open = run('r', at(1), { useBy: at(4) });
    expect(isStale(open, { status: 'accepted' }, now)).toBe(false);
    expect(isStale(open, undefined, now)).toBe(false);
    for (const status of ['picked_up', 'cancelled', 'refused', 'delivered'] as const) {
      expect(isStale(open, { status }, now)).toBe(true);
    }
    expect(isStale(run('r', at(-6), { useBy: at(-1) }), { status: 'accepted' }, now)).toBe(true);
    expect(isStale(run('r', at(-6), { useBy: null }), undefined, now)).toBe(false);
    // Only an open run ends: an assigned one follows its donation on its volunteer's phone.
    expect(isStale({ ...open, state: 'assigned' }, { status: 'cancelled' }, now)).toBe(false);
    expect(isStale({ ...open, state: 'done' }, { status: 'cancelled' }, now)).toBe(false);
  });

  it('reads a stored run, and what it does not know stays empty', () => {
    expect(
      runFromData('d1', { state: 'assigned', volunteerUid: 'u1', volunteerName: 'Ravi', meals: 20 }),
    ).toMatchObject({
      id: 'd1',
      state: 'assigned',
      volunteerUid: 'u1',
      volunteerName: 'Ravi',
      meals: 20,
      readyBy: null,
      lateDrop: false,
      pending: false,
    });
    expect(runFromData('d2', { state: 'weird', volunteerUid: 7 })).toMatchObject({ state: 'open', volunteerUid: null });
    expect(runFromData('d3', { state: 'done' })).toMatchObject({ state: 'done' });
  });

  it('copies from a donation what the rules compare, dates back to timestamps', () => {
    const donation = donationFromData(
      'd1',
      aDonation({ readyBy: at(2), food: 'Veg pulao', meals: 30, donorUid: 'donor-1' }),
    );
    const stored = storedOf(donation);
    expect(stored).toMatchObject({ food: 'Veg pulao', meals: 30, donorUid: 'donor-1', pickup: { pin: '700071' } });
    expect((stored.readyBy as Timestamp).toMillis()).toBe(at(2).getTime());
    expect(canRun({ ...stored })).toBe(true);
    expect(canRun({ food: 'x', meals: 3 })).toBe(false);
    expect(canRun(undefined)).toBe(false);
  });
});
