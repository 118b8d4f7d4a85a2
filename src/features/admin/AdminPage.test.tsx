// Component tests: only the services are mocked, at the module boundary (src/services/donors,
// src/services/ngos, src/services/ngo-admin, src/services/suspensions, src/services/inbox and src/services/audit). The real services run against the Firestore emulator and its rules in
// tests/integration/core-flows.test.ts and end to end.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../config/paths';
import { activateLanguage } from '../../i18n';
import type { AuthUser } from '../../lib/auth-context';
import { formatToday } from '../../lib/dates';
import { deleteDonor, listDonors, type Donor } from '../../services/donors';
import { listContactMessages, listSubscribers, type InboxCursor } from '../../services/inbox';
import { countDonationsSince, countOffersWaiting } from '../../services/donation-counts';
import {
  countNgosWaiting,
  deleteNgoProfile,
  listNgoQueue,
  listNgosToReverify,
  makeNgoSearchable,
  setNgoVerification,
} from '../../services/ngo-admin';
import { listNgos, type Ngo } from '../../services/ngos';
import { listSuspensions, suspendAccount, unsuspendAccount, type SuspendedAccount } from '../../services/suspensions';
import { listAuditEntries } from '../../services/audit';
import { newQueryClient, withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { AdminPage } from './AdminPage';
import { REASON_MESSAGES } from './suspension-schema';

vi.mock('../../services/donors', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donors')>()),
  listDonors: vi.fn(),
  deleteDonor: vi.fn(),
}));
vi.mock('../../services/inbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/inbox')>()),
  listContactMessages: vi.fn(),
  listSubscribers: vi.fn(),
}));
vi.mock('../../services/ngos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngos')>()),
  listNgos: vi.fn(),
}));
vi.mock('../../services/ngo-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngo-admin')>()),
  setNgoVerification: vi.fn(),
  makeNgoSearchable: vi.fn(),
  listNgosToReverify: vi.fn(),
  listNgoQueue: vi.fn(),
  countNgosWaiting: vi.fn(),
  deleteNgoProfile: vi.fn(),
}));
vi.mock('../../services/audit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/audit')>()),
  listAuditEntries: vi.fn(),
}));
vi.mock('../../services/donation-counts', () => ({
  countDonationsSince: vi.fn(),
  countOffersWaiting: vi.fn(),
}));
vi.mock('../../services/suspensions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/suspensions')>()),
  listSuspensions: vi.fn(),
  suspendAccount: vi.fn(),
  unsuspendAccount: vi.fn(),
}));

const listDonorsMock = vi.mocked(listDonors);
const deleteMock = vi.mocked(deleteDonor);
const listNgosMock = vi.mocked(listNgos);
const verifyMock = vi.mocked(setNgoVerification);
const reverifyListMock = vi.mocked(listNgosToReverify);
const queueMock = vi.mocked(listNgoQueue);
const waitingMock = vi.mocked(countNgosWaiting);
const deleteNgoMock = vi.mocked(deleteNgoProfile);
const todayMock = vi.mocked(countDonationsSince);
const offersMock = vi.mocked(countOffersWaiting);
const suspensionsMock = vi.mocked(listSuspensions);
const suspendMock = vi.mocked(suspendAccount);
const unsuspendMock = vi.mocked(unsuspendAccount);
const searchableMock = vi.mocked(makeNgoSearchable);
const messagesMock = vi.mocked(listContactMessages);
const subscribersMock = vi.mocked(listSubscribers);
const auditMock = vi.mocked(listAuditEntries);

const admin: AuthUser = { uid: 'admin-uid', email: 'admin@example.org', displayName: 'Meera Admin' };
const auth = { user: admin, role: 'admin' as const };

