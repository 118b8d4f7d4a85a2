/**
 * The photo of the food a donor may add to an offer: one per donation, at donations/{id}/photo in
 * Storage (storage.rules says who reads, writes and deletes it). The donation document says there
 * is one (`photo: true`); the photo itself is read through the rules each time (getBlob), never
 * through a download address that would let anyone holding it see the photo.
 *
 * Loaded by the screens only when a photo is chosen or shown, with Storage itself.
 */
import { deleteObject, getBlob, ref, uploadBytes } from 'firebase/storage';
import { auth } from './auth';
import { errorCode } from './errors';
import { failure } from './offline';
import { ensureStorageEmulator, storage } from './storage';

const photoRef = (donationId: string) => ref(storage(), `donations/${donationId}/photo`);

/** Uploads the (already shrunk) photo of a donation its donor has just offered. */
export async function uploadFoodPhoto(donationId: string, photo: Blob): Promise<void> {
  await ensureStorageEmulator();
  const uid = auth().currentUser?.uid;
  if (!uid) throw failure('storage/unauthenticated', 'Sign in to add a photo.');
  // The uploader is recorded: the rules let only the donation's donor upload, and only it delete.
  await uploadBytes(photoRef(donationId), photo, { contentType: photo.type, customMetadata: { ownerUid: uid } });
}

/** The photo of a donation, for whoever the rules let see it; rejects when it is not there (yet). */
export async function foodPhotoBlob(donationId: string): Promise<Blob> {
  await ensureStorageEmulator();
  return getBlob(photoRef(donationId));
}

/** Deletes a donation's photo; one already gone counts as deleted. */
export async function deleteFoodPhoto(donationId: string): Promise<void> {
  await ensureStorageEmulator();
  try {
    await deleteObject(photoRef(donationId));
  } catch (error) {
    if (errorCode(error) !== 'storage/object-not-found') throw error;
  }
}
