// Component tests: only the services are mocked, at the module boundary (src/services/donors). The
// real createDonor()/updateDonor() run against the Firestore emulator and its rules in
// tests/integration/core-flows.test.ts and end to end.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { AuthUser } from '../../lib/auth-context';
import { createDonor, getDonor, getMyDonor, updateDonor, type Donor } from '../../services/donors';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { DonorProfilePage } from './DonorProfilePage';

vi.mock('../../services/donors', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donors')>()),
  createDonor: vi.fn(),
  updateDonor: vi.fn(),
  getDonor: vi.fn(),
  getMyDonor: vi.fn(),
}));

const createMock = vi.mocked(createDonor);
const updateMock = vi.mocked(updateDonor);
const getMock = vi.mocked(getDonor);
const getMineMock = vi.mocked(getMyDonor);

const donorUser: AuthUser = { uid: 'donor-uid', email: 'asha@example.org', displayName: 'Asha Donor' };
const adminUser: AuthUser = { uid: 'admin-uid', email: 'admin@example.org', displayName: 'Meera Admin' };

const record: Donor = {
  id: 'rec-1',
  name: 'Asha Donor',
  email: 'asha@example.org',
  phone: '9876543210',
  address: '18 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
  country: 'India',
  fssai: '',
  ownerUid: 'donor-uid',
  createdAt: null,
  updatedAt: null,
};

const asDonor = { user: donorUser, role: 'donor' as const };
const asAdmin = { user: adminUser, role: 'admin' as const };

beforeEach(() => {
  for (const mock of [createMock, updateMock, getMock, getMineMock]) mock.mockReset();
  getMineMock.mockResolvedValue(null);
});

