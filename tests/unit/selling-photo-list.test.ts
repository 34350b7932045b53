import { describe, expect, it } from 'vitest';
import {
  photoListReducer,
  photosFromImages,
  photoUploadBlocker,
  uploadedImages,
  type ListingPhoto,
} from '@/features/selling/lib/photo-list';

function photo(id: string, change: Partial<ListingPhoto> = {}): ListingPhoto {
  return {
    id,
    previewUrl: `blob:${id}`,
    label: `${id}.jpg`,
    file: null,
    status: 'preparing',
    progress: 0,
    error: null,
    uploaded: null,
    ...change,
  };
}

const ids = (photos: ListingPhoto[]) => photos.map((p) => p.id);

describe('photoListReducer', () => {
  it('adds photos up to six, and drops the rest', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => photo(id));
    const added = photoListReducer(four, { type: 'added', photos: ['e', 'f', 'g'].map((id) => photo(id)) });
    expect(ids(added)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('moves a photo to another place (the first one is the cover), clamped to the list', () => {
    const list = ['a', 'b', 'c'].map((id) => photo(id));
    expect(ids(photoListReducer(list, { type: 'moved', id: 'c', toIndex: 0 }))).toEqual(['c', 'a', 'b']);
    expect(ids(photoListReducer(list, { type: 'moved', id: 'a', toIndex: 1 }))).toEqual(['b', 'a', 'c']);
    expect(ids(photoListReducer(list, { type: 'moved', id: 'b', toIndex: 9 }))).toEqual(['a', 'c', 'b']);
    expect(photoListReducer(list, { type: 'moved', id: 'zz', toIndex: 0 })).toBe(list);
  });

  it('follows an upload from progress to done, and a failure to its retry', () => {
    let list = [photo('a')];
    list = photoListReducer(list, { type: 'uploadStarted', id: 'a' });
    list = photoListReducer(list, { type: 'progressed', id: 'a', progress: 0.4 });
    expect(list[0]).toMatchObject({ status: 'uploading', progress: 0.4 });
    list = photoListReducer(list, { type: 'failed', id: 'a', error: 'This photo is too large to upload.' });
    expect(list[0]).toMatchObject({ status: 'failed', error: 'This photo is too large to upload.' });
    list = photoListReducer(list, { type: 'uploadStarted', id: 'a' });
    expect(list[0]).toMatchObject({ status: 'uploading', progress: 0, error: null });
    list = photoListReducer(list, { type: 'uploaded', id: 'a', image: { url: '/u/a.webp', thumbUrl: '/u/a-t.webp' } });
    expect(list[0]).toMatchObject({ status: 'uploaded', progress: 1, uploaded: { url: '/u/a.webp' } });
  });

  it('removes a photo', () => {
    expect(ids(photoListReducer([photo('a'), photo('b')], { type: 'removed', id: 'a' }))).toEqual(['b']);
  });
});

describe('photoUploadBlocker', () => {
  it('says how many photos are still on their way, then which ones failed', () => {
    const done = photo('a', { status: 'uploaded' });
    expect(photoUploadBlocker([done])).toBeNull();
    expect(photoUploadBlocker([])).toBeNull();
    expect(photoUploadBlocker([done, photo('b', { status: 'uploading' })])).toBe(
      'Wait for 1 photo to finish uploading.',
    );
    expect(photoUploadBlocker([photo('b'), photo('c', { status: 'uploading' })])).toBe(
      'Wait for 2 photos to finish uploading.',
    );
    expect(photoUploadBlocker([done, photo('b', { status: 'failed' })])).toBe(
      'Retry or remove the photo that could not be uploaded.',
    );
  });
});

describe('uploadedImages and photosFromImages', () => {
  it("keeps the seller's order and only photos that reached the server", () => {
    const saved = photosFromImages([
      { url: '/u/1.webp', thumbUrl: '/u/1-t.webp' },
      { url: '/u/2.webp', thumbUrl: '/u/2-t.webp' },
    ]);
    const reordered = photoListReducer([...saved, photo('new')], { type: 'moved', id: saved[1]!.id, toIndex: 0 });
    expect(uploadedImages(reordered).map((image) => image.url)).toEqual(['/u/2.webp', '/u/1.webp']);
  });
});
