// storage.rules — a photo of the food at donations/{donationId}/photo, one per donation: uploaded
// by the donation's donor while it still waits, WebP (or JPEG) up to FOOD_PHOTO.maxBytes, naming its uploader;
// never replaced; read by the donor, the NGO it is addressed to while active, the member of its
// team who runs the pickup (a coordinator, the volunteer assigned), active NGOs near an open
// offer, and admins; deleted by its uploader or an admin. Every actor × operation, the size
// and the type.
//
// The Storage emulator cannot run here, so these tests ask Google's rules engine itself, taken from
// the Firestore emulator's JAR (storage-engine/), as tests/rules/storage.test.ts does.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_PHOTO } from '../../src/config/limits.js';
import { startEngine, type StorageRequest, type StorageRulesEngine, type StoredFile } from './storage-engine/engine';
import { ROOT, UID, verdict } from './support';

const SUSPENDED_NGO = 'ngo-5';
/** An active NGO far away (Delhi), for open offers in Mumbai. */
const FAR_NGO = 'ngo-6';

const ACTORS = ['visitor', 'donor', 'otherDonor', 'ngo', 'otherNgo', 'farNgo', 'suspendedNgo', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
const uidOf = (actor: Actor): string | undefined =>
  actor === 'visitor'
    ? undefined
    : actor === 'suspendedNgo'
      ? SUSPENDED_NGO
      : actor === 'farNgo'
        ? FAR_NGO
        : UID[actor];

const MUMBAI = { lat: 18.9385, lng: 72.8363 };
const DELHI = { lat: 28.6139, lng: 77.209 };
const cellOf = (p: { lat: number; lng: number }) => Math.floor(p.lat) * 100 + Math.floor(p.lng);

const ngo = (place: { lat: number; lng: number }) => ({ verified: true, location: place });
const FIRESTORE: Record<string, Record<string, unknown>> = {
  [`users/${UID.donor}`]: { role: 'donor' },
  [`users/${UID.otherDonor}`]: { role: 'donor' },
  [`users/${UID.admin}`]: { role: 'admin' },
  [`users/${UID.ngo}`]: { role: 'ngo' },
  [`ngoAdmin/${UID.ngo}`]: ngo(MUMBAI),
  [`users/${UID.otherNgo}`]: { role: 'ngo' },
  [`ngoAdmin/${UID.otherNgo}`]: ngo(MUMBAI),
  [`users/${FAR_NGO}`]: { role: 'ngo' },
  [`ngoAdmin/${FAR_NGO}`]: ngo(DELHI),
  [`users/${SUSPENDED_NGO}`]: { role: 'ngo' },
  [`ngoAdmin/${SUSPENDED_NGO}`]: ngo(MUMBAI),
  [`suspensions/${SUSPENDED_NGO}`]: { reason: 'No-shows' },
};

/** donor-1's donation d1 addressed to ngo-1, and o1 an open offer picked up in Mumbai. */
const ADDRESSED = 'donations/d1/photo';
const OPEN = 'donations/o1/photo';
const withDonations = (d1: Record<string, unknown> = {}, o1: Record<string, unknown> = {}) => ({
  ...FIRESTORE,
  'deliveryInfo/d1': { donorUid: UID.donor, ngoId: UID.ngo, status: 'offered', ...d1 },
  'deliveryInfo/o1': {
    donorUid: UID.donor,
    ngoId: null,
    status: 'offered',
    pickup: { ...MUMBAI, cell: cellOf(MUMBAI) },
    ...o1,
  },
});

const KB = 1024;
/** The photo as the app uploads it: WebP, its uploader named. */
const photo = (ownerUid: string | undefined, overrides: Partial<StoredFile> = {}): StoredFile => ({
  size: 120 * KB,
  contentType: 'image/webp',
  metadata: ownerUid ? { ownerUid } : {},
  ...overrides,
});

let engine: StorageRulesEngine | undefined;
beforeAll(async () => {
  engine = await startEngine(path.join(ROOT, 'storage.rules'));
});
afterAll(async () => {
  await engine?.stop();
});

function allows(request: StorageRequest): Promise<boolean> {
  if (!engine) throw new Error('The Storage rules engine did not start (see beforeAll).');
  return engine.allows({ firestore: withDonations(), ...request });
}

type Matrix = Record<Actor, boolean>;
const nobody: Matrix = Object.fromEntries(ACTORS.map((a) => [a, false])) as Matrix;

function attempt(method: StorageRequest['method'], actor: Actor, at = ADDRESSED): StorageRequest {
  const uid = uidOf(actor);
  const stored = photo(UID.donor);
  switch (method) {
    case 'get':
    case 'delete':
      return { method, uid, path: at, stored };
    case 'list':
      return { method, uid, path: 'donations/d1' };
    case 'create':
      return { method, uid, path: at, upload: photo(uid) };
    case 'update':
      return { method, uid, path: at, stored, upload: photo(uid) };
  }
}

describe('storage: donations/{id}/photo, addressed to an NGO — every actor × every method', () => {
  const MATRIX: Record<StorageRequest['method'], Matrix> = {
    get: { ...nobody, donor: true, ngo: true, admin: true },
    list: nobody,
    create: { ...nobody, donor: true },
    update: nobody,
    delete: { ...nobody, donor: true, admin: true },
  };
  for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
    for (const actor of ACTORS) {
      const allowed = MATRIX[method][actor];
      it(`${method} by ${actor}: ${verdict(allowed)}`, async () => {
        expect(await allows(attempt(method, actor))).toBe(allowed);
      });
    }
  }
});

