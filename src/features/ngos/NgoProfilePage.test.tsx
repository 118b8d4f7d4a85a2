// Component tests: only the services are mocked, at the module boundary (src/services/ngos and
// src/services/storage). The real saveMyNgo() runs against the Firestore emulator and its rules in
// tests/integration/core-flows.test.ts and end to end.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../lib/auth-context';
import { getMyNgo, saveMyNgo, type Ngo } from '../../services/ngos';
import { uploadLogo } from '../../services/storage';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { NgoProfilePage } from './NgoProfilePage';

vi.mock('../../services/ngos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngos')>()),
  getMyNgo: vi.fn(),
  saveMyNgo: vi.fn(),
}));
vi.mock('../../services/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/storage')>()),
  uploadLogo: vi.fn(),
}));

const getMineMock = vi.mocked(getMyNgo);
const saveMock = vi.mocked(saveMyNgo);
const uploadMock = vi.mocked(uploadLogo);

const ngoUser: AuthUser = { uid: 'ngo-uid', email: 'ngo@example.org', displayName: 'Ravi NGO' };
const auth = { user: ngoUser, role: 'ngo' as const };

const existing: Ngo = {
  id: 'ngo-uid',
  nameOrg: 'FoodBridge Demo NGO',
  name: 'Ravi NGO',
  email: 'ngo@example.org',
  time: 'AfterNoon',
  meals: 40,
  mealno: '40 meals',
  address: '9 Park Street',
  city: 'Kolkata',
  zip: '700016',
  imageUrl: '',
  ownerUid: 'ngo-uid',
  verified: false,
  searchable: true,
  createdAt: null,
  updatedAt: null,
};

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  getMineMock.mockReset();
  saveMock.mockReset();
  uploadMock.mockReset();
  getMineMock.mockResolvedValue(null);
});

const renderProfile = () => renderWithRouter(withQueries(<NgoProfilePage />), { path: '/ngoProfile', auth });

/** Types a new city over the saved one and presses Update; returns the City field. */
async function updateCityToHowrah(user: ReturnType<typeof renderProfile>['user']) {
  const city = await screen.findByLabelText('City');
  await user.clear(city);
  await user.type(city, 'Howrah');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  return city;
}

