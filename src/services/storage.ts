import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { v4 as uuidv4 } from 'uuid';
import { config } from '../config/env';
import { checkedApp } from './app-check';
import { auth } from './auth';
import { failure } from './offline';

/**
 * How long an upload keeps retrying a server it cannot reach. The SDK's default is ten minutes,
 * far too long for someone watching a progress bar; after this the profile is saved without the logo.
 */
const UPLOAD_RETRY_MS = 20_000;

let instance: FirebaseStorage | undefined;

const STORAGE_EMULATOR_PORT = 9199;

/**
 * With the emulators, a missing Storage emulator (it cannot run on every machine) fails the
 * upload at once instead of after the retry time: a profile is then saved without its logo, an
 * offer without its photo. Without the emulators, nothing to check.
 */
export async function ensureStorageEmulator(): Promise<void> {
  if (!config.useEmulators) return;
  try {
    await fetch(`http://${config.emulatorHost}:${STORAGE_EMULATOR_PORT}/`, {
      mode: 'no-cors',
      signal: AbortSignal.timeout(2000),
    });
  } catch {
    throw Object.assign(new Error('The Storage emulator is not running.'), { code: 'storage/unknown' });
  }
}

/** Storage, created lazily so that pages without uploads never load its code. */
export function storage(): FirebaseStorage {
  if (!instance) {
    instance = getStorage(checkedApp()); // App Check first, when configured (app-check.ts)
    instance.maxUploadRetryTime = UPLOAD_RETRY_MS;
    instance.maxOperationRetryTime = UPLOAD_RETRY_MS;
    if (config.useEmulators) connectStorageEmulator(instance, config.emulatorHost, STORAGE_EMULATOR_PORT);
  }
  return instance;
}

/**
 * Uploads an NGO logo to `Imgs/{uid}/{uuid}` — the signed-in account's own folder, which the rules
 * let only it write, and which its profile's logo URL must name — and returns its download address.
 * `onProgress` receives whole percentages from 0 to 100.
 */
export async function uploadLogo(file: File, onProgress?: (percent: number) => void): Promise<string> {
  await ensureStorageEmulator();
  const uid = auth().currentUser?.uid;
  if (!uid) throw failure('storage/unauthenticated', 'Sign in to upload a logo.');
  const objectRef = ref(storage(), `Imgs/${uid}/${uuidv4()}`);
  // The uploader is recorded so that only they may replace or delete the file (storage.rules).
  const task = uploadBytesResumable(objectRef, file, {
    contentType: file.type,
    customMetadata: { ownerUid: uid },
  });
  return new Promise<string>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => {
        const total = snapshot.totalBytes || file.size || 1;
        onProgress?.(Math.min(100, Math.round((snapshot.bytesTransferred / total) * 100)));
      },
      reject,
      () => {
        onProgress?.(100);
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  });
}
