// Component tests: only the services are mocked, at the module boundary (src/services/ngos and
// src/services/donations). The real createDonation() runs against the Firestore emulator and its
// rules in tests/integration/core-flows.test.ts and end to end.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { AuthUser, Role } from '../../lib/auth-context';
import { createDonation } from '../../services/donations';
import { getNgo, type Ngo } from '../../services/ngos';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { DeliveryPage } from './DeliveryPage';
import { loadDonationDraft } from './donation-draft';
import { parseLocalDateTime, toLocalDateTimeValue } from './donation-schema';

vi.mock('../../services/ngos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngos')>()),
  getNgo: vi.fn(),
}));
vi.mock('../../services/donations', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donations')>()),
  createDonation: vi.fn(),
}));

const getNgoMock = vi.mocked(getNgo);
const createMock = vi.mocked(createDonation);

const annapurna: Ngo = {
  id: 'sample-annapurna',
  nameOrg: 'Annapurna Food Bank',
  name: 'Priya Sharma',
  email: 'contact@annapurna.example.org',
  time: 'Morning',
  meals: 29,
  mealno: '29 meals',
  address: '12 Linking Road',
  city: 'Mumbai',
  zip: '400050',
  imageUrl: '',
  ownerUid: null,
  verified: true,
  reverify: false,
  suspended: false,
  acceptsVegOnly: false,
  searchable: true,
  createdAt: null,
  updatedAt: null,
};

const donor: AuthUser = { uid: 'donor-uid', email: 'donor@example.org', displayName: 'Asha Donor' };
const PATH = '/delivery?ngo=sample-annapurna';
/** A 'by when' three hours ahead, as the datetime field holds it. */
const READY = toLocalDateTimeValue(new Date(Date.now() + 3 * 3_600_000));

function renderDelivery(
  path = PATH,
  who: { user: AuthUser | null; role: Role | null } = { user: donor, role: 'donor' },
) {
  return renderWithRouter(withQueries(<DeliveryPage />), { path, auth: who });
}

/** Fills every field validly and presses Donate. */
async function fillAndDonate(user: ReturnType<typeof renderDelivery>['user']) {
  await user.type(screen.getByLabelText('PickUp Location'), '18 Residency Road');
  await user.type(screen.getByLabelText(/Contact Information/), '9876543210');
  fireEvent.change(screen.getByLabelText('By when can you donate?'), { target: { value: READY } });
  await user.type(screen.getByLabelText('What food is it?'), 'Rice and dal');
  await user.type(screen.getByLabelText('For how many meals?'), '40');
  await user.click(screen.getByRole('button', { name: 'Donate' }));
}

beforeEach(() => {
  sessionStorage.clear();
  getNgoMock.mockReset();
  createMock.mockReset();
  getNgoMock.mockResolvedValue(annapurna);
});

