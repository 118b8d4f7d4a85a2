// An NGO's team (issue 29, docs/teams.md): who may invite, join, read, change and remove members.
// The actors beyond the usual matrix: a volunteer and a coordinator of the NGO (members/{uid}), a
// member of another NGO, a removed member, the holder of a revoked, expired or used-up invite,
// and the members of a suspended NGO. Each refusal stands beside the legitimate action it imitates.
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { TEAM_LIMITS } from '../../src/config/limits.js';
import { asAudited, expectRule, setupRulesEnv, storedSuspension, UID, type Who } from './support';

const t = setupRulesEnv();

/** Members of the NGO (ngo-1): a volunteer and one it made a coordinator; one of the other NGO. */
const VOLUNTEER = { uid: 'vol-1' };
const COORDINATOR = { uid: 'vol-coord' };
const OTHER_MEMBER = { uid: 'vol-other' };
/** A person who opens an invite link (no account role yet). */
const NEWCOMER = { uid: 'newcomer' };
const INVITE = 'invite-0123456789abcdefgh';
const DAY = 86_400_000;

const uidOf = (who: Who): string => (who === 'visitor' ? 'nobody' : typeof who === 'string' ? UID[who] : who.uid);

/** An invite as stored: of ngo-1, by its account, live for six more days, 10 uses. */
const storedInvite = (overrides: DocumentData = {}): DocumentData => ({
  ngoId: UID.ngo,
  createdBy: UID.ngo,
  createdAt: Timestamp.fromMillis(Date.now() - DAY),
  expiresAt: Timestamp.fromMillis(Date.now() + 6 * DAY),
  revoked: false,
  uses: 0,
  maxUses: 10,
  ...overrides,
});

/** A member as stored. */
const storedMember = (ngoId: string, role = 'volunteer', overrides: DocumentData = {}): DocumentData => ({
  ngoId,
  role,
  name: 'Meera',
  phone: '9876500011',
  languages: ['hi', 'en'],
  vehicle: 'twoWheeler',
  inviteId: 'seeded',
  joinedAt: Timestamp.fromMillis(Date.now() - DAY),
  ...overrides,
});

beforeEach(() =>
  t.seed({
    [`invites/${INVITE}`]: storedInvite(),
    [`members/${VOLUNTEER.uid}`]: storedMember(UID.ngo),
    [`members/${COORDINATOR.uid}`]: storedMember(UID.ngo, 'coordinator'),
    [`members/${OTHER_MEMBER.uid}`]: storedMember(UID.otherNgo),
    [`teamCounts/${UID.ngo}`]: { members: 2, last: COORDINATOR.uid },
    [`teamCounts/${UID.otherNgo}`]: { members: 1, last: OTHER_MEMBER.uid },
  }),
);

/** A new invite, as the app makes it: expiring in `days`. */
function newInvite(
  who: Who,
  overrides: DocumentData = {},
  id = 'new-invite-0123456789ab',
  days: number = TEAM_LIMITS.inviteDays,
) {
  return setDoc(doc(t.db(who), 'invites', id), {
    ngoId: UID.ngo,
    createdBy: uidOf(who),
    createdAt: serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + days * DAY - 60_000),
    revoked: false,
    uses: 0,
    maxUses: 10,
    ...overrides,
  });
}

interface JoinOptions {
  ngoId?: string;
  member?: DocumentData;
  /** Count the invite's use (default true). */
  use?: boolean;
  /** Move the NGO's member count (default true). */
  count?: boolean;
  uid?: string;
}

