// Component tests: only the services are mocked, at the module boundary (src/services/ngos,
// src/services/storage and src/services/auth). The real saveMyNgo() runs against the Firestore emulator and its rules in
// tests/integration/core-flows.test.ts and end to end.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { AuthUser } from '../../lib/auth-context';
import { emailStatus, refreshEmailStatus, sendVerificationEmail } from '../../services/auth';
import {
  EmailNotConfirmedError,
  getMyNgo,
  isNgoNameFree,
  NgoNameTakenError,
  NgoReverifyError,
  saveMyNgo,
  type Ngo,
} from '../../services/ngos';
import { uploadLogo } from '../../services/storage';
import { getTeamCount } from '../../services/team';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { NgoProfilePage } from './NgoProfilePage';

vi.mock('../../services/ngos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngos')>()),
  getMyNgo: vi.fn(),
  saveMyNgo: vi.fn(),
  isNgoNameFree: vi.fn(),
}));
vi.mock('../../services/team', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/team')>()),
  getTeamCount: vi.fn(),
}));
vi.mock('../../services/auth', () => ({
  emailStatus: vi.fn(),
  refreshEmailStatus: vi.fn(),
  sendVerificationEmail: vi.fn(),
}));
vi.mock('../../services/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/storage')>()),
  uploadLogo: vi.fn(),
}));

const getMineMock = vi.mocked(getMyNgo);
const saveMock = vi.mocked(saveMyNgo);
const uploadMock = vi.mocked(uploadLogo);
const nameFreeMock = vi.mocked(isNgoNameFree);
const emailStatusMock = vi.mocked(emailStatus);
const refreshMock = vi.mocked(refreshEmailStatus);
const sendLinkMock = vi.mocked(sendVerificationEmail);

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
  reverify: false,
  suspended: false,
  acceptsVegOnly: false,
  location: null,
  radiusKm: 10,
  whatsapp: '',
  phone: '9876500022',
  searchable: true,
  createdAt: null,
  updatedAt: null,
};

/** The same profile once an admin verified it: it may upload a logo. */
const verifiedNgo: Ngo = { ...existing, verified: true };

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  // The PIN table's download is the edge stubbed here (no site serves public/pins/ in a unit test):
  // the profile's PIN code looks its place up as it is typed.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/pins/60.json')
        ? Response.json({ '600002': [13.0674, 80.2376] })
        : new Response('', { status: 404 }),
    ),
  );
  getMineMock.mockReset();
  saveMock.mockReset();
  uploadMock.mockReset();
  nameFreeMock.mockReset();
  emailStatusMock.mockReset();
  refreshMock.mockReset();
  sendLinkMock.mockReset();
  getMineMock.mockResolvedValue(null);
  vi.mocked(getTeamCount).mockReset().mockResolvedValue(0);
  nameFreeMock.mockResolvedValue(true);
  emailStatusMock.mockResolvedValue({ email: 'ngo@example.org', verified: true });
});

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

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
  await user.type(screen.getByLabelText('Phone number'), '+91 94440 12345');
  await user.type(screen.getByLabelText('Number of Meals'), '25');
  await user.type(screen.getByLabelText('PIN code'), '600002');
  await screen.findByText('Found: PIN 600002, set at the middle of its area');
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

