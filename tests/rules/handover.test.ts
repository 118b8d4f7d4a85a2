// deliveryInfo/{id}/private/handover — the 4-digit code the donor reads out to the NGO at pickup:
// who reads it (the donor and admins, never the NGO), that it is written only with the donation
// (same batch, by its donor) and changed only by its donor (a new code, while the food waits), and
// that pickup needs it — a wrong or missing code changes nothing, each try is counted before it is
// checked (deliveryInfo/{id}/private/guess), and after HANDOVER_CODE_TRIES the donor must make a
// new code; a donation from before codes (no handover document) is picked up without one.
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
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
  change,
  donationDocs,
  guessPath,
  handoverPath,
  noTries,
  itMatchesHandoverCodePattern,
  makeMove,
  newDonation,
  offerFood,
  tryCode,
} from './donation-support';
import {
  ACTORS,
  expectRule,
  setupRulesEnv,
  storedSuspension,
  Timestamp,
  UID,
  verdict,
  type Matrix,
  type Who,
} from './support';
import { PICKUP_CHECKS } from '../../src/config/food-safety.js';
import { HANDOVER_CODE_TRIES } from '../../src/config/limits.js';

const t = setupRulesEnv();
const ID = 'd-1';
const OLD = 'd-old';

const handover = (who: Who, id = ID) => doc(t.db(who), handoverPath(id));

/** The donation as stored, read with the rules off. */
const storedDonation = (id = ID): Promise<DocumentData | undefined> =>
  t.admin(async (db) => (await getDoc(doc(db, DONATIONS, id))).data());
const storedCode = (id = ID): Promise<unknown> =>
  t.admin(async (db) => (await getDoc(doc(db, handoverPath(id)))).get('code'));
const storedGuess = (id = ID): Promise<DocumentData | undefined> =>
  t.admin(async (db) => (await getDoc(doc(db, guessPath(id)))).data());

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

describe('the NGO’s tries at none, written by the donor with the offer (the donor’s board follows them)', () => {
  beforeEach(() => t.seed(donationDocs(OLD, 'accepted')));
  const offer = (guess: DocumentData | null, who: Who = 'donor', donorUid: string = UID.donor) =>
    offerFood(t.db(who), newDonation(donorUid), { code: CODE }, doc(collection(t.db(who), DONATIONS)).id, guess);

  it('with the donation and its code, in one batch, by its donor: allowed, and stored at none', async () => {
    const id = await offer(noTries(UID.donor));
    expect(await storedGuess(id)).toEqual(noTries(UID.donor));
  });
  it('without them (as before they began): allowed — the NGO’s first try writes them', async () => {
    const id = await offer(null);
    expect(await storedGuess(id)).toBeUndefined();
  });
  it('starting above none, carrying a code, naming another donor, or with another field: denied', async () => {
    await expectRule(false, offer({ donorUid: UID.donor, tries: 1 }));
    await expectRule(false, offer({ donorUid: UID.donor, tries: -1 }));
    await expectRule(false, offer({ ...noTries(UID.donor), code: CODE }));
    await expectRule(false, offer(noTries(UID.otherDonor)));
    await expectRule(false, offer({ ...noTries(UID.donor), at: serverTimestamp() }));
  });
  it('on their own, for a donation that exists or a later one, by anyone: denied', async () => {
    for (const who of ['donor', 'otherDonor', 'ngo', 'admin', 'visitor'] as const) {
      await expectRule(false, setDoc(doc(t.db(who), guessPath(OLD)), noTries(UID.donor)));
      await expectRule(false, setDoc(doc(t.db(who), guessPath('d-future')), noTries(UID.donor)));
    }
  });
  it('in the batch of another donor’s offer, or of an NGO’s: denied', async () => {
    await expectRule(false, offer(noTries(UID.otherDonor), 'otherDonor', UID.donor));
    await expectRule(false, offer(noTries(UID.ngo), 'ngo', UID.ngo));
  });
  it('the NGO’s first try on them counts one, and the pickup with the right code follows', async () => {
    const id = await offer(noTries(UID.donor));
    await t.admin((db) =>
      setDoc(doc(db, DONATIONS, id), { status: 'accepted', acceptedAt: Timestamp.now() }, { merge: true }),
    );
    await expectRule(false, makeMove(t.db('ngo'), 'pickUp', id, { code: CODE, guess: false }));
    await expectRule(true, makeMove(t.db('ngo'), 'pickUp', id, { code: CODE }));
    expect(await storedGuess(id)).toMatchObject({ code: CODE, tries: 1 });
  });
});

