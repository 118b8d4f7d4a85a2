// ngoAdmin/{id} — NGO profiles (public):
// {visitor, donor, other donor, NGO, other NGO, admin} × {get, list, create, update, delete},
// verification by admins only, forged owners, unknown fields, sizes, types, legacy documents.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { KEYWORDS, LENGTH, TIME_SLOTS } from '../../src/config/limits.js';
import {
  ACTORS,
  clientNow,
  digits,
  EMAIL_LIMIT,
  expectRule,
  itLimitsLengths,
  itLimitsLists,
  itLimitsMeals,
  itMatchesEmailPattern,
  ngoProfile,
  text,
  UID,
  setupRulesEnv,
  urlOf,
  verdict,
  without,
  searchWords,
  type Actor,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const NGOS = 'ngoAdmin';

const uidOf = (actor: Actor): string => (actor === 'visitor' ? 'visitor-x' : UID[actor]);
const ref = (who: Who, id: string = UID.ngo) => doc(t.db(who), NGOS, id);

/** What the NGO profile form writes on create. */
function newProfile(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    nameOrg: 'Helping Hands',
    name: 'Ravi Kumar',
    email: 'ravi@example.org',
    time: 'Evening',
    mealno: '40 meals',
    meals: 40,
    address: '9 Park Street',
    city: 'Kolkata',
    zip: '700016',
    imageUrl: '',
    keywords: ['helping', 'hands', 'kolkata'],
    ownerUid: uid,
    verified: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** Removes an actor's seeded profile so that it can create one. */
const withoutProfile = (uid: string) => t.admin((db) => deleteDoc(doc(db, NGOS, uid)));

// A document of the earlier app: no ownerUid, no meals number, no verified, no timestamps.
const LEGACY = {
  nameOrg: 'Old Kitchen',
  name: 'Old Person',
  email: 'old@example.org',
  time: 'Morning',
  mealno: '29 meals',
  address: 'Old Street 1',
  imageUrl: '',
};

describe('NGO profiles: get (public)', () => {
  for (const actor of ACTORS) {
    it(`${actor} reading an NGO profile: allowed`, async () => {
      await expectRule(true, getDoc(ref(actor)));
    });
  }
  it('a legacy profile (mealno only) is readable by a visitor', async () => {
    await t.seed({ [`${NGOS}/legacy-ngo`]: LEGACY });
    const snap = await expectGet('visitor', 'legacy-ngo');
    if (snap.mealno !== '29 meals') throw new Error('the legacy document did not read back');
  });
  it('a missing profile reads as missing, not as denied', async () => {
    await expectRule(true, getDoc(ref('visitor', 'nobody')));
  });
});

async function expectGet(who: Who, id: string): Promise<DocumentData> {
  const snap = await getDoc(ref(who, id));
  return snap.data() ?? {};
}

describe('NGO profiles: list (public, limited)', () => {
  for (const actor of ACTORS) {
    it(`${actor} listing 25 NGOs: allowed`, async () => {
      await expectRule(true, getDocs(query(collection(t.db(actor), NGOS), orderBy('nameOrg'), limit(25))));
    });
  }
  it('a keyword search query with a limit is allowed', async () => {
    await expectRule(
      true,
      getDocs(query(collection(t.db('visitor'), NGOS), where('keywords', 'array-contains', 'mumbai'), limit(25))),
    );
  });
  itLimitsLists('a visitor listing NGOs', () => collection(t.db('visitor'), NGOS));
});

describe('NGO profiles: create (own id)', () => {
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: true, otherNgo: true, admin: false };
  for (const actor of ACTORS) {
    it(`${actor} creating ngoAdmin/{own uid}: ${verdict(allowed[actor])}`, async () => {
      if (actor === 'ngo' || actor === 'otherNgo') await withoutProfile(UID[actor]);
      await expectRule(allowed[actor], setDoc(ref(actor, uidOf(actor)), newProfile(uidOf(actor))));
    });
  }
  const create = (data: DocumentData, id: string = UID.ngo) => setDoc(ref('ngo', id), data);
  const fresh = () => withoutProfile(UID.ngo);

  it('a forged ownerUid is denied', async () => {
    await fresh();
    await expectRule(false, create(newProfile(UID.otherNgo)));
  });
  it('a profile at another id than one’s uid is denied', async () => {
    await expectRule(false, create(newProfile(UID.ngo), 'some-other-id'));
    await expectRule(false, create(newProfile('some-other-id'), 'some-other-id'));
  });
  it('an NGO may not create a profile for another NGO account', async () => {
    await withoutProfile(UID.otherNgo);
    await expectRule(false, create(newProfile(UID.otherNgo), UID.otherNgo));
  });
  it('creating with verified true is denied', async () => {
    await fresh();
    await expectRule(false, create(newProfile(UID.ngo, { verified: true })));
  });
  it('unknown fields are denied', async () => {
    await fresh();
    await expectRule(false, create(newProfile(UID.ngo, { rating: 5 })));
  });
  it('a missing required field is denied', async () => {
    await fresh();
    await expectRule(false, create(without(newProfile(UID.ngo), 'email')));
  });
  it('the minimal profile (no mealno, city, zip, imageUrl, keywords) is allowed', async () => {
    await fresh();
    await expectRule(true, create(without(newProfile(UID.ngo), 'mealno', 'city', 'zip', 'imageUrl', 'keywords')));
  });
  /** Creates ngo-1's profile with the given fields, after removing the seeded one. */
  const createWith = async (fields: DocumentData) => {
    await fresh();
    return create(newProfile(UID.ngo, fields));
  };
  itLimitsLengths(
    [
      { field: 'nameOrg', max: LENGTH.name },
      { field: 'name', max: LENGTH.name },
      EMAIL_LIMIT,
      { field: 'mealno', max: LENGTH.mealno },
      { field: 'address', max: LENGTH.address },
      { field: 'city', max: LENGTH.city },
      { field: 'zip', max: LENGTH.zip, make: digits },
      { field: 'imageUrl', max: LENGTH.imageUrl, make: urlOf },
    ],
    (field, value) => createWith({ [field]: value }),
  );
  itLimitsMeals((meals) => createWith({ meals }));
  it('meals must be a whole number', async () => {
    await fresh();
    await expectRule(false, create(newProfile(UID.ngo, { meals: 2.5 })));
    await expectRule(false, create(newProfile(UID.ngo, { meals: '40' })));
  });
  it(`the time slot must be one of TIME_SLOTS (${TIME_SLOTS.join(', ')})`, async () => {
    await expectRule(false, createWith({ time: 'Night' }));
    await expectRule(false, createWith({ time: 'afternoon' }));
    for (const time of TIME_SLOTS) await expectRule(true, createWith({ time }));
  });
  itMatchesEmailPattern((email) => createWith({ email }));
  it(`keywords must be a list of at most KEYWORDS.max (${KEYWORDS.max})`, async () => {
    await expectRule(false, createWith({ keywords: 'helping hands' }));
    await expectRule(false, createWith({ keywords: searchWords(KEYWORDS.max + 1) }));
    await expectRule(true, createWith({ keywords: searchWords(KEYWORDS.max) }));
  });
  it('client timestamps instead of server time are denied', async () => {
    await fresh();
    await expectRule(false, create(newProfile(UID.ngo, { createdAt: clientNow() })));
    await expectRule(false, create(newProfile(UID.ngo, { updatedAt: clientNow() })));
  });
});

describe('NGO profiles: update by the owner', () => {
  const change = { meals: 55, mealno: '55 meals', updatedAt: serverTimestamp() };
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: true, otherNgo: false, admin: false };
  for (const actor of ACTORS) {
    it(`${actor} editing ngo-1's profile: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], updateDoc(ref(actor), change));
    });
  }
  it('the owner saves the logo URL', async () => {
    await expectRule(
      true,
      updateDoc(ref('ngo'), {
        imageUrl: 'https://firebasestorage.googleapis.com/v0/b/x/o/Imgs%2Fabc?alt=media',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('the owner may not verify their own profile', async () => {
    await expectRule(
      false,
      updateDoc(ref('unverifiedNgo', UID.unverifiedNgo), { verified: true, updatedAt: serverTimestamp() }),
    );
  });
  it('the owner may not change ownerUid or createdAt', async () => {
    await expectRule(false, updateDoc(ref('ngo'), { ownerUid: UID.otherNgo, updatedAt: serverTimestamp() }));
    await expectRule(false, updateDoc(ref('ngo'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });
  it('updatedAt must be server time', async () => {
    await expectRule(false, updateDoc(ref('ngo'), { meals: 55, updatedAt: clientNow() }));
    await expectRule(false, updateDoc(ref('ngo'), { meals: 55 }));
  });
  it('unknown fields, oversized strings and wrong types are denied', async () => {
    await expectRule(false, updateDoc(ref('ngo'), { featured: true, updatedAt: serverTimestamp() }));
    await expectRule(false, updateDoc(ref('ngo'), { nameOrg: text(LENGTH.name + 1), updatedAt: serverTimestamp() }));
    await expectRule(false, updateDoc(ref('ngo'), { meals: '55', updatedAt: serverTimestamp() }));
    await expectRule(false, updateDoc(ref('ngo'), { address: deleteField(), updatedAt: serverTimestamp() }));
  });
  it('an unverified owner may still edit their own profile (not verified)', async () => {
    await expectRule(
      true,
      updateDoc(ref('unverifiedNgo', UID.unverifiedNgo), { city: 'Thane', updatedAt: serverTimestamp() }),
    );
  });
});

describe('NGO profiles: verification by admins only', () => {
  const verify = (who: Who, id: string = UID.unverifiedNgo) =>
    updateDoc(ref(who, id), { verified: true, updatedAt: serverTimestamp() });
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} verifying ngo-3: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], verify(actor));
    });
  }
  it('an admin un-verifies an NGO', async () => {
    await expectRule(true, updateDoc(ref('admin'), { verified: false, updatedAt: serverTimestamp() }));
  });
  it('an admin may change only verified, search words and updatedAt', async () => {
    await expectRule(false, updateDoc(ref('admin'), { verified: true, meals: 1, updatedAt: serverTimestamp() }));
    await expectRule(false, updateDoc(ref('admin'), { nameOrg: 'Renamed', updatedAt: serverTimestamp() }));
  });
  it('verified must be a bool and updatedAt server time', async () => {
    await expectRule(
      false,
      updateDoc(ref('admin', UID.unverifiedNgo), { verified: 'yes', updatedAt: serverTimestamp() }),
    );
    await expectRule(false, updateDoc(ref('admin', UID.unverifiedNgo), { verified: true, updatedAt: clientNow() }));
  });
  it('an admin verifies a legacy profile', async () => {
    await t.seed({ [`${NGOS}/legacy-ngo`]: LEGACY });
    await expectRule(true, verify('admin', 'legacy-ngo'));
  });
  it('nobody but an admin can touch a legacy profile', async () => {
    await t.seed({ [`${NGOS}/legacy-ngo`]: LEGACY });
    await expectRule(false, updateDoc(ref('ngo', 'legacy-ngo'), { mealno: '30 meals', updatedAt: serverTimestamp() }));
  });
});

describe("NGO profiles: search words for the earlier app's profiles, by admins only", () => {
  const words = ['roti', 'ghar', 'delhi'];
  const addWords = (who: Who, extra: DocumentData = {}) =>
    updateDoc(ref(who, 'legacy-ngo'), { keywords: words, updatedAt: serverTimestamp(), ...extra });
  beforeEach(() => t.seed({ [`${NGOS}/legacy-ngo`]: LEGACY }));

  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} adding search words to a legacy profile: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], addWords(actor));
    });
  }
  it('an admin may not change anything else with them, nor send client time', async () => {
    await expectRule(false, addWords('admin', { nameOrg: 'Renamed' }));
    await expectRule(false, addWords('admin', { updatedAt: clientNow() }));
  });
  it(`the words must be a list of 1 to KEYWORDS.max (${KEYWORDS.max})`, async () => {
    await expectRule(false, addWords('admin', { keywords: 'roti' }));
    await expectRule(false, addWords('admin', { keywords: [] }));
    await expectRule(false, addWords('admin', { keywords: searchWords(KEYWORDS.max + 1) }));
    await expectRule(true, addWords('admin', { keywords: searchWords(KEYWORDS.max) }));
  });
  it('an admin may verify and add the words in one write', async () => {
    await expectRule(true, addWords('admin', { verified: true }));
  });
});

describe('NGO profiles: delete', () => {
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} deleting ngo-1's profile: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], deleteDoc(ref(actor)));
    });
  }
});

// Keep the seeded profiles honest: the fixtures must be valid for the owner-update tests to mean anything.
describe('NGO profiles: fixtures', () => {
  it('the seeded profile is a valid profile (owner rewrites it unchanged but for updatedAt)', async () => {
    await expectRule(
      true,
      setDoc(ref('ngo'), {
        ...ngoProfile(UID.ngo),
        updatedAt: serverTimestamp(),
        createdAt: (await getDoc(ref('ngo'))).get('createdAt'),
      }),
    );
  });
});
