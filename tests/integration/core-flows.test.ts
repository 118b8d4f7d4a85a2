// The core flows with the real services (src/services/*) against the Auth emulator (127.0.0.1:9099)
// and the Firestore emulator (127.0.0.1:8080) with firestore.rules enforced, as `npm test` starts
// them: donor records, NGO profiles and search at scale, donations. Accounts are created through the
// Auth emulator; their users/{uid} documents, other NGOs and read-backs go through
// @firebase/rules-unit-testing with the rules switched off.
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp } from 'firebase/app';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { terminate } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_KEEP_DAYS } from '../../src/config/limits.js';
import { firebaseApp } from '../../src/services/app';
import { placeAt } from '../../src/services/geo';
import { auth, refreshEmailStatus, sendVerificationEmail, signOut } from '../../src/services/auth';
import { COLLECTIONS } from '../../src/services/collections';
import { db } from '../../src/services/db';
import { createDonation } from '../../src/services/donation-offer';
import {
  createDonor,
  deleteDonor,
  getDonor,
  getMyDonor,
  listDonors,
  updateDonor,
  type DonorInput,
} from '../../src/services/donors';
import { sendContactMessage } from '../../src/services/contact-messages';
import { errorCode } from '../../src/services/errors';
import { listContactMessages, listSubscribers } from '../../src/services/inbox';
import { subscribe } from '../../src/services/newsletter';
import { makeNgoSearchable, setNgoVerification } from '../../src/services/ngo-admin';
import { getMyNgo, getNgo, listNgos, saveMyNgo, type NgoInput } from '../../src/services/ngos';
import { DIRECTORY_PAGE_SIZE } from '../../src/services/ngo-first-page';
import { searchKeywords } from '../../src/services/search-keywords.js';
import { aSafetyRecord } from '../../src/testing/food';
import { openConfirmationLink } from './email-links';
import { startTestEnv, uniqueSuffix } from './support';

let testEnv: RulesTestEnvironment;
// Every run uses its own accounts, names and search words, so runs and other files do not collide.
const run = uniqueSuffix();

type Role = 'donor' | 'ngo' | 'admin';

/**
 * Creates an Auth emulator account (now signed in) and its users/{uid} document. An NGO also
 * confirms its email (the link the Auth emulator records), as it must before creating a profile.
 */
async function signUpAs(role: Role, name: string): Promise<string> {
  const email = `${name}-${run}@example.org`;
  const { user } = await createUserWithEmailAndPassword(auth(), email, 'Secret123!');
  if (role === 'ngo') {
    await sendVerificationEmail();
    await openConfirmationLink(email);
    await refreshEmailStatus();
  }
  await updateProfile(user, { displayName: name });
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc(`${COLLECTIONS.users}/${user.uid}`)
      .set({ role, displayName: name, email, createdAt: new Date() });
  });
  return user.uid;
}

async function readDoc(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

/** Stores NGO documents as the seed does, with keywords, rules off. */
async function seedNgos(
  ngos: { id: string; nameOrg: string; city: string; zip: string; time?: string }[],
): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const batch = context.firestore().batch();
    for (const { id, ...fields } of ngos) {
      const ngo = {
        name: 'Seeded Person',
        email: `${id}@example.org`,
        time: fields.time ?? 'Morning',
        meals: 10,
        mealno: '10 meals',
        address: '1 Seed Street',
        imageUrl: '',
        verified: true,
        createdAt: new Date(),
        updatedAt: new Date(),
        ...fields,
      };
      batch.set(context.firestore().doc(`${COLLECTIONS.ngos}/${id}`), { ...ngo, keywords: searchKeywords(ngo) });
    }
    await batch.commit();
  });
}

function isTimestamp(value: unknown): value is { toMillis: () => number } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function'
  );
}

beforeAll(async () => {
  testEnv = await startTestEnv();
});

beforeEach(async () => {
  await signOut();
});

afterAll(async () => {
  await signOut();
  await terminate(db());
  await testEnv.cleanup();
  await deleteApp(firebaseApp());
});

