// Component tests: only the services are mocked, at the module boundary (src/services/ngos and
// src/services/donation-*). The real createDonation() runs against the Firestore emulator and its
// rules in tests/integration/core-flows.test.ts and end to end. A photo is made small on a canvas
// jsdom does not have and sent to Storage, which has no emulator here: shrinkPhoto and
// uploadFoodPhoto are stubbed too (tests/e2e/food-photo.spec.ts does both in Chromium).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { AuthUser, Role } from '../../lib/auth-context';
import type { Donation } from '../../services/donation-model';
import { createDonation } from '../../services/donation-offer';
import { getLastDonation } from '../../services/donation-boards';
import { deferred } from '../../testing/deferred';
import { listNgosNear } from '../../services/ngo-near';
import { getNgo, type Ngo } from '../../services/ngos';
import { newQueryClient, withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { placeAt } from '../../services/geo';
import { watchMySuspension, type Suspension } from '../../services/suspensions';
import { DeliveryPage } from './DeliveryPage';
import { loadDonationDraft } from './donation-draft';
import { addToOutbox, clearOutbox, outboxEntries, removeFromOutbox } from '../../services/outbox';
import { parseLocalDateTime, toLocalDateTimeValue } from './datetime-values';
import { aDonation } from './test-donations';
import { aSafetyRecord } from '../../testing/food';
import { uploadFoodPhoto } from '../../services/food-photo';

vi.mock('../../lib/shrink-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/shrink-photo')>()),
  shrinkPhoto: vi.fn(async (file: File) => file),
}));
vi.mock('../../services/food-photo', () => ({ uploadFoodPhoto: vi.fn() }));

vi.mock('../../services/donors', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donors')>()),
  getMyDonor: vi.fn(async () => null),
}));
// Who collects from a pickup place: the directory's 'near' search, answered here.
vi.mock('../../services/ngo-near', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngo-near')>()),
  listNgosNear: vi.fn(async () => []),
}));
vi.mock('../../services/ngos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngos')>()),
  getNgo: vi.fn(),
}));
// The NGO's record of pickups (tests/integration/reliability.test.ts reads it from the emulator).
vi.mock('../../services/records', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/records')>()),
  getNgoRecord: vi.fn(async () => ({ collected: 19, noShows: 1 })),
}));
vi.mock('../../services/donation-offer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-offer')>()),
  createDonation: vi.fn(),
}));

vi.mock('../../services/donation-boards', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-boards')>()),
  getLastDonation: vi.fn(async () => null),
}));

vi.mock('../../services/donation-outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-outbox')>()),
  // The outbox follows a queued offer with these; here the test says when it landed.
  watchLanding: vi.fn(() => () => undefined),
  donationOnServer: vi.fn(() => new Promise(() => undefined)),
}));

// The donor's own suspension, live: none unless a test says so.
vi.mock('../../services/suspensions', () => ({
  watchMySuspension: vi.fn((_uid: string, onData: (suspension: null) => void) => {
    onData(null);
    return () => undefined;
  }),
}));

const getNgoMock = vi.mocked(getNgo);
const createMock = vi.mocked(createDonation);
const lastMock = vi.mocked(getLastDonation);
const nearMock = vi.mocked(listNgosNear);

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
  location: null,
  radiusKm: 10,
  whatsapp: '',
  phone: '',
  searchable: true,
  createdAt: null,
  updatedAt: null,
};

const donor: AuthUser = { uid: 'donor-uid', email: 'donor@example.org', displayName: 'Asha Donor' };
const PATH = '/delivery?ngo=sample-annapurna';
/** The clock of every test here (only Date is faked: timers run as usual). */
const NOW = new Date(2030, 5, 15, 12, 0);
/** A 'by when' two hours ahead, as the datetime field holds it. */
const READY = '2030-06-15T14:00';
/** Made an hour ago: kept hot, safe until 15:00. */
const MADE = '2030-06-15T11:00';

function renderDelivery(
  path = PATH,
  who: { user: AuthUser | null; role: Role | null } = { user: donor, role: 'donor' },
) {
  return renderWithRouter(withQueries(<DeliveryPage />), { path, auth: who });
}

type User = ReturnType<typeof renderDelivery>['user'];

/** Sets a date or time field as its picker does (user-event cannot type into them). */
const pick = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/**
 * Fills the food-safety record as a donor would: cooked, veg, kept hot, made at 11:00, no allergens,
 * 8 kg, the donor brings containers.
 */
async function fillRecord(user: User, { diet = 'Veg' } = {}) {
  await user.click(screen.getByRole('radio', { name: 'Cooked meal' }));
  await user.click(screen.getByRole('radio', { name: diet }));
  await user.click(screen.getByRole('radio', { name: 'Hot (above 60 °C)' }));
  pick('When was it made?', MADE);
  await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
  await user.type(screen.getByLabelText('Approximate weight (kg)'), '8');
  await user.click(screen.getByRole('radio', { name: 'I will bring containers' }));
}

