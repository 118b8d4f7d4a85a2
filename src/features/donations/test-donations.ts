// Test data for the donation screens' component tests.
import type { Donation } from '../../services/donation-model';
import type { Series } from '../../services/series';
import { aSafetyRecord } from '../../testing/food';

const HOUR = 3_600_000;

/** A donation as the service hands it out: donor-uid offers 40 meals to ngo-uid, ready in 3 hours. */
export function aDonation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 'd-1',
    deliveryLocation: '18 Residency Road',
    phone: '9876543210',
    time: '',
    readyBy: new Date(Date.now() + 3 * HOUR),
    food: 'Rice and dal',
    meals: 40,
    ngoId: 'ngo-uid',
    ngoName: 'Roti Ghar Trust',
    donorUid: 'donor-uid',
    donorName: 'Asha Donor',
    donorDeleted: false,
    donorFssai: '',
    photo: false,
    status: 'offered',
    createdAt: new Date(2025, 10, 22, 10, 5),
    updatedAt: new Date(2025, 10, 22, 10, 5),
    acceptedAt: null,
    pickedUpAt: null,
    deliveredAt: null,
    declinedAt: null,
    cancelledAt: null,
    handoverCode: null,
    safety: aSafetyRecord(),
    pickup: null,
    refusal: null,
    pickupChecked: false,
    mealsServed: null,
    disposalReason: '',
    series: null,
    ...overrides,
  };
}

/** Past its 'by when'. */
export const expired = (overrides: Partial<Donation> = {}) =>
  aDonation({ readyBy: new Date(Date.now() - HOUR), ...overrides });

/**
 * A regular offer as the service hands it out: Hotel Saffron's veg thali, 40 meals, to ngo-uid,
 * accepted, every day 09:00–21:00 from day 20000 on (pass the schedule a test is about).
 */
export function aSeries(overrides: Partial<Series> = {}): Series {
  return {
    id: 's1',
    donorUid: 'donor-uid',
    donorName: 'Hotel Saffron',
    ngoId: 'ngo-uid',
    ngoName: 'Roti Ghar Trust',
    state: 'active',
    arrangement: 'accepted',
    ngoReason: '',
    days: [1, 2, 3, 4, 5, 6, 7],
    weeks: 1,
    start: 20000,
    end: null,
    from: 9 * 60,
    until: 21 * 60,
    food: 'Veg thali',
    meals: 40,
    weightKg: 12,
    kind: 'cooked',
    diet: 'veg',
    storage: 'chilled',
    allergens: [],
    containers: 'donor',
    notes: '',
    deliveryLocation: '2 Mill Road',
    phone: '9876543210',
    pickup: null,
    updatedAt: null,
    ...overrides,
  };
}
