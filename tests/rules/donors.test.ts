// admin/{id} — donor records (personal data, never public):
// {visitor, donor, other donor, NGO, other NGO, admin} × {get, list, create, update, delete},
// forged owners, unknown fields, sizes, types, names with a letter or digit, the safety agreement
// stamped in server time, legacy records. Suspended donors: suspensions.test.ts.
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { COUNTRIES, LENGTH } from '../../src/config/limits.js';
import {
  ACTORS,
  asAudited,
  clientNow,
  digits,
  EMAIL_LIMIT,
  expectRule,
  itLimitsLengths,
  itLimitsLists,
  itMatchesEmailPattern,
  itMatchesPhonePattern,
  itRequiresNameContent,
  past,
  storedDonorRecord,
  text,
  UID,
  setupRulesEnv,
  verdict,
  without,
  type Actor,
  type Matrix,
} from './support';

const t = setupRulesEnv();
const DONORS = 'admin';

const uidOf = (actor: Actor): string => (actor === 'visitor' ? 'visitor-x' : UID[actor]);

/** What the donor form writes on create. */
function newRecord(ownerUid: string, overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Asha Donor',
    email: 'asha@example.org',
    phone: '9876543210',
    address: '18 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560025',
    country: 'India',
    organizationName: '',
    ownerUid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const LEGACY = { name: 'Old Donor', email: 'old@example.org', address: '5 Old Lane', phone: '9000000001' };

beforeEach(async () => {
  await t.seed({
    [`${DONORS}/rec-1`]: storedDonorRecord(UID.donor),
    [`${DONORS}/rec-2`]: storedDonorRecord(UID.otherDonor, { name: 'Other Donor' }),
    [`${DONORS}/legacy-1`]: LEGACY,
  });
});

const ref = (actor: Actor, id = 'rec-1') => doc(t.db(actor), DONORS, id);

// An admin's write carries its audit entry in the same batch (support.ts, asAudited); a donor's
// never does (it may not write one).
const createAs = (actor: Actor, data: DocumentData) => {
  if (actor !== 'admin') return addDoc(collection(t.db(actor), DONORS), data);
  const record = doc(collection(t.db(actor), DONORS));
  return asAudited(actor, t.db(actor), 'addDonor', record.id, (batch) => batch.set(record, data));
};
const updateAs = (actor: Actor, data: DocumentData, id = 'rec-1') =>
  actor === 'admin'
    ? asAudited(actor, t.db(actor), 'editDonor', id, (batch) => batch.update(ref(actor, id), data))
    : updateDoc(ref(actor, id), data);
const deleteAs = (actor: Actor, id = 'rec-1') =>
  actor === 'admin'
    ? asAudited(actor, t.db(actor), 'deleteDonor', id, (batch) => batch.delete(ref(actor, id)))
    : deleteDoc(ref(actor, id));

describe('donor records: get', () => {
  const allowed: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading donor-1's record: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDoc(ref(actor)));
    });
  }
  it('a legacy record (no ownerUid) is readable by an admin only', async () => {
    await expectRule(false, getDoc(ref('visitor', 'legacy-1')));
    await expectRule(false, getDoc(ref('donor', 'legacy-1')));
    await expectRule(true, getDoc(ref('admin', 'legacy-1')));
  });
});

describe('donor records: list', () => {
  const mine = (actor: Actor, n = 10) =>
    query(collection(t.db(actor), DONORS), where('ownerUid', '==', UID.donor), limit(n));
  const allowed: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} listing donor-1's records: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDocs(mine(actor)));
    });
  }
  it('the other donor lists their own records', async () => {
    await expectRule(
      true,
      getDocs(query(collection(t.db('otherDonor'), DONORS), where('ownerUid', '==', UID.otherDonor), limit(5))),
    );
  });
  it('a donor may not list all records (no ownerUid filter)', async () => {
    await expectRule(false, getDocs(query(collection(t.db('donor'), DONORS), limit(10))));
  });
  itLimitsLists('a donor listing their records', () =>
    query(collection(t.db('donor'), DONORS), where('ownerUid', '==', UID.donor)),
  );
  itLimitsLists('an admin listing all records', () => collection(t.db('admin'), DONORS));
});

