// storage.rules — NGO logos at Imgs/{owner}/{uuid}: fetched by anyone, never listed, written only by
// verified NGOs into their own folder (users/{uid} and ngoAdmin/{uid} read from Firestore),
// jpeg/png/webp up to LOGO.maxBytes, and overwritten or deleted only by their uploader
// (customMetadata.ownerUid). Logos from before folders (Imgs/{uuid}) are read, and deleted by their
// uploader, but nothing new is written there.
//
// The Storage emulator cannot run here, so these tests ask Google's rules engine itself, taken from
// the Firestore emulator's JAR (storage-engine/). A missing JAR or changed engine classes fail them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { v4 as uuidv4 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO } from '../../src/config/limits.js';
import {
  compileEngine,
  engineJar,
  startEngine,
  type StorageRequest,
  type StorageRulesEngine,
  type StoredFile,
} from './storage-engine/engine';
import { ROOT, UID, verdict } from './support';

/** An NGO account whose users document says donor, though its NGO profile is verified. */
const DONOR_ROLE_NGO = 'ngo-4';
/** A verified NGO that an admin has suspended (suspensions/{uid}). */
const SUSPENDED_NGO = 'ngo-5';

const ACTORS = [
  'visitor',
  'donor',
  'unverifiedNgo',
  'ngo',
  'otherNgo',
  'admin',
  'donorRoleNgo',
  'suspendedNgo',
] as const;
type Actor = (typeof ACTORS)[number];
const uidOf = (actor: Actor): string | undefined =>
  actor === 'visitor'
    ? undefined
    : actor === 'donorRoleNgo'
      ? DONOR_ROLE_NGO
      : actor === 'suspendedNgo'
        ? SUSPENDED_NGO
        : UID[actor];

/** What firestore.get/exists find: the accounts' users documents and the NGO profiles. */
const FIRESTORE: Record<string, Record<string, unknown>> = {
  [`users/${UID.donor}`]: { role: 'donor' },
  [`users/${UID.admin}`]: { role: 'admin' },
  [`users/${UID.ngo}`]: { role: 'ngo' },
  [`ngoAdmin/${UID.ngo}`]: { verified: true, ownerUid: UID.ngo },
  [`users/${UID.otherNgo}`]: { role: 'ngo' },
  [`ngoAdmin/${UID.otherNgo}`]: { verified: true, ownerUid: UID.otherNgo },
  [`users/${UID.unverifiedNgo}`]: { role: 'ngo' },
  [`ngoAdmin/${UID.unverifiedNgo}`]: { verified: false, ownerUid: UID.unverifiedNgo },
  [`users/${DONOR_ROLE_NGO}`]: { role: 'donor' },
  [`ngoAdmin/${DONOR_ROLE_NGO}`]: { verified: true, ownerUid: DONOR_ROLE_NGO },
  [`users/${SUSPENDED_NGO}`]: { role: 'ngo' },
  [`ngoAdmin/${SUSPENDED_NGO}`]: { verified: true, ownerUid: SUSPENDED_NGO, suspended: true },
  [`suspensions/${SUSPENDED_NGO}`]: { reason: 'Fake pickups reported' },
};

const KB = 1024;
const EXISTING_NAME = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const NEW_NAME = '7d9e0f1a-2b3c-4d5e-9f60-718293a4b5c6';
/** The verified NGO's logo, already stored in its folder. */
const EXISTING = `Imgs/${UID.ngo}/${EXISTING_NAME}`;
/** A new logo in the folder of `uid` (the verified NGO's by default). */
const newIn = (uid: string | undefined = UID.ngo) => `Imgs/${uid ?? 'nobody'}/${NEW_NAME}`;
const NEW = newIn();
/** A logo uploaded before folders. */
const LEGACY = `Imgs/${EXISTING_NAME}`;

