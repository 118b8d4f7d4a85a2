// Component tests: only the services are mocked, at the module boundary (src/services/ngo-directory). The
// real listNgos() runs against the Firestore emulator in tests/integration/core-flows.test.ts and
// end to end.
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { listNgos, ngoRecordsOf, teamCountsOf } from '../../services/ngo-directory';
import type { NgoRecord } from '../../services/record-model';
import { findNgosNear, sortNearby } from '../../services/ngo-near';
import type { Ngo } from '../../services/ngo-model';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { NgoListPage } from './NgoListPage';

vi.mock('../../services/ngo-directory', () => ({
  listNgos: vi.fn(),
  liteDb: vi.fn(),
  teamCountsOf: vi.fn(() => Promise.resolve({})),
  ngoRecordsOf: vi.fn(() => Promise.resolve({})),
}));
// 'Near me' reads Firestore too: its query is mocked at the same boundary (tests/e2e/near.spec.ts
// runs it against the emulator); sortNearby, the order, is the real one.
vi.mock('../../services/ngo-near', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngo-near')>()),
  findNgosNear: vi.fn(),
}));

const listMock = vi.mocked(listNgos);

function ngo(id: string, overrides: Partial<Ngo> = {}): Ngo {
  return {
    id,
    nameOrg: `NGO ${id}`,
    name: 'Priya Sharma',
    email: `${id}@example.org`,
    time: 'Morning',
    meals: 10,
    mealno: '10 meals',
    address: '1 Main Street',
    city: 'Mumbai',
    zip: '400001',
    imageUrl: '',
    ownerUid: null,
    verified: false,
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
    ...overrides,
  };
}

/** A registered NGO that receives offers: its own account, verified, with its place and radius. */
const annapurna = ngo('sample-annapurna', {
  nameOrg: 'Annapurna Food Bank',
  meals: 29,
  address: '12 Linking Road, Bandra West',
  city: 'Mumbai',
  ownerUid: 'sample-annapurna',
  verified: true,
  acceptsVegOnly: true,
  location: { lat: 19.0596, lng: 72.8295, geohash: 'te7ud2xr1x', pin: '400050' },
  radiusKm: 8,
});
const roti = ngo('sample-roti-ghar', {
  nameOrg: 'Roti Ghar Trust',
  name: 'Arjun Mehta',
  time: 'AfterNoon',
  // A document of the earlier app: mealno text only.
  meals: 19,
  mealno: '19 meals',
  city: '',
  address: '44 Chandni Chowk',
  imageUrl: 'https://example.org/roti.png',
});

beforeEach(() => {
  listMock.mockReset();
});

const renderList = () => renderWithRouter(withQueries(<NgoListPage />), { path: '/ngoList' });

/** The list showing Annapurna and Roti Ghar, loaded. */
async function renderListOfTwo() {
  listMock.mockResolvedValue({ ngos: [annapurna, roti], next: null });
  const rendered = renderList();
  await screen.findAllByRole('listitem');
  return rendered;
}

