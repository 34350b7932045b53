import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ProductImage } from '@contract/catalogue';
import { MAX_PHOTOS_PER_LISTING } from '@contract/images';
import { ApiError } from '@/lib/api-error';
import { uploadListingPhoto } from '@/lib/upload-listing-photo';
import { downscalePhoto } from '../lib/downscale-photo';
import { photoListReducer, photoRoomLeft, photosFromImages, type ListingPhoto } from '../lib/photo-list';

let photoCounter = 0;

function newPhoto(file: File): ListingPhoto {
  photoCounter += 1;
  return {
    id: `photo-${photoCounter}`,
    previewUrl: URL.createObjectURL(file),
    label: file.name || `Photo ${photoCounter}`,
    file,
    status: 'preparing',
    progress: 0,
    error: null,
    uploaded: null,
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const isUnreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

interface ListingPhotosOptions {
  /** The listing's photos on the server (Update): `reset` goes back to them. */
  savedImages?: readonly ProductImage[];
  /** Where the list starts (a kept draft's uploaded photos, a waiting listing's); the saved images otherwise. */
  startPhotos?: ListingPhoto[];
  /** With no connection, a photo is kept on the device (downscaled) to upload with the listing, not failed. */
  keepOnDevice?: boolean;
}

/**
 * The photos of a listing being written: each chosen file is downscaled and uploaded at once, with its own
 * progress, and can be retried, removed or moved (the first is the cover).
 */
export function useListingPhotos({ savedImages = [], startPhotos, keepOnDevice = false }: ListingPhotosOptions = {}) {
  const [photos, dispatch] = useReducer(
    photoListReducer,
    undefined,
    () => startPhotos ?? photosFromImages(savedImages),
  );
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const photosRef = useRef(photos);
  const uploads = useRef(new Map<string, AbortController>());
  // Previews of files on this device (chosen now, or a waiting listing's), released with the form.
  const objectUrls = useRef(new Set<string>(photos.flatMap((photo) => (photo.file ? [photo.previewUrl] : []))));

  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);

  const upload = useCallback(
    async (id: string, file: File) => {
      const controller = new AbortController();
      uploads.current.get(id)?.abort();
      uploads.current.set(id, controller);
      let prepared: File | undefined;
      try {
        prepared = await downscalePhoto(file);
        if (controller.signal.aborted) return;
        if (keepOnDevice && !navigator.onLine) {
          dispatch({ type: 'kept', id, file: prepared });
          return;
        }
        dispatch({ type: 'uploadStarted', id });
        const { url, thumbUrl } = await uploadListingPhoto(
          prepared,
          (progress) => dispatch({ type: 'progressed', id, progress }),
          controller.signal,
        );
        dispatch({ type: 'uploaded', id, image: { url, thumbUrl } });
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted) return;
        if (keepOnDevice && prepared && isUnreachable(error)) dispatch({ type: 'kept', id, file: prepared });
        else dispatch({ type: 'failed', id, error: error instanceof Error ? error.message : 'The upload failed.' });
      } finally {
        if (uploads.current.get(id) === controller) uploads.current.delete(id);
      }
    },
    [keepOnDevice],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const room = photoRoomLeft(photosRef.current);
      const accepted = files.slice(0, room).map(newPhoto);
      const left = files.length - accepted.length;
      setLimitNotice(
        left > 0
          ? `A listing has at most ${MAX_PHOTOS_PER_LISTING} photos: ${left === 1 ? '1 photo was' : `${left} photos were`} left out.`
          : null,
      );
      if (accepted.length === 0) return;
      for (const photo of accepted) objectUrls.current.add(photo.previewUrl);
      photosRef.current = [...photosRef.current, ...accepted];
      dispatch({ type: 'added', photos: accepted });
      for (const photo of accepted) void upload(photo.id, photo.file as File);
    },
    [upload],
  );

  const retry = useCallback(
    (id: string) => {
      const file = photosRef.current.find((photo) => photo.id === id)?.file;
      if (!file) return;
      dispatch({ type: 'uploadStarted', id });
      void upload(id, file);
    },
    [upload],
  );

  const remove = useCallback((id: string) => {
    uploads.current.get(id)?.abort();
    uploads.current.delete(id);
    const photo = photosRef.current.find((candidate) => candidate.id === id);
    if (photo && objectUrls.current.delete(photo.previewUrl)) URL.revokeObjectURL(photo.previewUrl);
    setLimitNotice(null);
    dispatch({ type: 'removed', id });
  }, []);

  const move = useCallback((id: string, toIndex: number) => dispatch({ type: 'moved', id, toIndex }), []);

  const releaseAll = useCallback(() => {
    for (const controller of uploads.current.values()) controller.abort();
    uploads.current.clear();
    for (const url of objectUrls.current) URL.revokeObjectURL(url);
    objectUrls.current.clear();
  }, []);

  /** Back to the saved photos (none for a new listing), e.g. after the listing was sent. */
  const reset = useCallback(() => {
    releaseAll();
    setLimitNotice(null);
    dispatch({ type: 'replaced', photos: photosFromImages(savedImages) });
  }, [releaseAll, savedImages]);

  useEffect(() => releaseAll, [releaseAll]);

  return { photos, limitNotice, addFiles, retry, remove, move, reset };
}

export type ListingPhotos = ReturnType<typeof useListingPhotos>;