/** Fills a new profile and presses Create. */
async function createProfile(user: ReturnType<typeof renderProfile>['user']) {
  await user.type(screen.getByLabelText('Name of Organization'), 'Hope Kitchen');
  await user.selectOptions(screen.getByLabelText(/^Time/), 'Evening');
  await user.type(screen.getByLabelText('Street address'), '3 Anna Salai');
  await user.type(screen.getByLabelText('City'), 'Chennai');
  await user.type(screen.getByLabelText('Number of Meals'), '25');
  await user.type(screen.getByLabelText('ZIP / Postal code'), '600002');
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

describe('NgoProfilePage', () => {
  it('offers Create for a new profile, saves every field and goes to /ngoList', async () => {
    saveMock.mockResolvedValue('created');
    const { user, router } = renderProfile();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Profile');
    expect(screen.getByLabelText(/^Logo/)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByLabelText('Email address of Organization')).toHaveValue('ngo@example.org');
    expect(screen.getByLabelText('Name of Person')).toHaveValue('Ravi NGO');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();

    await createProfile(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/ngoList'));
    expect(router.state.location.state).toEqual({
      flash: 'Your NGO profile was created. Donors can now find it here.',
    });
    expect(saveMock).toHaveBeenCalledWith('ngo-uid', {
      nameOrg: 'Hope Kitchen',
      email: 'ngo@example.org',
      name: 'Ravi NGO',
      time: 'Evening',
      address: '3 Anna Salai',
      city: 'Chennai',
      meals: 25,
      zip: '600002',
      imageUrl: '',
    });
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('offers Update for an existing profile and stays with "Updated successfully!"', async () => {
    getMineMock.mockResolvedValue(existing);
    saveMock.mockResolvedValue('updated');
    const { user, router } = renderProfile();
    const meals = await screen.findByLabelText('Number of Meals');
    expect(meals).toHaveValue(40);
    expect(screen.getByLabelText(/^Time/)).toHaveValue('AfterNoon');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();

    await user.clear(meals);
    await user.type(meals, '60');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledWith(
      'ngo-uid',
      expect.objectContaining({ meals: 60, nameOrg: 'FoodBridge Demo NGO' }),
    );
    expect(router.state.location.pathname).toBe('/ngoProfile');
  });

  it('Cancel puts back the loaded values, then the saved ones', async () => {
    getMineMock.mockResolvedValue(existing);
    saveMock.mockResolvedValue('updated');
    const { user } = renderProfile();
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.upload(screen.getByLabelText(/^Logo/), png());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(city).toHaveValue('Kolkata');
    expect(screen.queryByRole('button', { name: 'Remove the chosen logo' })).not.toBeInTheDocument();

    await user.clear(city);
    await user.type(city, 'Howrah');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    await user.clear(city);
    await user.type(city, 'Durgapur');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(city).toHaveValue('Howrah');
  });

  it.each([
    ['0', 'Number of Meals must be a whole number from 1 to 100000.'],
    ['100001', 'Number of Meals must be a whole number from 1 to 100000.'],
    ['', 'Please enter the number of meals.'],
  ])('refuses %j meals with a message and keeps the input', async (meals, message) => {
    getMineMock.mockResolvedValue(existing);
    const { user } = renderProfile();
    const field = await screen.findByLabelText('Number of Meals');
    await user.clear(field);
    if (meals) await user.type(field, meals);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('Name of Organization')).toHaveValue('FoodBridge Demo NGO');
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('shows required-field messages', async () => {
    const { user } = renderProfile();
    await user.clear(await screen.findByLabelText('Email address of Organization'));
    await user.type(screen.getByLabelText('Email address of Organization'), 'ngo@');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Please enter the name of the organization.')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Please enter the street address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the city.')).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('refuses a logo over 2 MB or of the wrong type', async () => {
    getMineMock.mockResolvedValue(existing);
    const { user } = renderProfile();
    const input = await screen.findByLabelText(/^Logo/);

    await user.upload(input, png(2 * 1024 * 1024 + 1));
    expect(screen.getByText('The logo must be 2 MB or smaller.')).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(['gif'], 'logo.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('The logo must be a JPEG, PNG or WebP image.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('The logo must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(uploadMock).not.toHaveBeenCalled();
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('uploads the logo with visible progress and saves its address', async () => {
    getMineMock.mockResolvedValue(existing);
    saveMock.mockResolvedValue('updated');
    let finish: (url: string) => void = () => {};
    uploadMock.mockImplementation((_file, onProgress) => {
      onProgress?.(40);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { user } = renderProfile();
    const file = png();
    await user.upload(await screen.findByLabelText(/^Logo/), file);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(uploadMock).toHaveBeenCalledWith(file, expect.any(Function));

    finish('https://storage.example/Imgs/abc');
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledWith(
      'ngo-uid',
      expect.objectContaining({ imageUrl: 'https://storage.example/Imgs/abc' }),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('still saves the profile when the upload fails, and says so', async () => {
    getMineMock.mockResolvedValue({ ...existing, imageUrl: 'https://storage.example/Imgs/old' });
    saveMock.mockResolvedValue('updated');
    uploadMock.mockRejectedValue(Object.assign(new Error('x'), { code: 'storage/retry-limit-exceeded' }));
    const { user } = renderProfile();
    await user.upload(await screen.findByLabelText(/^Logo/), png());
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(
      await screen.findByText(
        'Your profile was saved, but the logo could not be uploaded: The upload took too long. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledWith(
      'ngo-uid',
      expect.objectContaining({ imageUrl: 'https://storage.example/Imgs/old' }),
    );
  });

  it('after Create with a failed upload, goes to /ngoList and tells the person there', async () => {
    saveMock.mockResolvedValue('created');
    uploadMock.mockRejectedValue(Object.assign(new Error('x'), { code: 'storage/unknown' }));
    const { user, router } = renderProfile();
    await user.upload(await screen.findByLabelText(/^Logo/), png());
    await createProfile(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/ngoList'));
    expect(router.state.location.state).toEqual({
      flash: 'Your profile was saved, but the logo could not be uploaded: The upload failed. Please try again.',
      flashTone: 'info',
    });
    expect(saveMock).toHaveBeenCalledWith('ngo-uid', expect.objectContaining({ imageUrl: '' }));
  });

  it('shows a save failure in plain words with Retry, keeping the input', async () => {
    getMineMock.mockResolvedValue(existing);
    saveMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    saveMock.mockResolvedValueOnce('updated');
    const { user } = renderProfile();
    const city = await updateCityToHowrah(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile was not saved. We could not reach the server. Check your connection and try again. What you typed is kept.',
    );
    expect(city).toHaveValue('Howrah');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(saveMock).toHaveBeenLastCalledWith('ngo-uid', expect.objectContaining({ city: 'Howrah' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no Retry when trying again cannot help, and keeps the input', async () => {
    getMineMock.mockResolvedValue(existing);
    saveMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const { user } = renderProfile();
    const city = await updateCityToHowrah(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile was not saved. You are not allowed to do that. If you think you should be, sign in again. What you typed is kept.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(city).toHaveValue('Howrah');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('keeps a logo uploaded before a failed save: Retry saves it without uploading again', async () => {
    getMineMock.mockResolvedValue(existing);
    uploadMock.mockResolvedValue('https://storage.example/Imgs/new');
    saveMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    saveMock.mockResolvedValueOnce('updated');
    const { user } = renderProfile();
    await user.upload(await screen.findByLabelText(/^Logo/), png());
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile was not saved.');
    expect(screen.getByRole('button', { name: 'Remove the chosen logo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(uploadMock).toHaveBeenCalledTimes(1);
    expect(saveMock).toHaveBeenLastCalledWith(
      'ngo-uid',
      expect.objectContaining({ imageUrl: 'https://storage.example/Imgs/new' }),
    );
    // Saved: the chosen file is cleared and the new logo shows.
    expect(screen.queryByRole('button', { name: 'Remove the chosen logo' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      'https://storage.example/Imgs/new',
    );
  });

  it('says when the profile cannot be loaded, and Retry loads it', async () => {
    getMineMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    getMineMock.mockResolvedValueOnce(existing);
    const { user } = renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not load your profile. We could not reach the server. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('City')).toHaveValue('Kolkata');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});