describe('NgoProfilePage', () => {
  it('says when the rules refused the profile for an unconfirmed email, and saves it once confirmed, keeping what was typed', async () => {
    saveMock.mockRejectedValueOnce(new EmailNotConfirmedError('ngo@example.org')).mockResolvedValueOnce('created');
    refreshMock.mockResolvedValue({ email: 'ngo@example.org', verified: true });
    const { user, router } = renderProfile();
    await screen.findByRole('heading', { level: 1 });
    await createProfile(user);

    expect(await screen.findByText(/Your email address ngo@example.org is not confirmed yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name of Organization')).toHaveValue('Hope Kitchen');
    await user.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
    expect(saveMock).toHaveBeenCalledTimes(2);
    expect(saveMock.mock.calls[1]?.[1]).toMatchObject({ nameOrg: 'Hope Kitchen', city: 'Chennai' });
  });

  it('offers Create for a new profile, saves every field and goes to its board', async () => {
    saveMock.mockResolvedValue('created');
    const { user, router } = renderProfile();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Profile');
    expect(screen.getByText('You can add a logo once an admin has verified your NGO.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email address of Organization');
    expect(email).toHaveValue('ngo@example.org');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('This is the email you sign in with'));
    expect(screen.getByLabelText('Name of Person')).toHaveValue('Ravi NGO');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();

    await createProfile(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
    expect(router.state.location.state).toEqual({
      flash:
        'Your NGO profile was created, and donors can find it in the NGO list. Once an admin has verified it, offers for you appear here.',
    });
    expect(saveMock).toHaveBeenCalledWith(
      'ngo-uid',
      {
        nameOrg: 'Hope Kitchen',
        email: 'ngo@example.org',
        name: 'Ravi NGO',
        time: 'Evening',
        address: '3 Anna Salai',
        city: 'Chennai',
        meals: 25,
        zip: '600002',
        imageUrl: '',
        acceptsVegOnly: false,
        // The one PIN code set where it works, too.
        location: expect.objectContaining({ pin: '600002', lat: 13.0674, lng: 80.2376 }),
        radiusKm: 10,
        whatsapp: '',
        phone: '9444012345',
        registrationId: '',
      },
      { confirmUnverify: false },
    );
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
      { confirmUnverify: false },
    );
    expect(router.state.location.pathname).toBe('/ngoProfile');
  });

  it('Cancel puts back the loaded values, then the saved ones', async () => {
    getMineMock.mockResolvedValue(verifiedNgo);
    saveMock.mockResolvedValue('updated');
    const { user } = renderProfile();
    const meals = await screen.findByLabelText('Number of Meals');
    await user.clear(meals);
    await user.upload(screen.getByLabelText(/^Logo/), png());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(meals).toHaveValue(40);
    expect(screen.queryByRole('button', { name: 'Remove the chosen logo' })).not.toBeInTheDocument();

    await user.clear(meals);
    await user.type(meals, '55');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    await user.clear(meals);
    await user.type(meals, '70');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(meals).toHaveValue(55);
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
    await user.clear(await screen.findByLabelText('Name of Person'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Please enter the name of the organization.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the name of the contact person.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the street address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the city.')).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('refuses a logo over 2 MB or of the wrong type', async () => {
    getMineMock.mockResolvedValue(verifiedNgo);
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
    getMineMock.mockResolvedValue(verifiedNgo);
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
    const input = await screen.findByLabelText(/^Logo/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await agreeToNewCheck(user);

    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(uploadMock).toHaveBeenCalledWith(file, expect.any(Function));

    finish('https://storage.example/Imgs/abc');
    expect(
      await screen.findByText(
        'Updated successfully! An admin will check your NGO again; until then it shows without the Verified badge.',
      ),
    ).toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledWith(
      'ngo-uid',
      expect.objectContaining({ imageUrl: 'https://storage.example/Imgs/abc' }),
      { confirmUnverify: true },
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('still saves the profile when the upload fails, and says so', async () => {
    getMineMock.mockResolvedValue({ ...verifiedNgo, imageUrl: 'https://storage.example/Imgs/old' });
    saveMock.mockResolvedValue('updated');
    uploadMock.mockRejectedValue(Object.assign(new Error('x'), { code: 'storage/retry-limit-exceeded' }));
    const { user } = renderProfile();
    await user.upload(await screen.findByLabelText(/^Logo/), png());
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await agreeToNewCheck(user);

    expect(
      await screen.findByText(
        'Your profile was saved, but the logo could not be uploaded: The upload took too long. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledWith(
      'ngo-uid',
      expect.objectContaining({ imageUrl: 'https://storage.example/Imgs/old' }),
      // Agreed to, but the logo did not change: the service keeps the badge (nothing changed who it is).
      { confirmUnverify: true },
    );
  });

  it('tells an NGO not verified yet that it can add a logo later, offering no upload', async () => {
    getMineMock.mockResolvedValue({ ...existing, imageUrl: 'https://storage.example/Imgs/kept' });
    saveMock.mockResolvedValue('updated');
    const { user } = renderProfile();
    expect(await screen.findByText('You can add a logo once an admin has verified your NGO.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Logo/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', 'https://storage.example/Imgs/kept');

    await updateCityToHowrah(user);
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(uploadMock).not.toHaveBeenCalled();
    expect(saveMock).toHaveBeenCalledWith(
      'ngo-uid',
      expect.objectContaining({ imageUrl: 'https://storage.example/Imgs/kept' }),
      { confirmUnverify: false },
    );
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
    expect(saveMock).toHaveBeenLastCalledWith('ngo-uid', expect.objectContaining({ city: 'Howrah' }), {
      confirmUnverify: false,
    });
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
    getMineMock.mockResolvedValue(verifiedNgo);
    uploadMock.mockResolvedValue('https://storage.example/Imgs/new');
    saveMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    saveMock.mockResolvedValueOnce('updated');
    const { user } = renderProfile();
    await user.upload(await screen.findByLabelText(/^Logo/), png());
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await agreeToNewCheck(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile was not saved.');
    expect(screen.getByRole('button', { name: 'Remove the chosen logo' })).toBeInTheDocument();

    // Retry saves what the form holds, asking again, as the first Update did.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await agreeToNewCheck(user);
    expect(await screen.findByText(/^Updated successfully!/)).toBeInTheDocument();
    expect(uploadMock).toHaveBeenCalledTimes(1);
    expect(saveMock).toHaveBeenLastCalledWith(
      'ngo-uid',
      expect.objectContaining({ imageUrl: 'https://storage.example/Imgs/new' }),
      { confirmUnverify: true },
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

describe('NgoProfilePage: a unique name', () => {
  it('refuses a name another NGO holds on the name field, keeping everything typed', async () => {
    saveMock.mockRejectedValueOnce(new NgoNameTakenError('Hope Kitchen'));
    saveMock.mockResolvedValueOnce('created');
    const { user, router } = renderProfile();
    await screen.findByLabelText('Name of Organization');
    await createProfile(user);

    const name = screen.getByLabelText('Name of Organization');
    const message =
      'An NGO named “Hope Kitchen” is already on FoodBridge. If it is yours, write to us via the contact page.';
    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Hope Kitchen');
    expect(screen.getByLabelText('City')).toHaveValue('Chennai');
    expect(screen.getByLabelText('Number of Meals')).toHaveValue(25);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ngoProfile');

    await user.clear(name);
    await user.type(name, 'Hope Kitchen Chennai');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
    expect(saveMock).toHaveBeenLastCalledWith(
      'ngo-uid',
      expect.objectContaining({ nameOrg: 'Hope Kitchen Chennai', city: 'Chennai' }),
      { confirmUnverify: false },
    );
  });

  it('says a name is taken as soon as the field is left', async () => {
    nameFreeMock.mockResolvedValue(false);
    const { user } = renderProfile();
    const name = await screen.findByLabelText('Name of Organization');
    await user.type(name, 'Roti Bank');
    await user.tab();
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'An NGO named “Roti Bank” is already on FoodBridge. If it is yours, write to us via the contact page.',
      ),
    );
    expect(nameFreeMock).toHaveBeenCalledWith('ngo-uid', 'Roti Bank');
  });

  it('does not ask about the NGO’s own saved name', async () => {
    getMineMock.mockResolvedValue(existing);
    const { user } = renderProfile();
    const name = await screen.findByLabelText('Name of Organization');
    await user.click(name);
    await user.type(name, ' ');
    await user.tab();
    expect(nameFreeMock).not.toHaveBeenCalled();
  });
});

/** A new logo is part of who the NGO is: the person agrees that saving it asks for a new check. */
async function agreeToNewCheck(user: ReturnType<typeof renderProfile>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Save and clear your verified badge?' });
  await user.click(within(dialog).getByRole('button', { name: 'Save and ask for a new check' }));
}

describe('NgoProfilePage: the verified badge follows the NGO’s identity', () => {
  const warning =
    'Changing your name, email, address or logo clears your verified badge until an admin checks it again.';

  it('warns before a verified NGO changes its address, and saves only once the person agrees', async () => {
    getMineMock.mockResolvedValue(verifiedNgo);
    saveMock.mockResolvedValue('updated');
    const { user } = renderProfile();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText(warning)).not.toBeInTheDocument();

    await updateCityToHowrah(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save and clear your verified badge?' });
    expect(dialog).toHaveTextContent(warning);
    expect(saveMock).not.toHaveBeenCalled();
    // Cancel goes back to the form with what was typed.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Howrah');
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and ask for a new check' }),
    );
    expect(
      await screen.findByText(
        'Updated successfully! An admin will check your NGO again; until then it shows without the Verified badge.',
      ),
    ).toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledTimes(1);
    expect(saveMock).toHaveBeenCalledWith('ngo-uid', expect.objectContaining({ city: 'Howrah' }), {
      confirmUnverify: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing when a verified NGO changes only its meals or time', async () => {
    getMineMock.mockResolvedValue(verifiedNgo);
    saveMock.mockResolvedValue('updated');
    const { user } = renderProfile();
    await user.selectOptions(await screen.findByLabelText(/^Time/), 'Morning');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledWith('ngo-uid', expect.objectContaining({ time: 'Morning' }), {
      confirmUnverify: false,
    });
  });

  it('asks when the profile was verified after the form loaded it (the save says so)', async () => {
    getMineMock.mockResolvedValue(existing);
    saveMock.mockRejectedValueOnce(new NgoReverifyError());
    saveMock.mockResolvedValueOnce('updated');
    const { user } = renderProfile();
    await updateCityToHowrah(user);
    const dialog = await screen.findByRole('dialog', { name: 'Save and clear your verified badge?' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save and ask for a new check' }));
    expect(await screen.findByText(/^Updated successfully!/)).toBeInTheDocument();
    expect(saveMock).toHaveBeenLastCalledWith('ngo-uid', expect.objectContaining({ city: 'Howrah' }), {
      confirmUnverify: true,
    });
  });

  it('says when an admin is to check the NGO again', async () => {
    getMineMock.mockResolvedValue({ ...existing, reverify: true });
    renderProfile();
    expect(
      await screen.findByText(
        'You changed your name, email, address or logo, so an admin will check your NGO again. Until then it shows without the Verified badge.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the sign-in email in place of a different saved one, and warns a verified NGO', async () => {
    getMineMock.mockResolvedValue({ ...verifiedNgo, email: 'office@kitchen.example.org' });
    const { user } = renderProfile();
    const email = await screen.findByLabelText('Email address of Organization');
    expect(email).toHaveValue('ngo@example.org');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'This is the email you sign in with; your profile always shows it. Saving puts it in place of office@kitchen.example.org.',
    );
    expect(screen.getByText(warning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps a saved email that differs from the sign-in email only in case', async () => {
    getMineMock.mockResolvedValue({ ...verifiedNgo, email: 'NGO@Example.org' });
    renderProfile();
    expect(await screen.findByLabelText('Email address of Organization')).toHaveValue('NGO@Example.org');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('shows a suspended NGO why it cannot change its profile', async () => {
    getMineMock.mockResolvedValue({ ...verifiedNgo, suspended: true });
    renderProfile();
    expect(await screen.findByText(/An admin has suspended your NGO on FoodBridge/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'write to us via the contact page' })).toHaveAttribute(
      'href',
      '/contactus',
    );
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});

describe('NgoProfilePage: veg food only', () => {
  const vegOnly = 'We accept veg food only';

  it('saves the choice with the profile, explaining what it changes', async () => {
    getMineMock.mockResolvedValue(existing);
    saveMock.mockResolvedValue('updated');
    const { user } = renderProfile();
    const box = await screen.findByRole('checkbox', { name: vegOnly });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Donors will not be able to send you non-veg or egg food, and non-veg open offers will not show on your board.',
    );

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledWith('ngo-uid', expect.objectContaining({ acceptsVegOnly: true }), {
      confirmUnverify: false,
    });
  });

  it('shows the saved choice, and Cancel puts it back', async () => {
    getMineMock.mockResolvedValue({ ...existing, acceptsVegOnly: true });
    const { user } = renderProfile();
    const box = await screen.findByRole('checkbox', { name: vegOnly });
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box).toBeChecked();
  });

  it('is not part of the NGO’s identity: a verified NGO changes it without losing its badge', async () => {
    getMineMock.mockResolvedValue(verifiedNgo);
    saveMock.mockResolvedValue('updated');
    const { user } = renderProfile();
    await user.click(await screen.findByRole('checkbox', { name: vegOnly }));
    expect(
      screen.queryByText(
        'Changing your name, email, address or logo clears your verified badge until an admin checks it again.',
      ),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledWith('ngo-uid', expect.objectContaining({ acceptsVegOnly: true }), {
      confirmUnverify: false,
    });
  });

  it('a new profile starts without it and saves it when ticked', async () => {
    saveMock.mockResolvedValue('created');
    const { user } = renderProfile();
    await user.click(await screen.findByRole('checkbox', { name: vegOnly }));
    await createProfile(user);
    await waitFor(() =>
      expect(saveMock).toHaveBeenCalledWith('ngo-uid', expect.objectContaining({ acceptsVegOnly: true }), {
        confirmUnverify: false,
      }),
    );
  });

  it('says it in Hindi', async () => {
    await activateLanguage('hi');
    getMineMock.mockResolvedValue(existing);
    renderProfile();
    const box = await screen.findByRole('checkbox', { name: 'हम सिर्फ़ शाकाहारी खाना लेते हैं' });
    expect(box).toHaveAccessibleDescription(expect.stringContaining('मांसाहारी या अंडे वाला खाना'));
  });
});

describe('NgoProfilePage: a confirmed email before the first profile', () => {
  it('asks a new NGO to confirm its email instead of showing the form, and lets it in once confirmed', async () => {
    emailStatusMock.mockResolvedValue({ email: 'ngo@example.org', verified: false });
    refreshMock.mockResolvedValueOnce({ email: 'ngo@example.org', verified: false });
    refreshMock.mockResolvedValueOnce({ email: 'ngo@example.org', verified: true });
    const { user } = renderProfile();
    expect(
      await screen.findByRole('heading', { name: 'Confirm your email first: we sent a link to ngo@example.org' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name of Organization')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(
      await screen.findByText(/Your email is not confirmed yet\. Open the link we sent to ngo@example.org/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name of Organization')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(await screen.findByLabelText('Name of Organization')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(refreshMock).toHaveBeenCalledTimes(2);
  });

  it('sends the link again, and says in plain words when it cannot', async () => {
    emailStatusMock.mockResolvedValue({ email: 'ngo@example.org', verified: false });
    sendLinkMock.mockResolvedValueOnce(undefined);
    sendLinkMock.mockRejectedValueOnce(firebaseError('auth/too-many-requests'));
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to ngo@example.org.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not send the link. Too many attempts. Please wait a few minutes and try again.',
    );
    expect(alert).not.toHaveTextContent('auth/');
    expect(sendLinkMock).toHaveBeenCalledTimes(2);
  });

  it('does not ask an NGO that has a profile already', async () => {
    getMineMock.mockResolvedValue(existing);
    emailStatusMock.mockResolvedValue({ email: 'ngo@example.org', verified: false });
    renderProfile();
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByText(/Confirm your email first/)).not.toBeInTheDocument();
    expect(emailStatusMock).not.toHaveBeenCalled();
  });
});

describe('NgoProfilePage in Hindi', () => {
  it('shows the form in Hindi and says what is missing in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderProfile();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('प्रोफ़ाइल');
    expect(screen.getByText('एडमिन के आपके एनजीओ को सत्यापित करने के बाद आप लोगो लगा सकते हैं।')).toBeInTheDocument();
    expect(screen.getByLabelText('संस्था का ईमेल पता')).toHaveAccessibleDescription(
      'आप इसी ईमेल से लॉग इन करते हैं। आपकी प्रोफ़ाइल में हमेशा यही ईमेल दिखता है।',
    );
    expect(
      within(screen.getByLabelText(/^समय/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['सुबह', 'दोपहर', 'शाम']);

    await user.type(screen.getByLabelText('भोजन की संख्या'), '0');
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बनाएं' }));
    const name = screen.getByLabelText('संस्था का नाम');
    expect(name).toHaveAccessibleDescription('संस्था का नाम लिखें।');
    expect(name).toHaveFocus();
    expect(screen.getByText('शहर का नाम लिखें।')).toBeInTheDocument();
    expect(screen.getByText('भोजन की संख्या 1 से 100000 के बीच की पूरी संख्या होनी चाहिए।')).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('asks a new NGO in Hindi to confirm its email first', async () => {
    await activateLanguage('hi');
    emailStatusMock.mockResolvedValue({ email: 'ngo@example.org', verified: false });
    refreshMock.mockResolvedValue({ email: 'ngo@example.org', verified: false });
    const { user } = renderProfile();
    expect(
      await screen.findByRole('heading', { name: 'पहले अपने ईमेल की पुष्टि करें: हमने ngo@example.org पर एक लिंक भेजा है' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मैंने पुष्टि कर दी' }));
    expect(await screen.findByText(/^आपके ईमेल की पुष्टि अभी नहीं हुई है।/)).toBeInTheDocument();
  });
});

describe('NgoProfilePage: where the NGO works', () => {
  // The PIN table's download is the edge stubbed here (no site serves public/pins/ in a unit test).
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/pins/70.json')
          ? Response.json({ '700016': [22.5535, 88.3566] })
          : new Response('', { status: 404 }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves the place found from its PIN code, the radius and a WhatsApp number, keeping the verified badge', async () => {
    getMineMock.mockResolvedValue(verifiedNgo);
    saveMock.mockResolvedValue('updated');
    const { user } = renderProfile();
    const where = await screen.findByRole('group', { name: 'Where you work' });
    expect(where).toHaveTextContent(/Until you set your place, your board shows no open offers/);
    // Its address's PIN code (one field, no second one) sets the place as the form opens.
    expect(within(where).getByLabelText('PIN code')).toHaveValue('700016');
    expect(screen.getAllByLabelText(/PIN code|ZIP/)).toHaveLength(1);
    expect(await within(where).findByText('Found: PIN 700016, set at the middle of its area')).toHaveAttribute(
      'data-coords',
      '22.5535, 88.3566',
    );
    const radius = screen.getByLabelText('How far you collect food: 10 km');
    fireEvent.change(radius, { target: { value: '25' } });
    expect(screen.getByLabelText('How far you collect food: 25 km')).toHaveValue('25');
    await user.type(screen.getByLabelText('WhatsApp number (optional)'), '98765 00011');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(saveMock).toHaveBeenCalledTimes(1));
    const [, saved, options] = saveMock.mock.calls[0]!;
    expect(saved).toMatchObject({
      location: { lat: 22.5535, lng: 88.3566, pin: '700016', geohash: expect.stringMatching(/^tunb/) },
      radiusKm: 25,
      whatsapp: '9876500011',
    });
    // A place is not who the NGO is: no warning about the badge, nothing to agree to.
    expect(options).toEqual({ confirmUnverify: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what is wrong with a WhatsApp number, and saves nothing', async () => {
    getMineMock.mockResolvedValue(verifiedNgo);
    const { user } = renderProfile();
    await user.type(await screen.findByLabelText('WhatsApp number (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter a 10-digit mobile number, or leave it empty.')).toBeInTheDocument();
    expect(screen.getByLabelText('WhatsApp number (optional)')).toHaveValue('12345');
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('shows how many volunteers its team has (a count, no names), with the way to the team', async () => {
    getMineMock.mockResolvedValue(verifiedNgo);
    vi.mocked(getTeamCount).mockResolvedValue(3);
    renderProfile();
    const line = await screen.findByText(/^Your team: 3 volunteers\./);
    expect(within(line).getByRole('link', { name: 'Open the team' })).toHaveAttribute('href', '/volunteers');
    expect(getTeamCount).toHaveBeenCalledWith('ngo-uid');
  });
});