describe('DeliveryPage', () => {
  it('shows the form and the NGO named in ?ngo=', async () => {
    renderDelivery();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Donate Food');
    expect(screen.getByRole('heading', { name: 'Confirm Food Details' })).toBeInTheDocument();
    expect(await screen.findByText('Annapurna Food Bank')).toBeInTheDocument();
    expect(getNgoMock).toHaveBeenCalledWith('sample-annapurna');
    expect(screen.getByLabelText('PickUp Location')).toHaveAttribute('placeholder', expect.stringMatching(/Road/));
    expect(screen.getByLabelText('By when can you donate?')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('link', { name: 'Choose another NGO' })).toHaveAttribute('href', '/ngoList');
  });

  it('asks the person to choose an NGO when none is given', () => {
    renderDelivery('/delivery');
    expect(screen.getByText('You have not chosen an NGO yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose an NGO' })).toHaveAttribute('href', '/ngoList');
    expect(getNgoMock).not.toHaveBeenCalled();
  });

  it('shows a message at each bad field and keeps what was typed', async () => {
    const { user } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await user.type(screen.getByLabelText(/Contact Information/), '12345');
    await user.type(screen.getByLabelText('For how many meals?'), '0');
    fireEvent.change(screen.getByLabelText('By when can you donate?'), { target: { value: '2001-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(screen.getByText('Please enter the pickup location.')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Please choose a time in the future.')).toBeInTheDocument();
    expect(screen.getByText('Please say what food it is.')).toBeInTheDocument();
    expect(screen.getByText('Meals must be a whole number from 1 to 5000.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Contact Information/)).toHaveValue('12345');
    expect(screen.getByLabelText(/Contact Information/)).toHaveAccessibleDescription(
      expect.stringContaining('Phone number must be 10 digits'),
    );
    expect(screen.getByLabelText('For how many meals?')).toHaveValue(0);
    expect(screen.getByLabelText('PickUp Location')).toHaveFocus();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('saves the donation and returns home with a thank-you', async () => {
    createMock.mockResolvedValue('donation-1');
    const { user, router } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await fillAndDonate(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({
      flash: 'Thank you! Your donation was offered to Annapurna Food Bank.',
    });
    expect(createMock).toHaveBeenCalledWith({
      ngoId: 'sample-annapurna',
      ngoName: 'Annapurna Food Bank',
      donorUid: 'donor-uid',
      deliveryLocation: '18 Residency Road',
      phone: '9876543210',
      readyBy: parseLocalDateTime(READY),
      food: 'Rice and dal',
      meals: 40,
    });
    expect(loadDonationDraft()).toBeNull();
  });

  it('says what went wrong when saving fails, keeps the input and offers Retry', async () => {
    createMock.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    createMock.mockResolvedValueOnce('donation-2');
    const { user, router } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await fillAndDonate(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are not allowed to do that. If you think you should be, sign in again.');
    expect(alert).not.toHaveTextContent('permission-denied');
    expect(screen.getByLabelText('What food is it?')).toHaveValue('Rice and dal');
    expect(loadDonationDraft()?.food).toBe('Rice and dal');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(createMock).toHaveBeenCalledTimes(2);
  });

  it('asks a signed-out visitor to sign in, keeping the draft', async () => {
    const { user, router } = renderDelivery(PATH, { user: null, role: null });
    await screen.findByText('Annapurna Food Bank');
    await fillAndDonate(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/delivery?ngo=sample-annapurna' });
    expect(loadDonationDraft()).toEqual({
      deliveryLocation: '18 Residency Road',
      phone: '9876543210',
      readyBy: READY,
      food: 'Rice and dal',
      meals: '40',
    });
    expect(createMock).not.toHaveBeenCalled();
  });

  it('restores the draft when the person comes back', async () => {
    sessionStorage.setItem(
      'foodbridge:donation-draft',
      JSON.stringify({
        deliveryLocation: '5 Park Street',
        phone: '9000000000',
        readyBy: '2099-01-01T09:00',
        food: 'Biryani',
        meals: '25',
      }),
    );
    renderDelivery();
    expect(screen.getByLabelText('PickUp Location')).toHaveValue('5 Park Street');
    expect(screen.getByLabelText(/Contact Information/)).toHaveValue('9000000000');
    expect(screen.getByLabelText('By when can you donate?')).toHaveValue('2099-01-01T09:00');
    expect(screen.getByLabelText('What food is it?')).toHaveValue('Biryani');
    expect(screen.getByLabelText('For how many meals?')).toHaveValue(25);
    await screen.findByText('Annapurna Food Bank');
  });

  it('tells NGO and admin accounts that only donors can donate', async () => {
    renderDelivery(PATH, { user: { uid: 'ngo-uid', email: 'ngo@example.org', displayName: 'Ravi' }, role: 'ngo' });
    expect(await screen.findByText('Only donor accounts can donate.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your NGO profile' })).toHaveAttribute('href', '/ngoProfile');
  });

  it('says when the NGO cannot be found', async () => {
    getNgoMock.mockResolvedValue(null);
    renderDelivery('/delivery?ngo=gone');
    expect(await screen.findByText('We could not find that NGO. It may have been removed.')).toBeInTheDocument();
  });

  it('warns that an NGO without an account cannot accept in the app, and how to reach it instead', async () => {
    renderDelivery();
    const radio = await screen.findByRole('radio', { name: 'Annapurna Food Bank' });
    expect(radio).toHaveAccessibleDescription(
      'Annapurna Food Bank has no FoodBridge account yet, so no one there can accept your offer in the app. ' +
        'Write to contact@annapurna.example.org to arrange the pickup, or choose Any NGO near me.',
    );
    expect(screen.getByRole('link', { name: 'contact@annapurna.example.org' })).toHaveAttribute(
      'href',
      'mailto:contact@annapurna.example.org',
    );
  });

  it('gives no such warning for an NGO with its own account', async () => {
    getNgoMock.mockResolvedValue({ ...annapurna, ownerUid: 'ngo-uid' });
    renderDelivery();
    const radio = await screen.findByRole('radio', { name: 'Annapurna Food Bank' });
    await screen.findByText(/12 Linking Road, Mumbai/);
    expect(radio).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/has no FoodBridge account yet/)).not.toBeInTheDocument();
  });

  it('offers the chosen NGO or any NGO near me, the chosen NGO first', async () => {
    renderDelivery();
    const group = screen.getByRole('group', { name: 'Send this offer to' });
    expect(await screen.findByRole('radio', { name: 'Annapurna Food Bank' })).toBeChecked();
    const any = screen.getByRole('radio', { name: 'Any NGO near me' });
    expect(any).not.toBeChecked();
    expect(any).toHaveAccessibleDescription(expect.stringContaining('every verified NGO'));
    expect(group).toContainElement(any);
  });

  it('sends an open offer (no NGO) when Any NGO near me is chosen', async () => {
    createMock.mockResolvedValue('donation-3');
    const { user, router } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await user.click(screen.getByRole('radio', { name: 'Any NGO near me' }));
    await fillAndDonate(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(createMock).toHaveBeenCalledWith(expect.objectContaining({ ngoId: null, ngoName: '', meals: 40 }));
    expect(router.state.location.state).toEqual({
      flash: 'Thank you! Your donation was offered to every verified NGO. The first to accept it will pick it up.',
    });
  });

  it('without a chosen NGO, offers Any NGO near me as well as the NGO list', async () => {
    createMock.mockResolvedValue('donation-4');
    const { user } = renderDelivery('/delivery');
    expect(screen.getByRole('link', { name: 'Choose an NGO' })).toHaveAttribute('href', '/ngoList');
    await fillAndDonate(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose the NGO that should receive your food first, or choose ‘Any NGO near me’.',
    );
    expect(createMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Any NGO near me' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    await waitFor(() => expect(createMock).toHaveBeenCalledWith(expect.objectContaining({ ngoId: null })));
    expect(getNgoMock).not.toHaveBeenCalled();
  });

  it('keeps the open-offer choice through sign-in (?to=any)', async () => {
    const { user, router } = renderDelivery('/delivery?to=any', { user: null, role: null });
    expect(screen.getByRole('radio', { name: 'Any NGO near me' })).toBeChecked();
    await fillAndDonate(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/delivery?to=any' });
  });

  it('keeps the draft as it is typed, before any Donate', async () => {
    const { user } = renderDelivery();
    await user.type(screen.getByLabelText('What food is it?'), 'Poha');
    expect(loadDonationDraft()).toMatchObject({ food: 'Poha', deliveryLocation: '' });
    await user.type(screen.getByLabelText('For how many meals?'), '12');
    expect(loadDonationDraft()).toMatchObject({ food: 'Poha', meals: '12' });
    await screen.findByText('Annapurna Food Bank');
  });

  it('says plainly when the NGO cannot be read, and Retry reads it again', async () => {
    getNgoMock.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const { user } = renderDelivery();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not load this NGO. We could not reach the server. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Annapurna Food Bank' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getNgoMock).toHaveBeenCalledTimes(2);
  });

  it('keeps both the NGO and the open-offer choice through sign-in', async () => {
    const { user, router } = renderDelivery(PATH, { user: null, role: null });
    await screen.findByText('Annapurna Food Bank');
    await user.click(screen.getByRole('radio', { name: 'Any NGO near me' }));
    await fillAndDonate(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/delivery?ngo=sample-annapurna&to=any' });
  });

  it('says plainly that one offer holds at most 5000 meals, and a time at most 7 days ahead', async () => {
    const { user } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    const meals = screen.getByLabelText('For how many meals?');
    expect(meals).toHaveAccessibleDescription(
      'Up to 5000 meals in one offer. For a larger event, split the food into several offers.',
    );
    expect(meals).toHaveAttribute('max', '5000');
    await user.type(meals, '5001');
    const later = toLocalDateTimeValue(new Date(Date.now() + 8 * 24 * 3_600_000));
    fireEvent.change(screen.getByLabelText('By when can you donate?'), { target: { value: later } });
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(meals).toHaveAccessibleDescription(
      expect.stringContaining(
        'One offer can be for at most 5000 meals. For a larger event, please make several offers.',
      ),
    );
    expect(screen.getByLabelText('By when can you donate?')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a time within the next 7 days.'),
    );
    expect(createMock).not.toHaveBeenCalled();
  });

  it('does not send an offer to a registered NGO that is not verified or is suspended', async () => {
    for (const change of [{ verified: false }, { suspended: true }]) {
      getNgoMock.mockResolvedValue({ ...annapurna, ownerUid: 'ngo-uid', ...change });
      const { user, unmount } = renderDelivery();
      const radio = await screen.findByRole('radio', { name: 'Annapurna Food Bank' });
      expect(radio).toHaveAccessibleDescription(expect.stringMatching(/cannot take donations/));
      await fillAndDonate(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Annapurna Food Bank cannot take donations on FoodBridge right now. Please choose another NGO, or ‘Any NGO near me’.',
      );
      expect(createMock).not.toHaveBeenCalled();
      unmount();
      sessionStorage.clear();
    }
  });

  it('says why it opened prefilled when the donor offers a donation again', async () => {
    const { router } = renderDelivery('/delivery');
    expect(screen.queryByText(/was cancelled/)).not.toBeInTheDocument();
    await act(() => router.navigate('/delivery', { state: { reoffer: 'Roti Ghar Trust' } }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your offer to Roti Ghar Trust was cancelled. Its details are filled in below: choose another NGO, or Any NGO near me.',
    );
  });

  it('clears a failed save once the person fixes a field and tries again', async () => {
    createMock.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const { user } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await fillAndDonate(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again. What you typed is kept.',
    );
    await user.clear(screen.getByLabelText('What food is it?'));
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Please say what food it is.')).toBeInTheDocument();
    expect(screen.getByLabelText('What food is it?')).toHaveFocus();
    expect(createMock).toHaveBeenCalledTimes(1);
  });
});

describe('DeliveryPage in Hindi', () => {
  it('shows the form, the NGO choice and the checks in Hindi', async () => {
    await activateLanguage('hi');
    const { user } = renderDelivery();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('खाना दान करें');
    expect(screen.getByRole('heading', { name: 'खाने की जानकारी दें' })).toBeInTheDocument();
    expect(await screen.findByText('12 Linking Road, Mumbai · सुबह')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'मेरे पास का कोई भी एनजीओ' })).toBeInTheDocument();
    expect(screen.getByLabelText('पिकअप की जगह')).toBeInTheDocument();
    expect(screen.getByLabelText('आप कब तक दान कर सकते हैं?')).toHaveAccessibleDescription('अगले 7 दिनों के अंदर।');
    expect(screen.getByLabelText('कितने लोगों के लिए भोजन?')).toHaveAccessibleDescription(
      'एक दान में 5000 भोजन तक। बड़े आयोजन का खाना कई दान में बाँटें।',
    );

    await user.type(screen.getByLabelText(/संपर्क के लिए फ़ोन नंबर/), '12345');
    await user.click(screen.getByRole('button', { name: 'दान करें' }));
    expect(screen.getByText('पिकअप की जगह लिखें।')).toBeInTheDocument();
    expect(screen.getByText('फ़ोन नंबर 10 अंकों का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByText('चुनें कि आप कब तक दान कर सकते हैं।')).toBeInTheDocument();
    expect(screen.getByText('लिखें कि कितने लोगों के लिए भोजन है।')).toBeInTheDocument();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('tells an NGO account in Hindi that only donors can donate', async () => {
    await activateLanguage('hi');
    renderDelivery(PATH, { user: donor, role: 'ngo' });
    expect(screen.getByText('सिर्फ़ दाता खाते से दान किया जा सकता है।')).toBeInTheDocument();
    expect(
      screen.getByText('आपने एनजीओ खाते से लॉग इन किया है। खाना दान करने के लिए दाता खाते से लॉग इन करें।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपनी एनजीओ प्रोफ़ाइल पर जाएं' })).toBeInTheDocument();
  });
});