describe('NgoListPage', () => {
  it('says how many volunteers an NGO has in its team, and nothing for one without a team', async () => {
    vi.mocked(teamCountsOf).mockResolvedValueOnce({ [annapurna.id]: 3 });
    await renderListOfTwo();
    const cards = screen.getAllByRole('listitem');
    expect(await within(cards[0]!).findByText('3 volunteers in its team')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/volunteers? in its team/)).toBeNull();
    expect(vi.mocked(teamCountsOf)).toHaveBeenCalledWith([annapurna.id, roti.id]);
  });

  it('shows the share of accepted pickups an NGO collected once it has 10, and nothing before', async () => {
    vi.mocked(ngoRecordsOf).mockResolvedValueOnce({
      [annapurna.id]: { collected: 116, noShows: 4 },
      [roti.id]: { collected: 8, noShows: 1 },
    });
    await renderListOfTwo();
    const cards = screen.getAllByRole('listitem');
    expect(await within(cards[0]!).findByText('Collected 96 % of 120 accepted pickups')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/accepted pickups?/)).toBeNull();
    expect(vi.mocked(ngoRecordsOf)).toHaveBeenCalledWith([annapurna.id, roti.id]);
  });

  it('invites people to fight hunger and shows a card for every NGO loaded', async () => {
    listMock.mockResolvedValue({ ngos: [annapurna, roti], next: null });
    renderList();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/fight hunger/i);
    expect(screen.getByRole('status')).toHaveTextContent('Loading NGOs…');

    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Annapurna Food Bank' })).toBeInTheDocument();
    // Every number says what it is; the area, the time slot and veg only are on the card.
    const row = (card: HTMLElement, term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(row(cards[0]!, 'Can take')).toBe('up to 29 meals at a time');
    expect(row(cards[0]!, 'Collects')).toBe('within 8 km of PIN 400050');
    expect(row(cards[0]!, 'Time')).toBe('Morning');
    expect(row(cards[0]!, 'Food')).toBe('Veg only');
    expect(first.getByText('12 Linking Road, Bandra West, Mumbai')).toBeInTheDocument();
    expect(first.getByText('Priya Sharma')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'sample-annapurna@example.org' })).toHaveAttribute(
      'href',
      'mailto:sample-annapurna@example.org',
    );
    expect(first.getByText('Receives offers on FoodBridge')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Donate food to Annapurna Food Bank' })).toHaveAttribute(
      'href',
      '/delivery?ngo=sample-annapurna',
    );
    // No logo: a neutral placeholder, sized and lazy.
    const placeholder = cards[0]!.querySelector('img')!;
    expect(placeholder).toHaveAttribute('src', '/ngo-placeholder.svg');
    expect(placeholder).toHaveAttribute('width', '64');
    expect(placeholder).toHaveAttribute('loading', 'lazy');

    const second = within(cards[1]!);
    expect(second.getByRole('img', { name: 'Roti Ghar Trust logo' })).toHaveAttribute(
      'src',
      'https://example.org/roti.png',
    );
    expect(row(cards[1]!, 'Can take')).toBe('up to 19 meals at a time');
    expect(second.getByText('44 Chandni Chowk')).toBeInTheDocument();
    // A listed NGO without an account: no Donate button, and why.
    expect(second.getByText('Listed only')).toBeInTheDocument();
    expect(second.queryByRole('link', { name: /^Donate food/ })).not.toBeInTheDocument();
    expect(
      second.getByText(
        'Nobody at this NGO uses FoodBridge yet, so it cannot receive offers here. Contact them directly.',
      ),
    ).toBeInTheDocument();

    expect(listMock).toHaveBeenCalledTimes(1);
    expect(listMock).toHaveBeenCalledWith({ search: '', slot: '', pageSize: 12 });
  });

  it('gives a WhatsApp link on the card of an NGO that shares its number, and none otherwise', async () => {
    listMock.mockResolvedValue({ ngos: [{ ...annapurna, whatsapp: '9876500011' }, roti], next: null });
    renderList();
    const cards = await screen.findAllByRole('listitem');
    const link = within(cards[0]!).getByRole('link', {
      name: 'WhatsApp Annapurna Food Bank at 9876500011 (opens WhatsApp)',
    });
    expect(link).toHaveAttribute('href', 'https://wa.me/919876500011');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(cards[1]!).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('searches with a Firestore query once typing pauses, not on every key', async () => {
    const { user } = await renderListOfTwo();

    listMock.mockResolvedValue({ ngos: [annapurna], next: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search NGOs by name, city or address' }), 'Mumbai');

    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ search: 'mumbai', slot: '', pageSize: 12 }));
    expect(listMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 NGO that matches your search.');
  });

  it('filters by time slot', async () => {
    const { user } = await renderListOfTwo();

    const select = screen.getByRole('combobox', { name: 'Time slot' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any time', 'Morning', 'AfterNoon', 'Evening']);
    await user.selectOptions(select, 'Evening');
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ search: '', slot: 'Evening', pageSize: 12 }));
  });

  it('says when no NGO matches, and Clear search brings the list back at once', async () => {
    listMock.mockResolvedValueOnce({ ngos: [annapurna], next: null });
    listMock.mockResolvedValueOnce({ ngos: [], next: null });
    const { user } = renderList();
    await screen.findAllByRole('listitem');

    await user.type(screen.getByRole('searchbox'), 'Atlantis');
    expect(await screen.findByText('No NGO matches “Atlantis”.')).toBeInTheDocument();
    expect(listMock).toHaveBeenLastCalledWith({ search: 'atlantis', slot: '', pageSize: 12 });

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    // The list read a moment ago comes back as it was, without waiting for the server again.
    expect(await screen.findByRole('heading', { name: 'Annapurna Food Bank' })).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledTimes(2);
  });

  it('says in plain words when loading fails, and Retry loads again', async () => {
    listMock.mockRejectedValueOnce(Object.assign(new Error('Firestore unavailable'), { code: 'unavailable' }));
    listMock.mockResolvedValueOnce({ ngos: [annapurna], next: null });
    const { user } = renderList();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not load the NGOs. We could not reach the server. Check your connection and try again.',
    );
    expect(alert).not.toHaveTextContent('unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Annapurna Food Bank' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listMock).toHaveBeenLastCalledWith({ search: '', slot: '', pageSize: 12 });
  });

  it('says when no NGO has joined yet', async () => {
    listMock.mockResolvedValue({ ngos: [], next: null });
    renderList();
    expect(await screen.findByText('No NGOs have joined yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('reads 12 at a time and Load more asks for the next page after the last card', async () => {
    const firstPage = Array.from({ length: 12 }, (_, i) => ngo(`n${String(i).padStart(2, '0')}`));
    const cursor = { nameOrg: 'NGO n11', id: 'n11' };
    listMock.mockResolvedValueOnce({ ngos: firstPage, next: cursor });
    listMock.mockResolvedValueOnce({ ngos: [ngo('n12'), ngo('n13')], next: null });
    const { user } = renderList();

    expect(await screen.findAllByRole('listitem')).toHaveLength(12);
    expect(listMock).toHaveBeenLastCalledWith({ search: '', slot: '', pageSize: 12 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 NGOs — more below.');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(14));
    expect(listMock).toHaveBeenLastCalledWith({ search: '', slot: '', after: cursor, pageSize: 12 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 14 NGOs.');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the cards when Load more fails and offers Retry', async () => {
    listMock.mockResolvedValueOnce({
      ngos: [annapurna],
      next: { nameOrg: 'Annapurna Food Bank', id: 'sample-annapurna' },
    });
    listMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'deadline-exceeded' }));
    listMock.mockResolvedValueOnce({ ngos: [roti], next: null });
    const { user } = renderList();
    await screen.findAllByRole('listitem');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not load more NGOs. The server took too long to answer. Please try again.',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listMock).toHaveBeenLastCalledWith({
      search: '',
      slot: '',
      after: { nameOrg: 'Annapurna Food Bank', id: 'sample-annapurna' },
      pageSize: 12,
    });
  });

  it('renders at build time exactly as the browser first renders it, then loads the NGOs', async () => {
    listMock.mockResolvedValue({ ngos: [annapurna], next: null });
    const page = () =>
      withQueries(
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <NgoListPage /> }], { initialEntries: ['/ngoList'] })}
        />,
      );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    expect(within(container).getByRole('status')).toHaveTextContent('Loading NGOs…');
    expect(listMock).not.toHaveBeenCalled();

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(await within(container).findByRole('heading', { name: 'Annapurna Food Bank' })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    container.remove();
  });
});