describe('donor records', () => {
  const profile: DonorInput = {
    name: 'Integration Donor',
    email: `donor-${run}@example.org`,
    phone: '9876543210',
    address: '18 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560025',
    country: 'India',
  };

  it('a donor creates its record and then updates it', async () => {
    const uid = await signUpAs('donor', 'donor');

    expect(await getMyDonor(uid)).toBeNull();
    const id = await createDonor(profile, uid);

    const mine = await getMyDonor(uid);
    expect(mine).toMatchObject({ id, ...profile, ownerUid: uid });
    expect(mine?.createdAt).toBeInstanceOf(Date);

    await updateDonor(id, { ...profile, phone: '9123456780', city: 'Mysuru', country: 'Canada' });
    const updated = await getDonor(id);
    expect(updated).toMatchObject({
      ...profile,
      phone: '9123456780',
      city: 'Mysuru',
      country: 'Canada',
      ownerUid: uid,
    });
    expect(updated?.createdAt?.getTime()).toBe(mine?.createdAt?.getTime());

    const stored = await readDoc(`${COLLECTIONS.donors}/${id}`);
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        'address',
        'city',
        'country',
        'createdAt',
        'email',
        'name',
        'ownerUid',
        'phone',
        'state',
        'updatedAt',
        'zip',
      ].sort(),
    );
  });
});

describe('NGO profiles and search', () => {
  it('an NGO saves its profile with keywords, and search finds it beyond the first page', async () => {
    // 60 other NGOs, all sorting before ours by name; 30 of them share our ZIP code.
    const zip = `z${run}`;
    await seedNgos(
      Array.from({ length: 60 }, (_, i) => {
        const n = String(i + 1).padStart(2, '0');
        return {
          id: `int-${run}-${n}`,
          nameOrg: `Aaa Integration NGO ${n}`,
          city: 'Elsewhere',
          zip: i < 30 ? zip : '000000',
        };
      }),
    );

    const uid = await signUpAs('ngo', 'ngo');
    const city = `Qx${run}pur`;
    const input: NgoInput = {
      nameOrg: `Zz Integration Kitchen ${run}`,
      name: 'Integration Person',
      email: `ngo-${run}@example.org`,
      time: 'Evening',
      meals: 35,
      address: '3 Anna Salai',
      city,
      zip,
      imageUrl: '',
      acceptsVegOnly: false,
      // Where it works (PIN 600002): saved as a place with its geohash.
      location: placeAt({ lat: 13.0689, lng: 80.2671 }, '600002'),
      radiusKm: 10,
      whatsapp: '',
      phone: '',
    };
    expect(await saveMyNgo(uid, input)).toBe('created');

    const stored = await readDoc(`${COLLECTIONS.ngos}/${uid}`);
    expect(stored).toMatchObject({ ...input, mealno: '35 meals', ownerUid: uid, verified: false });
    expect(isTimestamp(stored?.createdAt)).toBe(true);
    const keywords = stored?.keywords as string[];
    expect(keywords).toEqual(
      expect.arrayContaining([`qx${run}`, city.toLowerCase(), 'zz', 'kitchen', 'evening', 'anna']),
    );
    expect(keywords.length).toBeLessThanOrEqual(100);

    // Not on the first page of the whole list…
    const first = await listNgos({ pageSize: 25 });
    expect(first.ngos).toHaveLength(25);
    expect(first.next).not.toBeNull();
    expect(first.ngos.map((n) => n.id)).not.toContain(uid);

    // …but part of its city finds it, as do the slot filter and a name word.
    const byCity = await listNgos({ search: `QX${run}` });
    expect(byCity.ngos.map((n) => n.id)).toEqual([uid]);
    expect(byCity.ngos[0]).toMatchObject({ nameOrg: input.nameOrg, meals: 35, city, verified: false });
    expect((await listNgos({ search: `qx${run}`, slot: 'Evening' })).ngos.map((n) => n.id)).toEqual([uid]);
    expect((await listNgos({ search: `qx${run}`, slot: 'Morning' })).ngos).toEqual([]);

    // 31 NGOs share the ZIP code: page after page, each after the last one's cursor, the last
    // page holds ours.
    const pages = [await listNgos({ search: zip })];
    for (let next = pages[0]!.next; next; next = pages[pages.length - 1]!.next) {
      pages.push(await listNgos({ search: zip, after: next }));
    }
    expect(pages.map((page) => page.ngos.length)).toEqual([
      DIRECTORY_PAGE_SIZE,
      DIRECTORY_PAGE_SIZE,
      31 - 2 * DIRECTORY_PAGE_SIZE,
    ]);
    expect(pages[0]!.ngos.map((n) => n.id)).not.toContain(uid);
    expect(pages.at(-1)!.ngos.at(-1)?.id).toBe(uid);
    const names = pages.flatMap((page) => page.ngos.map((n) => n.nameOrg));
    expect(names).toEqual([...names].sort());

    // Saving again updates the same profile, keywords included.
    expect(await saveMyNgo(uid, { ...input, meals: 50, city: 'Chennai' })).toBe('updated');
    expect(await getMyNgo(uid)).toMatchObject({ meals: 50, mealno: '50 meals', city: 'Chennai', ownerUid: uid });
    expect((await listNgos({ search: 'chennai' })).ngos.map((n) => n.id)).toContain(uid);
    expect((await listNgos({ search: `qx${run}` })).ngos).toEqual([]);
  });
});

