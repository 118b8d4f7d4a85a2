import { FOOD_PHOTO } from '../config/limits.js';

/** Why a chosen picture cannot be used, for the form to say in plain words. */
export type PhotoProblemKind = 'notImage' | 'tooLarge' | 'unreadable' | 'tooBig';

export class PhotoProblem extends Error {
  constructor(readonly kind: PhotoProblemKind) {
    super(`The photo cannot be used: ${kind}.`);
    this.name = 'PhotoProblem';
  }
}

/**
 * A photo of the food made small enough for a slow phone network (FOOD_PHOTO.compression): at
 * most 1,280 pixels on its longer side and FOOD_PHOTO.maxBytes, WebP (JPEG where the browser
 * cannot encode WebP). The picture is drawn afresh on a canvas, so nothing of the original file's metadata —
 * EXIF, the phone's GPS position among it — goes with it.
 *
 * browser-image-compression is loaded only when a photo is chosen, and runs on this page rather
 * than in its worker, which would fetch the library again from a CDN the page does not trust.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) throw new PhotoProblem('notImage');
  if (file.size > FOOD_PHOTO.maxInputBytes) throw new PhotoProblem('tooLarge');
  const { default: compress } = await import('browser-image-compression');
  for (const fileType of FOOD_PHOTO.types) {
    let small: File;
    try {
      small = await compress(file, { ...FOOD_PHOTO.compression, fileType });
    } catch {
      throw new PhotoProblem('unreadable');
    }
    // A canvas that cannot encode the type gives PNG instead: try the next one.
    if (small.type !== fileType) continue;
    if (small.size > FOOD_PHOTO.maxBytes) throw new PhotoProblem('tooBig');
    return small;
  }
  throw new PhotoProblem('unreadable');
}
