// deliveryInfo/{id}/private/handover — the 4-digit code the donor reads out to the NGO at pickup:
// who reads it (the donor and admins, never the NGO), that it is written only with the donation
// (same batch, by its donor), never changed, and that pickup needs it — a wrong or missing code
// changes nothing; a donation from before codes (no handover document) is picked up without one.
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CODE,
  DONATIONS,
  WRONG_CODE,
  donationDocs,
  handoverPath,
  itMatchesHandoverCodePattern,
  makeMove,
  newDonation,
  offerFood,
} from './donation-support';
import { ACTORS, expectRule, setupRulesEnv, UID, verdict, type Matrix, type Who } from './support';

const t = setupRulesEnv();
const ID = 'd-1';
const OLD = 'd-old';

const handover = (who: Who, id = ID) => doc(t.db(who), handoverPath(id));

/** The donation as stored, read with the rules off. */
const storedDonation = (id = ID): Promise<DocumentData | undefined> =>
  t.admin(async (db) => (await getDoc(doc(db, DONATIONS, id))).data());
const storedCode = (id = ID): Promise<unknown> =>
  t.admin(async (db) => (await getDoc(doc(db, handoverPath(id)))).get('code'));

// ── read ──────────────────────────────────────────────────────────────────────────────────────

describe('handover code: read', () => {
  beforeEach(() => t.seed(donationDocs(ID, 'accepted')));
  const allowed: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading the code of donor-1's donation to ngo-1: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDoc(handover(actor)));
    });
  }
  it('the donor reads the code they must read out', async () => {
    const snap = await getDoc(handover('donor'));
    expect(snap.data()).toEqual({ code: CODE });
  });
  it('the NGO cannot learn it from the donation either: it carries no code before pickup', async () => {
    const snap = await getDoc(doc(t.db('ngo'), DONATIONS, ID));
    expect(snap.exists()).toBe(true);
    expect(snap.get('handoverCode')).toBeUndefined();
  });
  it('nor by listing: the private documents of a donation, or all handover codes at once, are denied', async () => {
    for (const who of ['ngo', 'donor', 'admin'] as const) {
      await expectRule(false, getDocs(query(collection(t.db(who), DONATIONS, ID, 'private'), limit(10))));
      await expectRule(false, getDocs(query(collectionGroup(t.db(who), 'private'), limit(10))));
    }
  });
  it('the code of a donation whose donation is gone is readable by no one but admins', async () => {
    await t.admin((db) => deleteDoc(doc(db, DONATIONS, ID)));
    await expectRule(false, getDoc(handover('donor')));
    await expectRule(true, getDoc(handover('admin')));
  });
});

// ── create ────────────────────────────────────────────────────────────────────────────────────

describe('handover code: written only with the donation, by its donor', () => {
  beforeEach(() => t.seed({ ...donationDocs(ID, 'offered'), ...donationDocs(OLD, 'accepted', {}, null) }));

  it('with the donation, in one batch, by its donor: allowed, and the code is stored', async () => {
    const id = await offerFood(t.db('donor'), newDonation(UID.donor), { code: '0007' });
    expect(await storedCode(id)).toBe('0007');
  });
  it('on its own for a donation that does not exist (a code planted for a later donation): denied', async () => {
    for (const who of ['donor', 'otherDonor', 'ngo', 'admin'] as const) {
      await expectRule(false, setDoc(handover(who, 'd-future'), { code: CODE }));
    }
  });
  it('afterwards, for a donation that already exists: denied to everyone (also a donation from before codes)', async () => {
    for (const who of ['donor', 'otherDonor', 'ngo', 'otherNgo', 'admin', 'visitor'] as const) {
      await expectRule(false, setDoc(handover(who, OLD), { code: CODE }));
    }
    await expectRule(false, makeMove(t.db('ngo'), 'pickUp', OLD, { code: CODE }));
  });
  it('planted under another id in the batch of one’s own donation: denied', async () => {
    // donor-2 offers food (with its code) and writes a code under an id no donation has yet.
    const db = t.db('otherDonor');
    const batch = writeBatch(db);
    batch.set(doc(db, DONATIONS, 'd-2'), newDonation(UID.otherDonor));
    batch.set(doc(db, handoverPath('d-2')), { code: CODE });
    batch.set(doc(db, handoverPath('d-3')), { code: CODE });
    await expectRule(false, batch.commit());
  });
  it('an NGO or an admin writing a donation and its code: denied', async () => {
    await expectRule(false, offerFood(t.db('ngo'), newDonation(UID.ngo)));
    await expectRule(false, offerFood(t.db('admin'), newDonation(UID.admin)));
  });
  itMatchesHandoverCodePattern((code) => offerFood(t.db('donor'), newDonation(UID.donor), { code }));
  it('a code that is not a string, a missing code, or another field: denied', async () => {
    const offer = (handoverDoc: DocumentData) => offerFood(t.db('donor'), newDonation(UID.donor), handoverDoc);
    await expectRule(false, offer({ code: 4821 }));
    await expectRule(false, offer({ code: null }));
    await expectRule(false, offer({}));
    await expectRule(false, offer({ code: CODE, note: 'blue door' }));
    await expectRule(true, offer({ code: CODE }));
  });
});

