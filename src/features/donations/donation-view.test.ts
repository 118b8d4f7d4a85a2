import { describe, expect, it } from 'vitest';
import { formatMoment } from '../../lib/dates';
import { displayState, historyText, matchesNgoFilter } from './donation-view';
import { aDonation, expired } from './test-donations';

const at = (day: number, h: number, m: number) => new Date(2025, 10, day, h, m);

describe('historyText', () => {
  const delivered = aDonation({
    status: 'delivered',
    createdAt: at(22, 10, 5),
    acceptedAt: at(22, 10, 20),
    pickedUpAt: at(22, 11, 0),
    deliveredAt: at(22, 12, 30),
  });

  it('tells the donor each step, oldest first, the date only when the day changes', () => {
    expect(historyText(delivered, 'donor')).toBe(
      'Offered 22 Nov, 10:05 · Accepted by Roti Ghar Trust 10:20 · Picked up 11:00 · Delivered 12:30',
    );
  });

  it('tells the NGO who offered it', () => {
    expect(historyText(delivered, 'ngo')).toMatch(/^Offered by Asha Donor 22 Nov, 10:05 · Accepted by Roti Ghar Trust/);
  });

  it('shows the date again on another day', () => {
    const text = historyText(
      aDonation({ status: 'accepted', createdAt: at(22, 23, 50), acceptedAt: at(23, 0, 10) }),
      'donor',
    );
    expect(text).toBe('Offered 22 Nov, 23:50 · Accepted by Roti Ghar Trust 23 Nov, 00:10');
  });

  it('names a cancel and a decline', () => {
    const cancelled = aDonation({ status: 'cancelled', cancelledAt: at(22, 10, 30) });
    expect(historyText(cancelled, 'donor')).toBe('Offered 22 Nov, 10:05 · Cancelled by you 10:30');
    expect(historyText(cancelled, 'ngo')).toMatch(/Cancelled by the donor 10:30$/);
    const declined = aDonation({ status: 'declined', declinedAt: at(22, 10, 15) });
    expect(historyText(declined, 'donor')).toBe('Offered 22 Nov, 10:05 · Declined by Roti Ghar Trust 10:15');
  });

  it('adds the expiry of an offer nobody accepted in time', () => {
    const readyBy = new Date(Date.now() - 3_600_000);
    expect(historyText(expired({ readyBy }), 'donor')).toBe(`Offered 22 Nov, 10:05 · Expired ${formatMoment(readyBy)}`);
  });
});

describe('displayState and the NGO filter', () => {
  it('an offer past its by-when is expired, and counts as closed', () => {
    expect(displayState(expired())).toBe('expired');
    expect(displayState(aDonation())).toBe('offered');
    expect(matchesNgoFilter('expired', 'closed')).toBe(true);
    expect(matchesNgoFilter('expired', 'offered')).toBe(false);
    expect(matchesNgoFilter('declined', 'closed')).toBe(true);
    expect(matchesNgoFilter('cancelled', 'closed')).toBe(true);
    expect(matchesNgoFilter('delivered', 'closed')).toBe(false);
    expect(matchesNgoFilter('picked_up', 'all')).toBe(true);
  });

  it('an accepted donation is never expired, whatever its by-when', () => {
    expect(displayState(expired({ status: 'accepted' }))).toBe('accepted');
  });
});