describe('storage: the photo of an open offer', () => {
  const MATRIX: Matrix = { ...nobody, donor: true, ngo: true, otherNgo: true, admin: true };
  for (const actor of ACTORS) {
    const allowed = MATRIX[actor];
    it(`get by ${actor}: ${verdict(allowed)} (active NGOs near it only)`, async () => {
      expect(await allows(attempt('get', actor, OPEN))).toBe(allowed);
    });
  }

  it('once an NGO accepted it, only that NGO (with the donor and admins) reads it', async () => {
    const firestore = withDonations({}, { ngoId: UID.ngo, status: 'accepted' });
    expect(await allows({ ...attempt('get', 'ngo', OPEN), firestore })).toBe(true);
    expect(await allows({ ...attempt('get', 'otherNgo', OPEN), firestore })).toBe(false);
  });
});

describe('storage: the photo, for the member of the NGO’s team who runs the pickup', () => {
  const VOLUNTEER = 'member-1';
  const COORDINATOR = 'member-2';
  /** d1 accepted by ngo-1, its run assigned to VOLUNTEER; `extra` changes or adds documents. */
  const team = (extra: Record<string, Record<string, unknown> | null> = {}) => {
    const docs: Record<string, Record<string, unknown> | null> = {
      ...withDonations({ status: 'accepted' }),
      [`users/${VOLUNTEER}`]: { role: 'donor' },
      [`members/${VOLUNTEER}`]: { ngoId: UID.ngo, role: 'volunteer' },
      [`users/${COORDINATOR}`]: { role: 'donor' },
      [`members/${COORDINATOR}`]: { ngoId: UID.ngo, role: 'coordinator' },
      'runs/d1': { ngoId: UID.ngo, volunteerUid: VOLUNTEER },
      ...extra,
    };
    return Object.fromEntries(Object.entries(docs).filter(([, data]) => data !== null)) as Record<
      string,
      Record<string, unknown>
    >;
  };
  const reads = (uid: string | undefined, firestore = team(), at = ADDRESSED) =>
    allows({ method: 'get', uid, path: at, stored: photo(UID.donor), firestore });

  it('the volunteer its run is assigned to, and a coordinator of its NGO: allowed', async () => {
    expect(await reads(VOLUNTEER)).toBe(true);
    expect(await reads(COORDINATOR)).toBe(true);
    // A coordinator needs no run: it assigns them.
    expect(await reads(COORDINATOR, team({ 'runs/d1': null }))).toBe(true);
  });

  it('a volunteer of the NGO whose run it is not, or with no run yet: denied', async () => {
    expect(await reads(VOLUNTEER, team({ 'runs/d1': { ngoId: UID.ngo, volunteerUid: COORDINATOR } }))).toBe(false);
    expect(await reads(VOLUNTEER, team({ 'runs/d1': null }))).toBe(false);
    // A run left from another NGO's acceptance does not count for this one's member.
    expect(await reads(VOLUNTEER, team({ 'runs/d1': { ngoId: UID.otherNgo, volunteerUid: VOLUNTEER } }))).toBe(false);
  });

  it('a member of another NGO, even one a run names: denied', async () => {
    const firestore = team({
      [`members/${VOLUNTEER}`]: { ngoId: UID.otherNgo, role: 'volunteer' },
      'runs/d1': { ngoId: UID.otherNgo, volunteerUid: VOLUNTEER },
    });
    expect(await reads(VOLUNTEER, firestore)).toBe(false);
    expect(
      await reads(COORDINATOR, team({ [`members/${COORDINATOR}`]: { ngoId: UID.otherNgo, role: 'coordinator' } })),
    ).toBe(false);
  });

  it('a suspended member, or any member while its NGO is suspended or unverified: denied', async () => {
    expect(await reads(VOLUNTEER, team({ [`suspensions/${VOLUNTEER}`]: { reason: 'x' } }))).toBe(false);
    expect(await reads(COORDINATOR, team({ [`suspensions/${UID.ngo}`]: { reason: 'x' } }))).toBe(false);
    expect(await reads(VOLUNTEER, team({ [`ngoAdmin/${UID.ngo}`]: { verified: false, location: MUMBAI } }))).toBe(
      false,
    );
  });

  it('a member record on an NGO’s account gives it nothing (an admin reads every photo anyway)', async () => {
    const firestore = team({ [`users/${COORDINATOR}`]: { role: 'ngo' } });
    expect(await reads(COORDINATOR, firestore)).toBe(false);
  });

  it('an open offer (no NGO yet): no member reads it; nor does a visitor', async () => {
    expect(await reads(COORDINATOR, team(), OPEN)).toBe(false);
    expect(await reads(undefined)).toBe(false);
  });
});