describe('donor records: create (own ownerUid)', () => {
  const allowed: Matrix = { visitor: false, donor: true, otherDonor: true, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} creating a record: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], createAs(actor, newRecord(uidOf(actor))));
    });
  }
  const create = (data: DocumentData) => addDoc(collection(t.db('donor'), DONORS), data);
  it('a forged ownerUid (someone else) is denied', async () => {
    await expectRule(false, create(newRecord(UID.otherDonor)));
  });
  it('a donor record without ownerUid is denied for a donor', async () => {
    await expectRule(false, create(without(newRecord(UID.donor), 'ownerUid')));
  });
  it('unknown fields are denied', async () => {
    await expectRule(false, create(newRecord(UID.donor, { role: 'admin' })));
  });
  it('a missing required field is denied', async () => {
    await expectRule(false, create(without(newRecord(UID.donor), 'phone')));
  });
  it('the minimal valid record (required fields only) is allowed', async () => {
    await expectRule(
      true,
      create({ ...LEGACY, ownerUid: UID.donor, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
  });
  itLimitsLengths(
    [
      { field: 'name', max: LENGTH.name },
      EMAIL_LIMIT,
      { field: 'address', max: LENGTH.address },
      { field: 'city', max: LENGTH.city },
      { field: 'state', max: LENGTH.state },
      { field: 'zip', max: LENGTH.zip, make: digits },
      { field: 'organizationName', max: LENGTH.name },
    ],
    (field, value) => create(newRecord(UID.donor, { [field]: value })),
  );
  // A donor's ownerUid is their own uid; an admin may file a record for any uid.
  itLimitsLengths([{ field: 'ownerUid', max: LENGTH.id }], (field, value) =>
    createAs('admin', newRecord(UID.donor, { [field]: value })),
  );
  it('an admin-created record may omit ownerUid, but a present ownerUid must be a uid string', async () => {
    const admin = (data: DocumentData) => createAs('admin', data);
    await expectRule(true, admin(without(newRecord(UID.donor), 'ownerUid')));
    await expectRule(false, admin(newRecord(UID.donor, { ownerUid: 42 })));
    await expectRule(false, admin(newRecord(UID.donor, { ownerUid: '' })));
  });
  it('an empty name is denied', async () => {
    await expectRule(false, create(newRecord(UID.donor, { name: '' })));
  });
  itRequiresNameContent('name', (name) => create(newRecord(UID.donor, { name })));
  itRequiresNameContent('organizationName', (organizationName) => create(newRecord(UID.donor, { organizationName })));
  itMatchesEmailPattern((email) => create(newRecord(UID.donor, { email })));
  itMatchesPhonePattern((phone) => create(newRecord(UID.donor, { phone })));
  it('wrong types are denied (phone as number, name as number)', async () => {
    await expectRule(false, create(newRecord(UID.donor, { phone: 9876543210 })));
    await expectRule(false, create(newRecord(UID.donor, { name: 42 })));
  });
  it(`the country is one of COUNTRIES (${COUNTRIES.join(', ')}); any other is denied`, async () => {
    await expectRule(false, create(newRecord(UID.donor, { country: 'France' })));
    await expectRule(false, create(newRecord(UID.donor, { country: 'india' })));
    for (const country of COUNTRIES) await expectRule(true, create(newRecord(UID.donor, { country })));
  });
  it('the FSSAI number, when given, is 14 digits ("" for none); anything else is denied', async () => {
    await expectRule(true, create(newRecord(UID.donor, { fssai: '12345678901234' })));
    await expectRule(true, create(newRecord(UID.donor, { fssai: '' })));
    for (const fssai of ['1234567890123', '123456789012345', '1234 5678 9012 34', '1234567890123a', 12345678901234]) {
      await expectRule(false, create(newRecord(UID.donor, { fssai })));
    }
  });
  it('client timestamps instead of server time are denied', async () => {
    await expectRule(false, create(newRecord(UID.donor, { createdAt: clientNow() })));
    await expectRule(false, create(newRecord(UID.donor, { updatedAt: clientNow() })));
  });
  it('the safety agreement: true with server time allowed; false, or a time without it, denied', async () => {
    await expectRule(true, create(newRecord(UID.donor, { agreeToSafety: true, agreedToSafetyAt: serverTimestamp() })));
    await expectRule(false, create(newRecord(UID.donor, { agreeToSafety: false })));
    await expectRule(false, create(newRecord(UID.donor, { agreedToSafetyAt: serverTimestamp() })));
    await expectRule(false, create(newRecord(UID.donor, { agreeToSafety: true, agreedToSafetyAt: clientNow() })));
  });
  it('agreeing to safety without the server-time stamp is denied (also by an admin)', async () => {
    await expectRule(false, create(newRecord(UID.donor, { agreeToSafety: true })));
    await expectRule(false, create(newRecord(UID.donor, { agreeToSafety: true, agreedToSafetyAt: past() })));
    await expectRule(false, create(newRecord(UID.donor, { agreeToSafety: true, agreedToSafetyAt: '2030-01-01' })));
    await expectRule(false, createAs('admin', newRecord(UID.donor, { agreeToSafety: true })));
  });
});

describe('donor records: update', () => {
  const change = { phone: '9123456789', city: 'Mysuru', updatedAt: serverTimestamp() };
  const allowed: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} updating donor-1's record: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], updateAs(actor, change));
    });
  }
  it('the owner gives, changes and clears its FSSAI number; a malformed one is denied', async () => {
    await expectRule(true, updateDoc(ref('donor'), { fssai: '12345678901234', updatedAt: serverTimestamp() }));
    await expectRule(true, updateDoc(ref('donor'), { fssai: '', updatedAt: serverTimestamp() }));
    await expectRule(false, updateDoc(ref('donor'), { fssai: '12345', updatedAt: serverTimestamp() }));
  });
  it('the owner may not change ownerUid', async () => {
    await expectRule(false, updateDoc(ref('donor'), { ownerUid: UID.otherDonor, updatedAt: serverTimestamp() }));
  });
  it('the owner may not remove ownerUid', async () => {
    await expectRule(false, updateDoc(ref('donor'), { ownerUid: deleteField(), updatedAt: serverTimestamp() }));
  });
  it('the owner may not change createdAt', async () => {
    await expectRule(false, updateDoc(ref('donor'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });
  it('updatedAt must be server time and must be set', async () => {
    await expectRule(false, updateDoc(ref('donor'), { phone: '9123456789', updatedAt: clientNow() }));
    await expectRule(false, updateDoc(ref('donor'), { phone: '9123456789' }));
  });
  it('unknown fields, oversized strings and bad values are denied on update', async () => {
    await expectRule(false, updateDoc(ref('donor'), { verified: true, updatedAt: serverTimestamp() }));
    await expectRule(
      false,
      updateDoc(ref('donor'), { address: text(LENGTH.address + 1), updatedAt: serverTimestamp() }),
    );
    await expectRule(false, updateDoc(ref('donor'), { email: 'nope', updatedAt: serverTimestamp() }));
    await expectRule(false, updateDoc(ref('donor'), { name: deleteField(), updatedAt: serverTimestamp() }));
  });
  it('the owner agrees to the safety terms later: server time allowed, client time denied', async () => {
    await expectRule(
      false,
      updateDoc(ref('donor'), { agreeToSafety: true, agreedToSafetyAt: clientNow(), updatedAt: serverTimestamp() }),
    );
    await expectRule(
      true,
      updateDoc(ref('donor'), {
        agreeToSafety: true,
        agreedToSafetyAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('agreeing later without the server-time stamp is denied', async () => {
    await expectRule(false, updateDoc(ref('donor'), { agreeToSafety: true, updatedAt: serverTimestamp() }));
    await expectRule(
      false,
      updateDoc(ref('donor'), { agreeToSafety: true, agreedToSafetyAt: past(), updatedAt: serverTimestamp() }),
    );
    await expectRule(false, updateAs('admin', { agreeToSafety: true, updatedAt: serverTimestamp() }));
  });
  describe('a record that has agreed', () => {
    const stored = storedDonorRecord(UID.donor, { agreeToSafety: true, agreedToSafetyAt: past() });
    beforeEach(() => t.seed({ [`${DONORS}/rec-1`]: stored }));
    it('other edits keep the stamp as it is (allowed)', async () => {
      await expectRule(true, updateDoc(ref('donor'), { city: 'Mysuru', updatedAt: serverTimestamp() }));
      await expectRule(true, setDoc(ref('donor'), { ...stored, name: 'Asha K', updatedAt: serverTimestamp() }));
    });
    it('the stamp may not be moved to another time; agreeing again stamps server time', async () => {
      await expectRule(false, updateDoc(ref('donor'), { agreedToSafetyAt: clientNow(), updatedAt: serverTimestamp() }));
      await expectRule(false, updateDoc(ref('donor'), { agreedToSafetyAt: past(), updatedAt: serverTimestamp() }));
      await expectRule(
        true,
        updateDoc(ref('donor'), {
          agreeToSafety: true,
          agreedToSafetyAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('the agreement may not be dropped leaving its stamp', async () => {
      await expectRule(false, updateDoc(ref('donor'), { agreeToSafety: deleteField(), updatedAt: serverTimestamp() }));
      await expectRule(false, updateDoc(ref('donor'), { agreeToSafety: false, updatedAt: serverTimestamp() }));
    });
  });
  itRequiresNameContent('name (on update)', (name) => updateDoc(ref('donor'), { name, updatedAt: serverTimestamp() }));
  it('an admin may not change a record’s ownerUid', async () => {
    await expectRule(false, updateAs('admin', { ownerUid: UID.otherDonor, updatedAt: serverTimestamp() }));
  });
  it('a full overwrite by the owner keeping owner and createdAt is allowed', async () => {
    const stored = storedDonorRecord(UID.donor);
    await t.seed({ [`${DONORS}/rec-1`]: stored });
    await expectRule(true, setDoc(ref('donor'), { ...stored, name: 'Asha K', updatedAt: serverTimestamp() }));
  });
});

describe('donor records: legacy documents (name, email, address, phone only)', () => {
  it('an admin updates a legacy record', async () => {
    await expectRule(true, updateAs('admin', { name: 'Old Donor Renamed', updatedAt: serverTimestamp() }, 'legacy-1'));
  });
  it('an admin adds the new fields to a legacy record', async () => {
    await expectRule(
      true,
      updateAs('admin', { city: 'Pune', country: 'India', zip: '411004', updatedAt: serverTimestamp() }, 'legacy-1'),
    );
  });
  it('an admin may still not put bad data in a legacy record', async () => {
    await expectRule(false, updateAs('admin', { phone: '12', updatedAt: serverTimestamp() }, 'legacy-1'));
  });
  it('a donor may not update or delete a legacy record (nobody owns it)', async () => {
    await expectRule(false, updateDoc(ref('donor', 'legacy-1'), { name: 'Mine now', updatedAt: serverTimestamp() }));
    await expectRule(false, deleteDoc(ref('donor', 'legacy-1')));
  });
  it('a donor may not claim a legacy record by setting ownerUid', async () => {
    await expectRule(false, updateDoc(ref('donor', 'legacy-1'), { ownerUid: UID.donor, updatedAt: serverTimestamp() }));
  });
});

describe('donor records: delete', () => {
  const allowed: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} deleting donor-1's record: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], deleteAs(actor));
    });
  }
  it('an admin deletes a legacy record', async () => {
    await expectRule(true, deleteAs('admin', 'legacy-1'));
  });
});