describe('NgoListPage in Hindi', () => {
  it('speaks Hindi: the search, the status line and each card, with meals in Indian grouping', async () => {
    await activateLanguage('hi');
    listMock.mockResolvedValue({ ngos: [{ ...annapurna, meals: 100000 }, roti], next: null });
    const { user } = renderList();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('एनजीओ खोजें, भूख मिटाएं');
    expect(screen.getByRole('searchbox', { name: 'नाम, शहर या पते से एनजीओ खोजें' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(screen.getByRole('status')).toHaveTextContent('2 एनजीओ दिख रहे हैं।');

    const first = within(cards[0]!);
    expect(first.getByText('एक बार में 1,00,000 भोजन तक')).toBeInTheDocument();
    expect(first.getByText('FoodBridge पर ऑफ़र लेता है')).toBeInTheDocument();
    expect(first.getByText('पता')).toBeInTheDocument();
    expect(first.getByText('सुबह')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Annapurna Food Bank को खाना दान करें' })).toHaveTextContent('खाना दान करें');
    expect(within(cards[1]!).getByText('एक बार में 19 भोजन तक')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('सिर्फ़ सूची में')).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'समय' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['कोई भी समय', 'सुबह', 'दोपहर', 'शाम']);
    listMock.mockResolvedValue({ ngos: [], next: null });
    await user.selectOptions(select, 'शाम');
    expect(await screen.findByText('“शाम” से कोई एनजीओ नहीं मिला।')).toBeInTheDocument();
    expect(listMock).toHaveBeenLastCalledWith({ search: '', slot: 'Evening', pageSize: 12 });
    expect(screen.getByRole('button', { name: 'खोज हटाएं' })).toBeInTheDocument();
  });
});

describe('NgoListPage: sorted by distance', () => {
  // The PIN table's download is the edge stubbed here (no site serves public/pins/ in a unit test).
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/pins/41.json')
          ? Response.json({ '411001': [18.5296, 73.876] })
          : new Response('', { status: 404 }),
      ),
    );
    return () => vi.unstubAllGlobals();
  });

  it('finds NGOs near a PIN code: those that collect from there first, each saying how far and whether it is within its area; the search box still filters', async () => {
    listMock.mockResolvedValue({ ngos: [annapurna, roti], next: null });
    const placed = { location: { lat: 18.52, lng: 73.85, geohash: 'tek3e2xr1x', pin: '411004' } };
    const feeding = ngo('sample-feeding-hands', { nameOrg: 'Feeding Hands Society', city: 'Pune', ...placed });
    const newcomer = ngo('new-kitchen', { nameOrg: 'New Kitchen', city: 'Pune', ownerUid: 'u-new', ...placed });
    const seva = ngo('seva', { nameOrg: 'Seva Pune', ownerUid: 'u-seva', verified: true, radiusKm: 20, ...placed });
    const far = ngo('far', { nameOrg: 'Far Kitchen', ownerUid: 'u-far', verified: true, radiusKm: 5, ...placed });
    vi.mocked(findNgosNear).mockResolvedValue({
      radiusKm: 25,
      ngos: sortNearby([
        { ngo: newcomer, distanceKm: 0.8 },
        { ngo: seva, distanceKm: 12.34 },
        { ngo: feeding, distanceKm: 4.56 },
        { ngo: far, distanceKm: 7 },
      ]),
    });
    // Records of pickups: Seva Pune has one, wherever its card is.
    vi.mocked(ngoRecordsOf).mockImplementation(async (ids): Promise<Record<string, NgoRecord>> =>
      ids.includes('seva') ? { seva: { collected: 30, noShows: 0 } } : {},
    );
    const { user } = renderList();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Sort by distance' }));
    await user.type(await screen.findByLabelText('PIN code'), '411001');
    expect(
      await screen.findByText(
        '4 NGOs within 25 km of PIN 411001: those that collect from there first, then the nearest.',
      ),
    ).toBeInTheDocument();
    expect(vi.mocked(findNgosNear)).toHaveBeenCalledWith(expect.objectContaining({ pin: '411001', lat: 18.5296 }), 12);
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Seva Pune', 'Far Kitchen', 'New Kitchen', 'Feeding Hands Society']);
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]!).getByText('12.3 km away, within its area')).toBeInTheDocument();
    expect(await within(cards[0]!).findByText('Collected 100 % of 30 accepted pickups')).toBeInTheDocument();
    expect(vi.mocked(ngoRecordsOf)).toHaveBeenLastCalledWith(['seva', 'far', 'new-kitchen', 'sample-feeding-hands']);
    // Near is the NGO's own radius: 7 km is beyond the 5 km this one collects from.
    expect(within(cards[1]!).getByText('7 km away, beyond the 5 km it collects from')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('0.8 km away')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Not verified yet')).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('link', { name: /^Donate food/ })).not.toBeInTheDocument();
    expect(screen.getByText('NGOs that have not set their place yet are only in the A–Z list.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search NGOs by name, city or address'), 'seva');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Seva Pune']),
    );

    await user.click(screen.getByRole('button', { name: 'Back to the A–Z list' }));
    expect(screen.getByRole('button', { name: 'Sort by distance' })).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN code')).not.toBeInTheDocument();
  });

  it('says so when no NGO near has set its place', async () => {
    listMock.mockResolvedValue({ ngos: [annapurna], next: null });
    vi.mocked(findNgosNear).mockResolvedValue({ radiusKm: 250, ngos: [] });
    const { user } = renderList();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Sort by distance' }));
    await user.type(await screen.findByLabelText('PIN code'), '411001');
    expect(await screen.findByText('No NGO has set its place within 250 km of PIN 411001.')).toBeInTheDocument();
  });
});