describe('donations', () => {
  it('a donor offers food to an NGO with exactly the fields the data model names', async () => {
    const ngoId = `int-${run}-receiver`;
    await seedNgos([{ id: ngoId, nameOrg: 'Integration Receiver', city: 'Pune', zip: '411004' }]);
    const donorUid = await signUpAs('donor', 'giver');
    const readyBy = new Date(Date.now() + 3 * 3600_000);
    readyBy.setMilliseconds(0);

    const { id, outcome } = await createDonation({
      ngoId,
      ngoName: 'Integration Receiver',
      donorUid,
      food: 'Rice and dal',
      meals: 12,
      readyBy,
      deliveryLocation: '21 FC Road, Pune',
      phone: '9876543210',
      safety: aSafetyRecord({ allergens: [], notes: 'Bring two big boxes' }),
      pickup: null,
    });
    expect(outcome).toBe('sent');

    const stored = await readDoc(`${COLLECTIONS.donations}/${id}`);
    expect(stored).toMatchObject({
      status: 'offered',
      ngoId,
      ngoName: 'Integration Receiver',
      donorUid,
      // The account's own name (users/{uid}.displayName), as the rules require.
      donorName: 'giver',
      food: 'Rice and dal',
      meals: 12,
    });
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        'createdAt',
        'donorName',
        'donorUid',
        'food',
        'meals',
        'ngoId',
        'ngoName',
        'readyBy',
        'status',
        'updatedAt',
        // the food-safety record (cooked: preparedAt, no labelUseBy)
        'kind',
        'diet',
        'storage',
        'allergens',
        'preparedAt',
        'useBy',
        'weightKg',
        'containers',
        'notes',
      ].sort(),
    );
    expect(Number.isInteger(stored?.meals)).toBe(true);
    expect(isTimestamp(stored?.readyBy) && stored.readyBy.toMillis()).toBe(readyBy.getTime());
    expect(isTimestamp(stored?.createdAt)).toBe(true);
    expect(isTimestamp(stored?.updatedAt)).toBe(true);
    // Its pickup code, written in the same batch.
    expect(await readDoc(`${COLLECTIONS.donations}/${id}/private/handover`)).toEqual({
      code: expect.stringMatching(/^\d{4}$/),
    });
    // The phone and address apart from it, until the food's use-by plus the days kept (the TTL's field).
    const contact = await readDoc(`${COLLECTIONS.donations}/${id}/private/contact`);
    expect(contact).toMatchObject({ donorUid, phone: '9876543210', deliveryLocation: '21 FC Road, Pune' });
    expect(isTimestamp(contact?.expireAt) && contact.expireAt.toMillis()).toBe(
      (stored?.useBy as { toMillis(): number }).toMillis() + CONTACT_KEEP_DAYS * 86_400_000,
    );
  });

  it('is refused for an NGO that does not exist', async () => {
    const donorUid = await signUpAs('donor', 'lost');
    const attempt = createDonation({
      ngoId: `int-${run}-missing`,
      ngoName: 'Nobody',
      donorUid,
      food: 'Bread',
      meals: 5,
      readyBy: new Date(Date.now() + 3600_000),
      deliveryLocation: '1 Nowhere Road',
      phone: '9876543210',
      safety: aSafetyRecord(),
      pickup: null,
    });
    await expect(attempt).rejects.toSatisfy((error: unknown) => errorCode(error) === 'permission-denied');
  });
});