describe('DonorProfilePage', () => {
  it('shows the dismissible banner and every field, India’s, starting from what the account knows', async () => {
    const { user } = renderWithRouter(withQueries(<DonorProfilePage />), { path: '/donorProfile', auth: asDonor });
    const banner = await screen.findByText('This information will be displayed publicly so be careful what you share.');
    for (const label of ['Name', 'Email address', 'Country', 'Street address', 'City', 'State', 'PIN code']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Phone Number/)).toBeInTheDocument();
    // Registration already gave the name and the email: they are not asked again.
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Donor');
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.org');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Country')).toEqual(['India']);
    expect(options('State')).toHaveLength(37);
    expect(options('State')).toContain('Maharashtra');
    expect(screen.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
  });

  it("says 'All fields are mandatory!' and saves nothing when name, email, address or phone is missing", async () => {
    const { user } = renderWithRouter(withQueries(<DonorProfilePage />), { path: '/donorProfile', auth: asDonor });
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Donor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are mandatory!');
    expect(createMock).not.toHaveBeenCalled();
    expect(updateMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Donor');
  });

  it('shows field messages for a bad email and phone, keeping the input', async () => {
    const { user } = renderWithRouter(withQueries(<DonorProfilePage />), { path: '/donorProfile', auth: asDonor });
    await user.clear(await screen.findByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'asha@');
    await user.type(screen.getByLabelText(/Phone Number/), '98765');
    await user.type(screen.getByLabelText('Street address'), '18 Residency Road');
    await user.type(screen.getByLabelText('PIN code'), '4110');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter a 6-digit PIN code, such as 411038.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(createMock).not.toHaveBeenCalled();
  });

  it("creates a donor's record with every field, says 'Profile saved successfully!' and goes to /ngoList", async () => {
    createMock.mockResolvedValue('new-id');
    const { user, router } = renderWithRouter(withQueries(<DonorProfilePage />), {
      path: '/donorProfile',
      auth: asDonor,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Donor profile');
    // Written as people write it; stored as 10 digits.
    await user.type(screen.getByLabelText(/Phone Number/), '+91 98765 43210');
    await user.type(screen.getByLabelText('Street address'), '21 Koregaon Park');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    await user.type(screen.getByLabelText('PIN code'), '411001');
    // The FSSAI number: too short is refused in plain words; in groups, as printed, it is kept as 14 digits.
    const fssai = screen.getByLabelText('FSSAI licence or registration number (optional)');
    await user.type(fssai, '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fssai).toHaveAccessibleDescription(
      expect.stringContaining('An FSSAI number has 14 digits. Leave it empty if you have none.'),
    );
    expect(createMock).not.toHaveBeenCalled();
    await user.type(fssai, '9012 34');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved successfully!')).toBeInTheDocument();
    expect(createMock).toHaveBeenCalledWith(
      {
        name: 'Asha Donor',
        email: 'asha@example.org',
        phone: '9876543210',
        country: 'India',
        address: '21 Koregaon Park',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411001',
        fssai: '12345678901234',
      },
      'donor-uid',
      false,
    );
    expect(updateMock).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ngoList'));
  });

  it("lets a donor edit their own record: 'Updated successfully!'", async () => {
    getMineMock.mockResolvedValue(record);
    updateMock.mockResolvedValue(undefined);
    const { user, router } = renderWithRouter(withQueries(<DonorProfilePage />), {
      path: '/donorProfile',
      auth: asDonor,
    });
    const phone = await screen.findByLabelText(/Phone Number/);
    expect(getMineMock).toHaveBeenCalledWith('donor-uid');
    expect(phone).toHaveValue('9876543210');
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');

    await user.clear(phone);
    await user.type(phone, '9123456780');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(updateMock).toHaveBeenCalledWith(
      'rec-1',
      expect.objectContaining({ phone: '9123456780', city: 'Bengaluru' }),
      false,
    );
    expect(createMock).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ngoList'));
  });

  it('Cancel puts back the loaded values', async () => {
    getMineMock.mockResolvedValue(record);
    const { user } = renderWithRouter(withQueries(<DonorProfilePage />), { path: '/donorProfile', auth: asDonor });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(name).toHaveValue('Asha Donor');
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('opens the record an admin chose with Edit (?id=) and goes back to the dashboard after saving', async () => {
    getMock.mockResolvedValue({ ...record, id: 'legacy-7', ownerUid: null, city: '', country: '' });
    updateMock.mockResolvedValue(undefined);
    const { user, router } = renderWithRouter(withQueries(<DonorProfilePage />), {
      path: '/donorProfile?id=legacy-7',
      auth: asAdmin,
    });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Edit donor record');
    expect(getMock).toHaveBeenCalledWith('legacy-7');
    expect(getMineMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Donor');

    await user.type(screen.getByLabelText('City'), 'Lucknow');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    // An admin's edit carries its audit entry (byAdmin).
    expect(updateMock).toHaveBeenCalledWith(
      'legacy-7',
      expect.objectContaining({ city: 'Lucknow', country: 'India' }),
      true,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminPage'));
  });

  it('shows a failure in plain words, keeps the input, and Retry saves it', async () => {
    getMineMock.mockResolvedValue(record);
    updateMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    updateMock.mockResolvedValueOnce(undefined);
    const { user, router } = renderWithRouter(withQueries(<DonorProfilePage />), {
      path: '/donorProfile',
      auth: asDonor,
    });
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Mysuru');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(city).toHaveValue('Mysuru');
    expect(router.state.location.pathname).toBe('/donorProfile');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(updateMock).toHaveBeenLastCalledWith('rec-1', expect.objectContaining({ city: 'Mysuru' }), false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no Retry when trying again cannot help', async () => {
    getMineMock.mockResolvedValue(record);
    updateMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const { user } = renderWithRouter(withQueries(<DonorProfilePage />), { path: '/donorProfile', auth: asDonor });
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to do that. If you think you should be, sign in again.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('lets an admin start a new record without ?id=', async () => {
    createMock.mockResolvedValue('new-id');
    const { user, router } = renderWithRouter(withQueries(<DonorProfilePage />), {
      path: '/donorProfile',
      auth: asAdmin,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('New donor record');
    expect(getMock).not.toHaveBeenCalled();
    expect(getMineMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Walk-in Donor');
    await user.type(screen.getByLabelText('Email address'), 'walkin@example.org');
    await user.type(screen.getByLabelText(/Phone Number/), '9000000002');
    await user.type(screen.getByLabelText('Street address'), '5 MG Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved successfully!')).toBeInTheDocument();
    expect(createMock).toHaveBeenCalledWith(expect.objectContaining({ name: 'Walk-in Donor' }), undefined, true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminPage'));
  });

  it('says when the record to edit cannot be loaded, with Retry', async () => {
    getMock.mockResolvedValueOnce(null);
    getMock.mockResolvedValueOnce({ ...record, id: 'gone' });
    const { user } = renderWithRouter(withQueries(<DonorProfilePage />), {
      path: '/donorProfile?id=gone',
      auth: asAdmin,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that donor record.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Donor');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit donor record');
  });
});

describe('DonorProfilePage in Hindi', () => {
  it('shows the form, its messages and the state names in Hindi, and stores them as before', async () => {
    await activateLanguage('hi');
    createMock.mockResolvedValue('new-id');
    const { user } = renderWithRouter(withQueries(<DonorProfilePage />), { path: '/donorProfile', auth: asDonor });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('दाता प्रोफ़ाइल');
    expect(screen.getByText('यह जानकारी सबको दिखेगी, इसलिए सोच-समझकर भरें।')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('देश'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['भारत']);
    expect(within(screen.getByLabelText('राज्य')).getByRole('option', { name: 'महाराष्ट्र' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('सभी ज़रूरी जानकारी भरें!');

    await user.clear(screen.getByLabelText('ईमेल पता'));
    await user.type(screen.getByLabelText('ईमेल पता'), 'asha@');
    await user.type(screen.getByLabelText(/फ़ोन नंबर/), '98765');
    await user.type(screen.getByLabelText('पता (मकान नंबर, गली)'), '1 Queen Street');
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(screen.getByText('ईमेल सही नहीं है')).toBeInTheDocument();
    expect(screen.getByText('फ़ोन नंबर 10 अंकों का होना चाहिए')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('ईमेल पता'));
    await user.type(screen.getByLabelText('ईमेल पता'), 'asha@example.org');
    await user.type(screen.getByLabelText(/फ़ोन नंबर/), '43210');
    await user.selectOptions(screen.getByLabelText('राज्य'), 'महाराष्ट्र');
    await user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('प्रोफ़ाइल सेव हो गई!')).toBeInTheDocument();
    expect(createMock).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'India', state: 'Maharashtra', name: 'Asha Donor' }),
      'donor-uid',
      false,
    );
  });
});