/** Fills every field validly, top to bottom, and presses Donate. */
async function fillAndDonate(user: User, { readyBy = READY, ...record }: { diet?: string; readyBy?: string } = {}) {
  await user.type(screen.getByLabelText('What food is it?'), 'Rice and dal');
  await fillRecord(user, record);
  await user.type(screen.getByLabelText('For how many meals?'), '40');
  await user.type(screen.getByLabelText('PickUp Location'), '18 Residency Road');
  await findPickup(user);
  await user.type(screen.getByLabelText(/Contact Information/), '9876543210');
  pick('By when can you donate?', readyBy);
  await user.click(screen.getByRole('button', { name: 'Donate' }));
}

/**
 * The PIN table's part for Bengaluru (560001), served as the site serves public/pins/56.json. The
 * download is the edge stubbed here: no site serves it in a unit test.
 */
const PIN_TABLE: Record<string, unknown> = { '560001': [12.9766, 77.5993] };
const PICKUP = placeAt({ lat: 12.9766, lng: 77.5993 }, '560001');

/** Gives the pickup place by its PIN code and waits until the form has found it. */
async function findPickup(user: User) {
  await user.type(screen.getByLabelText('PIN code'), '560001');
  expect(await screen.findByText(/^Found: PIN 560001/)).toBeInTheDocument();
}