describe('admin dashboard', () => {
  it('an admin edits a legacy donor record, deletes another and verifies an NGO', async () => {
    const legacyId = `int-${run}-legacy`;
    const otherId = `int-${run}-other`;
    await testEnv.withSecurityRulesDisabled(async (context) => {
      // As the earlier app wrote them: four strings, nothing else.
      const legacy = { name: 'Rahul Verma', email: 'rahul@example.org', address: '22 Hazratganj', phone: '9988776655' };
      await context.firestore().doc(`${COLLECTIONS.donors}/${legacyId}`).set(legacy);
      await context
        .firestore()
        .doc(`${COLLECTIONS.donors}/${otherId}`)
        .set({ ...legacy, name: 'To Be Deleted' });
    });
    const ngoId = `int-${run}-unverified`;
    await seedNgos([{ id: ngoId, nameOrg: 'Integration Unverified', city: 'Agra', zip: '282001' }]);
    await signUpAs('admin', 'admin');

    const listed = await listDonors();
    expect(listed.donors.map((d) => d.id)).toEqual(expect.arrayContaining([legacyId, otherId]));

    const legacy = await getDonor(legacyId);
    expect(legacy).toMatchObject({ name: 'Rahul Verma', city: '', country: '', ownerUid: null, createdAt: null });
    await updateDonor(
      legacyId,
      {
        name: 'Rahul Verma',
        email: 'rahul@example.org',
        phone: '9988776655',
        address: '22 Hazratganj',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        zip: '226001',
        country: 'India',
      },
      true,
    );
    const stored = await readDoc(`${COLLECTIONS.donors}/${legacyId}`);
    expect(stored).toMatchObject({ city: 'Lucknow', state: 'Uttar Pradesh', zip: '226001', country: 'India' });
    expect(stored).not.toHaveProperty('createdAt');
    expect(stored).not.toHaveProperty('ownerUid');
    expect(isTimestamp(stored?.updatedAt)).toBe(true);

    await deleteDonor({ id: otherId, name: '' });
    expect(await getDonor(otherId)).toBeNull();

    await setNgoVerification({ id: ngoId, nameOrg: '' }, false);
    expect((await getNgo(ngoId))?.verified).toBe(false);
    await setNgoVerification({ id: ngoId, nameOrg: '' }, true);
    expect((await getNgo(ngoId))?.verified).toBe(true);
  });

  it('an admin reaches every donor record a page at a time, legacy records too, each once', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `int-${run}-page-${i}`);
    await testEnv.withSecurityRulesDisabled(async (context) => {
      for (const [i, id] of ids.entries()) {
        // Every other one as the earlier app wrote it: no owner, no times, the phone a number.
        const record =
          i % 2 ? { name: `Old ${i}`, email: `old${i}@example.org`, address: '1 Road', phone: 9876543210 } : null;
        await context
          .firestore()
          .doc(`${COLLECTIONS.donors}/${id}`)
          .set(record ?? { name: `New ${i}`, email: `new${i}@example.org`, address: '2 Road', phone: '9876543210' });
      }
    });
    await signUpAs('admin', 'pager');

    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const page = await listDonors({ after, pageSize: 3 });
      expect(page.donors.length).toBeLessThanOrEqual(3);
      seen.push(...page.donors.map((d) => d.id));
      after = page.next;
      if (after === null) break;
    }
    expect(after).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(ids));
    // One read of more than the rules' limit is cut to what they allow, not refused.
    expect((await listDonors({ pageSize: 500 })).donors.length).toBeLessThanOrEqual(99);
  });

  it('an admin reads the contact messages and subscribers, newest first; a donor may not', async () => {
    await signOut();
    const message = (subject: string) => ({ name: 'Anita Rao', email: 'anita@example.org', subject, message: 'Hello' });
    await sendContactMessage(message(`first ${run}`));
    await sendContactMessage(message(`second ${run}`));
    await subscribe(`first-${run}@example.org`);
    await subscribe(`second-${run}@example.org`);

    await signUpAs('donor', 'nosy');
    await expect(listContactMessages()).rejects.toSatisfy((e: unknown) => errorCode(e) === 'permission-denied');
    await expect(listSubscribers()).rejects.toSatisfy((e: unknown) => errorCode(e) === 'permission-denied');

    await signUpAs('admin', 'reader');
    const first = await listContactMessages({ pageSize: 1 });
    expect(first.items.map((m) => m.subject)).toEqual([`second ${run}`]);
    expect(first.items[0]?.createdAt).toBeInstanceOf(Date);
    const second = await listContactMessages({ pageSize: 1, after: first.next });
    expect(second.items.map((m) => m.subject)).toEqual([`first ${run}`]);
    const subscribers = await listSubscribers({ pageSize: 2 });
    expect(subscribers.items.map((s) => s.email)).toEqual([`second-${run}@example.org`, `first-${run}@example.org`]);
  });

  it('an NGO the earlier app stored is found by search once an admin adds it', async () => {
    const id = `int-${run}-legacy-ngo`;
    await testEnv.withSecurityRulesDisabled(async (context) => {
      // As the earlier app wrote it: no keywords, no owner, meals as text.
      await context
        .firestore()
        .doc(`${COLLECTIONS.ngos}/${id}`)
        .set({
          nameOrg: `Qz${run} Roti Bank`,
          name: 'Arjun',
          email: 'arjun@example.org',
          time: 'Evening',
          mealno: '40 meals',
          address: '9 Old Market, Jaipur',
          imageUrl: '',
        });
    });
    const word = `qz${run}`;
    expect((await listNgos({ search: word })).ngos).toEqual([]);

    await signUpAs('admin', 'indexer');
    const legacy = await getNgo(id);
    expect(legacy?.searchable).toBe(false);
    await makeNgoSearchable(legacy!);
    expect((await listNgos({ search: word })).ngos.map((n) => n.id)).toEqual([id]);
    expect((await listNgos({ search: 'jaipur' })).ngos.map((n) => n.id)).toContain(id);
    expect(await readDoc(`${COLLECTIONS.ngos}/${id}`)).toMatchObject({
      nameOrg: `Qz${run} Roti Bank`,
      mealno: '40 meals',
    });
  });

  it('only an admin may verify: the NGO itself is refused', async () => {
    const uid = await signUpAs('ngo', 'self-verifier');
    await saveMyNgo(uid, {
      nameOrg: `Self Verifier ${run}`,
      name: 'Person',
      email: `self-verifier-${run}@example.org`,
      time: 'Morning',
      meals: 5,
      address: '1 Road',
      city: 'Agra',
      zip: '',
      imageUrl: '',
      acceptsVegOnly: false,
      location: null,
      radiusKm: 10,
      whatsapp: '',
      phone: '',
    });
    await expect(setNgoVerification({ id: uid, nameOrg: '' }, true)).rejects.toSatisfy(
      (error: unknown) => errorCode(error) === 'permission-denied',
    );
  });
});
