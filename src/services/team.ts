/**
 * An NGO's team (docs/teams.md): invite links, the members who join with them (volunteers, and
 * coordinators the NGO makes), and the public count of members. The rules decide who may do what
 * (firestore.rules, 'an NGO's team'); this module writes what they expect, in one batch each.
 */
import {
  collection,
  doc,
  getDoc,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { v4 as uuid } from 'uuid';
import { LIST_LIMIT, TEAM_LIMITS, VEHICLES } from '../config/limits.js';
import { LANGUAGES, type Language } from '../i18n/languages';
import { COLLECTIONS } from './collections';
import { db } from './db';
import type { ErrorListener, Unsubscribe } from './donation-model';
import { assertOnline, failure } from './offline';
import { recorded } from './query-record';
import { storedDate, storedText } from './stored';

export type Vehicle = (typeof VEHICLES)[number];
export type MemberRole = 'volunteer' | 'coordinator';

/** What a member says of themself. */
export interface MemberProfile {
  name: string;
  /** 10 digits. */
  phone: string;
  languages: Language[];
  vehicle: Vehicle;
}

export interface Member extends MemberProfile {
  uid: string;
  ngoId: string;
  role: MemberRole;
  joinedAt: Date | null;
}

export interface Invite {
  id: string;
  ngoId: string;
  createdAt: Date | null;
  expiresAt: Date;
  revoked: boolean;
  uses: number;
  maxUses: number;
}

/** Why an invite cannot be used now; null when it can. */
export type InviteProblem = 'revoked' | 'expired' | 'usedUp' | null;

const DAY_MS = 86_400_000;

const invites = () => collection(db(), COLLECTIONS.invites);
const memberRef = (uid: string) => doc(db(), COLLECTIONS.members, uid);
const countRef = (ngoId: string) => doc(db(), COLLECTIONS.teamCounts, ngoId);


export function inviteFromData(id: string, data: DocumentData): Invite {
  return {
    id,
    ngoId: storedText(data.ngoId),
    createdAt: storedDate(data.createdAt),
    expiresAt: storedDate(data.expiresAt) ?? new Date(0),
    revoked: data.revoked === true,
    uses: Number.isInteger(data.uses) ? (data.uses as number) : 0,
    maxUses: Number.isInteger(data.maxUses) ? (data.maxUses as number) : 0,
  };
}

export function memberFromData(uid: string, data: DocumentData): Member {
  const languages = Array.isArray(data.languages)
    ? (data.languages as unknown[]).filter((l): l is Language => LANGUAGES.includes(l as Language))
    : [];
  return {
    uid,
    ngoId: storedText(data.ngoId),
    role: data.role === 'coordinator' ? 'coordinator' : 'volunteer',
    name: storedText(data.name),
    phone: storedText(data.phone),
    languages,
    vehicle: VEHICLES.includes(data.vehicle as Vehicle) ? (data.vehicle as Vehicle) : 'none',
    joinedAt: storedDate(data.joinedAt),
  };
}

/** Why `invite` cannot be used at `now`, or null. */
export function inviteProblem(invite: Invite, now: Date = new Date()): InviteProblem {
  if (invite.revoked) return 'revoked';
  if (now >= invite.expiresAt) return 'expired';
  if (invite.uses >= invite.maxUses) return 'usedUp';
  return null;
}

/**
 * A coordinator makes an invite link for its NGO: for `maxUses` people, for TEAM_LIMITS.inviteDays
 * days (a minute less, so the server's clock never finds it a moment too long). Its id is random
 * and long (a UUID without dashes): the link cannot be guessed. Needs the server.
 */
export async function createInvite(ngoId: string, createdBy: string, maxUses: number): Promise<string> {
  assertOnline();
  const id = uuid().replaceAll('-', '');
  const batch = writeBatch(db());
  batch.set(doc(invites(), id), {
    ngoId,
    createdBy,
    createdAt: serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + TEAM_LIMITS.inviteDays * DAY_MS - 60_000),
    revoked: false,
    uses: 0,
    maxUses,
  });
  await batch.commit();
  return id;
}

