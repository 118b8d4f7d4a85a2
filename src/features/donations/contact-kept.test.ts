import { describe, expect, it } from 'vitest';
import { CONTACT_KEEP_DAYS } from '../../config/limits.js';
import { aDonation } from './test-donations';
import { aSafetyRecord } from '../../testing/food';
import { contactData, contactStillKept, endedAt } from '../../services/donation-contact';

const DAY = 86_400_000;
const NOW = new Date(2030, 0, 10, 12, 0);
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('contact details kept for a while', () => {
  it('expire the days kept after the use-by (the TTL policy’s field)', () => {
    const useBy = new Date(2030, 0, 10, 18, 0);
    const data = contactData('donor-1', { phone: '9876543210', deliveryLocation: 'Hall 2' }, useBy);
    expect(data.expireAt.toMillis()).toBe(useBy.getTime() + CONTACT_KEEP_DAYS * DAY);
    expect(data).toMatchObject({ donorUid: 'donor-1', phone: '9876543210', deliveryLocation: 'Hall 2' });
  });

  it('a donation ends with its delivery, refusal, cancellation or decline', () => {
    expect(endedAt(aDonation({ status: 'accepted' }))).toBeNull();
    expect(endedAt(aDonation({ status: 'delivered', deliveredAt: ago(1) }))).toEqual(ago(1));
    expect(endedAt(aDonation({ status: 'cancelled', cancelledAt: ago(2) }))).toEqual(ago(2));
    expect(endedAt(aDonation({ status: 'declined', declinedAt: ago(3) }))).toEqual(ago(3));
    expect(endedAt(aDonation({ status: 'refused', refusal: { reason: 'spoiled', note: '', at: ago(4) } }))).toEqual(
      ago(4),
    );
  });

  it(`are still kept until ${CONTACT_KEEP_DAYS} days after the end and after the use-by, no longer`, () => {
    const safety = aSafetyRecord({ useBy: ago(1) });
    expect(contactStillKept(aDonation({ status: 'accepted', safety }), NOW)).toBe(true);
    expect(
      contactStillKept(aDonation({ status: 'delivered', deliveredAt: ago(CONTACT_KEEP_DAYS - 1), safety }), NOW),
    ).toBe(true);
    expect(contactStillKept(aDonation({ status: 'delivered', deliveredAt: ago(CONTACT_KEEP_DAYS), safety }), NOW)).toBe(
      false,
    );
    const longGone = aSafetyRecord({ useBy: ago(CONTACT_KEEP_DAYS + 1) });
    expect(contactStillKept(aDonation({ status: 'accepted', safety: longGone }), NOW)).toBe(false);
  });
});
