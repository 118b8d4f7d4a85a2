// ngoAdmin/{id} — NGO profiles (public):
// {visitor, donor, other donor, NGO, other NGO, admin} × {get, list, create, update, delete},
// verification by admins only and withdrawn when the identity changes, the profile bound to the
// account's confirmed email, forged owners, unknown fields, sizes, types, logos, search words,
// legacy documents. Unique names (ngoNames) are in ngo-names.test.ts, suspensions in suspensions.test.ts.
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
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { KEYWORDS, LENGTH, REGISTRATION_ID_PATTERN, TIME_SLOTS } from '../../src/config/limits.js';
import {
  ACTORS,
  asAudited,
  clientNow,
  createNgoProfile,
  digits,
  EMAIL_LIMIT,
  emailOfUid,
  expectRule,
  itAcceptsOnlyProjectLogos,
  itLimitsLengths,
  itLimitsLists,
  itLimitsMeals,
  itMatchesEmailPattern,
  itRequiresNameContent,
  logoUrl,
  ngoNamePath,
  ngoProfile,
  signedInAs,
  storedSuspension,
  text,
  UID,
  setupRulesEnv,
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

/**
 * An admin's update of a profile, with its audit entry in the same batch (support.ts, asAudited):
 * 'verify' / 'unverify' when it sets verified or reverify (by the new verified), else 'ngoWords'.
 */
const adminUpdate = (action: 'verify' | 'unverify' | 'ngoWords', data: DocumentData, id: string = UID.ngo) =>
  asAudited('admin', t.db('admin'), action, id, (batch) => batch.update(ref('admin', id), data));
/** `who` updates a profile: an admin as adminUpdate does, anyone else plainly. */
const updateAs = (who: Who, action: 'verify' | 'unverify' | 'ngoWords', data: DocumentData, id: string = UID.ngo) =>
  who === 'admin' ? adminUpdate(action, data, id) : updateDoc(ref(who, id), data);

/** What the NGO profile form writes on create (the email is the account's own). */
function newProfile(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    nameOrg: 'Helping Hands',
    name: 'Ravi Kumar',
    email: emailOfUid(uid),
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

/** Removes an actor's profile and the names it holds, so that it can create one. */
const withoutProfile = (uid: string) =>
  t.admin(async (db) => {
    const held = await getDocs(query(collection(db, 'ngoNames'), where('ngoId', '==', uid)));
    await Promise.all([deleteDoc(doc(db, NGOS, uid)), ...held.docs.map((name) => deleteDoc(name.ref))]);
  });

/** Creates ngoAdmin/{id} with its name document, as the app does, signed in as `who`. */
const createAs = (who: Who, id: string, data: DocumentData) => createNgoProfile(t.db(who), id, data);

/** Search words of `count` distinct words, `total` characters in all. */
function wordsOfTotal(count: number, total: number): string[] {
  const each = Math.floor(total / count);
  const words = Array.from({ length: count }, (_, i) => String(i).padStart(each, 'w'));
  words[0] = String(0).padStart(each + (total - each * count), 'w');
  return words;
}

/** Search-word values the rules refuse whatever the writer: too many, too long in all, not plain strings. */
const BAD_KEYWORDS: [string, unknown][] = [
  ['a string', 'helping hands'],
  [`${KEYWORDS.max + 1} words`, searchWords(KEYWORDS.max + 1)],
  [`${KEYWORDS.maxTotal + 1} characters in all`, wordsOfTotal(KEYWORDS.max, KEYWORDS.maxTotal + 1)],
  ['one word over the total', [text(KEYWORDS.maxTotal + 1)]],
  ['a number among the words', ['helping', 42]],
  ['only numbers', [1, 2, 3]],
  ['a map among the words', ['helping', { word: 'hands' }]],
  ['a map', { 0: 'helping' }],
  ['null among the words', ['helping', null]],
];
/** The largest search words allowed: KEYWORDS.max words, KEYWORDS.maxTotal characters in all. */
const MOST_KEYWORDS = wordsOfTotal(KEYWORDS.max, KEYWORDS.maxTotal);

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
      await expectRule(allowed[actor], createAs(actor, uidOf(actor), newProfile(uidOf(actor))));
    });
  }
  const create = (data: DocumentData, id: string = UID.ngo) => createAs('ngo', id, data);
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
  /**
   * Creates ngo-1's profile with the given fields, after removing the seeded one, signed in with
   * the profile's email (so that only the field under test decides).
   */
  const createWith = async (fields: DocumentData) => {
    await fresh();
    const data = newProfile(UID.ngo, fields);
    return createAs(signedInAs(UID.ngo, String(data.email)), UID.ngo, data);
  };
  // imageUrl is not here: a logo URL has a fixed shape far shorter than LENGTH.imageUrl (see the
  // logo test below).
  itLimitsLengths(
    [
      { field: 'nameOrg', max: LENGTH.name },
      { field: 'name', max: LENGTH.name },
      EMAIL_LIMIT,
      { field: 'mealno', max: LENGTH.mealno },
      { field: 'address', max: LENGTH.address },
      { field: 'city', max: LENGTH.city },
      { field: 'zip', max: LENGTH.zip, make: digits },
      { field: 'registrationId', max: LENGTH.registrationId, make: (n) => text(n, 'A') },
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
  it(`keywords: at most KEYWORDS.max (${KEYWORDS.max}) plain words, KEYWORDS.maxTotal (${KEYWORDS.maxTotal}) characters in all`, async () => {
    for (const [what, keywords] of BAD_KEYWORDS) {
      await expectRule(false, createWith({ keywords })).catch((error: Error) => {
        throw new Error(`keywords as ${what} should be denied: ${error.message}`);
      });
    }
    await expectRule(true, createWith({ keywords: MOST_KEYWORDS }));
    await expectRule(true, createWith({ keywords: [] }));
  });
  itRequiresNameContent('nameOrg', (nameOrg) => createWith({ nameOrg }));
  itRequiresNameContent('name (the contact person)', (name) => createWith({ name }));
  itAcceptsOnlyProjectLogos((imageUrl) => createWith({ imageUrl }), UID.ngo);
  it('client timestamps instead of server time are denied', async () => {
    await fresh();
    await expectRule(false, create(newProfile(UID.ngo, { createdAt: clientNow() })));
    await expectRule(false, create(newProfile(UID.ngo, { updatedAt: clientNow() })));
  });
  it('a new profile starts off the re-verify list and unsuspended (reverify/suspended true denied, false allowed)', async () => {
    await fresh();
    await expectRule(false, create(newProfile(UID.ngo, { reverify: true })));
    await expectRule(false, create(newProfile(UID.ngo, { suspended: true })));
    await expectRule(false, create(newProfile(UID.ngo, { suspended: 'no' })));
    await expectRule(true, create(newProfile(UID.ngo, { reverify: false, suspended: false })));
  });
});

