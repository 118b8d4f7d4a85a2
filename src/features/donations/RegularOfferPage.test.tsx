// Component tests of the regular-offer form's choices. Only the services are mocked, at the module
// boundary (the NGO read, the series write): a series is created for real against the emulators
// in tests/integration/series.test.ts and end to end in tests/e2e/series.spec.ts.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeries } from '../../services/series';
import { getNgo, type Ngo } from '../../services/ngos';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { RegularOfferPage } from './RegularOfferPage';

vi.mock('../../services/ngos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngos')>()),
  getNgo: vi.fn(),
}));
vi.mock('../../services/series', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/series')>()),
  createSeries: vi.fn(),
}));

const rotiGhar = {
  id: 'ngo-roti',
  nameOrg: 'Roti Ghar Trust',
  address: '9 Park Street',
  city: 'Kolkata',
  time: 'Evening',
  ownerUid: 'ngo-roti',
  verified: true,
  acceptsVegOnly: false,
} as unknown as Ngo;

const donor = { user: { uid: 'donor-uid', email: 'd@example.org', displayName: 'Asha' }, role: 'donor' as const };
const CHOOSE_FIRST = 'Please choose the NGO that should receive your food first, or choose ‘Any NGO near me’.';

beforeEach(() => {
  vi.mocked(getNgo).mockResolvedValue(rotiGhar);
  vi.mocked(createSeries).mockResolvedValue('s1');
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('who takes a regular offer', () => {
  it('the NGO the address names is chosen; Any NGO near me makes it an open offer', async () => {
    const { user } = renderWithRouter(withQueries(<RegularOfferPage />), { path: '/?ngo=ngo-roti', auth: donor });
    const choice = await screen.findByRole('radio', { name: 'Roti Ghar Trust' });
    expect(choice).toBeChecked();
    expect(screen.getByText(/offered once to Roti Ghar Trust\./)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Any NGO near me' }));
    expect(screen.getByText(/Each day you confirm reaches the NGOs near the pickup\./)).toBeInTheDocument();
  });

  it('to an NGO but none chosen: Start asks for one at once, beside the form’s own messages, and sends nothing', async () => {
    const { user } = renderWithRouter(withQueries(<RegularOfferPage />), { auth: donor });
    expect(screen.getByRole('radio', { name: 'Any NGO near me' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'An NGO you choose' }));
    await user.click(screen.getByRole('button', { name: 'Start regular offer' }));
    expect(await screen.findByText(CHOOSE_FIRST)).toBeInTheDocument();
    expect(createSeries).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Any NGO near me' }));
    expect(screen.queryByText(CHOOSE_FIRST)).toBeNull();
  });
});

describe('the usual allergens', () => {
  it('the message to tick them goes as soon as ‘None of these’ is ticked', async () => {
    const { user } = renderWithRouter(withQueries(<RegularOfferPage />), { auth: donor });
    await user.click(screen.getByRole('button', { name: 'Start regular offer' }));
    const allergens = screen.getByRole('group', { name: /^Allergens/ });
    expect(await within(allergens).findByText(/Please tick the allergens/)).toBeInTheDocument();
    await user.click(within(allergens).getByRole('checkbox', { name: 'None of these' }));
    expect(within(allergens).queryByText(/Please tick the allergens/)).toBeNull();
  });
});
