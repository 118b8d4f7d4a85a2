// The admin dashboard's queue and figures (issue 25): the queue's reads and searches of NGO
// profiles, its counts (bounded by the list limit, as every list is), and deleting an NGO profile
// with its name. Who may read NGO profiles at all is in ngos.test.ts, donations in donations.test.ts.
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { LIST_LIMIT } from '../../src/config/limits.js';
import { nameKey } from '../../src/config/names.js';
import {
  ACTORS,
  addAudit,
  expectRule,
  ngoProfile,
  setupRulesEnv,
  storedDonation,
  UID,
  verdict,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const NGOS = 'ngoAdmin';
const DONATIONS = 'deliveryInfo';

const waiting = (db: Firestore) => query(collection(db, NGOS), where('verified', '==', false));

describe('the admin queue: NGOs awaiting verification', () => {
  it('the queue, waiting longest first, and each of its searches (name, email, PIN) are readable a page at a time', async () => {
    const order = [orderBy('createdAt'), orderBy(documentId()), limit(26)];
    const db = t.db('admin');
    await expectRule(true, getDocs(query(waiting(db), ...order)));
    await expectRule(true, getDocs(query(waiting(db), where('keywords', 'array-contains', 'org'), ...order)));
    await expectRule(true, getDocs(query(waiting(db), where('email', 'in', ['ngo-3@example.org']), ...order)));
    await expectRule(true, getDocs(query(waiting(db), where('zip', '==', '700016'), ...order)));
  });
  it(`counting the NGOs waiting: up to LIST_LIMIT (${LIST_LIMIT}) allowed; a count without a limit is denied, as every unbounded list`, async () => {
    const counted = await getCountFromServer(query(waiting(t.db('admin')), limit(LIST_LIMIT)));
    expect(counted.data().count).toBe(1); // ngo-3, the unverified actor
    await expectRule(false, getCountFromServer(query(waiting(t.db('admin')), limit(LIST_LIMIT + 1))));
    await expectRule(false, getCountFromServer(waiting(t.db('admin'))));
  });
});

describe('the admin figures: donations today and offers waiting', () => {
  const today = (db: Firestore) =>
    query(collection(db, DONATIONS), where('createdAt', '>=', Timestamp.fromMillis(Date.now() - 3600_000)));
  const offersWaiting = (db: Firestore) =>
    query(collection(db, DONATIONS), where('status', '==', 'offered'), where('readyBy', '>', Timestamp.now()));
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} counting every donation offered today and every offer waiting: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getCountFromServer(query(today(t.db(actor)), limit(LIST_LIMIT))));
      await expectRule(allowed[actor], getCountFromServer(query(offersWaiting(t.db(actor)), limit(LIST_LIMIT))));
    });
  }
  it('the admin counts what is there, and only with a limit', async () => {
    await t.seed({
      [`${DONATIONS}/new`]: storedDonation({ createdAt: Timestamp.now() }),
      [`${DONATIONS}/old`]: storedDonation(),
      [`${DONATIONS}/expired`]: storedDonation({ readyBy: Timestamp.fromMillis(Date.now() - 3600_000) }),
      [`${DONATIONS}/taken`]: storedDonation({ status: 'accepted' }),
    });
    const db = t.db('admin');
    expect((await getCountFromServer(query(today(db), limit(LIST_LIMIT)))).data().count).toBe(1);
    expect((await getCountFromServer(query(offersWaiting(db), limit(LIST_LIMIT)))).data().count).toBe(2);
    await expectRule(false, getCountFromServer(today(db)));
    await expectRule(false, getCountFromServer(offersWaiting(db)));
  });
});

describe("the admin queue: deleting an NGO's profile frees its name", () => {
  const remove = (who: Who, id: string, nameOrg: string) => {
    const db = t.db(who);
    return runTransaction(db, async (tx) => {
      const claim = await tx.get(doc(db, 'ngoNames', nameKey(nameOrg)));
      tx.delete(doc(db, NGOS, id));
      if (claim.exists()) tx.delete(claim.ref);
      if (who === 'admin') addAudit(tx, db, who, 'deleteNgo', id);
    });
  };
  const NAME = 'Squatted Name Trust';
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} deleting ngo-3's profile with its name in one transaction: ${verdict(allowed[actor])}`, async () => {
      await t.seed({
        [`${NGOS}/${UID.unverifiedNgo}`]: ngoProfile(UID.unverifiedNgo, { nameOrg: NAME, verified: false }),
        [`ngoNames/${nameKey(NAME)}`]: { ngoId: UID.unverifiedNgo },
      });
      await expectRule(allowed[actor], remove(actor, UID.unverifiedNgo, NAME));
    });
  }
});