describe('storage: what the donor may upload', () => {
  const upload = (file: Partial<StoredFile>, firestore = withDonations()) =>
    allows({ method: 'create', uid: UID.donor, path: ADDRESSED, upload: photo(UID.donor, file), firestore });

  it(`WebP up to ${FOOD_PHOTO.maxBytes} bytes (200 KB); one byte more is denied`, async () => {
    expect(FOOD_PHOTO.maxBytes).toBe(200 * KB);
    expect(await upload({ size: FOOD_PHOTO.maxBytes })).toBe(true);
    expect(await upload({ size: FOOD_PHOTO.maxBytes + 1 })).toBe(false);
  });

  it.each(FOOD_PHOTO.types)('%s is allowed (JPEG where the browser cannot encode WebP)', async (contentType) => {
    expect(await upload({ contentType })).toBe(true);
  });

  it.each(['image/png', 'image/svg+xml', 'image/gif', 'image/heic', 'text/html', ''])(
    '"%s" is denied (the app sends WebP or JPEG only)',
    async (contentType) => {
      expect(await upload({ contentType })).toBe(false);
    },
  );

  it('naming another uploader, or none, is denied', async () => {
    expect(await upload({ metadata: { ownerUid: UID.otherDonor } })).toBe(false);
    expect(await upload({ metadata: {} })).toBe(false);
  });

  it.each(['picked_up', 'delivered', 'cancelled', 'declined', 'refused'])(
    'once the donation is %s, denied',
    async (status) => {
      expect(await upload({}, withDonations({ status }))).toBe(false);
    },
  );

  it('for an accepted donation (a regular offer’s day arrives accepted), allowed', async () => {
    expect(await upload({}, withDonations({ status: 'accepted' }))).toBe(true);
  });

  it('for a donation that does not exist, denied', async () => {
    expect(
      await allows({ method: 'create', uid: UID.donor, path: 'donations/none/photo', upload: photo(UID.donor) }),
    ).toBe(false);
  });

  it('at any other name under the donation, denied', async () => {
    for (const p of ['donations/d1/photo2', 'donations/d1/photo/x', 'donations/d1']) {
      expect(await allows({ method: 'create', uid: UID.donor, path: p, upload: photo(UID.donor) })).toBe(false);
    }
  });
});