function donor(id: string, name: string, overrides: Partial<Donor> = {}): Donor {
  return {
    id,
    name,
    email: `${id}@example.org`,
    phone: '9876543210',
    address: '5 Church Street',
    city: 'Bengaluru',
    state: '',
    zip: '',
    country: 'India',
    fssai: '',
    ownerUid: null,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

function ngo(id: string, nameOrg: string, verified: boolean): Ngo {
  return {
    id,
    nameOrg,
    name: 'Contact',
    email: `${id}@example.org`,
    time: 'Morning',
    meals: 10,
    mealno: '10 meals',
    address: '1 Road',
    city: 'Delhi',
    zip: '',
    imageUrl: '',
    ownerUid: null,
    verified,
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
}

/** The dashboard with a query cache of its own, failing at once as the app's does (no retries). */
function renderAdmin(client = newQueryClient()) {
  const result = renderWithRouter(withQueries(<AdminPage />, client), { path: PATHS.admin, auth });
  return { ...result, client };
}

const kavya = donor('kavya', 'Kavya Iyer');
const rahul = donor('rahul', 'Rahul Verma', { city: '', address: '22 Hazratganj, Lucknow', country: '' });

beforeEach(() => {
  for (const mock of [
    listDonorsMock,
    deleteMock,
    listNgosMock,
    verifyMock,
    searchableMock,
    messagesMock,
    subscribersMock,
    reverifyListMock,
    suspensionsMock,
    suspendMock,
    unsuspendMock,
    queueMock,
    waitingMock,
    deleteNgoMock,
    todayMock,
    offersMock,
    auditMock,
  ]) {
    mock.mockReset();
  }
  auditMock.mockResolvedValue({ items: [], next: null });
  queueMock.mockResolvedValue({ items: [], next: null });
  waitingMock.mockResolvedValue({ count: 0, atLeast: false });
  todayMock.mockResolvedValue({ count: 0, atLeast: false });
  offersMock.mockResolvedValue({ count: 0, atLeast: false });
  reverifyListMock.mockResolvedValue({ items: [], next: null });
  suspensionsMock.mockResolvedValue({ items: [], next: null });
  messagesMock.mockResolvedValue({ items: [], next: null });
  subscribersMock.mockResolvedValue({ items: [], next: null });
  listDonorsMock.mockResolvedValue({ donors: [kavya, rahul], next: null });
  listNgosMock.mockResolvedValue({
    ngos: [ngo('annapurna', 'Annapurna Food Bank', true), ngo('roti', 'Roti Ghar Trust', false)],
    next: null,
  });
});

describe('AdminPage', () => {
  it("shows today's date, the title, Refresh List and the donor table", async () => {
    renderAdmin();
    expect(screen.getByText(formatToday(new Date()))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin DashBoard');
    expect(screen.getByRole('button', { name: 'Refresh List' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Donor records' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['ID', 'UserName', 'PhoneNo', 'Email', 'Address', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(rows[0]).toHaveTextContent('Kavya Iyer');
    expect(rows[0]).toHaveTextContent('5 Church Street, Bengaluru');
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(rows[1]).toHaveTextContent('22 Hazratganj, Lucknow');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Kavya Iyer' })).toHaveAttribute(
      'href',
      '/donorProfile?id=kavya',
    );
  });

  it('asks before deleting; Cancel keeps the record and gives focus back', async () => {
    const { user } = renderAdmin();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Kavya Iyer' });
    await user.click(deleteButton);

    const dialog = screen.getByRole('dialog', { name: 'Delete the donor record of Kavya Iyer?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(
      'The record of Kavya Iyer (kavya@example.org) — name, phone and address — is deleted for good. Their sign-in account, if they have one, and their donations stay.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Tab stays inside the dialog.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete record' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('Escape closes the dialog without deleting', async () => {
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Rahul Verma' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('deletes after confirmation: the row leaves, the others renumber, and a notice says so', async () => {
    deleteMock.mockResolvedValue(undefined);
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Kavya Iyer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete record' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteMock).toHaveBeenCalledWith(expect.objectContaining({ id: 'kavya' }));
    const table = screen.getByRole('table', { name: 'Donor records' });
    expect(within(table).queryByRole('row', { name: /Kavya Iyer/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Rahul Verma/ })).toHaveTextContent(/^1/);
    expect(screen.getByText('The record of Kavya Iyer was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Donor records' })).toHaveFocus();

    // Refresh List takes the notice away.
    await user.click(screen.getByRole('button', { name: 'Refresh List' }));
    expect(screen.queryByText('The record of Kavya Iyer was deleted.')).not.toBeInTheDocument();
  });

  it('shows Deleting as pending in the dialog, whose Cancel cannot be pressed meanwhile', async () => {
    let finish: () => void = () => {};
    deleteMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Kavya Iyer' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with a plain message when deleting fails', async () => {
    deleteMock.mockRejectedValue(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Kavya Iyer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete record' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do that. If you think you should be, sign in again.',
    );
  });

  it('lists NGOs with their verified state and Verify / Unverify toggles it', async () => {
    verifyMock.mockResolvedValue(undefined);
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'NGOs' });
    expect(listNgosMock).toHaveBeenCalledWith({ pageSize: 50, after: null });
    const roti = within(table).getByRole('row', { name: /Roti Ghar Trust/ });
    expect(roti).toHaveTextContent('Not verified');

    await user.click(within(roti).getByRole('button', { name: 'Verify Roti Ghar Trust' }));
    expect(verifyMock).toHaveBeenCalledWith(expect.objectContaining({ id: 'roti' }), true);
    expect(await within(roti).findByRole('button', { name: 'Unverify Roti Ghar Trust' })).toBeInTheDocument();
    expect(roti).toHaveTextContent('Verified');

    await user.click(within(table).getByRole('button', { name: 'Unverify Annapurna Food Bank' }));
    expect(verifyMock).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'annapurna' }), false);
    expect(await within(table).findByRole('button', { name: 'Verify Annapurna Food Bank' })).toBeInTheDocument();
  });

  it("offers to add the earlier app's NGOs to search, and says so when that fails", async () => {
    const legacy = { ...ngo('legacy', 'Old Roti Bank', false), searchable: false };
    listNgosMock.mockResolvedValue({ ngos: [ngo('annapurna', 'Annapurna Food Bank', true), legacy], next: null });
    searchableMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    searchableMock.mockResolvedValueOnce(undefined);
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'NGOs' });
    const row = within(table).getByRole('row', { name: /Old Roti Bank/ });
    expect(row).toHaveTextContent('Search cannot find it yet');
    expect(within(table).getByRole('row', { name: /Annapurna/ })).not.toHaveTextContent('Search cannot find it yet');
    expect(within(table).queryByRole('button', { name: 'Add Annapurna Food Bank to search' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Add Old Roti Bank to search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Old Roti Bank was not changed. We could not reach the server.',
    );
    await user.click(within(row).getByRole('button', { name: 'Add Old Roti Bank to search' }));
    await waitFor(() => expect(row).not.toHaveTextContent('Search cannot find it yet'));
    expect(searchableMock).toHaveBeenLastCalledWith(legacy);
    expect(within(row).queryByRole('button', { name: /to search/ })).not.toBeInTheDocument();
  });

  it('makes one change to the NGOs at a time', async () => {
    let finish: () => void = () => {};
    verifyMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'NGOs' });
    await user.click(within(table).getByRole('button', { name: 'Verify Roti Ghar Trust' }));
    expect(within(table).getByRole('button', { name: 'Unverify Annapurna Food Bank' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Verify Roti Ghar Trust' })).toBeDisabled();

    finish();
    expect(await within(table).findByRole('button', { name: 'Unverify Roti Ghar Trust' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Unverify Annapurna Food Bank' })).toBeEnabled();
    expect(verifyMock).toHaveBeenCalledTimes(1);
  });

  it('shows loading, then an error with Retry, and an empty state', async () => {
    listDonorsMock.mockReset();
    listDonorsMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    listDonorsMock.mockResolvedValueOnce({ donors: [], next: null });
    const { user } = renderAdmin();
    expect(screen.getByRole('status', { name: 'Loading donor records' })).toBeInTheDocument();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the donor records. We could not reach the server.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no donor records yet.')).toBeInTheDocument();
  });

  it('reads donor records a page at a time: Load more adds the next page, numbered on, until the last', async () => {
    listDonorsMock.mockReset();
    listDonorsMock.mockResolvedValueOnce({ donors: [kavya], next: 'kavya' });
    listDonorsMock.mockResolvedValueOnce({ donors: [rahul], next: null });
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Donor records' });
    expect(within(table).getAllByRole('row')).toHaveLength(2); // the header and Kavya

    await user.click(screen.getByRole('button', { name: 'Load more donor records' }));
    expect(await within(table).findByRole('row', { name: /Rahul Verma/ })).toHaveTextContent(/^2/);
    expect(listDonorsMock).toHaveBeenLastCalledWith({ after: 'kavya' });
    expect(within(table).getByRole('row', { name: /Kavya Iyer/ })).toHaveTextContent(/^1/);
    expect(screen.queryByRole('button', { name: 'Load more donor records' })).not.toBeInTheDocument();
  });

  it('keeps the rows when the next page fails, says so, and Retry reads it', async () => {
    listDonorsMock.mockReset();
    listDonorsMock.mockResolvedValueOnce({ donors: [kavya], next: 'kavya' });
    listDonorsMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    listDonorsMock.mockResolvedValueOnce({ donors: [rahul], next: null });
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Donor records' });
    await user.click(screen.getByRole('button', { name: 'Load more donor records' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load more donor records. We could not reach the server.');
    expect(within(table).getByRole('row', { name: /Kavya Iyer/ })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry loading more donor records' }));
    expect(await within(table).findByRole('row', { name: /Rahul Verma/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads NGOs a page at a time too, after the last one shown', async () => {
    const cursor = { nameOrg: 'Annapurna Food Bank', id: 'annapurna' };
    listNgosMock.mockReset();
    listNgosMock.mockResolvedValueOnce({ ngos: [ngo('annapurna', 'Annapurna Food Bank', true)], next: cursor });
    listNgosMock.mockResolvedValueOnce({ ngos: [ngo('roti', 'Roti Ghar Trust', false)], next: null });
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'NGOs' });
    await user.click(screen.getByRole('button', { name: 'Load more NGOs' }));
    expect(await within(table).findByRole('row', { name: /Roti Ghar Trust/ })).toHaveTextContent(/^2/);
    expect(listNgosMock).toHaveBeenLastCalledWith({ pageSize: 50, after: cursor });
    expect(screen.queryByRole('button', { name: 'Load more NGOs' })).not.toBeInTheDocument();
  });

  it('shows the contact messages, newest first as read, with the sender to write back to', async () => {
    const cursor = { id: 'm2' } as unknown as InboxCursor;
    messagesMock.mockReset();
    messagesMock.mockResolvedValueOnce({
      items: [
        {
          id: 'm1',
          name: 'Anita Rao',
          email: 'anita@example.org',
          subject: 'Volunteering',
          message: 'Can I help on weekends?\nI have a van.',
          createdAt: new Date(2026, 10, 22, 18, 30),
        },
      ],
      next: cursor,
    });
    messagesMock.mockResolvedValueOnce({
      items: [{ id: 'm2', name: 'Old', email: 'old@example.org', subject: 'Hi', message: 'Hello', createdAt: null }],
      next: null,
    });
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Messages' });
    const row = within(table).getByRole('row', { name: /Anita Rao/ });
    expect(row).toHaveTextContent('Volunteering');
    expect(row).toHaveTextContent('Can I help on weekends? I have a van.');
    expect(row).toHaveTextContent('Sun, 22 Nov, 2026, 6:30 pm');
    expect(within(row).getByRole('link', { name: 'anita@example.org' })).toHaveAttribute(
      'href',
      'mailto:anita@example.org',
    );

    await user.click(screen.getByRole('button', { name: 'Load more messages' }));
    expect(await within(table).findByRole('row', { name: /Old/ })).toHaveTextContent('—');
    expect(messagesMock).toHaveBeenLastCalledWith({ after: cursor });
  });

  it('lists newsletter subscribers, and says so when there are none or they cannot be read', async () => {
    subscribersMock.mockReset();
    subscribersMock.mockResolvedValueOnce({
      items: [{ id: 's1', email: 'reader@example.org', createdAt: new Date(2026, 10, 20, 9, 0) }],
      next: null,
    });
    subscribersMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    expect(within(table).getByRole('row', { name: /reader@example.org/ })).toHaveTextContent(
      'Fri, 20 Nov, 2026, 9:00 am',
    );
    expect(screen.getByText('No one has written through the contact form yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh List' }));
    expect(await screen.findByText(/We could not load the subscribers\./)).toBeInTheDocument();
  });

  it('shows each subscribed address once, at its latest subscription, across the pages loaded', async () => {
    subscribersMock.mockReset();
    const cursor = { id: 'cursor-s' } as unknown as InboxCursor;
    const at = (day: number) => new Date(2026, 10, day, 9, 0);
    subscribersMock.mockResolvedValueOnce({
      items: [
        { id: 's1', email: 'reader@example.org', createdAt: at(22) },
        { id: 's2', email: 'other@example.org', createdAt: at(21) },
        { id: 's3', email: 'reader@example.org', createdAt: at(20) },
      ],
      next: cursor,
    });
    subscribersMock.mockResolvedValueOnce({
      items: [
        { id: 's4', email: 'other@example.org', createdAt: at(19) },
        { id: 's5', email: 'third@example.org', createdAt: at(18) },
      ],
      next: null,
    });
    const { user } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    const rowsOf = (email: string) => within(table).queryAllByRole('row', { name: new RegExp(email) });
    expect(rowsOf('reader@example.org')).toHaveLength(1);
    expect(rowsOf('reader@example.org')[0]).toHaveTextContent('Sun, 22 Nov, 2026, 9:00 am');

    await user.click(screen.getByRole('button', { name: 'Load more subscribers' }));
    expect(await within(table).findByRole('row', { name: /third@example.org/ })).toHaveTextContent(/^3/);
    expect(subscribersMock).toHaveBeenLastCalledWith({ after: cursor });
    expect(rowsOf('other@example.org')).toHaveLength(1);
    expect(rowsOf('other@example.org')[0]).toHaveTextContent('Sat, 21 Nov, 2026, 9:00 am');
    expect(rowsOf('reader@example.org')).toHaveLength(1);
  });

  it("a table's Retry reads only that table again", async () => {
    listNgosMock.mockReset();
    listNgosMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    listNgosMock.mockResolvedValueOnce({ ngos: [ngo('roti', 'Roti Ghar Trust', false)], next: null });
    const { user } = renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the NGOs. We could not reach the server.');
    expect(await screen.findByRole('table', { name: 'Donor records' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'NGOs' })).toHaveTextContent('Roti Ghar Trust');
    expect(listNgosMock).toHaveBeenCalledTimes(2);
    for (const mock of [listDonorsMock, messagesMock, subscribersMock, suspensionsMock, reverifyListMock]) {
      expect(mock).toHaveBeenCalledTimes(1);
    }
  });

  it('coming back to the dashboard shows the rows read before and reads them again', async () => {
    const first = renderAdmin();
    await screen.findByRole('table', { name: 'Donor records' });
    first.unmount();

    listDonorsMock.mockResolvedValue({ donors: [kavya, { ...rahul, phone: '9000000001' }], next: null });
    renderAdmin(first.client);
    expect(screen.getByRole('row', { name: /Rahul Verma/ })).toHaveTextContent('9876543210');
    await waitFor(() => expect(screen.getByRole('row', { name: /Rahul Verma/ })).toHaveTextContent('9000000001'));
  });

  it('Refresh List reads every table again', async () => {
    const { user } = renderAdmin();
    await screen.findByRole('table', { name: 'Donor records' });
    await user.click(screen.getByRole('button', { name: 'Refresh List' }));
    await waitFor(() => expect(listDonorsMock).toHaveBeenCalledTimes(2));
    for (const mock of [listNgosMock, messagesMock, subscribersMock, suspensionsMock, reverifyListMock]) {
      expect(mock).toHaveBeenCalledTimes(2);
    }
  });
});

describe('AdminPage: suspensions and re-verifying', () => {
  const seva = { ...ngo('seva-uid', 'Seva Meals', true), ownerUid: 'seva-uid' };
  const neha = donor('neha-record', 'Neha Caterer', { ownerUid: 'neha-uid', email: 'neha@example.org' });
  const suspendedNeha: SuspendedAccount = {
    uid: 'neha-uid',
    reason: 'Offered food that was not there, three times.',
    suspendedAt: new Date(2026, 10, 21, 10, 15),
    suspendedBy: 'admin-uid',
    name: 'Neha Caterer',
    email: 'neha@example.org',
    role: 'donor',
  };

  beforeEach(() => {
    listDonorsMock.mockResolvedValue({ donors: [kavya, neha], next: null });
    listNgosMock.mockResolvedValue({ ngos: [ngo('annapurna', 'Annapurna Food Bank', true), seva], next: null });
  });

  /** Opens the suspension dialog from a row's Suspend button. */
  async function openSuspend(user: ReturnType<typeof renderAdmin>['user'], name: string) {
    await user.click(await screen.findByRole('button', { name: `Suspend ${name}` }));
    return screen.getByRole('dialog', { name: 'Suspend this account?' });
  }

  it('offers Suspend only for rows with an owner account: registered NGOs and donors who signed up', async () => {
    renderAdmin();
    const ngos = await screen.findByRole('table', { name: 'NGOs' });
    expect(within(ngos).getByRole('button', { name: 'Suspend Seva Meals' })).toBeInTheDocument();
    // A sample NGO has no account to suspend.
    expect(within(ngos).queryByRole('button', { name: 'Suspend Annapurna Food Bank' })).not.toBeInTheDocument();
    const donors = screen.getByRole('table', { name: 'Donor records' });
    expect(within(donors).getByRole('button', { name: 'Suspend Neha Caterer' })).toBeInTheDocument();
    expect(within(donors).queryByRole('button', { name: 'Suspend Kavya Iyer' })).not.toBeInTheDocument();
  });

  it('says nothing of withdrawn offers when suspending an NGO, which makes none', async () => {
    const { user } = renderAdmin();
    const dialog = await openSuspend(user, 'Seva Meals');
    expect(dialog).not.toHaveTextContent(/withdrawn/);
  });

  it('asks for a reason with letters or digits, and keeps the keyboard inside the dialog', async () => {
    const { user } = renderAdmin();
    const dialog = await openSuspend(user, 'Neha Caterer');
    expect(dialog).toHaveTextContent('Neha Caterer (neha@example.org) will not be able to offer food');
    // A donor's waiting offers go with the suspension (services/suspensions.ts withdraws them).
    expect(dialog).toHaveTextContent('Their food offers that no NGO has accepted yet are withdrawn');
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxLength', '300');

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(REASON_MESSAGES.empty)).toBeInTheDocument();
    await user.type(reason, '  ...  ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText(REASON_MESSAGES.empty)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(suspendMock).not.toHaveBeenCalled();

    // Tab goes round the reason, Cancel and Suspend, and Shift+Tab back.
    reason.focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Suspend' })).toHaveFocus();
    await user.tab();
    expect(reason).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Suspend' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend Neha Caterer' })).toHaveFocus();
  });

  it('suspends with the reason: the account is listed with it, its row says so, and focus goes to the list', async () => {
    let finish: () => void = () => {};
    suspendMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderAdmin();
    expect(await screen.findByText('No account is suspended.')).toBeInTheDocument();
    const dialog = await openSuspend(user, 'Neha Caterer');
    await user.type(within(dialog).getByLabelText('Reason'), '  Offered food that was not there.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(suspendMock).toHaveBeenCalledWith('neha-uid', 'Offered food that was not there.', expect.any(String));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('table', { name: 'Suspended accounts' });
    const row = within(list).getByRole('row', { name: /Neha Caterer/ });
    expect(row).toHaveTextContent('neha@example.org');
    expect(row).toHaveTextContent('Donor');
    expect(row).toHaveTextContent('Offered food that was not there.');
    expect(screen.getByRole('heading', { name: 'Suspended accounts' })).toHaveFocus();
    expect(screen.getByText(/^Neha Caterer is suspended\./)).toBeInTheDocument();

    const donors = screen.getByRole('table', { name: 'Donor records' });
    expect(within(donors).getByRole('row', { name: /Neha Caterer/ })).toHaveTextContent('Account suspended');
    expect(within(donors).queryByRole('button', { name: 'Suspend Neha Caterer' })).not.toBeInTheDocument();
  });

  it('keeps the dialog and the reason when suspending fails, and Suspend again tries again', async () => {
    suspendMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    suspendMock.mockResolvedValueOnce(undefined);
    const { user } = renderAdmin();
    const dialog = await openSuspend(user, 'Seva Meals');
    await user.type(within(dialog).getByLabelText('Reason'), 'Took offers and never came.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Took offers and never came.');

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(suspendMock).toHaveBeenLastCalledWith('seva-uid', 'Took offers and never came.', expect.any(String));
    const ngos = screen.getByRole('table', { name: 'NGOs' });
    expect(within(ngos).getByRole('row', { name: /Seva Meals/ })).toHaveTextContent('Account suspended');
    expect(
      within(screen.getByRole('table', { name: 'Suspended accounts' })).getByRole('row', { name: /Seva/ }),
    ).toHaveTextContent('NGO');
  });

  it('lists suspended accounts with their reason, and Un-suspend lifts one after a confirmation', async () => {
    suspensionsMock.mockResolvedValue({ items: [suspendedNeha], next: null });
    let finish: () => void = () => {};
    unsuspendMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderAdmin();
    const list = await screen.findByRole('table', { name: 'Suspended accounts' });
    const row = within(list).getByRole('row', { name: /Neha Caterer/ });
    expect(row).toHaveTextContent('Offered food that was not there, three times.');
    expect(row).toHaveTextContent('Sat, 21 Nov, 2026, 10:15 am');
    const donors = await screen.findByRole('table', { name: 'Donor records' });
    expect(within(donors).getByRole('row', { name: /Neha Caterer/ })).toHaveTextContent('Account suspended');

    await user.click(within(row).getByRole('button', { name: 'Un-suspend Neha Caterer' }));
    const dialog = screen.getByRole('dialog', { name: 'Lift this suspension?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Un-suspend' }));
    expect(unsuspendMock).toHaveBeenCalledWith('neha-uid', expect.any(String));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();

    expect(await screen.findByText('No account is suspended.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suspended accounts' })).toHaveFocus();
    expect(
      screen.getByText('The suspension of Neha Caterer is lifted: they can use FoodBridge again.'),
    ).toBeInTheDocument();
    expect(within(donors).getByRole('button', { name: 'Suspend Neha Caterer' })).toBeInTheDocument();
  });

  it('says plainly when lifting fails, and keeps the dialog open to try again', async () => {
    suspensionsMock.mockResolvedValue({ items: [suspendedNeha], next: null });
    unsuspendMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Un-suspend Neha Caterer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Un-suspend' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do that. If you think you should be, sign in again.',
    );
  });

  it('shows the suspended accounts’ loading failure with Retry', async () => {
    suspensionsMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    suspensionsMock.mockResolvedValueOnce({ items: [suspendedNeha], next: null });
    const { user } = renderAdmin();
    const alert = await screen.findByText(/We could not load the suspended accounts\./);
    await user.click(within(alert.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Suspended accounts' })).toHaveTextContent('Neha Caterer');
  });

  it('lists the NGOs to re-verify; Verify marks one verified and takes it off the list', async () => {
    const changed = { ...seva, verified: false, reverify: true };
    listNgosMock.mockResolvedValue({ ngos: [changed], next: null });
    reverifyListMock.mockResolvedValue({ items: [changed], next: null });
    verifyMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    verifyMock.mockResolvedValueOnce(undefined);
    const { user } = renderAdmin();
    const list = await screen.findByRole('table', { name: 'NGOs to re-verify' });
    const row = within(list).getByRole('row', { name: /Seva Meals/ });
    expect(row).toHaveTextContent('seva-uid@example.org');
    expect(screen.getByRole('table', { name: 'NGOs' })).toHaveTextContent('Changed its details: verify it again');
    expect(row).toHaveTextContent('1 Road, Delhi');

    await user.click(within(row).getByRole('button', { name: 'Verify Seva Meals' }));
    expect(verifyMock).toHaveBeenCalledWith(expect.objectContaining({ id: 'seva-uid' }), true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Seva Meals was not verified. We could not reach the server.');
    await user.click(within(alert).getByRole('button', { name: 'Retry verifying Seva Meals' }));

    expect(await screen.findByText('No NGO is waiting to be verified again.')).toBeInTheDocument();
    expect(verifyMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const ngos = screen.getByRole('table', { name: 'NGOs' });
    expect(within(ngos).getByRole('row', { name: /Seva Meals/ })).toHaveTextContent('Verified');
    expect(within(ngos).getByRole('row', { name: /Seva Meals/ })).not.toHaveTextContent('verify it again');
  });

  it('shows the logo of an NGO to re-verify (a new logo is one reason), and none for one without', async () => {
    const logo = 'https://firebasestorage.googleapis.com/v0/b/x/o/Imgs%2Fnew?alt=media';
    const withLogo = { ...seva, verified: false, reverify: true, imageUrl: logo };
    const without = {
      ...seva,
      id: 'plain-uid',
      nameOrg: 'Plain Kitchen',
      verified: false,
      reverify: true,
      imageUrl: '',
    };
    reverifyListMock.mockResolvedValue({ items: [withLogo, without], next: null });
    renderAdmin();
    const list = await screen.findByRole('table', { name: 'NGOs to re-verify' });
    const row = within(list).getByRole('row', { name: /Seva Meals/ });
    expect(within(row).getByRole('img', { name: 'Logo of Seva Meals' })).toHaveAttribute('src', logo);
    expect(within(within(list).getByRole('row', { name: /Plain Kitchen/ })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('a failed Verify in the NGO table offers Retry, which makes the same change', async () => {
    verifyMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    verifyMock.mockResolvedValueOnce(undefined);
    const { user } = renderAdmin();
    const ngos = await screen.findByRole('table', { name: 'NGOs' });
    await user.click(within(ngos).getByRole('button', { name: 'Unverify Seva Meals' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Seva Meals was not changed. We could not reach the server.');
    await user.click(within(alert).getByRole('button', { name: 'Retry changing Seva Meals' }));
    expect(await within(ngos).findByRole('button', { name: 'Verify Seva Meals' })).toBeInTheDocument();
    expect(verifyMock).toHaveBeenNthCalledWith(2, expect.objectContaining({ id: 'seva-uid' }), false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AdminPage: the queue of NGOs awaiting verification, and the figures', () => {
  const newNgo: Ngo = {
    ...ngo('asha-uid', 'Asha Seva Trust', false),
    name: 'Asha Rao',
    email: 'asha@example.org',
    phone: '9876500011',
    address: '7 MG Road',
    city: 'Pune',
    zip: '411001',
    ownerUid: 'asha-uid',
    registrationId: 'MH/2021/0012345',
    createdAt: new Date(2026, 10, 20, 10, 0),
  };
  const quiet: Ngo = {
    ...ngo('quiet-uid', 'Quiet Kitchen', false),
    ownerUid: 'quiet-uid',
    createdAt: new Date(2026, 10, 21),
  };

  it('puts the figures first, then the queue and To re-verify, before the donor records', async () => {
    waitingMock.mockResolvedValue({ count: 3, atLeast: false });
    todayMock.mockResolvedValue({ count: 100, atLeast: true });
    offersMock.mockResolvedValue({ count: 7, atLeast: false });
    renderAdmin();
    expect(await screen.findByText('100+')).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label).closest('div')!;
    expect(figure('NGOs waiting')).toHaveTextContent('NGOs waiting3to verify, or to verify again');
    expect(figure('Donations today')).toHaveTextContent('100+');
    expect(figure('Offers waiting')).toHaveTextContent('7');
    // Today begins at midnight in India, whatever the device's clock says.
    const since = todayMock.mock.calls[0]![0];
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', timeStyle: 'medium' }).format(since)).toBe(
      '00:00:00',
    );
    expect(Date.now() - since.getTime()).toBeLessThan(24 * 3600_000);
    expect(Date.now() - since.getTime()).toBeGreaterThanOrEqual(0);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Awaiting verification', 'To re-verify', 'Donor records']);
  });

  it('shows beside each NGO what an admin needs to decide, and says when none is waiting', async () => {
    queueMock.mockResolvedValue({ items: [newNgo, quiet], next: null });
    renderAdmin();
    const list = await screen.findByRole('list', { name: 'NGOs awaiting verification' });
    const card = within(list).getByRole('article', { name: 'Asha Seva Trust' });
    expect(card).toHaveTextContent('Contact personAsha Rao');
    expect(within(card).getByRole('link', { name: '9876500011' })).toHaveAttribute('href', 'tel:+919876500011');
    expect(card).toHaveTextContent('Address7 MG Road, Pune, PIN 411001');
    expect(card).toHaveTextContent('Emailasha@example.orgEmail confirmed');
    expect(card).toHaveTextContent('Signed up20 Nov 2026');
    expect(card).toHaveTextContent('Registration or Darpan IDMH/2021/0012345');
    expect(within(list).getByRole('article', { name: 'Quiet Kitchen' })).toHaveTextContent(
      'Registration or Darpan IDNot given',
    );
    expect(queueMock).toHaveBeenCalledWith({ search: '', after: null });
  });

  it('finds an NGO by email, verifies it: it leaves the queue, the NGO table shows it verified, the figures count again', async () => {
    listNgosMock.mockResolvedValue({ ngos: [newNgo], next: null });
    queueMock.mockImplementation(({ search = '' } = {}) =>
      Promise.resolve({ items: search === 'asha@example.org' ? [newNgo] : [quiet], next: null }),
    );
    verifyMock.mockResolvedValue(undefined);
    const { user } = renderAdmin();
    const search = await screen.findByRole('searchbox', { name: 'Search the NGOs waiting' });
    await within(await screen.findByRole('list', { name: 'NGOs awaiting verification' })).findByText('Quiet Kitchen');
    await user.type(search, 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('NGOs waiting that match “asha@example.org”:')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'NGOs awaiting verification' });
    const card = await within(list).findByRole('article', { name: 'Asha Seva Trust' });
    expect(within(list).queryByText('Quiet Kitchen')).not.toBeInTheDocument();
    expect(waitingMock).toHaveBeenCalledTimes(1);

    await user.click(within(card).getByRole('button', { name: 'Verify Asha Seva Trust' }));
    expect(verifyMock).toHaveBeenCalledWith(expect.objectContaining({ id: 'asha-uid' }), true);
    expect(await screen.findByText('Asha Seva Trust is verified: donors can now send it food.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No NGO waiting matches “asha@example.org”. Try another word of its name, its full email or its PIN code.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Awaiting verification' })).toHaveFocus();
    const table = screen.getByRole('table', { name: 'NGOs' });
    expect(within(table).getByRole('row', { name: /Asha Seva Trust/ })).toHaveTextContent('Verified');
    await waitFor(() => expect(waitingMock).toHaveBeenCalledTimes(2));

    // Show all goes back to the whole queue.
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByRole('article', { name: 'Quiet Kitchen' })).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('asks for more than one letter before searching', async () => {
    const { user } = renderAdmin();
    const search = await screen.findByRole('searchbox', { name: 'Search the NGOs waiting' });
    await user.type(search, 'a{Enter}');
    expect(search).toHaveAccessibleDescription(
      'A word of the name, the full email, or the 6-digit PIN code. Type at least 2 letters of the name, the full email or a 6-digit PIN code.',
    );
    expect(queueMock).toHaveBeenCalledTimes(1);
  });

  it('keeps Delete quiet, asks first naming what goes and what stays, then deletes the profile', async () => {
    queueMock.mockResolvedValue({ items: [newNgo, quiet], next: null });
    deleteNgoMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    deleteNgoMock.mockResolvedValueOnce(undefined);
    const { user } = renderAdmin();
    const card = await screen.findByRole('article', { name: 'Asha Seva Trust' });
    const remove = within(card).getByRole('button', { name: 'Delete the profile of Asha Seva Trust' });
    expect(remove).toHaveTextContent('Delete profile');
    expect(remove.className).not.toMatch(/bg-red/);
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete the profile of Asha Seva Trust?' });
    expect(dialog).toHaveTextContent(
      'The NGO profile of Asha Seva Trust is deleted for good, and its name is free for another NGO. Its account (asha@example.org) stays: it can sign in and make a new profile. Donations already addressed to it stay.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete profile' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/could not reach the server/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteNgoMock).toHaveBeenLastCalledWith(newNgo);
    expect(screen.queryByRole('article', { name: 'Asha Seva Trust' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Quiet Kitchen' })).toBeInTheDocument();
    expect(screen.getByText('The profile of Asha Seva Trust was deleted.')).toBeInTheDocument();
  });

  it('says so, with Retry, when the figures or the queue cannot be read', async () => {
    waitingMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    queueMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    const { user } = renderAdmin();
    expect(await screen.findByText(/We could not count the figures\./)).toBeInTheDocument();
    expect(await screen.findByText(/We could not load the NGOs awaiting verification\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry counting the figures' }));
    expect(await screen.findByText('Donations today')).toBeInTheDocument();
  });
});

describe('AdminPage in Hindi', () => {
  const neha = donor('neha-record', 'Neha Caterer', { ownerUid: 'neha-uid', email: 'neha@example.org' });

  it('shows the dashboard, its tables and their states in Hindi', async () => {
    await activateLanguage('hi');
    listDonorsMock.mockResolvedValue({ donors: [kavya, neha], next: null });
    listNgosMock.mockReset();
    listNgosMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    renderAdmin();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('एडमिन डैशबोर्ड');
    expect(screen.getByRole('button', { name: 'सूची फिर से लोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'दाता रिकॉर्ड लोड हो रहे हैं' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'दाता रिकॉर्ड' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['क्रमांक', 'नाम', 'फ़ोन नंबर', 'ईमेल', 'पता', 'कार्रवाई']);
    const row = within(table).getByRole('row', { name: /Kavya Iyer/ });
    expect(within(row).getByRole('link', { name: 'Kavya Iyer का रिकॉर्ड बदलें' })).toHaveTextContent('बदलें');
    expect(within(row).getByRole('button', { name: 'Kavya Iyer का रिकॉर्ड हटाएं' })).toHaveTextContent('हटाएं');

    for (const heading of ['दाता रिकॉर्ड', 'एनजीओ', 'दोबारा सत्यापन के लिए', 'निलंबित खाते', 'संदेश', 'न्यूज़लेटर के सदस्य']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(await screen.findByText('कोई खाता निलंबित नहीं है।')).toBeInTheDocument();
    expect(screen.getByText('अभी तक किसी ने संपर्क फ़ॉर्म से नहीं लिखा है।')).toBeInTheDocument();
    expect(screen.getByText('कोई एनजीओ दोबारा सत्यापन का इंतज़ार नहीं कर रहा है।')).toBeInTheDocument();
    // A table that could not be read says so in Hindi, with the reason in Hindi too.
    expect(await screen.findByText(/एनजीओ लोड नहीं हो पाए। सर्वर तक नहीं पहुँच पाए।/)).toBeInTheDocument();
  });

  it('lists NGOs with their state in Hindi', async () => {
    await activateLanguage('hi');
    renderAdmin();
    const table = await screen.findByRole('table', { name: 'एनजीओ' });
    const roti = within(table).getByRole('row', { name: /Roti Ghar Trust/ });
    expect(roti).toHaveTextContent('सत्यापित नहीं');
    expect(within(roti).getByRole('button', { name: 'Roti Ghar Trust को सत्यापित करें' })).toHaveTextContent('सत्यापित करें');
    expect(within(table).getByRole('button', { name: 'Annapurna Food Bank का सत्यापन हटाएं' })).toHaveTextContent(
      'सत्यापन हटाएं',
    );
  });

  it('asks for the reason of a suspension in Hindi', async () => {
    await activateLanguage('hi');
    listDonorsMock.mockResolvedValue({ donors: [kavya, neha], next: null });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Neha Caterer को निलंबित करें' }));
    const dialog = screen.getByRole('dialog', { name: 'इस खाते को निलंबित करें?' });
    expect(dialog).toHaveTextContent('Neha Caterer (neha@example.org) के लिए खाना दान करना');
    expect(within(dialog).getByLabelText('कारण')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'निलंबित करें' }));
    expect(
      await within(dialog).findByText('कुछ शब्दों में लिखें कि यह खाता क्यों निलंबित किया जा रहा है। इसमें अक्षर या अंक होने चाहिए।'),
    ).toBeInTheDocument();
    expect(suspendMock).not.toHaveBeenCalled();
  });
});
