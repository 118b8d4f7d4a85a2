// storage.rules — NGO logos at Imgs/{uuid}: written only by NGO accounts (role read from Firestore),
// jpeg/png/webp up to 2 MB; readable by anyone.
//
// The Storage emulator cannot run on every machine (docs/environment.md): these tests run where one
// answers (FIREBASE_STORAGE_EMULATOR_HOST, default 127.0.0.1:9199) and are skipped, loudly, elsewhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { expectRule, FIRESTORE_HOST, FIRESTORE_PORT, modular, past, PROJECT_ID, ROOT, UID } from './support';

const [storageHost = '127.0.0.1', storagePort = '9199'] = (
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'
).split(':');

async function storageAnswers(): Promise<boolean> {
  try {
    await fetch(`http://${storageHost}:${storagePort}/`, { signal: AbortSignal.timeout(1500) });
    return true; // any HTTP answer means something listens there
  } catch {
    return false;
  }
}

const storageUp = await storageAnswers();
if (!storageUp) {
  console.warn(
    `\n!!!!!!!! skipped: no Storage emulator (storage.rules untested here) — nothing answers at ${storageHost}:${storagePort} !!!!!!!!\n`,
  );
}

const KB = 1024;
const bytes = (size: number): Uint8Array => new Uint8Array(size).fill(7);

let env: RulesTestEnvironment | undefined;
const need = (): RulesTestEnvironment => {
  if (!env) throw new Error('The Storage test environment is not running.');
  return env;
};

/** Uploads as the given account (undefined = signed out). */
function upload(uid: string | undefined, name: string, size: number, contentType: string): Promise<unknown> {
  const e = need();
  const ctx = uid ? e.authenticatedContext(uid) : e.unauthenticatedContext();
  const task = ctx.storage().ref(`Imgs/${name}`).put(bytes(size), { contentType });
  return task.then(() => undefined);
}

describe.skipIf(!storageUp)('storage: Imgs/{uuid}', () => {
  beforeAll(async () => {
    setLogLevel('silent');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host: FIRESTORE_HOST, port: FIRESTORE_PORT },
      storage: {
        host: storageHost,
        port: Number(storagePort),
        rules: readFileSync(path.join(ROOT, 'storage.rules'), 'utf8'),
      },
    });
  });

  beforeEach(async () => {
    const e = need();
    await e.clearStorage();
    await e.withSecurityRulesDisabled(async (ctx) => {
      const db = modular(ctx);
      for (const [uid, role] of [
        [UID.ngo, 'ngo'],
        [UID.donor, 'donor'],
        [UID.admin, 'admin'],
      ] as const) {
        await setDoc(doc(db, 'users', uid), { role, displayName: uid, email: `${uid}@example.org`, createdAt: past() });
      }
      await ctx
        .storage()
        .ref('Imgs/existing')
        .put(bytes(KB), { contentType: 'image/png', customMetadata: { ownerUid: UID.ngo } });
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it.skipIf(!storageUp)('an NGO uploads a 1 KB png', async () => {
    await expectRule(true, upload(UID.ngo, 'a1b2c3', KB, 'image/png'));
  });
  it.skipIf(!storageUp)('an NGO uploads jpeg and webp', async () => {
    await expectRule(true, upload(UID.ngo, 'jpeg-1', KB, 'image/jpeg'));
    await expectRule(true, upload(UID.ngo, 'webp-1', KB, 'image/webp'));
  });
  it.skipIf(!storageUp)('a donor may not upload', async () => {
    await expectRule(false, upload(UID.donor, 'd1', KB, 'image/png'));
  });
  it.skipIf(!storageUp)('an admin (not an NGO) may not upload', async () => {
    await expectRule(false, upload(UID.admin, 'ad1', KB, 'image/png'));
  });
  it.skipIf(!storageUp)('a visitor may not upload', async () => {
    await expectRule(false, upload(undefined, 'v1', KB, 'image/png'));
  });
  it.skipIf(!storageUp)('3 MB is denied for an NGO (2 MB allowed)', async () => {
    await expectRule(false, upload(UID.ngo, 'big', 3 * KB * KB, 'image/png'));
    await expectRule(true, upload(UID.ngo, 'max', 2 * KB * KB, 'image/png'));
  });
  it.skipIf(!storageUp)('text/plain (and svg) are denied for an NGO', async () => {
    await expectRule(false, upload(UID.ngo, 'txt', KB, 'text/plain'));
    await expectRule(false, upload(UID.ngo, 'svg', KB, 'image/svg+xml'));
  });
  it.skipIf(!storageUp)('a visitor reads a logo', async () => {
    await expectRule(true, need().unauthenticatedContext().storage().ref('Imgs/existing').getDownloadURL());
  });
  it.skipIf(!storageUp)('files outside Imgs/ are denied', async () => {
    const task = need()
      .authenticatedContext(UID.ngo)
      .storage()
      .ref('other/x')
      .put(bytes(KB), { contentType: 'image/png' });
    await expectRule(
      false,
      task.then(() => undefined),
    );
  });
});
