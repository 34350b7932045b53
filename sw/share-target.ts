/// <reference lib="webworker" />
import { MAX_PHOTOS_PER_LISTING } from '@contract/listing-limits';
import {
  SHARE_FALLBACK_LANDING,
  SHARED_PHOTO_NAME_HEADER,
  SHARED_PHOTOS_CACHE,
  SHARED_PHOTOS_FIELD,
  SHARED_PHOTOS_LANDING,
  SHARED_PHOTOS_TOTAL_HEADER,
  sharedPhotoPath,
} from '@contract/shared-photos';

export interface SharedPhotoSelection {
  /** The images a listing can take, in the order they were shared. */
  kept: File[];
  /** Every image the share held (more than the listing takes when a seller shares a whole album). */
  total: number;
}

/** The image files of a share, at most a listing's worth; text fields and other kinds of files are ignored. */
export function selectSharedPhotos(values: readonly FormDataEntryValue[]): SharedPhotoSelection {
  const images = values.filter(
    (value): value is File => typeof value !== 'string' && value.size > 0 && value.type.startsWith('image/'),
  );
  return { kept: images.slice(0, MAX_PHOTOS_PER_LISTING), total: images.length };
}

/** What the page needs to rebuild the File: its type and its name; the body is the file itself. */
export function sharedPhotoResponse(file: File, total: number): Response {
  return new Response(file, {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      [SHARED_PHOTO_NAME_HEADER]: encodeURIComponent(file.name),
      [SHARED_PHOTOS_TOTAL_HEADER]: String(total),
    },
  });
}

async function keepSharedPhotos({ kept, total }: SharedPhotoSelection): Promise<void> {
  // One share at a time: photos of an earlier share that was never opened must not join this one.
  await caches.delete(SHARED_PHOTOS_CACHE);
  const cache = await caches.open(SHARED_PHOTOS_CACHE);
  await Promise.all(kept.map((file, index) => cache.put(sharedPhotoPath(index), sharedPhotoResponse(file, total))));
}

/**
 * The OS's share (a POST navigation to the manifest's share_target.action): the photos are kept for Add a
 * Product, which opens with them. Answered here whatever happens, never by the network (the server has no such
 * page): a share that cannot be read still opens Add a Product, empty.
 */
export async function receiveShare(request: Request, origin: string): Promise<Response> {
  let landing = SHARE_FALLBACK_LANDING;
  try {
    const form = await request.formData();
    const selection = selectSharedPhotos(form.getAll(SHARED_PHOTOS_FIELD));
    if (selection.kept.length > 0) {
      await keepSharedPhotos(selection);
      landing = SHARED_PHOTOS_LANDING;
    }
  } catch (error) {
    console.error('Shutterswap: the shared photos could not be kept', error);
  }
  return Response.redirect(new URL(landing, origin).href, 303);
}