/** The record fillRecord gives, as createDonation receives it. */
const RECORD = {
  kind: 'cooked',
  diet: 'veg',
  storage: 'hot',
  allergens: [],
  preparedAt: new Date(2030, 5, 15, 11, 0),
  labelUseBy: null,
  useBy: new Date(2030, 5, 15, 15, 0),
  weightKg: 8,
  containers: 'donor',
  notes: '',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/pins/56.json') ? Response.json(PIN_TABLE) : new Response('not found', { status: 404 }),
    ),
  );
  sessionStorage.clear();
  getNgoMock.mockReset();
  createMock.mockReset();
  lastMock.mockReset();
  lastMock.mockResolvedValue(null);
  nearMock.mockReset();
  nearMock.mockResolvedValue([]);
  getNgoMock.mockResolvedValue(annapurna);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
    // Listed only (no account): it has no pickups of its own to show.
    expect(screen.queryByText(/accepted pickups/)).not.toBeInTheDocument();
  });

  it('shows the share of accepted pickups the chosen NGO collected; none for a listed-only NGO', async () => {
    getNgoMock.mockResolvedValue({ ...annapurna, ownerUid: 'ngo-uid', verified: true });
    renderDelivery();
    expect(await screen.findByText('Collected 95 % of 20 accepted pickups')).toBeInTheDocument();
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
    pick('By when can you donate?', '2001-01-01T10:00');
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
    // The record's parts are asked for too, all at once.
    expect(screen.getByRole('group', { name: 'What kind of food is it?' })).toHaveAccessibleDescription(
      'Please choose what kind of food it is.',
    );
    expect(screen.getByRole('group', { name: 'Veg or non-veg?' })).toHaveAccessibleDescription(
      'Please choose veg, vegan, contains egg or non-veg.',
    );
    expect(screen.getByText('Please choose how the food is kept now.')).toBeInTheDocument();
    expect(screen.getByLabelText('When was it made?')).toHaveAccessibleDescription(
      'Please enter when the food was made.',
    );
    expect(screen.getByText('Please tick the allergens the food contains, or ‘None of these’.')).toBeInTheDocument();
    expect(screen.getByLabelText('Approximate weight (kg)')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the approximate weight in kg.'),
    );
    expect(screen.getByText('Please choose who brings the containers.')).toBeInTheDocument();
    // The first field on the page to fix has the focus.
    expect(screen.getByLabelText('What food is it?')).toHaveFocus();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('takes the whole food-safety record by label and sends it, with the use-by it gives', async () => {
    createMock.mockResolvedValue({ id: 'donation-5', outcome: 'sent' });
    const { user, router } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await user.type(screen.getByLabelText('What food is it?'), 'Chicken biryani');
    await user.click(screen.getByRole('radio', { name: 'Cooked meal' }));
    await user.click(screen.getByRole('radio', { name: 'Non-veg' }));
    await user.click(screen.getByRole('radio', { name: 'Chilled (5 °C or below)' }));
    pick('When was it made?', '2030-06-15T09:30');
    expect(
      screen.getByText('Safe to eat until 09:30 tomorrow (24 hours after it was made, kept chilled)'),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Hot (above 60 °C)' }));
    expect(screen.getByText('Safe to eat until 13:30 today (4 hours after it was made, kept hot)')).toBeVisible();
    pick('Use by, if earlier (optional)', '2030-06-15T13:15');

    // Allergens: ticking 'None of these' clears the others, and ticking one clears 'None of these'.
    const allergens = screen.getByRole('group', { name: 'Allergens: does it contain any of these?' });
    await user.click(within(allergens).getByRole('checkbox', { name: 'Milk' }));
    await user.click(within(allergens).getByRole('checkbox', { name: 'None of these' }));
    expect(within(allergens).getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
    await user.click(within(allergens).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(within(allergens).getByRole('checkbox', { name: 'Cereals containing gluten' }));
    expect(within(allergens).getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();

    await user.type(screen.getByLabelText('For how many meals?'), '30');
    await user.type(screen.getByLabelText('Approximate weight (kg)'), '12.5');
    await user.type(screen.getByLabelText('PickUp Location'), '18 Residency Road');
    await findPickup(user);
    await user.type(screen.getByLabelText(/Contact Information/), '9876543210');
    pick('By when can you donate?', '2030-06-15T13:00');
    await user.click(screen.getByRole('radio', { name: 'The NGO should bring containers' }));
    await user.type(screen.getByLabelText('Notes for the NGO (optional)'), 'Gate 2, ask for Ravi');
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
    expect(createMock).toHaveBeenCalledWith(
      {
        ngoId: 'sample-annapurna',
        ngoName: 'Annapurna Food Bank',
        donorUid: 'donor-uid',
        // The donor has no record (getMyDonor), so no FSSAI number.
        donorFssai: '',
        photo: false,
        deliveryLocation: '18 Residency Road',
        phone: '9876543210',
        readyBy: new Date(2030, 5, 15, 13, 0),
        food: 'Chicken biryani',
        meals: 30,
        pickup: PICKUP,
        safety: {
          kind: 'cooked',
          diet: 'nonveg',
          storage: 'hot',
          allergens: ['gluten', 'peanuts'],
          preparedAt: new Date(2030, 5, 15, 9, 30),
          labelUseBy: null,
          useBy: new Date(2030, 5, 15, 13, 15),
          weightKg: 12.5,
          containers: 'ngo',
          notes: 'Gate 2, ask for Ravi',
        },
      },
      // The form as filled in, kept with the offer should it wait for the network (outbox).
      expect.objectContaining({ path: expect.stringMatching(/^\/delivery/) }),
    );
  });

  it('asks packaged food for its label date instead of when it was made', async () => {
    createMock.mockResolvedValue({ id: 'donation-6', outcome: 'sent' });
    const { user } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    expect(screen.getByText(/we will show here until when it is safe to eat/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Packaged food (sealed, with its label)' }));
    expect(screen.queryByLabelText('When was it made?')).not.toBeInTheDocument();
    const label = screen.getByLabelText('Use-by date on the label');
    expect(label).toHaveAttribute('type', 'date');
    expect(label).toHaveAttribute('min', '2030-06-15');
    fireEvent.change(label, { target: { value: '2030-06-20' } });
    expect(screen.getByText('Safe to eat until 20 Jun, 23:59 (the date on its label)')).toBeVisible();

    await user.type(screen.getByLabelText('What food is it?'), 'Biscuits');
    await user.click(screen.getByRole('radio', { name: 'Vegan' }));
    await user.click(screen.getByRole('radio', { name: 'Room temperature' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cereals containing gluten' }));
    await user.type(screen.getByLabelText('For how many meals?'), '100');
    await user.type(screen.getByLabelText('Approximate weight (kg)'), '5');
    await user.type(screen.getByLabelText('PickUp Location'), '18 Residency Road');
    await findPickup(user);
    await user.type(screen.getByLabelText(/Contact Information/), '9876543210');
    pick('By when can you donate?', '2030-06-17T10:00');
    await user.click(screen.getByRole('radio', { name: 'I will bring containers' }));
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    await waitFor(() => expect(createMock).toHaveBeenCalledTimes(1));
    expect(createMock.mock.calls[0]?.[0].safety).toMatchObject({
      kind: 'packaged',
      diet: 'vegan',
      preparedAt: null,
      labelUseBy: new Date(2030, 5, 20, 23, 59),
      useBy: new Date(2030, 5, 20, 23, 59),
    });
  });

  it('says at once, and at Donate, that food past its safe window cannot be donated', async () => {
    const { user } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await user.click(screen.getByRole('radio', { name: 'Cooked meal' }));
    await user.click(screen.getByRole('radio', { name: 'Room temperature' }));
    pick('When was it made?', '2030-06-15T09:00');
    expect(
      screen.getByText(
        'Past its safe time: kept at room temperature, food like this is safe for 2 hours after it is made. Please do not donate it.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(screen.getByLabelText('When was it made?')).toHaveAccessibleDescription(
      'Kept this way, this food is safe for only 2 hours after it is made. That time has passed, so it cannot be donated.',
    );
  });

  it('refuses a by-when after the use-by, saying the use-by', async () => {
    const { user } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await fillAndDonate(user, { readyBy: '2030-06-15T16:00' });
    const readyBy = screen.getByLabelText('By when can you donate?');
    expect(readyBy).toHaveAccessibleDescription(
      expect.stringContaining('The food must be eaten by 15:00 today. Please choose that time or earlier.'),
    );
    expect(readyBy).toHaveFocus();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('says why food with meat cannot go to a veg-only NGO, and does not send it', async () => {
    getNgoMock.mockResolvedValue({ ...annapurna, ownerUid: 'ngo-uid', acceptsVegOnly: true });
    createMock.mockResolvedValue({ id: 'donation-7', outcome: 'sent' });
    const { user } = renderDelivery();
    expect(await screen.findByText('Accepts veg food only')).toBeVisible();
    const diet = screen.getByRole('group', { name: 'Veg or non-veg?' });
    expect(diet).toHaveAccessibleDescription('Annapurna Food Bank accepts veg food only.');
    await fillAndDonate(user, { diet: 'Non-veg' });

    expect(diet).toHaveAccessibleDescription(
      'Annapurna Food Bank accepts veg food only. Annapurna Food Bank accepts veg food only. Choose veg food, or offer it to another NGO.',
    );
    expect(screen.getByRole('radio', { name: 'Veg' })).toHaveFocus();
    expect(createMock).not.toHaveBeenCalled();

    // An open offer goes to any NGO: no such limit.
    await user.click(screen.getByRole('radio', { name: 'Any NGO near me' }));
    expect(screen.queryByText(/Choose veg food, or offer it to another NGO/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    await waitFor(() =>
      expect(createMock).toHaveBeenCalledWith(
        expect.objectContaining({ ngoId: null, safety: expect.objectContaining({ diet: 'nonveg' }) }),
        // The form as filled in, kept with the offer should it wait for the network (outbox).
        expect.objectContaining({ path: expect.stringMatching(/^\/delivery/) }),
      ),
    );
  });

  it('sends veg food to a veg-only NGO', async () => {
    getNgoMock.mockResolvedValue({ ...annapurna, ownerUid: 'ngo-uid', acceptsVegOnly: true });
    createMock.mockResolvedValue({ id: 'donation-8', outcome: 'sent' });
    const { user } = renderDelivery();
    await screen.findByText('Accepts veg food only');
    await fillAndDonate(user, { diet: 'Vegan' });
    await waitFor(() =>
      expect(createMock).toHaveBeenCalledWith(
        expect.objectContaining({ ngoId: 'sample-annapurna', safety: expect.objectContaining({ diet: 'vegan' }) }),
        // The form as filled in, kept with the offer should it wait for the network (outbox).
        expect.objectContaining({ path: expect.stringMatching(/^\/delivery/) }),
      ),
    );
  });

  it('offline, stays on the page saying the offer waits for the network, and moves on once it is sent', async () => {
    clearOutbox();
    createMock.mockImplementation(async (input) => {
      // As createDonation does when the server does not answer: the offer waits in the outbox.
      addToOutbox({ move: 'offer', donationId: 'donation-9', food: input.food });
      return { id: 'donation-9', outcome: 'queued' };
    });
    const { user, router } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await fillAndDonate(user);

    expect(await screen.findByText('Waiting for network')).toBeInTheDocument();
    expect(screen.getByText(/your offer of Rice and dal is saved on this phone/)).toBeInTheDocument();
    // No second Donate: the form is gone, and the person stays here (My donations may not be on the phone yet).
    expect(screen.queryByRole('button', { name: 'Donate' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/delivery');
    expect(screen.getByRole('link', { name: 'My donations' })).toHaveAttribute('href', '/donations');

    // The server has it (the outbox forgets a landed write): on to My donations with the thanks.
    act(() => removeFromOutbox(outboxEntries()[0]!.key));
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
    expect(router.state.location.state).toEqual({
      flash: 'Thank you! Your donation was offered to Annapurna Food Bank.',
    });
  });

  it('online but unanswered, the offer waits; its photo goes once the server has it, then on', async () => {
    clearOutbox();
    // A preview of the chosen photo: jsdom has no object URLs.
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => {};
    createMock.mockImplementation(async (input) => {
      // As createDonation does when the server is silent for 10 s: the offer waits in the outbox.
      addToOutbox({ move: 'offer', donationId: 'donation-7', food: input.food });
      return { id: 'donation-7', outcome: 'queued' };
    });
    const sent = deferred<void>();
    vi.mocked(uploadFoodPhoto).mockReturnValue(sent.promise);
    try {
      const { user, router } = renderDelivery();
      await screen.findByText('Annapurna Food Bank');
      const file = new File(['jpeg'], 'food.jpg', { type: 'image/jpeg' });
      await user.upload(screen.getByLabelText('A photo of the food (optional)'), file);
      expect(await screen.findByText(/^Photo ready to send/)).toBeInTheDocument();
      await fillAndDonate(user);

      // The offer announces its photo (the phone was online), and the page says when it goes.
      expect(createMock).toHaveBeenCalledWith(expect.objectContaining({ photo: true }), expect.anything());
      expect(await screen.findByText('Waiting for network')).toBeInTheDocument();
      expect(screen.getByText(/Your photo goes as soon as the offer has reached the server/)).toBeInTheDocument();
      expect(screen.queryByText(/The photo was not sent/)).not.toBeInTheDocument();
      expect(uploadFoodPhoto).not.toHaveBeenCalled();

      // The server has the offer: the photo goes to it, and only then on to My donations.
      act(() => removeFromOutbox(outboxEntries()[0]!.key));
      await waitFor(() => expect(uploadFoodPhoto).toHaveBeenCalledWith('donation-7', file));
      expect(await screen.findByText('Sending the photo…')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/delivery');
      sent.resolve();
      await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
      expect(uploadFoodPhoto).toHaveBeenCalledTimes(1);
    } finally {
      URL.createObjectURL = objectUrls.create;
      URL.revokeObjectURL = objectUrls.revoke;
    }
  });

  it('saves the donation and lands on My donations with a thank-you', async () => {
    createMock.mockResolvedValue({ id: 'donation-1', outcome: 'sent' });
    const { user, router } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await fillAndDonate(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
    expect(router.state.location.state).toEqual({
      flash: 'Thank you! Your donation was offered to Annapurna Food Bank.',
    });
    expect(createMock).toHaveBeenCalledWith(
      {
        ngoId: 'sample-annapurna',
        ngoName: 'Annapurna Food Bank',
        donorUid: 'donor-uid',
        // The donor has no record (getMyDonor), so no FSSAI number.
        donorFssai: '',
        photo: false,
        deliveryLocation: '18 Residency Road',
        phone: '9876543210',
        readyBy: parseLocalDateTime(READY),
        food: 'Rice and dal',
        meals: 40,
        safety: RECORD,
        pickup: PICKUP,
      },
      // The form as filled in, kept with the offer should it wait for the network (outbox).
      expect.objectContaining({ path: expect.stringMatching(/^\/delivery/) }),
    );
    expect(loadDonationDraft()).toBeNull();
  });

  it('starts the next Donate Food from the offer just made, not from what it read before', async () => {
    createMock.mockResolvedValue({ id: 'donation-1', outcome: 'sent' });
    const client = newQueryClient();
    const first = renderWithRouter(withQueries(<DeliveryPage />, client), {
      path: PATH,
      auth: { user: donor, role: 'donor' },
    });
    await screen.findByText('Annapurna Food Bank');
    await waitFor(() => expect(lastMock).toHaveBeenCalledTimes(1));
    // From now on the server's latest offer is the one about to be made.
    lastMock.mockResolvedValue(aDonation({ food: 'Rice and dal', ngoId: 'sample-annapurna' }));
    await fillAndDonate(first.user);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/donations'));
    first.unmount();

    renderWithRouter(withQueries(<DeliveryPage />, client), {
      path: '/delivery',
      auth: { user: donor, role: 'donor' },
    });
    expect(await screen.findByRole('button', { name: 'Same as last time' })).toBeInTheDocument();
  });

  it('says what went wrong when saving fails, keeps the input and offers Retry', async () => {
    createMock.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    createMock.mockResolvedValueOnce({ id: 'donation-2', outcome: 'sent' });
    const { user, router } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await fillAndDonate(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are not allowed to do that. If you think you should be, sign in again.');
    expect(alert).not.toHaveTextContent('permission-denied');
    expect(screen.getByLabelText('What food is it?')).toHaveValue('Rice and dal');
    expect(loadDonationDraft()?.food).toBe('Rice and dal');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
    expect(createMock).toHaveBeenCalledTimes(2);
  });

  it('tells a suspended donor before the form, with no form to fill and nothing to try again', async () => {
    let tell: (suspension: Suspension | null) => void = () => undefined;
    vi.mocked(watchMySuspension).mockImplementationOnce((_uid, onData) => {
      tell = onData;
      onData({ uid: 'donor-uid', reason: 'No-shows', suspendedAt: null, suspendedBy: 'admin' });
      return () => undefined;
    });
    renderDelivery();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Your account is suspended, so you cannot offer food now, and your offers that no NGO had accepted were withdrawn.',
    );
    expect(within(notice).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contactus');
    expect(screen.queryByLabelText('What food is it?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry|Try again/ })).not.toBeInTheDocument();
    expect(watchMySuspension).toHaveBeenCalledWith('donor-uid', expect.any(Function), expect.any(Function));

    // Lifted: the form is back, live.
    act(() => tell(null));
    expect(await screen.findByLabelText('What food is it?')).toBeInTheDocument();
    expect(screen.queryByText(/Your account is suspended/)).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, keeping the draft', async () => {
    const { user, router } = renderDelivery(PATH, { user: null, role: null });
    await screen.findByText('Annapurna Food Bank');
    await fillAndDonate(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/delivery?ngo=sample-annapurna' });
    expect(loadDonationDraft()).toEqual({
      food: 'Rice and dal',
      kind: 'cooked',
      diet: 'veg',
      storage: 'hot',
      preparedAt: MADE,
      labelUseBy: '',
      useBy: '',
      allergens: [],
      noAllergens: true,
      meals: '40',
      weightKg: '8',
      deliveryLocation: '18 Residency Road',
      pickup: PICKUP,
      phone: '9876543210',
      readyBy: READY,
      containers: 'donor',
      notes: '',
    });
    expect(createMock).not.toHaveBeenCalled();
  });

  it('keeps the whole record in the draft through a reload', async () => {
    const { user, unmount } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await user.click(screen.getByRole('radio', { name: 'Bakery' }));
    await user.click(screen.getByRole('radio', { name: 'Contains egg' }));
    await user.click(screen.getByRole('radio', { name: 'Frozen' }));
    pick('When was it made?', MADE);
    pick('Use by, if earlier (optional)', '2030-06-16T10:00');
    await user.click(screen.getByRole('checkbox', { name: 'Egg' }));
    await user.click(screen.getByRole('checkbox', { name: 'Milk' }));
    await user.type(screen.getByLabelText('Approximate weight (kg)'), '3.5');
    await user.click(screen.getByRole('radio', { name: 'The NGO should bring containers' }));
    await user.type(screen.getByLabelText('Notes for the NGO (optional)'), 'Back door');
    unmount();

    renderDelivery();
    expect(screen.getByRole('radio', { name: 'Bakery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Contains egg' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Frozen' })).toBeChecked();
    expect(screen.getByLabelText('When was it made?')).toHaveValue(MADE);
    expect(screen.getByLabelText('Use by, if earlier (optional)')).toHaveValue('2030-06-16T10:00');
    expect(screen.getByRole('checkbox', { name: 'Egg' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Peanuts' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();
    expect(screen.getByLabelText('Approximate weight (kg)')).toHaveValue(3.5);
    expect(screen.getByRole('radio', { name: 'The NGO should bring containers' })).toBeChecked();
    expect(screen.getByLabelText('Notes for the NGO (optional)')).toHaveValue('Back door');
    expect(screen.getByText('Safe to eat until 22 Jun, 11:00 (7 days after it was made, kept frozen)')).toBeVisible();
    await screen.findByText('Annapurna Food Bank');
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
    // A draft from before the food-safety record: its parts start empty, nothing chosen for the donor.
    expect(screen.getByRole('radio', { name: 'Cooked meal' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Veg' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();
    expect(screen.getByLabelText('When was it made?')).toHaveValue('');
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
    createMock.mockResolvedValue({ id: 'donation-3', outcome: 'sent' });
    const { user, router } = renderDelivery();
    await screen.findByText('Annapurna Food Bank');
    await user.click(screen.getByRole('radio', { name: 'Any NGO near me' }));
    await fillAndDonate(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
    expect(createMock).toHaveBeenCalledWith(
      expect.objectContaining({ ngoId: null, ngoName: '', meals: 40 }),
      // The form as filled in, kept with the offer should it wait for the network (outbox).
      expect.objectContaining({ path: expect.stringMatching(/^\/delivery/) }),
    );
    // No NGO collects from there (the directory answers none here): the thanks says so, and what to do.
    expect(router.state.location.state).toEqual({
      flash:
        'Thank you! Your offer is waiting, but no NGO collects from there yet: share it on WhatsApp so someone near sees it.',
    });
  });

  it('without a chosen NGO, offers Any NGO near me as well as the NGO list', async () => {
    createMock.mockResolvedValue({ id: 'donation-4', outcome: 'sent' });
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
    await waitFor(() =>
      expect(createMock).toHaveBeenCalledWith(
        expect.objectContaining({ ngoId: null }),
        // The form as filled in, kept with the offer should it wait for the network (outbox).
        expect.objectContaining({ path: expect.stringMatching(/^\/delivery/) }),
      ),
    );
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
    pick('By when can you donate?', later);
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
    // (The pickup place's finder has a status line of its own, empty until it finds something.)
    expect(screen.getByText(/was cancelled/).closest('[role="status"]')).toHaveTextContent(
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
    expect(screen.getByText('चुनें कि किस तरह का खाना है।')).toBeInTheDocument();
    expect(screen.getByText('लिखें कि खाना कब बना।')).toBeInTheDocument();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('asks for the food-safety record in Hindi, with its safe time', async () => {
    await activateLanguage('hi');
    const { user } = renderDelivery();
    await screen.findByText('12 Linking Road, Mumbai · सुबह');
    expect(screen.getByRole('group', { name: 'किस तरह का खाना है?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'पका हुआ खाना' }));
    expect(screen.getByRole('group', { name: 'शाकाहारी या मांसाहारी?' })).toContainElement(
      screen.getByRole('radio', { name: 'अंडे वाला' }),
    );
    await user.click(screen.getByRole('radio', { name: 'गरम (60 °C से ऊपर)' }));
    pick('खाना कब बना?', MADE);
    expect(screen.getByText('आज 15:00 तक खा सकते हैं (गरम रखा है, इसलिए बनने के 4 घंटे बाद तक)')).toBeVisible();
    expect(screen.getByLabelText('इससे पहले खा लेना हो, तो कब तक (ज़रूरी नहीं)')).toBeInTheDocument();
    const allergens = screen.getByRole('group', { name: 'एलर्जी वाली चीज़ें: क्या इसमें इनमें से कुछ है?' });
    expect(within(allergens).getByRole('checkbox', { name: 'मूंगफली' })).toBeInTheDocument();
    expect(within(allergens).getByRole('checkbox', { name: 'इनमें से कोई नहीं' })).toBeInTheDocument();
    expect(screen.getByLabelText('लगभग वज़न (किलो)')).toHaveAccessibleDescription('अंदाज़े से लिखें, जैसे 8 या 12.5।');
    expect(screen.getByRole('group', { name: 'डिब्बे कौन लाएगा?' })).toContainElement(
      screen.getByRole('radio', { name: 'डिब्बे मेरी तरफ़ से होंगे' }),
    );
    expect(screen.getByRole('radio', { name: 'एनजीओ अपने डिब्बे लाए' })).toBeInTheDocument();
    expect(screen.getByLabelText('एनजीओ के लिए नोट (ज़रूरी नहीं)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'दान करें' }));
    expect(screen.getByText('खाने में जो एलर्जी वाली चीज़ें हैं, उन पर निशान लगाएं, या ‘इनमें से कोई नहीं’ चुनें।')).toBeVisible();
    expect(screen.getByText('चुनें कि डिब्बे कौन लाएगा।')).toBeVisible();
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

describe('DeliveryPage: an offer in a minute', () => {
  /** The donor's last offer: to the demo NGO, from Bengaluru, vegan rice with peanuts. */
  const last = aDonation({
    ngoId: 'sample-annapurna',
    ngoName: 'Annapurna Food Bank',
    food: 'Lemon rice',
    meals: 35,
    deliveryLocation: '4 Church Street, Bengaluru',
    phone: '9876501234',
    pickup: PICKUP,
    safety: aSafetyRecord(
      { diet: 'vegan', allergens: ['peanuts'], weightKg: 7, containers: 'ngo', notes: 'Gate 2' },
      NOW,
    ),
  });

  it('starts from the last offer: its NGO, place, PIN and phone; Same as last time fills the food, and what changes each day is left to give', async () => {
    lastMock.mockResolvedValue(last);
    createMock.mockResolvedValue({ id: 'donation-7', outcome: 'sent' });
    const { user, router } = renderDelivery('/delivery');
    // Its NGO, place and phone without a word typed.
    expect(await screen.findByRole('radio', { name: 'Annapurna Food Bank' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('PickUp Location')).toHaveValue('4 Church Street, Bengaluru'));
    expect(screen.getByLabelText(/Contact Information/)).toHaveValue('9876501234');
    expect(screen.getByLabelText('PIN code')).toHaveValue('560001');
    expect(screen.getByText(/^Found: PIN 560001/)).toBeInTheDocument();
    expect(screen.getByLabelText('What food is it?')).toHaveValue('');

    const lastOffer = screen.getByRole('region', { name: 'Your last offer' });
    expect(lastOffer).toHaveTextContent('Lemon rice · 35 meals · Vegan');
    await user.click(within(lastOffer).getByRole('button', { name: 'Same as last time' }));
    expect(screen.getByLabelText('What food is it?')).toHaveValue('Lemon rice');
    expect(screen.getByRole('radio', { name: 'Cooked meal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Vegan/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    expect(screen.getByLabelText('For how many meals?')).toHaveValue(35);
    expect(screen.getByRole('radio', { name: 'The NGO should bring containers' })).toBeChecked();
    // When it was made is the next thing to give.
    expect(screen.getByLabelText('When was it made?')).toHaveValue('');
    expect(screen.getByLabelText('When was it made?')).toHaveFocus();
    expect(screen.getByLabelText('By when can you donate?')).toHaveValue('');

    pick('When was it made?', MADE);
    pick('By when can you donate?', READY);
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
    expect(createMock).toHaveBeenCalledWith(
      expect.objectContaining({
        ngoId: 'sample-annapurna',
        food: 'Lemon rice',
        meals: 35,
        phone: '9876501234',
        deliveryLocation: '4 Church Street, Bengaluru',
        pickup: PICKUP,
        safety: expect.objectContaining({ diet: 'vegan', allergens: ['peanuts'], weightKg: 7, notes: 'Gate 2' }),
      }),
      expect.anything(),
    );
  });

  it('an NGO named in the address wins over the last offer’s, and what was typed is never overwritten', async () => {
    // The last offer arrives only after the donor has typed a phone number.
    const lastOne = deferred<Donation | null>();
    lastMock.mockReturnValue(lastOne.promise);
    const { user } = renderDelivery();
    await user.type(screen.getByLabelText(/Contact Information/), '9000000001');
    await act(async () => lastOne.resolve({ ...last, ngoId: null, ngoName: '' }));
    expect(await screen.findByRole('radio', { name: 'Annapurna Food Bank' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('PickUp Location')).toHaveValue('4 Church Street, Bengaluru'));
    expect(screen.getByLabelText(/Contact Information/)).toHaveValue('9000000001');
  });

  it.each([
    ['the phone box', /Contact Information/, 'PickUp Location', '9000000001'],
    ['the PIN box', 'PIN code', /Contact Information/, '600001'],
  ])(
    'the last offer arriving while the donor is in %s fills the other boxes, not that one',
    async (_box, inBox, other, typed) => {
      const lastOne = deferred<Donation | null>();
      lastMock.mockReturnValue(lastOne.promise);
      const { user } = renderDelivery('/delivery');
      const box = screen.getByLabelText(inBox);
      await user.click(box);
      await act(async () => lastOne.resolve(last));
      await waitFor(() => expect(screen.getByLabelText(other)).not.toHaveValue(''));
      // Filled under the cursor, what the donor types next would be added to the last offer's.
      expect(box).toHaveValue('');
      await user.keyboard(typed);
      expect(box).toHaveValue(typed);
    },
  );

  it('an open offer says, before it is sent, how many NGOs collect from where the food is', async () => {
    lastMock.mockResolvedValue({ ...last, ngoId: null, ngoName: '' });
    const collector = (id: string, name: string) => ({
      ...annapurna,
      id,
      nameOrg: name,
      ownerUid: id,
      location: PICKUP,
      radiusKm: 10,
    });
    nearMock.mockResolvedValue([
      { ngo: collector('a', 'Seva Bengaluru'), distanceKm: 1.2 },
      { ngo: collector('b', 'Roti Bank'), distanceKm: 3.4 },
      { ngo: { ...collector('c', 'Far Kitchen'), radiusKm: 2 }, distanceKm: 8 },
    ]);
    renderDelivery('/delivery');
    // The last offer was open: so is this one, from the same place.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Any NGO near me' })).toBeChecked());
    expect(await screen.findByText('2 NGOs collect from here: Seva Bengaluru, Roti Bank.')).toBeInTheDocument();
    expect(nearMock).toHaveBeenCalledWith(PICKUP, 50);
  });

  it('an open offer from a place no NGO covers says so, and offers the nearest NGOs beyond their range instead', async () => {
    lastMock.mockResolvedValue({ ...last, ngoId: null, ngoName: '' });
    const far = { ...annapurna, id: 'far', nameOrg: 'Far Kitchen', ownerUid: 'far', location: PICKUP, radiusKm: 5 };
    nearMock.mockResolvedValue([{ ngo: far, distanceKm: 12.3 }]);
    getNgoMock.mockImplementation(async (id) => (id === 'far' ? far : annapurna));
    const { user, router } = renderDelivery('/delivery');
    expect(
      await screen.findByText('No NGO on FoodBridge collects from here yet, so nobody would see this open offer.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Far Kitchen: 12.3 km away, collects within 5 km')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offer to Far Kitchen' }));
    expect(router.state.location.search).toBe('?ngo=far');
    expect(await screen.findByRole('radio', { name: 'Far Kitchen' })).toBeChecked();
    // The form as it was.
    expect(screen.getByLabelText('PickUp Location')).toHaveValue('4 Church Street, Bengaluru');
  });
});
