// A donor record saved on the profile form must show in the admin's table of donor records: the
// form's invalidation has to reach the table's query. The two screens belong to two features, so
// the test that puts them on one query cache lives here, above both. Only the donors service is
// mocked, at the module boundary; the query client is a real one with the app's settings.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DonorRecordsSection } from '../features/admin/DonorRecordsSection';
import { DonorProfilePage } from '../features/donors/DonorProfilePage';
import type { AuthUser } from '../lib/auth-context';
import { getDonor, listDonors, updateDonor, type Donor } from '../services/donors';
import { newQueryClient, withQueries } from '../testing/queries';
import { renderWithRouter } from '../testing/render';

vi.mock('../services/donors', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../services/donors')>()),
  listDonors: vi.fn(),
  getDonor: vi.fn(),
  updateDonor: vi.fn(),
}));

const listMock = vi.mocked(listDonors);
const getMock = vi.mocked(getDonor);
const updateMock = vi.mocked(updateDonor);

const admin: AuthUser = { uid: 'admin-uid', email: 'admin@example.org', displayName: 'Meera Admin' };

const kavya: Donor = {
  id: 'kavya',
  name: 'Kavya Iyer',
  email: 'kavya@example.org',
  phone: '9876543210',
  address: '5 Church Street',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  country: 'India',
  fssai: '',
  ownerUid: 'kavya-uid',
  createdAt: null,
  updatedAt: null,
};

/** What the server holds: the list and the record read it, an update changes it. */
let stored: Donor;

beforeEach(() => {
  stored = kavya;
  listMock.mockReset().mockImplementation(async () => ({ donors: [stored], next: null }));
  getMock.mockReset().mockImplementation(async () => stored);
  updateMock.mockReset().mockImplementation(async (_id, input) => {
    stored = { ...stored, ...input };
  });
});

describe("a donor record's edit and the admin's table", () => {
  it('the table shows the record as saved', async () => {
    const { user } = renderWithRouter(
      withQueries(
        <>
          <DonorRecordsSection onDeleted={() => {}} suspendedUids={new Set()} onSuspend={() => {}} />
          <DonorProfilePage />
        </>,
        newQueryClient(),
      ),
      { path: '/donorProfile?id=kavya', auth: { user: admin, role: 'admin' } },
    );
    const table = await screen.findByRole('table', { name: 'Donor records' });
    expect(await within(table).findByText('Kavya Iyer')).toBeInTheDocument();

    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Kavya Rao');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    // The admin's edit goes with its audit entry (byAdmin).
    expect(updateMock).toHaveBeenCalledWith('kavya', expect.objectContaining({ name: 'Kavya Rao' }), true);

    expect(await within(table).findByText('Kavya Rao')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Kavya Iyer')).not.toBeInTheDocument());
  });
});