/** A coordinator revokes an invite: nobody joins with it any more. */
export async function revokeInvite(inviteId: string): Promise<void> {
  assertOnline();
  await updateDoc(doc(invites(), inviteId), { revoked: true });
}

/** One invite, as whoever holds its link reads it; null when there is none. */
export async function getInvite(inviteId: string): Promise<Invite | null> {
  const snap = await getDoc(doc(invites(), inviteId));
  return snap.exists() ? inviteFromData(snap.id, snap.data()) : null;
}

/** The NGO's invites, newest first, live (for its coordinators). */
export function watchInvites(ngoId: string, onData: (invites: Invite[]) => void, onError: ErrorListener): Unsubscribe {
  return onSnapshot(
    recorded('team.invites', query(invites(), where('ngoId', '==', ngoId), orderBy('createdAt', 'desc'), limit(20))),
    (snap) => onData(snap.docs.map((d) => inviteFromData(d.id, d.data()))),
    onError,
  );
}

/**
 * The signed-in person joins the invite's NGO as a volunteer: their member record, the invite's
 * use and the NGO's count, in one batch. Needs the server (the invite must be live there). A
 * problem the person can act on is said in plain words ('foodbridge/invite-…').
 */
export async function joinTeam(uid: string, invite: Invite, profile: MemberProfile): Promise<void> {
  assertOnline();
  const problem = inviteProblem(invite);
  if (problem) throw failure(`foodbridge/invite-${problem}`, `This invite cannot be used: ${problem}.`);
  const batch = writeBatch(db());
  batch.set(memberRef(uid), {
    ngoId: invite.ngoId,
    role: 'volunteer',
    ...profileFields(profile),
    inviteId: invite.id,
    joinedAt: serverTimestamp(),
  });
  batch.update(doc(invites(), invite.id), { uses: increment(1) });
  batch.set(countRef(invite.ngoId), { members: increment(1), last: uid }, { merge: true });
  await batch.commit();
}

function profileFields(profile: MemberProfile) {
  return {
    name: profile.name.trim(),
    phone: profile.phone,
    languages: [...new Set(profile.languages)],
    vehicle: profile.vehicle,
  };
}

/** A member changes their own profile. */
export async function updateMemberProfile(uid: string, profile: MemberProfile): Promise<void> {
  assertOnline();
  await updateDoc(memberRef(uid), profileFields(profile));
}

/** A coordinator makes a member a coordinator, or a volunteer again. */
export async function setMemberRole(uid: string, role: MemberRole): Promise<void> {
  assertOnline();
  await updateDoc(memberRef(uid), { role });
}

/**
 * A member leaves, or a coordinator removes one: the record and the NGO's count, in one batch.
 * The rules check membership at every request, so the person's power ends at once, everywhere.
 */
export async function removeMember(uid: string, ngoId: string): Promise<void> {
  assertOnline();
  const batch = writeBatch(db());
  batch.delete(memberRef(uid));
  batch.set(countRef(ngoId), { members: increment(-1), last: uid }, { merge: true });
  await batch.commit();
}

/** The signed-in person's membership, live: null when they belong to no NGO. */
export function watchMyMembership(uid: string, onData: (member: Member | null) => void, onError: ErrorListener) {
  return onSnapshot(
    memberRef(uid),
    (snap) => onData(snap.exists() ? memberFromData(snap.id, snap.data()) : null),
    onError,
  );
}

/** The NGO's members, coordinators first then by name, live (for its coordinators). */
export function watchMembers(ngoId: string, onData: (members: Member[]) => void, onError: ErrorListener): Unsubscribe {
  return onSnapshot(
    recorded(
      'team.members',
      query(collection(db(), COLLECTIONS.members), where('ngoId', '==', ngoId), limit(LIST_LIMIT)),
    ),
    (snap) =>
      onData(
        snap.docs
          .map((d) => memberFromData(d.id, d.data()))
          .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'coordinator' ? -1 : 1)),
      ),
    onError,
  );
}

/** How many members an NGO's team has (teamCounts/{ngoId}, public): 0 when it has none. */
export async function getTeamCount(ngoId: string): Promise<number> {
  const snap = await getDoc(countRef(ngoId));
  const members = Number(snap.data()?.members);
  return Number.isInteger(members) && members > 0 ? members : 0;
}