// ── a new code, from the donor ───────────────────────────────────────────────────────────────

/** The donor makes a new code, as the app does: the code, and the NGO's tries back at none, in one batch. */
async function newCode(who: Who, code: string | DocumentData, id = ID, { resetGuess = true } = {}): Promise<void> {
  const db = t.db(who);
  const batch = writeBatch(db);
  batch.update(doc(db, handoverPath(id)), typeof code === 'string' ? { code } : code);
  if (resetGuess) batch.set(doc(db, guessPath(id)), noTries(UID.donor));
  return batch.commit();
}

describe('handover code: only its donor makes a new one, while the food waits; only admins delete it', () => {
  beforeEach(() => t.seed(donationDocs(ID, 'accepted')));
  it('the donor makes a new code (its guess goes with it): allowed, and the old code no longer picks up', async () => {
    await tryCode(t.db('ngo'), ID, WRONG_CODE);
    await expectRule(true, newCode('donor', '0007'));
    expect(await storedCode()).toBe('0007');
    expect(await storedGuess()).toEqual(noTries(UID.donor));
    await expectRule(false, makeMove(t.db('ngo'), 'pickUp', ID, { code: CODE }));
    await expectRule(true, makeMove(t.db('ngo'), 'pickUp', ID, { code: '0007' }));
  });
  it('anyone else changing it (update or overwrite), an admin included: denied', async () => {
    for (const who of ['ngo', 'admin', 'otherDonor', 'otherNgo', 'visitor'] as const) {
      await expectRule(false, updateDoc(handover(who), { code: '0000' }));
      await expectRule(false, setDoc(handover(who), { code: '0000' }));
    }
    expect(await storedCode()).toBe(CODE);
    await expectRule(true, newCode('donor', '0000'));
  });
  it('the same code again, a code of another shape or another field: denied', async () => {
    await expectRule(false, newCode('donor', CODE));
    await expectRule(false, newCode('donor', '12345'));
    await expectRule(false, newCode('donor', { code: '0000', note: 'blue door' }));
    await expectRule(true, newCode('donor', '0000'));
  });
  it('keeping the NGO’s used tries (its guess left in place, deleted, or not back at none): denied', async () => {
    await tryCode(t.db('ngo'), ID, WRONG_CODE);
    await expectRule(false, newCode('donor', '0007', ID, { resetGuess: false }));
    const db = t.db('donor');
    const alongside = (write: (batch: ReturnType<typeof writeBatch>) => void) => {
      const batch = writeBatch(db);
      batch.update(doc(db, handoverPath(ID)), { code: '0007' });
      write(batch);
      return batch.commit();
    };
    await expectRule(
      false,
      alongside((batch) => batch.delete(doc(db, guessPath(ID)))),
    );
    await expectRule(
      false,
      alongside((batch) => batch.set(doc(db, guessPath(ID)), { donorUid: UID.donor, tries: 1 })),
    );
    await expectRule(
      false,
      alongside((batch) => batch.set(doc(db, guessPath(ID)), { ...noTries(UID.donor), code: WRONG_CODE })),
    );
    await expectRule(
      false,
      alongside((batch) => batch.set(doc(db, guessPath(ID)), noTries(UID.otherDonor))),
    );
    await expectRule(true, newCode('donor', '0007'));
  });
  it('a donation from before the tries began (none recorded yet): the new code writes them at none', async () => {
    await t.admin((db) => deleteDoc(doc(db, guessPath(ID))));
    await expectRule(true, newCode('donor', '0007'));
    expect(await storedGuess()).toEqual(noTries(UID.donor));
  });
  it('once the food is no longer waiting to be collected (offered, picked up, cancelled): denied', async () => {
    for (const status of ['offered', 'picked_up', 'cancelled'] as const) {
      await t.seed(donationDocs(`d-${status}`, status));
      await expectRule(false, newCode('donor', '0007', `d-${status}`, { resetGuess: false }));
    }
  });
  it('by a suspended donor: denied', async () => {
    await t.seed({ [`suspensions/${UID.donor}`]: storedSuspension() });
    await expectRule(false, newCode('donor', '0007', ID, { resetGuess: false }));
  });
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} deleting it: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], deleteDoc(handover(actor)));
    });
  }
});

