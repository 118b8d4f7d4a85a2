// An NGO's team through the real services (src/services/team.ts) against the Auth and Firestore
// emulators with firestore.rules enforced: an invite link made by the NGO, a person who joins with
// it, the coordinator's live lists, a revoked invite refused, and a removed coordinator whose
// power ends at once. Every person is a separate signed-in app (./people.ts).
import { describe, expect, it } from 'vitest';
import type { Invite, Member, MemberProfile } from '../../src/services/team';
import { setupPeople, Watched } from './people';

const { client, readDoc } = setupPeople();

const PROFILE: MemberProfile = { name: 'Meera', phone: '9876500011', languages: ['hi', 'en'], vehicle: 'twoWheeler' };

describe('an NGO’s team', () => {
  it('an invite link brings a volunteer in: the NGO sees them and the invite’s use live, and the count rises', async () => {
    const ngo = await client('ngo', 'Team');
    const meera = await client('donor', 'Meera');
    const members = new Watched<Member[]>((onData, onError) => ngo.team.watchMembers(ngo.uid, onData, onError));
    const links = new Watched<Invite[]>((onData, onError) => ngo.team.watchInvites(ngo.uid, onData, onError));
    try {
      await members.ready();
      await links.ready();
      const id = await ngo.team.createInvite(ngo.uid, ngo.uid, 5);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      await links.until((l) => l.some((i) => i.id === id && i.uses === 0), 'the new invite');

      const invite = await meera.team.getInvite(id);
      expect(invite).toMatchObject({ ngoId: ngo.uid, revoked: false, uses: 0, maxUses: 5 });
      expect(meera.team.inviteProblem(invite!)).toBeNull();
      await meera.team.joinTeam(meera.uid, invite!, PROFILE);

      const [joined] = await members.until((l) => l.length === 1, 'Meera on the NGO’s list');
      expect(joined).toMatchObject({ uid: meera.uid, ngoId: ngo.uid, role: 'volunteer', ...PROFILE });
      await links.until((l) => l.some((i) => i.id === id && i.uses === 1), 'the invite used once');
      expect(await readDoc(`teamCounts/${ngo.uid}`)).toMatchObject({ members: 1 });
    } finally {
      members.stop();
      links.stop();
    }
  });

  it('a revoked invite says so before joining, and the server refuses one revoked meanwhile', async () => {
    const ngo = await client('ngo', 'Revoker');
    const arjun = await client('donor', 'Arjun');
    const id = await ngo.team.createInvite(ngo.uid, ngo.uid, 5);
    const readBefore = (await arjun.team.getInvite(id))!;
    await ngo.team.revokeInvite(id);
    const readAfter = (await arjun.team.getInvite(id))!;
    expect(arjun.team.inviteProblem(readAfter)).toBe('revoked');
    await expect(arjun.team.joinTeam(arjun.uid, readAfter, PROFILE)).rejects.toMatchObject({
      code: 'foodbridge/invite-revoked',
    });
    await expect(arjun.team.joinTeam(arjun.uid, readBefore, PROFILE)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await readDoc(`members/${arjun.uid}`)).toBeUndefined();
  });

  it('a coordinator the NGO made invites too; once removed, its next invite is refused', async () => {
    const ngo = await client('ngo', 'Lead');
    const priya = await client('donor', 'Priya');
    const invite = (await priya.team.getInvite(await ngo.team.createInvite(ngo.uid, ngo.uid, 1)))!;
    await priya.team.joinTeam(priya.uid, invite, { ...PROFILE, name: 'Priya' });
    await ngo.team.setMemberRole(priya.uid, 'coordinator');
    await expect(priya.team.createInvite(ngo.uid, priya.uid, 3)).resolves.toMatch(/^[0-9a-f]{32}$/);

    await ngo.team.removeMember(priya.uid, ngo.uid);
    expect(await readDoc(`members/${priya.uid}`)).toBeUndefined();
    expect(await readDoc(`teamCounts/${ngo.uid}`)).toMatchObject({ members: 0 });
    await expect(priya.team.createInvite(ngo.uid, priya.uid, 3)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
