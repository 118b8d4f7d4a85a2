// The pickup place and phone on a card (ContactRows): what each viewer is shown before any read —
// the NGOs an open offer reaches, an NGO past the days the contact is kept — and a donation from
// before contact documents, which carries its own. Reading the contact document itself is tested
// against the emulator (tests/integration/core-flows.test.ts, tests/e2e/core.spec.ts).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_KEEP_DAYS } from '../../config/limits.js';
import { placeAt } from '../../services/geo';
import { aSafetyRecord } from '../../testing/food';
import { withQueries } from '../../testing/queries';
import { ContactRows } from './ContactRows';
import { aDonation } from './test-donations';

const NOW = new Date(2030, 0, 10, 12, 0);
const DAY = 86_400_000;
const rows = (donation: ReturnType<typeof aDonation>, viewer: 'donor' | 'ngo' | 'admin' = 'ngo') =>
  render(withQueries(<dl>{<ContactRows donation={donation} viewer={viewer} now={NOW} />}</dl>));

describe('ContactRows', () => {
  it('an open offer: the NGOs around it see its PIN code and that the address comes once they accept', () => {
    const pickup = placeAt({ lat: 18.5296, lng: 73.876 }, '411001');
    rows(aDonation({ ngoId: null, ngoName: '', deliveryLocation: '', phone: '', pickup }));
    expect(screen.getByText(/The address and phone show once you accept\./)).toBeInTheDocument();
    expect(screen.getByText(/PIN 411001/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it(`an NGO ${CONTACT_KEEP_DAYS} days after the delivery: says they are no longer kept, and reads nothing`, () => {
    const deliveredAt = new Date(NOW.getTime() - CONTACT_KEEP_DAYS * DAY - 60_000);
    rows(aDonation({ status: 'delivered', deliveredAt, deliveryLocation: '', phone: '', safety: aSafetyRecord() }));
    expect(screen.getByText(/No longer kept: the donor’s address and phone are kept for 7 days/)).toBeInTheDocument();
  });

  it('a donation from before contact documents shows its own place and phone to the NGO', async () => {
    rows(aDonation({ status: 'accepted', safety: null }));
    expect(await screen.findByText('18 Residency Road')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
  });

  it('its donor sees the place, not a call link to their own phone', async () => {
    rows(aDonation({ status: 'accepted' }), 'donor');
    expect(await screen.findByText('18 Residency Road')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