// ── update / delete ───────────────────────────────────────────────────────────────────────────

describe('handover code: never changed; only admins delete it', () => {
  beforeEach(() => t.seed(donationDocs(ID, 'accepted')));
  it('no one changes it (update or overwrite), not even its donor or an admin', async () => {
    for (const who of ['donor', 'ngo', 'admin', 'otherDonor', 'visitor'] as const) {
      await expectRule(false, updateDoc(handover(who), { code: '0000' }));
      await expectRule(false, setDoc(handover(who), { code: '0000' }));
    }
    expect(await storedCode()).toBe(CODE);
  });
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} deleting it: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], deleteDoc(handover(actor)));
    });
  }
});

// ── pickup ────────────────────────────────────────────────────────────────────────────────────

describe('pickup needs the donor’s code', () => {
  beforeEach(() =>
    t.seed({
      ...donationDocs(ID, 'accepted'),
      ...donationDocs('d-2', 'accepted', {}, '1111'),
      ...donationDocs(OLD, 'accepted', {}, null),
    }),
  );
  const pickUp = (code: unknown, id = ID) => makeMove(t.db('ngo'), 'pickUp', id, { code });

  it('a wrong code is denied and the donation is unchanged (still accepted, no code, no pickup time)', async () => {
    const before = await storedDonation();
    await expectRule(false, pickUp(WRONG_CODE));
    await expectRule(false, pickUp('0000'));
    const after = await storedDonation();
    expect(after).toEqual(before);
    expect(after?.status).toBe('accepted');
    expect(after?.handoverCode).toBeUndefined();
    expect(after?.pickedUpAt).toBeUndefined();
  });
  it('the right code is allowed, and the donation records it', async () => {
    await expectRule(true, pickUp(CODE));
    const after = await storedDonation();
    expect(after?.status).toBe('picked_up');
    expect(after?.handoverCode).toBe(CODE);
  });
  it('the right code still works after wrong tries', async () => {
    await expectRule(false, pickUp(WRONG_CODE));
    await expectRule(true, pickUp(CODE));
  });
  it('no code is denied when the donation has a handover code', async () => {
    await expectRule(false, pickUp(null));
    expect((await storedDonation())?.status).toBe('accepted');
  });
  it('the code as a number, or another donation’s code, is denied', async () => {
    await expectRule(false, pickUp(Number(CODE)));
    await expectRule(false, pickUp('1111'));
    await expectRule(true, pickUp('1111', 'd-2'));
  });
  it('the right code, but by another NGO or the donor, is denied', async () => {
    await expectRule(false, makeMove(t.db('otherNgo'), 'pickUp', ID, { code: CODE }));
    await expectRule(false, makeMove(t.db('donor'), 'pickUp', ID, { code: CODE }));
    await expectRule(false, makeMove(t.db('admin'), 'pickUp', ID, { code: CODE }));
  });
  it('a donation from before codes (no handover document) is picked up without one; with any code, denied', async () => {
    await expectRule(false, pickUp(CODE, OLD));
    await expectRule(true, pickUp(null, OLD));
    expect((await storedDonation(OLD))?.handoverCode).toBeUndefined();
  });
  it('the code is set only at pickup: not while accepting, not changed at delivery', async () => {
    await t.seed(donationDocs('d-new', 'offered'));
    await expectRule(false, makeMove(t.db('ngo'), 'accept', 'd-new', { extra: { handoverCode: CODE } }));
    await expectRule(true, pickUp(CODE));
    await expectRule(false, makeMove(t.db('ngo'), 'deliver', ID, { extra: { handoverCode: WRONG_CODE } }));
    await expectRule(true, makeMove(t.db('ngo'), 'deliver', ID));
  });
  it('an uncoded donation cannot be given a code later to count in the totals', async () => {
    await expectRule(true, pickUp(null, OLD));
    await expectRule(false, makeMove(t.db('ngo'), 'deliver', OLD, { extra: { handoverCode: CODE } }));
    await expectRule(false, makeMove(t.db('ngo'), 'deliver', OLD, { stats: 12 }));
    await expectRule(true, makeMove(t.db('ngo'), 'deliver', OLD, { stats: null }));
  });
});
