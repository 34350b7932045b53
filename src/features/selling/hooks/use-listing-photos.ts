import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ProductImage } from '@contract/catalogue';
import { MAX_PHOTOS_PER_LISTING } from '@contract/images';
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

/**
 * The photos of a listing being written: each chosen file is downscaled and uploaded at once, with its own
 * progress, and can be retried, removed or moved (the first is the cover). It starts from `startImages` (the
 * uploaded photos of a kept draft) when given; `reset` goes back to `savedImages`.
 */
export function useListingPhotos(
  savedImages: readonly ProductImage[] = [],
  startImages: readonly ProductImage[] = savedImages,
) {
  const [photos, dispatch] = useReducer(photoListReducer, startImages, photosFromImages);
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const photosRef = useRef(photos);
  const uploads = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);

  const upload = useCallback(async (id: string, file: File) => {
    const controller = new AbortController();
    uploads.current.get(id)?.abort();
    uploads.current.set(id, controller);
    try {
      const prepared = await downscalePhoto(file);
      if (controller.signal.aborted) return;
      dispatch({ type: 'uploadStarted', id });
      const { url, thumbUrl } = await uploadListingPhoto(
        prepared,
        (progress) => dispatch({ type: 'progressed', id, progress }),
        controller.signal,
      );
      dispatch({ type: 'uploaded', id, image: { url, thumbUrl } });
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      dispatch({ type: 'failed', id, error: error instanceof Error ? error.message : 'The upload failed.' });
    } finally {
      if (uploads.current.get(id) === controller) uploads.current.delete(id);
    }
  }, []);

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
