// ngoNames/{key} — unique NGO names. The key is nameKey(nameOrg) (src/config/names.js): lower-case,
// letters, combining marks and digits only, so 'Helping-Hands' and 'helping hands' are one name.
// A profile is created, or renamed, together with the name it holds; no other NGO may take it;
// a rename frees the old name; nobody updates a name; only its holder (no longer using it) or an
// admin frees one; and of two NGOs claiming one name at once, exactly one wins.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { NGO_NAME_PATTERN } from '../../src/config/limits.js';
import { nameKey } from '../../src/config/names.js';
import { backfillNgoNames } from '../../scripts/backfill-ngo-names.mjs';
import { SAMPLE_NGOS } from '../../scripts/demo-data.mjs';
import {
  ACTORS,
  asAudited,
  createNgoProfile,
  DEVANAGARI_NAME,
  emailOfUid,
  expectRule,
  ngoNamePath,
  ngoProfile,
  past,
  setupRulesEnv,
  storedSuspension,
  UID,
  verdict,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const NGOS = 'ngoAdmin';

/** What the profile form writes on create, under a given name. */
const newProfile = (uid: string, nameOrg: string): DocumentData => ({
  ...ngoProfile(uid, { nameOrg, verified: false }),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

/** A stored profile and the name document it holds (rules off). */
const seedWithName = (id: string, profile: DocumentData) =>
  t.seed({ [`${NGOS}/${id}`]: profile, [ngoNamePath(String(profile.nameOrg))]: { ngoId: id } });

/** Removes a seeded actor's profile, so that it can create one. */
const withoutProfile = (uid: string) => t.admin((db) => deleteDoc(doc(db, NGOS, uid)));

/** Who holds a name now (rules off); null when no one. */
const holderOf = (nameOrg: string) =>
  t.admin(async (db) => ((await getDoc(doc(db, ngoNamePath(nameOrg)))).get('ngoId') as string | undefined) ?? null);

const profileExists = (id: string) => t.admin(async (db) => (await getDoc(doc(db, NGOS, id))).exists());

class NameTaken extends Error {}

/**
 * What the app does to claim a name: in a transaction, read the name first (a precondition), then
 * write the profile (created, or renamed) and the name, and free the old name on a rename.
 */
function claim(db: Firestore, uid: string, nameOrg: string) {
  return runTransaction(db, async (tx) => {
    const nameRef = doc(db, ngoNamePath(nameOrg));
    const profileRef = doc(db, NGOS, uid);
    const held = await tx.get(nameRef);
    if (held.exists() && held.get('ngoId') !== uid) throw new NameTaken(`“${nameOrg}” is taken`);
    const current = await tx.get(profileRef);
    const oldKey = current.exists() ? nameKey(String(current.get('nameOrg'))) : null;
    const oldRef = oldKey && oldKey !== nameKey(nameOrg) ? doc(db, 'ngoNames', oldKey) : null;
    const oldHeld = oldRef ? (await tx.get(oldRef)).get('ngoId') === uid : false;
    if (current.exists()) {
      const identity = current.get('verified') === true ? { verified: false, reverify: true } : {};
      tx.update(profileRef, { nameOrg, ...identity, updatedAt: serverTimestamp() });
    } else {
      tx.set(profileRef, newProfile(uid, nameOrg));
    }
    if (!held.exists()) tx.set(nameRef, { ngoId: uid });
    if (oldRef && oldHeld) tx.delete(oldRef);
  });
}

describe('NGO names: created with the profile', () => {
  beforeEach(() => withoutProfile(UID.ngo));
  const name = 'Helping Hands';

  it('a profile without its name document is denied (with it: allowed)', async () => {
    await expectRule(false, setDoc(doc(t.db('ngo'), NGOS, UID.ngo), newProfile(UID.ngo, name)));
    await expectRule(true, createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, name)));
    expect(await holderOf(name)).toBe(UID.ngo);
  });
  it('the name document must be the key of the profile’s own name, naming this NGO', async () => {
    const db = t.db('ngo');
    const write = (key: string, data: DocumentData) => {
      const batch = writeBatch(db);
      batch.set(doc(db, NGOS, UID.ngo), newProfile(UID.ngo, name));
      batch.set(doc(db, 'ngoNames', key), data);
      return batch.commit();
    };
    await expectRule(false, write('helpinghandsindia', { ngoId: UID.ngo }));
    await expectRule(false, write('Helping Hands', { ngoId: UID.ngo }));
    await expectRule(false, write(nameKey(name), { ngoId: UID.otherNgo }));
    await expectRule(false, write(nameKey(name), { ngoId: UID.ngo, claimedAt: serverTimestamp() }));
    await expectRule(false, write(nameKey(name), {}));
    await expectRule(true, write(nameKey(name), { ngoId: UID.ngo }));
  });
  it('a name document without a profile holding it is denied (no reserving names)', async () => {
    await expectRule(false, setDoc(doc(t.db('ngo'), ngoNamePath('Reserved Name')), { ngoId: UID.ngo }));
    // ngo-2's profile is 'Org of ngo-2': it may not take another name beside it.
    await expectRule(false, setDoc(doc(t.db('otherNgo'), ngoNamePath('Reserved Name')), { ngoId: UID.otherNgo }));
  });
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: true, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} writing the name document of ngo-2’s current name: ${verdict(allowed[actor])}`, async () => {
      // ngo-2's seeded profile holds no name document yet (as a profile older than unique names);
      // each writer names itself, an admin names ngo-2.
      const ngoId = actor === 'admin' ? UID.otherNgo : actor === 'visitor' ? 'visitor' : UID[actor];
      await expectRule(allowed[actor], setDoc(doc(t.db(actor), ngoNamePath(`Org of ${UID.otherNgo}`)), { ngoId }));
    });
  }
  it('an admin writes a name only for the profile that holds it', async () => {
    await expectRule(false, setDoc(doc(t.db('admin'), ngoNamePath('Some Other Name')), { ngoId: UID.otherNgo }));
    await expectRule(false, setDoc(doc(t.db('admin'), ngoNamePath('Nobody')), { ngoId: 'no-such-ngo' }));
  });
});

describe('NGO names: nameKey (src/config/names.js) computes the key the rules compute', () => {
  // The rules' lower() changes only A-Z (the emulator leaves 'Ä', 'Σ', 'Ｆ' as they are): a name
  // in one script (NGO_NAME_PATTERN) holds no other capitals, so app and rules agree on its key.
  const NAMES = ['Food-Bank  India', 'ROTI & Daal (Pune) 2', 'St. Mary’s Kitchen', 'सेवा-फाउंडेशन', 'ज़ाकिर सेवा १२'];
  it('a profile created with the app’s key is allowed for each name', async () => {
    const refused: string[] = [];
    for (const nameOrg of NAMES) {
      await withoutProfile(UID.ngo);
      try {
        await createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, nameOrg));
        await t.admin((db) => deleteDoc(doc(db, ngoNamePath(nameOrg))));
      } catch {
        refused.push(`${nameOrg} (key ${nameKey(nameOrg)})`);
      }
    }
    expect(refused.join('; '), 'names whose key the rules compute differently').toBe('');
  });
});

/** More names whose verdict the app and the rules must agree on. */
const NAMES_TRIED = ['Food-Bank  India', 'सेवा-फाउंडेशन', 'Straße Küche', 'ΟΔΟΣ Τροφής', 'İstanbul Aid', 'Seva / Annadan'];

describe('NGO names: one script per name, so that no look-alike gets a key of its own', () => {
  beforeEach(() => withoutProfile(UID.ngo));
  // Each beside the name it imitates, which another NGO holds.
  const LOOK_ALIKES: [string, string][] = [
    ['Annapurna Food Bank', '\u0410nnapurna Food Bank'], // Cyrillic А
    ['Cafe Seva', 'Caf\u00e9 Seva'], // an accent, composed
    ['Cafe Seva', 'Cafe\u0301 Seva'], // an accent, as a combining mark
    ['Annapurna', 'Anna\u200bpurna'], // zero-width space
    ['Annapurna', 'Anna\u034fpurna'], // combining grapheme joiner
    ['Annapurna', 'Anna\u00adpurna'], // soft hyphen
    ['ANNA', '\uff21\uff2e\uff2e\uff21'], // full-width letters
    ['सेवा फाउंडेशन', 'सेवा\u200d फाउंडेशन'], // zero-width joiner
    ['ज़ाकिर सेवा', '\u095bाकिर सेवा'], // precomposed ज़ (not NFC)
    ['\u0929ई सेवा', '\u0928\u093cई सेवा'], // ऩ as न + nukta (NFC joins them)
    ['\u0931्या सेवा', '\u0930\u093c्या सेवा'], // ऱ as र + nukta
    ['\u0934ा सेवा', '\u0933\u093cा सेवा'], // ऴ as ळ + nukta
    ['ज़्यादा सेवा', 'ज\u094d\u093cयादा सेवा'], // virama before nukta (NFC puts nukta first)
    ['Seva Foundation', 'सेवा Foundation'], // two scripts
  ];
  for (const [real, lookAlike] of LOOK_ALIKES) {
    it(`${JSON.stringify(lookAlike)} beside ${JSON.stringify(real)}: denied; a different name in one script is allowed`, async () => {
      await seedWithName(UID.otherNgo, ngoProfile(UID.otherNgo, { nameOrg: real }));
      await expectRule(false, createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, real)));
      expect(NGO_NAME_PATTERN.test(lookAlike), 'the app refuses it too').toBe(false);
      await expectRule(false, createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, lookAlike)));
      await expectRule(true, createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, `${real} 2`)));
    });
  }
  it('a Vedic stress or accent mark (U+0951–U+0954, reordered by NFC) in a name: denied; the name without it: allowed', async () => {
    for (const marks of ['\u0951', '\u0952', '\u0953', '\u0954', '\u0952\u0951', '\u0951\u0952']) {
      const nameOrg = `ॐ${marks} सेवा`;
      expect(NGO_NAME_PATTERN.test(nameOrg), 'the app refuses it too').toBe(false);
      await expectRule(false, createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, nameOrg)));
    }
    await expectRule(true, createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, 'ॐ सेवा')));
  });
  it('a rename to a look-alike: denied; to a name in one script: allowed', async () => {
    await seedWithName(UID.ngo, ngoProfile(UID.ngo, { nameOrg: 'Roti Ghar' }));
    const renameTo = (nameOrg: string) => {
      const db = t.db('ngo');
      const batch = writeBatch(db);
      batch.update(doc(db, NGOS, UID.ngo), { nameOrg, verified: false, reverify: true, updatedAt: serverTimestamp() });
      batch.set(doc(db, ngoNamePath(nameOrg)), { ngoId: UID.ngo });
      batch.delete(doc(db, ngoNamePath('Roti Ghar')));
      return batch.commit();
    };
    await expectRule(false, renameTo('R\u043eti Kitchen')); // Cyrillic о
    await expectRule(true, renameTo('Roti Kitchen'));
  });
  it('a profile saved before the rule keeps its name on other edits; changing it needs one script', async () => {
    await seedWithName(UID.ngo, ngoProfile(UID.ngo, { nameOrg: 'Caf\u00e9 Seva', verified: false }));
    const ref = doc(t.db('ngo'), NGOS, UID.ngo);
    await expectRule(true, updateDoc(ref, { meals: 40, updatedAt: serverTimestamp() }));
    const db = t.db('ngo');
    const batch = writeBatch(db);
    batch.update(doc(db, NGOS, UID.ngo), { nameOrg: 'Caf\u00e9 Seva 2', updatedAt: serverTimestamp() });
    batch.set(doc(db, ngoNamePath('Caf\u00e9 Seva 2')), { ngoId: UID.ngo });
    batch.delete(doc(db, ngoNamePath('Caf\u00e9 Seva')));
    await expectRule(false, batch.commit());
  });
  it('the app’s pattern and the rules agree on every name tried here', async () => {
    const names = [...NAMES_TRIED, ...LOOK_ALIKES.flat()];
    const disagree: string[] = [];
    for (const nameOrg of names) {
      await withoutProfile(UID.ngo);
      await t.admin((db) => deleteDoc(doc(db, ngoNamePath(nameOrg))));
      const allowed = await createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, nameOrg)).then(
        () => true,
        () => false,
      );
      if (allowed !== NGO_NAME_PATTERN.test(nameOrg)) disagree.push(JSON.stringify(nameOrg));
    }
    expect(disagree).toEqual([]);
  });
});

describe('NGO names: no NGO takes a name another holds', () => {
  beforeEach(() => withoutProfile(UID.ngo));
  const create = (nameOrg: string) => createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, nameOrg));
  const alone = (nameOrg: string) => setDoc(doc(t.db('ngo'), NGOS, UID.ngo), newProfile(UID.ngo, nameOrg));

  const HELD = 'Helping Hands';
  const VARIANTS = [
    'Helping Hands',
    'helping hands',
    'HELPING HANDS',
    'Helping-Hands',
    ' Helping.Hands! ',
    'helping  hands',
    'HelpingHands',
    'helping_hands',
    'Helping\u200bHands',
  ];
  it(`case, space and punctuation variants of a held name are one name: all denied`, async () => {
    await seedWithName(UID.otherNgo, ngoProfile(UID.otherNgo, { nameOrg: HELD }));
    for (const variant of VARIANTS) {
      expect(nameKey(variant), variant).toBe(nameKey(HELD));
      await expectRule(false, create(variant));
      await expectRule(false, alone(variant));
    }
    expect(await holderOf(HELD)).toBe(UID.otherNgo);
    await expectRule(true, create('Helping Hands Mumbai'));
  });
  it('Devanagari: ‘सेवा फाउंडेशन’ held, ‘सेवा-फाउंडेशन’ and ‘सेवा  फाउंडेशन’ denied; a different vowel sign is another name', async () => {
    await seedWithName(UID.otherNgo, ngoProfile(UID.otherNgo, { nameOrg: DEVANAGARI_NAME }));
    for (const variant of ['सेवा-फाउंडेशन', 'सेवा  फाउंडेशन', 'सेवाफाउंडेशन', ' सेवा फाउंडेशन।']) {
      expect(nameKey(variant), variant).toBe(nameKey(DEVANAGARI_NAME));
      await expectRule(false, create(variant));
    }
    expect(nameKey('सेवी फाउंडेशन')).not.toBe(nameKey(DEVANAGARI_NAME));
    await expectRule(true, create('सेवी फाउंडेशन'));
  });
  it('the sample NGOs’ names (seeded with their name documents) are held', async () => {
    const docs: Record<string, DocumentData> = {};
    for (const { id, ...sample } of SAMPLE_NGOS) {
      docs[`${NGOS}/${id}`] = { ...sample, verified: true, createdAt: past(), updatedAt: past() };
      docs[ngoNamePath(sample.nameOrg)] = { ngoId: id };
    }
    await t.seed(docs);
    for (const { id, nameOrg } of SAMPLE_NGOS) {
      await expectRule(false, create(nameOrg));
      await expectRule(false, create(nameOrg.toUpperCase().replaceAll(' ', '-')));
      await expectRule(false, deleteDoc(doc(t.db('ngo'), ngoNamePath(nameOrg))));
      expect(await holderOf(nameOrg)).toBe(id);
    }
    // ngo-2 renaming to a sample's name (its name document written over): denied too.
    const sample = SAMPLE_NGOS[0]!.nameOrg;
    const db = t.db('otherNgo');
    const batch = writeBatch(db);
    batch.update(doc(db, NGOS, UID.otherNgo), {
      nameOrg: sample,
      verified: false,
      reverify: true,
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, ngoNamePath(sample)), { ngoId: UID.otherNgo });
    await expectRule(false, batch.commit());
  });
});

describe('NGO names: a rename moves the name', () => {
  const OLD = `Org of ${UID.ngo}`;
  const NEW = 'Renamed Kitchen';
  beforeEach(() => seedWithName(UID.ngo, ngoProfile(UID.ngo, { nameOrg: OLD })));

  /** The rename as one batch: the profile, and the given name writes. */
  function rename(nameOrg: string, { create = true, freeOld = true } = {}) {
    const db = t.db('ngo');
    const batch = writeBatch(db);
    batch.update(doc(db, NGOS, UID.ngo), { nameOrg, verified: false, reverify: true, updatedAt: serverTimestamp() });
    if (create) batch.set(doc(db, ngoNamePath(nameOrg)), { ngoId: UID.ngo });
    if (freeOld) batch.delete(doc(db, ngoNamePath(OLD)));
    return batch.commit();
  }

  it('the new name created and the old freed in the same transaction: allowed', async () => {
    await expectRule(true, claim(t.db('ngo'), UID.ngo, NEW));
    expect(await holderOf(NEW)).toBe(UID.ngo);
    expect(await holderOf(OLD)).toBe(null);
  });
  it('keeping the old name as well is denied', async () => {
    await expectRule(false, rename(NEW, { freeOld: false }));
    expect(await holderOf(OLD)).toBe(UID.ngo);
  });
  it('renaming without the new name document is denied', async () => {
    await expectRule(false, rename(NEW, { create: false }));
    await expectRule(false, rename(NEW, { create: false, freeOld: false }));
  });
  it('renaming to a name another NGO holds is denied', async () => {
    await seedWithName(UID.otherNgo, ngoProfile(UID.otherNgo, { nameOrg: 'Taken Name' }));
    await expectRule(false, rename('Taken Name'));
    await expectRule(false, rename('taken-name', { create: false }));
    expect(await holderOf('Taken Name')).toBe(UID.otherNgo);
  });
  it('a rename that keeps the key (case, spaces) writes no name documents', async () => {
    await expectRule(true, rename(OLD.toUpperCase(), { create: false, freeOld: false }));
    expect(await holderOf(OLD)).toBe(UID.ngo);
  });
  it('the freed name can then be taken by another NGO', async () => {
    await expectRule(true, claim(t.db('ngo'), UID.ngo, NEW));
    await expectRule(true, claim(t.db('otherNgo'), UID.otherNgo, OLD));
    expect(await holderOf(OLD)).toBe(UID.otherNgo);
  });
});

describe('NGO names: freeing a name', () => {
  beforeEach(async () => {
    await seedWithName(UID.ngo, ngoProfile(UID.ngo));
    await seedWithName(UID.otherNgo, ngoProfile(UID.otherNgo));
  });
  const free = (who: Who, uid: string) => deleteDoc(doc(t.db(who), ngoNamePath(`Org of ${uid}`)));

  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} freeing ngo-2’s name (still in use): ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], free(actor, UID.otherNgo));
    });
  }
  it('an NGO may not free the name its profile still uses', async () => {
    await expectRule(false, free('ngo', UID.ngo));
  });
  it('once an admin has removed its profile, the NGO may free its old name', async () => {
    await t.admin((db) => deleteDoc(doc(db, NGOS, UID.ngo)));
    await expectRule(false, free('otherNgo', UID.ngo));
    await expectRule(true, free('ngo', UID.ngo));
  });
  it('an admin removes a profile only with its name freed in the same batch', async () => {
    const remove = (freeName: boolean) => {
      const db = t.db('admin');
      return asAudited('admin', db, 'deleteNgo', UID.ngo, (batch) => {
        batch.delete(doc(db, NGOS, UID.ngo));
        if (freeName) batch.delete(doc(db, ngoNamePath(`Org of ${UID.ngo}`)));
      });
    };
    await expectRule(false, remove(false));
    await expectRule(true, remove(true));
    expect(await holderOf(`Org of ${UID.ngo}`)).toBeNull();
  });
  it('a profile whose name another NGO holds (or none does) is removed alone', async () => {
    await t.seed({ [ngoNamePath(`Org of ${UID.otherNgo}`)]: { ngoId: 'someone-else' } });
    const remove = (id: string) =>
      asAudited('admin', t.db('admin'), 'deleteNgo', id, (batch) => batch.delete(doc(t.db('admin'), NGOS, id)));
    await expectRule(true, remove(UID.otherNgo));
    await expectRule(true, remove(UID.unverifiedNgo));
  });
});

describe('NGO names: nobody updates a name; anyone reads one; only admins list them', () => {
  beforeEach(() => seedWithName(UID.ngo, ngoProfile(UID.ngo)));
  const nameRef = (who: Who) => doc(t.db(who), ngoNamePath(`Org of ${UID.ngo}`));

  for (const actor of ACTORS) {
    it(`${actor} updating ngo-1’s name document: denied`, async () => {
      await expectRule(false, updateDoc(nameRef(actor), { ngoId: actor === 'visitor' ? 'x' : UID[actor] }));
      await expectRule(false, setDoc(nameRef(actor), { ngoId: UID.ngo }));
    });
  }
  for (const actor of ACTORS) {
    it(`${actor} reading a name (the form checks early): allowed`, async () => {
      await expectRule(true, getDoc(nameRef(actor)));
      await expectRule(true, getDoc(doc(t.db(actor), ngoNamePath('Nobody Has This'))));
    });
  }
  for (const actor of ACTORS) {
    const allowed = actor === 'admin';
    it(`${actor} listing the names, a page at a time: ${verdict(allowed)}`, async () => {
      await expectRule(allowed, getDocs(query(collection(t.db(actor), 'ngoNames'), limit(10))));
    });
  }
  it('an admin listing all the names at once (no limit): denied', async () => {
    await expectRule(false, getDocs(collection(t.db('admin'), 'ngoNames')));
  });
  it('a suspended admin listing them: denied', async () => {
    await t.seed({ [`suspensions/${UID.admin}`]: storedSuspension() });
    await expectRule(false, getDocs(query(collection(t.db('admin'), 'ngoNames'), limit(10))));
  });
});

describe('NGO names: the one-off backfill (scripts/backfill-ngo-names.mjs), as an admin under the rules', () => {
  const stored = () =>
    t.admin(async (db) => {
      const names: Record<string, unknown> = {};
      for (const d of (await getDocs(collection(db, 'ngoNames'))).docs) names[d.id] = d.get('ngoId');
      return names;
    });
  beforeEach(async () => {
    await t.seed({
      // The seeded actors' profiles, held as they should be.
      ...Object.fromEntries(
        [UID.ngo, UID.otherNgo, UID.unverifiedNgo].map((uid) => [ngoNamePath(`Org of ${uid}`), { ngoId: uid }]),
      ),
      // Held as it should be.
      [`${NGOS}/ngo-held`]: ngoProfile('ngo-held', { nameOrg: 'Held Kitchen' }),
      [ngoNamePath('Held Kitchen')]: { ngoId: 'ngo-held' },
      // Saved before unique names: no name document.
      [`${NGOS}/ngo-old`]: ngoProfile('ngo-old', { nameOrg: 'Old Kitchen' }),
      // The same name as a held one, saved before: left for an admin to settle.
      [`${NGOS}/ngo-twin`]: ngoProfile('ngo-twin', { nameOrg: 'held-kitchen' }),
      // A name whose profile is gone, and one whose profile now has another name.
      [ngoNamePath('Gone Kitchen')]: { ngoId: 'ngo-gone' },
      [`${NGOS}/ngo-renamed`]: ngoProfile('ngo-renamed', { nameOrg: 'New Name Kitchen' }),
      [ngoNamePath('Before Rename')]: { ngoId: 'ngo-renamed' },
      [ngoNamePath('New Name Kitchen')]: { ngoId: 'ngo-renamed' },
    });
  });

  it('frees stale names, gives each profile its name, and reports a name two profiles share', async () => {
    const report = await backfillNgoNames(t.db('admin'), { pageSize: 2 });
    expect(report.freed.sort()).toEqual([nameKey('Before Rename'), nameKey('Gone Kitchen')].sort());
    expect(report.claimed).toEqual([{ ngoId: 'ngo-old', key: nameKey('Old Kitchen') }]);
    expect(report.conflicts).toEqual([{ ngoId: 'ngo-twin', nameOrg: 'held-kitchen', heldBy: 'ngo-held' }]);
    expect(await stored()).toEqual({
      ...Object.fromEntries([UID.ngo, UID.otherNgo, UID.unverifiedNgo].map((uid) => [nameKey(`Org of ${uid}`), uid])),
      [nameKey('Held Kitchen')]: 'ngo-held',
      [nameKey('Old Kitchen')]: 'ngo-old',
      [nameKey('New Name Kitchen')]: 'ngo-renamed',
    });
    // Run again: nothing left to do.
    expect(await backfillNgoNames(t.db('admin'))).toEqual({ freed: [], claimed: [], conflicts: report.conflicts });
  });
  it('a dry run reports the same and writes nothing', async () => {
    const before = await stored();
    const report = await backfillNgoNames(t.db('admin'), { dryRun: true });
    expect(report.claimed).toEqual([{ ngoId: 'ngo-old', key: nameKey('Old Kitchen') }]);
    expect(report.freed).toHaveLength(2);
    expect(await stored()).toEqual(before);
  });
  it('run by an NGO or a donor: refused (it cannot list the names), and nothing changes', async () => {
    const before = await stored();
    for (const who of ['ngo', 'donor'] as const) {
      await expectRule(false, backfillNgoNames(t.db(who)));
    }
    expect(await stored()).toEqual(before);
  });
});

describe('NGO names: two NGOs claim one name at once', () => {
  // Each round takes about a second: the emulator makes the second transaction wait and retry.
  const ROUNDS = 20;
  it(`exactly one of two racing transactions wins, in each of ${ROUNDS} rounds`, async () => {
    const users: Record<string, DocumentData> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of ['a', 'b']) {
        users[`users/race-${side}-${round}`] = {
          role: 'ngo',
          displayName: `Racer ${side} ${round}`,
          email: emailOfUid(`race-${side}-${round}`),
          createdAt: past(),
        };
      }
    }
    await t.seed(users);
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `Race Kitchen ${round}`;
      const [a, b] = [`race-a-${round}`, `race-b-${round}`];
      const results = await Promise.allSettled([claim(t.db({ uid: a }), a, name), claim(t.db({ uid: b }), b, name)]);
      const winners = results.flatMap((result, i) => (result.status === 'fulfilled' ? [[a, b][i]!] : []));
      expect(winners, `round ${round}: ${JSON.stringify(results)}`).toHaveLength(1);
      const [winner] = winners;
      const loser = winner === a ? b : a;
      expect(await holderOf(name)).toBe(winner);
      expect(await profileExists(winner!)).toBe(true);
      expect(await profileExists(loser)).toBe(false);
      // The loser learns the name is taken (the app's check after the retry), or the rules refuse it.
      const refusal = results.find((result) => result.status === 'rejected')?.reason as Error & { code?: string };
      expect(refusal instanceof NameTaken || refusal.code === 'permission-denied', String(refusal)).toBe(true);
    }
  }, 120_000);
});