/** A logo as the app uploads it: the file's type, the uploader named in customMetadata. */
const logo = (ownerUid: string | undefined, overrides: Partial<StoredFile> = {}): StoredFile => ({
  size: KB,
  contentType: 'image/png',
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

/** Asks the engine; the fixture Firestore documents unless the request brings its own. */
function allows(request: StorageRequest): Promise<boolean> {
  if (!engine) throw new Error('The Storage rules engine did not start (see beforeAll).');
  return engine.allows({ firestore: FIRESTORE, ...request });
}

/** What each actor's attempt looks like, per method, against Imgs/ (EXISTING belongs to the NGO). */
function attempt(method: StorageRequest['method'], actor: Actor): StorageRequest {
  const uid = uidOf(actor);
  switch (method) {
    case 'get':
      return { method, uid, path: EXISTING, stored: logo(UID.ngo) };
    case 'list':
      return { method, uid, path: 'Imgs' };
    case 'create':
      return { method, uid, path: newIn(uid), upload: logo(uid) };
    case 'update':
      return { method, uid, path: EXISTING, stored: logo(UID.ngo), upload: logo(uid) };
    case 'delete':
      return { method, uid, path: EXISTING, stored: logo(UID.ngo) };
  }
}

type Matrix = Record<Actor, boolean>;
const nobody: Matrix = {
  visitor: false,
  donor: false,
  unverifiedNgo: false,
  ngo: false,
  otherNgo: false,
  admin: false,
  donorRoleNgo: false,
  suspendedNgo: false,
};
const MATRIX: Record<StorageRequest['method'], Matrix> = {
  get: {
    visitor: true,
    donor: true,
    unverifiedNgo: true,
    ngo: true,
    otherNgo: true,
    admin: true,
    donorRoleNgo: true,
    suspendedNgo: true,
  },
  list: nobody,
  create: { ...nobody, ngo: true, otherNgo: true },
  update: { ...nobody, ngo: true },
  delete: { ...nobody, ngo: true },
};

describe("the rules engine (Google's, from the Firestore emulator JAR)", () => {
  it('is installed and its classes are the ones StorageRulesEngine.java was written for', () => {
    // Both throw with the JAR's path and what is missing; on these machines they must pass.
    const jar = engineJar();
    expect(compileEngine(jar)).toContain('storage-rules-engine');
  });

  it('a JAR without the engine classes fails with a message naming the JAR', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-engine-'));
    try {
      expect(() => compileEngine(empty)).toThrow(/does not compile against .*no-engine-.*missing or changed/s);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('rules that do not compile are refused with the line, not denied quietly', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bad-rules-'));
    const file = path.join(dir, 'storage.rules');
    writeFileSync(
      file,
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o { allow get: if ; }\n}\n",
    );
    try {
      await expect(startEngine(file)).rejects.toThrow(/does not compile: .*storage\.rules:3:/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers firestore.get/exists from the documents it is given', async () => {
    const request = attempt('create', 'ngo');
    expect(await allows(request)).toBe(true);
    expect(await allows({ ...request, firestore: {} })).toBe(false);
  });
});

describe('storage: Imgs/{owner}/{uuid}, every actor × every method (each uploading into its own folder)', () => {
  for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
    for (const actor of ACTORS) {
      const allowed = MATRIX[method][actor];
      it(`${method} by ${actor}: ${verdict(allowed)}`, async () => {
        expect(await allows(attempt(method, actor))).toBe(allowed);
      });
    }
  }
});

describe('storage: what a verified NGO may upload', () => {
  const upload = (file: Partial<StoredFile>, name = NEW) =>
    allows({ method: 'create', uid: UID.ngo, path: name, upload: logo(UID.ngo, file) });

  it.each(LOGO.types)('%s is allowed', async (contentType) => {
    expect(await upload({ contentType })).toBe(true);
  });

  it.each(['image/svg+xml', 'image/gif', 'text/plain', 'application/octet-stream', 'text/html', ''])(
    '"%s" is denied',
    async (contentType) => {
      expect(await upload({ contentType })).toBe(false);
    },
  );

  it(`exactly ${LOGO.maxBytes} bytes (2 MB) is allowed, one byte more is denied`, async () => {
    expect(LOGO.maxBytes).toBe(2 * 1024 * 1024);
    expect(await upload({ size: LOGO.maxBytes })).toBe(true);
    expect(await upload({ size: LOGO.maxBytes + 1 })).toBe(false);
  });

  it('a name made by the app (uuid v4) is allowed', async () => {
    expect(await upload({}, `Imgs/${UID.ngo}/${uuidv4()}`)).toBe(true);
  });

  it('into another NGO’s folder (its logo URL would name that NGO): denied, though naming itself', async () => {
    expect(await upload({}, newIn(UID.otherNgo))).toBe(false);
    expect(await upload({ metadata: { ownerUid: UID.otherNgo } }, newIn(UID.otherNgo))).toBe(false);
    expect(await upload({}, newIn(UID.ngo))).toBe(true);
  });

  it('outside any folder, as before folders (Imgs/{uuid}): denied', async () => {
    expect(await upload({}, `Imgs/${NEW_NAME}`)).toBe(false);
  });

  it.each([
    'logo.png',
    '3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B', // upper case
    '3f2b8c1e-9a4d-1e6f-8b7a-1c2d3e4f5a6b', // version 1
    '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.png',
    '3f2b8c1e9a4d4e6f8b7a1c2d3e4f5a6b',
  ])('a non-UUID name (%s) is denied', async (name) => {
    expect(await upload({}, `Imgs/${UID.ngo}/${name}`)).toBe(false);
  });

  it('naming another uploader in ownerUid is denied', async () => {
    expect(await upload({ metadata: { ownerUid: UID.otherNgo } })).toBe(false);
  });

  it('an upload that names no uploader is denied', async () => {
    expect(await upload({ metadata: {} })).toBe(false);
    expect(await upload({ metadata: { uploader: UID.ngo } })).toBe(false);
  });
});

describe('storage: overwriting and deleting', () => {
  const stored = logo(UID.ngo);

  it("another verified NGO may not overwrite the NGO's file, naming itself or the owner", async () => {
    for (const ownerUid of [UID.otherNgo, UID.ngo]) {
      const request = { method: 'update', uid: UID.otherNgo, path: EXISTING, stored, upload: logo(ownerUid) } as const;
      expect(await allows(request)).toBe(false);
    }
  });

  it('the uploader may not hand the file to someone else', async () => {
    expect(await allows({ method: 'update', uid: UID.ngo, path: EXISTING, stored, upload: logo(UID.otherNgo) })).toBe(
      false,
    );
  });

  it('the uploader may not overwrite with a file the rules refuse', async () => {
    const big = logo(UID.ngo, { size: LOGO.maxBytes + 1 });
    expect(await allows({ method: 'update', uid: UID.ngo, path: EXISTING, stored, upload: big })).toBe(false);
  });

  it('a file without ownerUid can be overwritten or deleted by nobody', async () => {
    const legacy = logo(undefined);
    expect(
      await allows({ method: 'update', uid: UID.ngo, path: EXISTING, stored: legacy, upload: logo(UID.ngo) }),
    ).toBe(false);
    expect(await allows({ method: 'delete', uid: UID.ngo, path: EXISTING, stored: legacy })).toBe(false);
  });

  it('a logo from before folders: read by anyone, deleted by its uploader only, never overwritten', async () => {
    expect(await allows({ method: 'get', path: LEGACY, stored })).toBe(true);
    expect(await allows({ method: 'delete', uid: UID.otherNgo, path: LEGACY, stored })).toBe(false);
    expect(await allows({ method: 'update', uid: UID.ngo, path: LEGACY, stored, upload: stored })).toBe(false);
    expect(await allows({ method: 'delete', uid: UID.ngo, path: LEGACY, stored })).toBe(true);
  });

  it('the uploader may delete its file after losing verification', async () => {
    const firestore = { ...FIRESTORE, [`ngoAdmin/${UID.ngo}`]: { verified: false, ownerUid: UID.ngo } };
    expect(await allows({ method: 'delete', uid: UID.ngo, path: EXISTING, stored, firestore })).toBe(true);
    expect(await allows({ method: 'update', uid: UID.ngo, path: EXISTING, stored, upload: stored, firestore })).toBe(
      false,
    );
  });
});

describe('storage: outside Imgs/', () => {
  const name = '7d9e0f1a-2b3c-4d5e-9f60-718293a4b5c6';

  it.each([`other/${name}`, name, `Imgs/${UID.ngo}/sub/${name}`])(
    '%s: a verified NGO may neither write nor read',
    async (p) => {
      expect(await allows({ method: 'create', uid: UID.ngo, path: p, upload: logo(UID.ngo) })).toBe(false);
      expect(await allows({ method: 'get', uid: UID.ngo, path: p, stored: logo(UID.ngo) })).toBe(false);
      expect(await allows({ method: 'delete', uid: UID.ngo, path: p, stored: logo(UID.ngo) })).toBe(false);
    },
  );

  it('a logo stored under an older, non-UUID name is still readable by anyone', async () => {
    expect(await allows({ method: 'get', path: 'Imgs/old-logo.png', stored: logo(undefined) })).toBe(true);
  });
});
