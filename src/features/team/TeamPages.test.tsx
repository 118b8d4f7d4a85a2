// Component tests of the team screens (JoinPage, TeamPage). Only the services are mocked, at the
// module boundary: the real writes run against the emulators and their rules in
// tests/integration/team.test.ts and end to end in tests/e2e/team.spec.ts.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNgo, type Ngo } from '../../services/ngos';
import {
  createInvite,
  getInvite,
  joinTeam,
  removeMember,
  setMemberRole,
  watchInvites,
  watchMembers,
  watchMyMembership,
  type Invite,
  type Member,
} from '../../services/team';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { JoinPage } from './JoinPage';
import { TeamPage } from './TeamPage';

vi.mock('../../services/ngos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/ngos')>()),
  getNgo: vi.fn(),
}));
vi.mock('../../services/team', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/team')>()),
  createInvite: vi.fn(),
  getInvite: vi.fn(),
  joinTeam: vi.fn(),
  removeMember: vi.fn(),
  setMemberRole: vi.fn(),
  watchInvites: vi.fn(),
  watchMembers: vi.fn(),
  watchMyMembership: vi.fn(),
}));

const NGO = { id: 'ngo-roti', nameOrg: 'Roti Ghar Trust', ownerUid: 'ngo-roti', verified: true } as unknown as Ngo;
const DAY = 86_400_000;
const anInvite = (overrides: Partial<Invite> = {}): Invite => ({
  id: 'abc123abc123abc123abc123',
  ngoId: NGO.id,
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 6 * DAY),
  revoked: false,
  uses: 0,
  maxUses: 10,
  ...overrides,
});
const aMember = (overrides: Partial<Member> = {}): Member => ({
  uid: 'vol-1',
  ngoId: NGO.id,
  role: 'volunteer',
  name: 'Meera',
  phone: '9876500011',
  languages: ['hi'],
  vehicle: 'twoWheeler',
  joinedAt: new Date(),
  ...overrides,
});
const person = { user: { uid: 'vol-1', email: 'm@example.org', displayName: 'Meera' }, role: 'donor' as const };
const ngoAccount = { user: { uid: NGO.id, email: 'n@example.org', displayName: 'Roti' }, role: 'ngo' as const };

function membership(member: Member | null) {
  vi.mocked(watchMyMembership).mockImplementation((_uid, onData) => {
    onData(member);
    return () => undefined;
  });
}