describe('NGO profiles: create — bound to the account’s confirmed email', () => {
  beforeEach(() => withoutProfile(UID.ngo));
  const data = newProfile(UID.ngo);

  it('an account whose email is not yet confirmed is denied (confirmed: allowed)', async () => {
    await expectRule(false, createAs(signedInAs(UID.ngo, emailOfUid(UID.ngo), false), UID.ngo, data));
    await expectRule(false, createAs({ uid: UID.ngo, token: { email: emailOfUid(UID.ngo) } }, UID.ngo, data));
    await expectRule(true, createAs(signedInAs(UID.ngo), UID.ngo, data));
  });
  it('a profile email other than the account’s is denied', async () => {
    await expectRule(false, createAs('ngo', UID.ngo, newProfile(UID.ngo, { email: 'someone.else@example.org' })));
    await expectRule(false, createAs('ngo', UID.ngo, newProfile(UID.ngo, { email: emailOfUid(UID.otherNgo) })));
    await expectRule(false, createAs({ uid: UID.ngo, token: { email_verified: true } }, UID.ngo, data));
  });
  it('the account’s email in other letter case is the same email: allowed', async () => {
    await expectRule(true, createAs('ngo', UID.ngo, newProfile(UID.ngo, { email: 'NGO-1@Example.ORG' })));
  });
  it('an account signed in as Ngo-1@Example.org may give ngo-1@example.org', async () => {
    await expectRule(true, createAs(signedInAs(UID.ngo, 'Ngo-1@Example.org'), UID.ngo, data));
  });
});