/** Joining as the app does: the member, the invite's use and the NGO's count, in one batch. */
function join(
  who: Who,
  inviteId = INVITE,
  { ngoId = UID.ngo, member = {}, use = true, count = true, uid }: JoinOptions = {},
) {
  const me = uid ?? uidOf(who);
  const db = t.db(who);
  const batch = writeBatch(db);
  batch.set(doc(db, 'members', me), {
    ngoId,
    role: 'volunteer',
    name: 'Arjun',
    phone: '9876500033',
    languages: ['hi'],
    vehicle: 'none',
    inviteId,
    joinedAt: serverTimestamp(),
    ...member,
  });
  if (use) batch.update(doc(db, 'invites', inviteId), { uses: increment(1) });
  if (count) batch.set(doc(db, 'teamCounts', ngoId), { members: increment(1), last: me }, { merge: true });
  return batch.commit();
}

/** Leaving or removing, as the app does: the member and the NGO's count, in one batch. */
function remove(who: Who, uid: string, ngoId = UID.ngo, count = true) {
  const db = t.db(who);
  const batch = writeBatch(db);
  batch.delete(doc(db, 'members', uid));
  if (count) batch.set(doc(db, 'teamCounts', ngoId), { members: increment(-1), last: uid }, { merge: true });
  return batch.commit();
}

describe('invites: creating', () => {
  it('the NGO’s own account and a coordinator it made create invites for it', async () => {
    await expectRule(true, newInvite('ngo'));
    await expectRule(true, newInvite(COORDINATOR, {}, 'new-invite-by-coordinator-01'));
  });

  it('a volunteer, another NGO, its members, a donor, an admin, the unverified NGO and visitors may not', async () => {
    for (const who of [VOLUNTEER, 'otherNgo', OTHER_MEMBER, 'donor', 'admin', 'unverifiedNgo', 'visitor'] as const) {
      await expectRule(false, newInvite(who));
    }
    await expectRule(false, newInvite('unverifiedNgo', { ngoId: UID.unverifiedNgo }));
  });

  it(`an invite lasts at most ${TEAM_LIMITS.inviteDays} days and ${TEAM_LIMITS.inviteUses} people, starts unused and unrevoked, with an id that cannot be guessed`, async () => {
    await expectRule(true, newInvite('ngo', { maxUses: TEAM_LIMITS.inviteUses }));
    await expectRule(false, newInvite('ngo', {}, 'new-invite-0123456789cd', TEAM_LIMITS.inviteDays + 1));
    await expectRule(false, newInvite('ngo', { maxUses: TEAM_LIMITS.inviteUses + 1 }, 'new-invite-0123456789ef'));
    await expectRule(false, newInvite('ngo', { maxUses: 0 }, 'new-invite-0123456789gh'));
    await expectRule(false, newInvite('ngo', { uses: 1 }, 'new-invite-0123456789ij'));
    await expectRule(false, newInvite('ngo', { revoked: true }, 'new-invite-0123456789kl'));
    await expectRule(false, newInvite('ngo', { createdBy: COORDINATOR.uid }, 'new-invite-0123456789mn'));
    await expectRule(false, newInvite('ngo', {}, 'short-id'));
  });

  it('members of a suspended NGO, and a coordinator suspended itself, may not invite', async () => {
    await t.seed({ [`suspensions/${COORDINATOR.uid}`]: storedSuspension() });
    await expectRule(false, newInvite(COORDINATOR));
    await expectRule(true, newInvite('ngo'));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, newInvite('ngo', {}, 'new-invite-0123456789op'));
  });
});