beforeEach(() => {
  vi.mocked(getNgo).mockResolvedValue(NGO);
  vi.mocked(getInvite).mockResolvedValue(anInvite());
  vi.mocked(joinTeam).mockResolvedValue(undefined);
  membership(null);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The join page (each render with a query cache of its own) and where joining leads. */
const joinRoutes = () => [
  { path: '/join/:inviteId', element: withQueries(<JoinPage />) },
  { path: '/volunteers', element: <p>Team page</p> },
];

describe('/join/:inviteId', () => {
  it('names the NGO, asks who the person is, says what is missing, and joins with what was typed', async () => {
    const { user } = renderWithRouter(joinRoutes(), { path: '/join/abc123abc123abc123abc123', auth: person });
    expect(await screen.findByText(/^Roti Ghar Trust invites you to collect food/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Meera');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Please tick at least one language.')).toBeInTheDocument();
    expect(joinTeam).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Phone/), '98765 00011');
    await user.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    await user.click(screen.getByRole('radio', { name: 'Two-wheeler' }));
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() =>
      expect(joinTeam).toHaveBeenCalledWith('vol-1', expect.objectContaining({ id: anInvite().id }), {
        name: 'Meera',
        phone: '9876500011',
        languages: ['hi'],
        vehicle: 'twoWheeler',
      }),
    );
    expect(await screen.findByText('Team page')).toBeInTheDocument();
  });

  it.each([
    [{ revoked: true }, /withdrawn by the NGO/],
    [{ expiresAt: new Date(Date.now() - 1000) }, /has expired/],
    [{ uses: 10 }, /used by as many people as it allows/],
  ])('says plainly when the link cannot be used (%o)', async (overrides, message) => {
    vi.mocked(getInvite).mockResolvedValue(anInvite(overrides));
    renderWithRouter(joinRoutes(), { path: '/join/abc123abc123abc123abc123', auth: person });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it('a link withdrawn while the person filled the form: joining is refused and the page says why', async () => {
    vi.mocked(joinTeam).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user } = renderWithRouter(joinRoutes(), { path: '/join/abc123abc123abc123abc123', auth: person });
    await user.type(await screen.findByLabelText(/^Phone/), '9876500011');
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('radio', { name: 'Car' }));
    vi.mocked(getInvite).mockResolvedValue(anInvite({ revoked: true }));
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText(/withdrawn by the NGO/)).toBeInTheDocument();
  });

  it('a person already in a team is told so; a signed-out visitor is asked to sign in', async () => {
    membership(aMember());
    renderWithRouter(joinRoutes(), { path: '/join/abc123abc123abc123abc123', auth: person });
    expect(await screen.findByText(/You are already in Roti Ghar Trust’s team/)).toBeInTheDocument();
    cleanup();
    renderWithRouter(joinRoutes(), { path: '/join/abc123abc123abc123abc123' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('/volunteers for the NGO', () => {
  beforeEach(() => {
    vi.mocked(watchInvites).mockImplementation((_ngo, onData) => {
      onData([anInvite({ uses: 2 })]);
      return () => undefined;
    });
    vi.mocked(watchMembers).mockImplementation((_ngo, onData) => {
      onData([aMember()]);
      return () => undefined;
    });
  });

  it('lists its links and members; makes a volunteer a coordinator; removes one only after confirming', async () => {
    vi.mocked(setMemberRole).mockResolvedValue(undefined);
    vi.mocked(removeMember).mockResolvedValue(undefined);
    const { user } = renderWithRouter(withQueries(<TeamPage />), { auth: ngoAccount });
    expect(screen.getByText(/^Used by 2 of 10 · expires in 6 days$/)).toBeInTheDocument();
    const meera = screen.getByRole('article', { name: 'Meera' });
    expect(within(meera).getByRole('link', { name: '9876500011' })).toHaveAttribute('href', 'tel:9876500011');
    await user.click(within(meera).getByRole('button', { name: 'Make coordinator' }));
    expect(setMemberRole).toHaveBeenCalledWith('vol-1', 'coordinator');
    await user.click(within(meera).getByRole('button', { name: 'Remove' }));
    expect(removeMember).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Remove Meera from the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeMember).toHaveBeenCalledWith('vol-1', NGO.id));
  });

  it('makes a link for the number of people asked, to copy, send on WhatsApp, or show as a QR code', async () => {
    vi.mocked(createInvite).mockResolvedValue('f00dcafe'.repeat(4));
    const { user } = renderWithRouter(withQueries(<TeamPage />), { auth: ngoAccount });
    const people = screen.getByLabelText('How many people');
    await user.clear(people);
    await user.type(people, '60');
    await user.click(screen.getByRole('button', { name: 'Make an invite link' }));
    expect(screen.getByText('A number from 1 to 50.')).toBeInTheDocument();
    expect(createInvite).not.toHaveBeenCalled();
    await user.clear(people);
    await user.type(people, '3');
    await user.click(screen.getByRole('button', { name: 'Make an invite link' }));
    expect(createInvite).toHaveBeenCalledWith(NGO.id, NGO.id, 3);
    const link = `${window.location.origin}/join/${'f00dcafe'.repeat(4)}`;
    expect(await screen.findByLabelText('Invite link')).toHaveValue(link);
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Join our food rescue team on FoodBridge: ${link}`)}`,
    );
    const qr = screen.getByRole('img', { name: 'QR code of the invite link' });
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
  });
});
