import { describe, expect, it, vi } from 'vitest';
import { registerDonor } from './donor-registration';
import { createDonor, updateDonor, type DonorInput } from './donors';
import { registerAccount } from './users';

// A name with no letter or number is refused before anything is sent: no record, and at
// registration no account either (one without its donor record would be left half made).
// The forms say so first in their own words; the rules refuse it too (tests/rules).
vi.mock('./db', () => ({
  db: () => {
    throw new Error('Firestore was reached');
  },
}));
vi.mock('./users', () => ({ registerAccount: vi.fn() }));

const donor: DonorInput = {
  name: 'Asha Donor',
  email: 'asha@example.org',
  phone: '9876543210',
  address: '18 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
  country: 'India',
};

describe('donor records: a name must hold a letter or number', () => {
  it.each(['...', '\u200b', '- -'])('createDonor and updateDonor refuse %j before writing', async (name) => {
    await expect(createDonor({ ...donor, name }, 'u1')).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(updateDonor('d1', { ...donor, name })).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('registerDonor refuses it before making the account', async () => {
    await expect(
      registerDonor({
        fullName: '***',
        email: 'asha@example.org',
        password: 'Donor@1234',
        phoneNumber: '9876543210',
        address: '18 Residency Road',
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(registerAccount).not.toHaveBeenCalled();
  });
});