// ── the NGO's tries at the code ─────────────────────────────────────────────────────────────

describe('pickup code: a few tries, each counted before it is checked', () => {
  beforeEach(() => t.seed({ ...donationDocs(ID, 'accepted'), ...donationDocs(OLD, 'accepted', {}, null) }));
  const guess = (who: Who, id = ID) => doc(t.db(who), guessPath(id));
  const pickUp = (code: string, options: { guess?: boolean } = {}) =>
    makeMove(t.db('ngo'), 'pickUp', ID, { code, ...options });

  it(`a refused guess still uses a try; after ${HANDOVER_CODE_TRIES} the right code is refused too`, async () => {
    for (let n = 1; n <= HANDOVER_CODE_TRIES; n += 1) {
      await expectRule(false, pickUp(WRONG_CODE));
      expect(await storedGuess()).toMatchObject({ code: WRONG_CODE, tries: n });
    }
    await expectRule(false, pickUp(CODE));
    await expectRule(false, pickUp(CODE, { guess: false }));
    expect((await storedDonation())?.status).toBe('accepted');
    // The donor reads out a new code: the tries start again.
    await expectRule(true, newCode('donor', '0007'));
    await expectRule(true, pickUp('0007'));
  });
  it(`the right code on the last try (${HANDOVER_CODE_TRIES}) still picks up`, async () => {
    for (let n = 1; n < HANDOVER_CODE_TRIES; n += 1) await expectRule(false, pickUp(WRONG_CODE));
    await expectRule(true, pickUp(CODE));
  });
  it('the pickup without its try recorded first: denied, though the code is right', async () => {
    await expectRule(false, pickUp(CODE, { guess: false }));
    await expectRule(true, pickUp(CODE));
  });
  it('the try and the pickup in one batch (a refused pickup would take its try with it): denied', async () => {
    const db = t.db('ngo');
    const batch = writeBatch(db);
    batch.set(
      doc(db, guessPath(ID)),
      { code: CODE, donorUid: UID.donor, tries: increment(1), at: serverTimestamp() },
      { merge: true },
    );
    batch.update(doc(db, DONATIONS, ID), { ...change('pickUp'), handoverCode: CODE, pickupChecks: [...PICKUP_CHECKS] });
    await expectRule(false, batch.commit());
    await expectRule(true, pickUp(CODE));
  });
  it('winding the count back (a lower count, a skipped one, deleting it): denied', async () => {
    await expectRule(true, tryCode(t.db('ngo'), ID, WRONG_CODE));
    await expectRule(true, tryCode(t.db('ngo'), ID, WRONG_CODE));
    const at = serverTimestamp();
    await expectRule(false, setDoc(guess('ngo'), { code: CODE, donorUid: UID.donor, tries: 1, at }));
    await expectRule(false, setDoc(guess('ngo'), { code: CODE, donorUid: UID.donor, tries: 2, at }));
    await expectRule(false, setDoc(guess('ngo'), { code: CODE, donorUid: UID.donor, tries: 4, at }));
    await expectRule(false, deleteDoc(guess('ngo')));
    await expectRule(true, setDoc(guess('ngo'), { code: CODE, donorUid: UID.donor, tries: 3, at }));
  });
  it('a first try that does not start at one, a code of another shape, another field, or a time not now: denied', async () => {
    const at = serverTimestamp();
    await expectRule(false, setDoc(guess('ngo'), { code: CODE, donorUid: UID.donor, tries: 0, at }));
    await expectRule(false, setDoc(guess('ngo'), { code: CODE, donorUid: UID.donor, tries: -4, at }));
    await expectRule(false, setDoc(guess('ngo'), { code: 4821, donorUid: UID.donor, tries: 1, at }));
    await expectRule(false, setDoc(guess('ngo'), { code: '12345', donorUid: UID.donor, tries: 1, at }));
    await expectRule(false, setDoc(guess('ngo'), { code: CODE, donorUid: UID.donor, tries: 1, at, note: 'x' }));
    await expectRule(
      false,
      setDoc(guess('ngo'), {
        code: CODE,
        donorUid: UID.donor,
        tries: 1,
        at: Timestamp.fromMillis(Date.now() - 60_000),
      }),
    );
    await expectRule(false, setDoc(guess('ngo'), { code: CODE, donorUid: UID.donor, tries: 1 }));
    await expectRule(true, setDoc(guess('ngo'), { code: CODE, donorUid: UID.donor, tries: 1, at }));
  });
  it('a try naming another donor, or none (so that donor could read it): denied', async () => {
    await expectRule(false, tryCode(t.db('ngo'), ID, WRONG_CODE, UID.otherDonor));
    const at = serverTimestamp();
    await expectRule(false, setDoc(guess('ngo'), { code: WRONG_CODE, tries: 1, at }));
    await expectRule(true, tryCode(t.db('ngo'), ID, WRONG_CODE));
    await expectRule(false, tryCode(t.db('ngo'), ID, WRONG_CODE, UID.otherDonor));
    await expectRule(false, getDoc(guess('otherDonor')));
    await expectRule(true, getDoc(guess('donor')));
  });
  it('a try by anyone but the donation’s active NGO, or before it accepted or after the pickup: denied', async () => {
    for (const who of ['otherNgo', 'donor', 'admin', 'visitor'] as const) {
      await expectRule(false, tryCode(t.db(who), ID, CODE));
    }
    for (const status of ['offered', 'picked_up'] as const) {
      await t.seed(donationDocs(`d-${status}`, status));
      await expectRule(false, tryCode(t.db('ngo'), `d-${status}`, CODE));
    }
    // A donation from before codes has nothing to guess.
    await expectRule(false, tryCode(t.db('ngo'), OLD, CODE));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, tryCode(t.db('ngo'), ID, CODE));
  });
  const readers: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: true, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading the NGO’s tries: ${verdict(readers[actor])}`, async () => {
      await tryCode(t.db('ngo'), ID, WRONG_CODE);
      await expectRule(readers[actor], getDoc(guess(actor)));
    });
  }
  it('the tries back at none without a new code, by the donor or anyone: denied', async () => {
    await tryCode(t.db('ngo'), ID, WRONG_CODE);
    for (const who of ['donor', 'ngo', 'otherDonor', 'otherNgo', 'admin', 'visitor'] as const) {
      await expectRule(false, setDoc(guess(who), noTries(UID.donor)));
    }
    expect(await storedGuess()).toMatchObject({ tries: 1 });
  });
  it('deleting the tries: only an admin', async () => {
    await tryCode(t.db('ngo'), ID, WRONG_CODE);
    for (const who of ['ngo', 'otherNgo', 'donor', 'otherDonor', 'visitor'] as const) {
      await expectRule(false, deleteDoc(guess(who)));
    }
    await expectRule(true, deleteDoc(guess('admin')));
  });
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