describe('invites: reading and revoking', () => {
  it('whoever holds the link reads it when signed in; its coordinators list the NGO’s invites', async () => {
    await expectRule(true, getDoc(doc(t.db(NEWCOMER), 'invites', INVITE)));
    await expectRule(false, getDoc(doc(t.db('visitor'), 'invites', INVITE)));
    const mine = (who: Who) => query(collection(t.db(who), 'invites'), where('ngoId', '==', UID.ngo), limit(20));
    await expectRule(true, getDocs(mine('ngo')));
    await expectRule(true, getDocs(mine(COORDINATOR)));
    for (const who of [VOLUNTEER, 'otherNgo', OTHER_MEMBER, NEWCOMER] as const)
      await expectRule(false, getDocs(mine(who)));
  });

  it('a coordinator revokes an invite for good; a volunteer, another NGO or its holder may not', async () => {
    for (const who of [VOLUNTEER, 'otherNgo', NEWCOMER] as const) {
      await expectRule(false, updateDoc(doc(t.db(who), 'invites', INVITE), { revoked: true }));
    }
    await expectRule(false, updateDoc(doc(t.db('ngo'), 'invites', INVITE), { maxUses: 50 }));
    await expectRule(true, updateDoc(doc(t.db(COORDINATOR), 'invites', INVITE), { revoked: true }));
    await expectRule(false, updateDoc(doc(t.db('ngo'), 'invites', INVITE), { revoked: false }));
  });

  it('no one but an admin deletes an invite (its uses stay on record)', async () => {
    await expectRule(false, deleteDoc(doc(t.db('ngo'), 'invites', INVITE)));
    await expectRule(true, deleteDoc(doc(t.db('admin'), 'invites', INVITE)));
  });
});

describe('members: joining', () => {
  it('a person with a live invite joins as a volunteer, the use and the count moved with it', async () => {
    await expectRule(true, join(NEWCOMER));
    // A donor's account may volunteer too.
    await expectRule(true, join('donor'));
  });

  it('not with a revoked, expired or used-up invite, nor one of another NGO', async () => {
    await t.seed({ [`invites/${INVITE}`]: storedInvite({ revoked: true }) });
    await expectRule(false, join(NEWCOMER));
    await t.seed({ [`invites/${INVITE}`]: storedInvite({ expiresAt: Timestamp.fromMillis(Date.now() - 60_000) }) });
    await expectRule(false, join(NEWCOMER));
    await t.seed({ [`invites/${INVITE}`]: storedInvite({ uses: 10, maxUses: 10 }) });
    await expectRule(false, join(NEWCOMER));
    await t.seed({ [`invites/${INVITE}`]: storedInvite({ ngoId: UID.otherNgo }) });
    await expectRule(false, join(NEWCOMER));
    await expectRule(false, join(NEWCOMER, 'no-such-invite-0123456789'));
  });

  it('an invite for one person takes one: the second is refused', async () => {
    await t.seed({ [`invites/${INVITE}`]: storedInvite({ maxUses: 1 }) });
    await expectRule(true, join(NEWCOMER));
    await expectRule(false, join({ uid: 'newcomer-2' }));
  });

  it('only with the use counted and the NGO’s count moved, as a volunteer, in its own name', async () => {
    await expectRule(false, join(NEWCOMER, INVITE, { use: false }));
    await expectRule(false, join(NEWCOMER, INVITE, { count: false }));
    await expectRule(false, join(NEWCOMER, INVITE, { member: { role: 'coordinator' } }));
    await expectRule(false, join(NEWCOMER, INVITE, { uid: 'someone-else' }));
    await expectRule(false, join(NEWCOMER, INVITE, { member: { phone: '12345' } }));
    await expectRule(false, join(NEWCOMER, INVITE, { member: { vehicle: 'helicopter' } }));
    await expectRule(false, join(NEWCOMER, INVITE, { member: { languages: [] } }));
    await expectRule(false, join(NEWCOMER, INVITE, { member: { name: '   ' } }));
  });

  it('not an NGO’s or an admin’s account, not a suspended person, not while the NGO is suspended', async () => {
    await expectRule(false, join('otherNgo'));
    await expectRule(false, join('admin'));
    await t.seed({ [`suspensions/${NEWCOMER.uid}`]: storedSuspension() });
    await expectRule(false, join(NEWCOMER));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, join('donor'));
  });

  it('a link made by a coordinator stops working once that coordinator is removed or made a volunteer', async () => {
    await t.seed({ [`invites/${INVITE}`]: storedInvite({ createdBy: COORDINATOR.uid }) });
    await expectRule(true, join(NEWCOMER));
    await t.seed({ [`members/${COORDINATOR.uid}`]: storedMember(UID.ngo, 'volunteer') });
    await expectRule(false, join({ uid: 'newcomer-2' }));
    await t.env.withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), 'members', COORDINATOR.uid)));
    await expectRule(false, join({ uid: 'newcomer-3' }));
  });

  it('a member coordinator whose account became an NGO’s has no power over the team', async () => {
    await t.seed({
      [`users/${COORDINATOR.uid}`]: {
        role: 'ngo',
        displayName: 'C',
        email: 'c@example.org',
        createdAt: Timestamp.now(),
      },
    });
    await expectRule(false, newInvite(COORDINATOR));
  });

  it('one NGO per person: a member of another NGO may not join this one', async () => {
    await expectRule(false, join(OTHER_MEMBER));
  });
});