describe('NGO profiles: update by the owner', () => {
  const change = { meals: 55, mealno: '55 meals', updatedAt: serverTimestamp() };
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: true, otherNgo: false, admin: false };
  for (const actor of ACTORS) {
    it(`${actor} editing ngo-1's profile: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], updateAs(actor, 'ngoWords', change));
    });
  }
  // On a profile not verified (yet, or again): a verified one's new logo also withdraws its badge
  // (see 'verification follows identity').
  const newLogo = (imageUrl: string) =>
    updateDoc(ref('unverifiedNgo', UID.unverifiedNgo), { imageUrl, updatedAt: serverTimestamp() });
  it('the owner saves the logo URL', async () => {
    await expectRule(true, newLogo(logoUrl({ owner: UID.unverifiedNgo })));
  });
  it('another NGO’s logo, or a logo from before owners’ folders: denied', async () => {
    await expectRule(false, newLogo(logoUrl({ owner: UID.ngo })));
    await expectRule(false, newLogo(logoUrl({ object: 'Imgs%2F3f2b8c1e-7a4d-4e9f-b6a2-0c5d9e8f1a2b' })));
  });
  itAcceptsOnlyProjectLogos(newLogo, UID.unverifiedNgo);
  it(`the owner's search words: the same limits as on create`, async () => {
    for (const [what, keywords] of BAD_KEYWORDS) {
      await expectRule(false, updateDoc(ref('ngo'), { keywords, updatedAt: serverTimestamp() })).catch(
        (error: Error) => {
          throw new Error(`keywords as ${what} should be denied: ${error.message}`);
        },
      );
    }
    await expectRule(true, updateDoc(ref('ngo'), { keywords: MOST_KEYWORDS, updatedAt: serverTimestamp() }));
  });
  itRequiresNameContent('name (the contact person)', (name) =>
    updateDoc(ref('ngo'), { name, updatedAt: serverTimestamp() }),
  );
  it('the owner may not verify their own profile', async () => {
    await expectRule(
      false,
      updateDoc(ref('unverifiedNgo', UID.unverifiedNgo), { verified: true, updatedAt: serverTimestamp() }),
    );
    await expectRule(
      false,
      updateDoc(ref('unverifiedNgo', UID.unverifiedNgo), {
        verified: true,
        reverify: false,
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('the owner may not touch reverify or suspended (either value)', async () => {
    for (const field of ['reverify', 'suspended']) {
      for (const value of [true, false]) {
        await expectRule(false, updateDoc(ref('ngo'), { [field]: value, updatedAt: serverTimestamp() }));
        await expectRule(
          false,
          updateDoc(ref('unverifiedNgo', UID.unverifiedNgo), { [field]: value, updatedAt: serverTimestamp() }),
        );
      }
    }
  });
  it('the owner may not withdraw the verification over a change of anything but identity', async () => {
    await expectRule(
      false,
      updateDoc(ref('ngo'), { meals: 55, verified: false, reverify: true, updatedAt: serverTimestamp() }),
    );
  });
  it('an account whose sign-in email changed may not edit the profile under the old email', async () => {
    const moved = signedInAs(UID.ngo, 'new-address@example.org');
    await expectRule(false, updateDoc(doc(t.db(moved), NGOS, UID.ngo), { meals: 55, updatedAt: serverTimestamp() }));
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

describe('NGO profiles: registration or Darpan ID (optional, the owner’s alone)', () => {
  const setId = (who: Who, registrationId: unknown, id: string = UID.ngo) =>
    updateAs(who, 'ngoWords', { registrationId, updatedAt: serverTimestamp() }, id);
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: true, otherNgo: false, admin: false };
  for (const actor of ACTORS) {
    it(`${actor} giving ngo-1's registration ID: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], setId(actor, 'MH/2017/0123456'));
    });
  }
  it('a new profile may carry one, or none', async () => {
    await withoutProfile(UID.ngo);
    await expectRule(true, createAs('ngo', UID.ngo, newProfile(UID.ngo, { registrationId: 'S-1234 of 2019' })));
    await withoutProfile(UID.ngo);
    await expectRule(true, createAs('ngo', UID.ngo, newProfile(UID.ngo, { registrationId: '' })));
  });
  it(`only letters, digits, spaces, - and / (REGISTRATION_ID_PATTERN); '' clears it; a number or a list is denied`, async () => {
    for (const bad of ['MH#2017', 'MH_2017', 'एमएच/2017', 'MH\n2017', 42, ['MH/2017']]) {
      await expectRule(false, setId('ngo', bad)).catch((error: Error) => {
        throw new Error(`registrationId ${JSON.stringify(bad)} should be denied: ${error.message}`);
      });
    }
    for (const good of ['', 'MH/2017/0123456', 'S-12 of 2019', 'abc123']) {
      expect(REGISTRATION_ID_PATTERN.test(good)).toBe(true);
      await expectRule(true, setId('ngo', good));
    }
  });
  it('changing it keeps the verified mark (it is not an identity field), and a suspended owner may not', async () => {
    await expectRule(true, setId('ngo', 'NEW/1'));
    expect((await t.admin((db) => getDoc(doc(db, NGOS, UID.ngo)))).get('verified')).toBe(true);
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, setId('ngo', 'NEW/2'));
  });
});

describe('NGO profiles: verification follows identity (owner edits)', () => {
  const NEW_EMAIL = 'new-address@example.org';
  /** Each identity field, the owner's new value, and who writes it (a new email needs a new sign-in). */
  const IDENTITY: { field: string; value: string; who: Who }[] = [
    { field: 'email', value: NEW_EMAIL, who: signedInAs(UID.ngo, NEW_EMAIL) },
    { field: 'address', value: '2 New Road', who: 'ngo' },
    { field: 'city', value: 'Pune', who: 'ngo' },
    { field: 'zip', value: '411001', who: 'ngo' },
    // A new logo is who the NGO shows itself as: an admin sees it before it is verified again.
    { field: 'imageUrl', value: logoUrl(), who: 'ngo' },
  ];
  const edit = (who: Who, fields: DocumentData, id: string = UID.ngo) =>
    updateDoc(doc(t.db(who), NGOS, id), { ...fields, updatedAt: serverTimestamp() });
  const stored = async (id: string = UID.ngo) => (await getDoc(doc(t.db('visitor'), NGOS, id))).data() ?? {};

  for (const { field, value, who } of IDENTITY) {
    it(`changing ${field} of a verified profile: keeping verified denied; verified false + reverify true allowed`, async () => {
      await expectRule(false, edit(who, { [field]: value }));
      await expectRule(false, edit(who, { [field]: value, verified: true, reverify: false }));
      await expectRule(false, edit(who, { [field]: value, verified: false }));
      await expectRule(false, edit(who, { [field]: value, reverify: true }));
      await expectRule(true, edit(who, { [field]: value, verified: false, reverify: true }));
      const after = await stored();
      if (after.verified !== false || after.reverify !== true || after[field] !== value) {
        throw new Error(`the profile should be back on the re-verify list: ${JSON.stringify(after)}`);
      }
    });
  }
  it('removing city or zip of a verified profile is an identity change too', async () => {
    await expectRule(false, edit('ngo', { city: deleteField() }));
    await expectRule(true, edit('ngo', { city: deleteField(), zip: deleteField(), verified: false, reverify: true }));
  });
  it('renaming a verified profile: keeping verified denied; verified false + reverify true allowed', async () => {
    const rename = (fields: DocumentData) => {
      const db = t.db('ngo');
      const batch = writeBatch(db);
      batch.update(doc(db, NGOS, UID.ngo), { nameOrg: 'Renamed Kitchen', ...fields, updatedAt: serverTimestamp() });
      batch.set(doc(db, ngoNamePath('Renamed Kitchen')), { ngoId: UID.ngo });
      return batch.commit();
    };
    await expectRule(false, rename({}));
    await expectRule(true, rename({ verified: false, reverify: true }));
  });
  it('changing the email only in letter case is still a change of email', async () => {
    await expectRule(false, edit('ngo', { email: 'NGO-1@example.org' }));
    await expectRule(true, edit('ngo', { email: 'NGO-1@example.org', verified: false, reverify: true }));
  });
  for (const [field, value] of Object.entries({
    name: 'Someone Else',
    time: 'Evening',
    meals: 55,
    mealno: '55 meals',
    keywords: ['new', 'words'],
  })) {
    it(`changing ${field} keeps the verification (no verified/reverify written)`, async () => {
      await expectRule(true, edit('ngo', { [field]: value }));
      const after = await stored();
      if (after.verified !== true || 'reverify' in after) throw new Error(`still verified: ${JSON.stringify(after)}`);
    });
  }
  it('an unverified profile changes its address without any verification fields (reverify true denied)', async () => {
    await expectRule(false, edit('unverifiedNgo', { address: '3 Other Road', reverify: true }, UID.unverifiedNgo));
    await expectRule(true, edit('unverifiedNgo', { address: '3 Other Road' }, UID.unverifiedNgo));
  });
  it('a profile waiting for re-verification stays on the list (clearing reverify denied)', async () => {
    await t.seed({ [`${NGOS}/${UID.ngo}`]: ngoProfile(UID.ngo, { verified: false, reverify: true }) });
    await expectRule(false, edit('ngo', { address: '4 Later Road', reverify: false }));
    await expectRule(false, edit('ngo', { address: '4 Later Road', verified: true }));
    await expectRule(true, edit('ngo', { address: '4 Later Road' }));
  });
});

describe('NGO profiles: verification by admins only', () => {
  const verify = (who: Who, id: string = UID.unverifiedNgo) =>
    updateAs(who, 'verify', { verified: true, updatedAt: serverTimestamp() }, id);
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} verifying ngo-3: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], verify(actor));
    });
  }
  it('an admin un-verifies an NGO', async () => {
    await expectRule(true, adminUpdate('unverify', { verified: false, updatedAt: serverTimestamp() }));
  });
  it('an admin puts a profile on the re-verify list (verified false, reverify true)', async () => {
    await expectRule(false, adminUpdate('verify', { verified: true, reverify: true, updatedAt: serverTimestamp() }));
    await expectRule(true, adminUpdate('unverify', { verified: false, reverify: true, updatedAt: serverTimestamp() }));
  });
  it('verifying a profile on the re-verify list takes it off: reverify false (leaving it true denied)', async () => {
    await t.seed({
      [`${NGOS}/${UID.unverifiedNgo}`]: ngoProfile(UID.unverifiedNgo, { verified: false, reverify: true }),
    });
    await expectRule(false, verify('admin'));
    await expectRule(false, verify('ngo'));
    await expectRule(
      false,
      updateDoc(ref('unverifiedNgo', UID.unverifiedNgo), {
        verified: true,
        reverify: false,
        updatedAt: serverTimestamp(),
      }),
    );
    await expectRule(
      true,
      adminUpdate('verify', { verified: true, reverify: false, updatedAt: serverTimestamp() }, UID.unverifiedNgo),
    );
  });
  it('an admin may change only verified, reverify, suspended, search words and updatedAt', async () => {
    await expectRule(false, adminUpdate('verify', { verified: true, meals: 1, updatedAt: serverTimestamp() }));
    await expectRule(false, adminUpdate('ngoWords', { nameOrg: 'Renamed', updatedAt: serverTimestamp() }));
    await expectRule(false, adminUpdate('ngoWords', { email: 'admin-1@example.org', updatedAt: serverTimestamp() }));
    await expectRule(false, adminUpdate('ngoWords', { imageUrl: logoUrl(), updatedAt: serverTimestamp() }));
    // ngo-1 stays verified: the entry a reverify change needs is 'verify'.
    await expectRule(false, adminUpdate('verify', { reverify: 'yes', updatedAt: serverTimestamp() }));
  });
  it('verified must be a bool and updatedAt server time', async () => {
    await expectRule(
      false,
      adminUpdate('verify', { verified: 'yes', updatedAt: serverTimestamp() }, UID.unverifiedNgo),
    );
    await expectRule(false, adminUpdate('verify', { verified: true, updatedAt: clientNow() }, UID.unverifiedNgo));
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
  // Verifying with the words is audited as 'verify' (it changes verified), the words alone as 'ngoWords'.
  const addWords = (who: Who, extra: DocumentData = {}) =>
    updateAs(
      who,
      extra.verified === true ? 'verify' : 'ngoWords',
      { keywords: words, updatedAt: serverTimestamp(), ...extra },
      'legacy-ngo',
    );
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
  it(`the words must be a list of 1 to KEYWORDS.max (${KEYWORDS.max}) plain words, ${KEYWORDS.maxTotal} characters in all`, async () => {
    await expectRule(false, addWords('admin', { keywords: [] }));
    for (const [what, keywords] of BAD_KEYWORDS) {
      await expectRule(false, addWords('admin', { keywords })).catch((error: Error) => {
        throw new Error(`keywords as ${what} should be denied: ${error.message}`);
      });
    }
    await expectRule(true, addWords('admin', { keywords: searchWords(KEYWORDS.max) }));
    await expectRule(true, addWords('admin', { keywords: MOST_KEYWORDS }));
  });
  it('an admin may verify and add the words in one write', async () => {
    await expectRule(true, addWords('admin', { verified: true }));
  });
});

describe('NGO profiles: delete', () => {
  // The NGO itself, deleting its account (its name freed in the same batch: account-deletion.test.ts).
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: true, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} deleting ngo-1's profile: ${verdict(allowed[actor])}`, async () => {
      const remove =
        actor === 'admin'
          ? asAudited(actor, t.db(actor), 'deleteNgo', UID.ngo, (batch) => batch.delete(ref(actor)))
          : deleteDoc(ref(actor));
      await expectRule(allowed[actor], remove);
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
