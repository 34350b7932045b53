import type { ProductImage } from '@contract/catalogue';
import { MAX_PHOTOS_PER_LISTING } from '@contract/images';

/** 'kept': on this device, uploaded with the listing once the connection returns (Add a Product offline). */
export type PhotoStatus = 'preparing' | 'uploading' | 'uploaded' | 'kept' | 'failed';

/**
 * What the form holds for each photo, in order: one on the server, or one kept on this device (its downscaled file)
 * until the listing is published.
 */
export type PhotoRef = ProductImage | { file: File };

/** One photo of the listing being written: a chosen file on its way up, or a photo already on the server. */
export interface ListingPhoto {
  id: string;
  /** What the tile shows: the local file (object URL) or the server's thumbnail. */
  previewUrl: string;
  /** The file name, or "Photo 2" for a photo already on the server; used in labels. */
  label: string;
  /** Kept to retry a failed upload (downscaled once kept on the device); null once the photo is on the server. */
  file: File | null;
  status: PhotoStatus;
  /** 0..1 while uploading. */
  progress: number;
  error: string | null;
  uploaded: ProductImage | null;
}

export type PhotoListAction =
  | { type: 'added'; photos: ListingPhoto[] }
  | { type: 'uploadStarted'; id: string }
  | { type: 'progressed'; id: string; progress: number }
  | { type: 'uploaded'; id: string; image: ProductImage }
  | { type: 'failed'; id: string; error: string }
  | { type: 'kept'; id: string; file: File }
  | { type: 'removed'; id: string }
  | { type: 'moved'; id: string; toIndex: number }
  | { type: 'replaced'; photos: ListingPhoto[] };

const update = (photos: ListingPhoto[], id: string, change: Partial<ListingPhoto>) =>
  photos.map((photo) => (photo.id === id ? { ...photo, ...change } : photo));

/** How many more photos fit in the listing (at most six; the first is the cover). */
export function photoRoomLeft(photos: readonly ListingPhoto[]): number {
  return Math.max(0, MAX_PHOTOS_PER_LISTING - photos.length);
}

export function photoListReducer(photos: ListingPhoto[], action: PhotoListAction): ListingPhoto[] {
  switch (action.type) {
    case 'added':
      return [...photos, ...action.photos.slice(0, photoRoomLeft(photos))];
    case 'uploadStarted':
      return update(photos, action.id, { status: 'uploading', progress: 0, error: null });
    case 'progressed':
      return update(photos, action.id, { progress: Math.min(1, Math.max(0, action.progress)) });
    case 'uploaded':
      return update(photos, action.id, {
        status: 'uploaded',
        progress: 1,
        error: null,
        uploaded: action.image,
        file: null,
      });
    case 'failed':
      return update(photos, action.id, { status: 'failed', error: action.error });
    case 'kept':
      return update(photos, action.id, { status: 'kept', progress: 0, error: null, file: action.file });
    case 'removed':
      return photos.filter((photo) => photo.id !== action.id);
    case 'moved': {
      const from = photos.findIndex((photo) => photo.id === action.id);
      const to = Math.min(photos.length - 1, Math.max(0, action.toIndex));
      if (from < 0 || from === to) return photos;
      const reordered = [...photos];
      const [moving] = reordered.splice(from, 1);
      reordered.splice(to, 0, moving as ListingPhoto);
      return reordered;
    }
    case 'replaced':
      return action.photos;
  }
}

/** The uploaded photos in the seller's order, as the listing stores them (the first is the cover). */
export function uploadedImages(photos: readonly ListingPhoto[]): ProductImage[] {
  return photos.flatMap((photo) => (photo.uploaded ? [photo.uploaded] : []));
}

/** The photos the listing will have, in the seller's order: uploaded ones and those kept on the device. */
export function photoRefs(photos: readonly ListingPhoto[]): PhotoRef[] {
  return photos.flatMap((photo): PhotoRef[] => {
    if (photo.uploaded) return [photo.uploaded];
    return photo.status === 'kept' && photo.file ? [{ file: photo.file }] : [];
  });
}

/** The uploaded photos among `refs` (what a draft keeps, what Update sends). */
export function uploadedOnly(refs: readonly PhotoRef[]): ProductImage[] {
  return refs.flatMap((ref) => ('file' in ref ? [] : [ref]));
}

/** Why the listing cannot be sent yet because of its photos, or null when they are all on the server. */
export function photoUploadBlocker(photos: readonly ListingPhoto[]): string | null {
  const failed = photos.filter((photo) => photo.status === 'failed').length;
  const pending = photos.filter((photo) => photo.status === 'preparing' || photo.status === 'uploading').length;
  if (pending > 0)
    return pending === 1 ? 'Wait for 1 photo to finish uploading.' : `Wait for ${pending} photos to finish uploading.`;
  if (failed > 0) {
    return failed === 1
      ? 'Retry or remove the photo that could not be uploaded.'
      : `Retry or remove the ${failed} photos that could not be uploaded.`;
  }
  return null;
}

/** A photo kept on this device (a listing waiting to publish), as a tile. */
export function keptPhoto(id: string, file: File): ListingPhoto {
  return {
    id,
    previewUrl: URL.createObjectURL(file),
    label: file.name,
    file,
    status: 'kept',
    progress: 0,
    error: null,
    uploaded: null,
  };
}

/** Photos already on the server (a listing being updated) as tiles. */
export function photosFromImages(images: readonly ProductImage[]): ListingPhoto[] {
  return images.map((image, index) => ({
    id: `saved-${index}-${image.url}`,
    previewUrl: image.thumbUrl,
    label: `Photo ${index + 1}`,
    file: null,
    status: 'uploaded',
    progress: 1,
    error: null,
    uploaded: image,
  }));
}