describe('members: reading, changing, removing', () => {
  it('a member reads its own record; the NGO’s coordinators read and list its members; no one else', async () => {
    await expectRule(true, getDoc(doc(t.db(VOLUNTEER), 'members', VOLUNTEER.uid)));
    await expectRule(true, getDoc(doc(t.db('ngo'), 'members', VOLUNTEER.uid)));
    await expectRule(true, getDoc(doc(t.db(COORDINATOR), 'members', VOLUNTEER.uid)));
    await expectRule(true, getDoc(doc(t.db('admin'), 'members', VOLUNTEER.uid)));
    for (const who of [OTHER_MEMBER, 'otherNgo', 'donor', 'visitor'] as const) {
      await expectRule(false, getDoc(doc(t.db(who), 'members', VOLUNTEER.uid)));
    }
    const team = (who: Who) => query(collection(t.db(who), 'members'), where('ngoId', '==', UID.ngo), limit(100));
    await expectRule(true, getDocs(team('ngo')));
    await expectRule(true, getDocs(team(COORDINATOR)));
    for (const who of [VOLUNTEER, 'otherNgo', OTHER_MEMBER] as const) await expectRule(false, getDocs(team(who)));
  });

  it('a member changes its own profile, not its NGO or role', async () => {
    const mine = () => doc(t.db(VOLUNTEER), 'members', VOLUNTEER.uid);
    await expectRule(true, updateDoc(mine(), { phone: '9876500099', vehicle: 'car', languages: ['en'] }));
    await expectRule(false, updateDoc(mine(), { role: 'coordinator' }));
    await expectRule(false, updateDoc(mine(), { ngoId: UID.otherNgo }));
    await expectRule(false, updateDoc(doc(t.db(COORDINATOR), 'members', VOLUNTEER.uid), { phone: '9876500098' }));
  });

  it('a coordinator makes a volunteer a coordinator; a volunteer or another NGO may not', async () => {
    const promote = (who: Who) => updateDoc(doc(t.db(who), 'members', VOLUNTEER.uid), { role: 'coordinator' });
    for (const who of [OTHER_MEMBER, 'otherNgo', 'donor'] as const) await expectRule(false, promote(who));
    await expectRule(true, promote(COORDINATOR));
    await expectRule(false, updateDoc(doc(t.db('ngo'), 'members', VOLUNTEER.uid), { role: 'owner' }));
  });

  it('a coordinator removes a member, counted; a volunteer or another NGO may not; a member leaves', async () => {
    await expectRule(false, remove(VOLUNTEER, COORDINATOR.uid));
    await expectRule(false, remove('otherNgo', VOLUNTEER.uid));
    await expectRule(false, remove('ngo', VOLUNTEER.uid, UID.ngo, false));
    await expectRule(true, remove('ngo', VOLUNTEER.uid));
    await expectRule(true, remove(COORDINATOR, COORDINATOR.uid));
  });

  it('a suspended member may not leave (not suspended: it may); a coordinator or an admin still removes it', async () => {
    await t.seed({
      [`suspensions/${VOLUNTEER.uid}`]: storedSuspension(),
      [`suspensions/${COORDINATOR.uid}`]: storedSuspension(),
    });
    await expectRule(false, remove(VOLUNTEER, VOLUNTEER.uid));
    await expectRule(false, remove(COORDINATOR, COORDINATOR.uid));
    await expectRule(true, remove('ngo', VOLUNTEER.uid));
    await expectRule(
      true,
      asAudited('admin', t.db('admin'), 'removeMember', COORDINATOR.uid, (batch) => {
        batch.delete(doc(t.db('admin'), 'members', COORDINATOR.uid));
        batch.set(
          doc(t.db('admin'), 'teamCounts', UID.ngo),
          { members: increment(-1), last: COORDINATOR.uid },
          { merge: true },
        );
      }),
    );
    await t.seed({
      [`members/${VOLUNTEER.uid}`]: storedMember(UID.ngo),
      [`teamCounts/${UID.ngo}`]: { members: 1, last: VOLUNTEER.uid },
    });
    await t.admin((db) => deleteDoc(doc(db, 'suspensions', VOLUNTEER.uid)));
    await expectRule(true, remove(VOLUNTEER, VOLUNTEER.uid));
  });

  it('a removed coordinator’s power ends at once: it may no longer invite, read the team or remove', async () => {
    await expectRule(true, remove('ngo', COORDINATOR.uid));
    await expectRule(false, newInvite(COORDINATOR));
    await expectRule(false, getDoc(doc(t.db(COORDINATOR), 'members', VOLUNTEER.uid)));
    await expectRule(false, remove(COORDINATOR, VOLUNTEER.uid));
  });

  it('while the NGO is suspended its coordinators promote, remove, revoke and list nothing', async () => {
    const promote = (who: Who) => updateDoc(doc(t.db(who), 'members', VOLUNTEER.uid), { role: 'coordinator' });
    const revoke = (who: Who) => updateDoc(doc(t.db(who), 'invites', INVITE), { revoked: true });
    const team = (who: Who) => query(collection(t.db(who), 'members'), where('ngoId', '==', UID.ngo), limit(100));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    for (const who of ['ngo', COORDINATOR] as const) {
      await expectRule(false, promote(who));
      await expectRule(false, remove(who, VOLUNTEER.uid));
      await expectRule(false, revoke(who));
      await expectRule(false, getDocs(team(who)));
    }
    // The same, once the suspension is lifted.
    await t.admin((db) => deleteDoc(doc(db, `suspensions/${UID.ngo}`)));
    await expectRule(true, getDocs(team(COORDINATOR)));
    await expectRule(true, revoke(COORDINATOR));
    await expectRule(true, promote(COORDINATOR));
    await expectRule(true, remove('ngo', VOLUNTEER.uid));
  });
});

describe('teamCounts', () => {
  it('anyone lists a page of counts (the directory’s cards); an unlimited list is denied', async () => {
    const counts = collection(t.db('visitor'), 'teamCounts');
    await expectRule(true, getDocs(query(counts, where(documentId(), 'in', [UID.ngo, UID.otherNgo]), limit(30))));
    await expectRule(false, getDocs(query(counts, where(documentId(), 'in', [UID.ngo, UID.otherNgo]))));
  });

  it('anyone reads an NGO’s count; no one moves it without a member joining or leaving', async () => {
    await expectRule(true, getDoc(doc(t.db('visitor'), 'teamCounts', UID.ngo)));
    await expectRule(false, setDoc(doc(t.db('ngo'), 'teamCounts', UID.ngo), { members: 40, last: VOLUNTEER.uid }));
    await expectRule(
      false,
      setDoc(
        doc(t.db(NEWCOMER), 'teamCounts', UID.ngo),
        { members: increment(1), last: NEWCOMER.uid },
        { merge: true },
      ),
    );
    await expectRule(
      false,
      setDoc(doc(t.db('ngo'), 'teamCounts', UID.ngo), { members: increment(-1), last: VOLUNTEER.uid }, { merge: true }),
    );
  });
});
