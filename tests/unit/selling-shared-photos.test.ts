import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SHARE_FALLBACK_LANDING,
  SHARED_PHOTOS_CACHE,
  SHARED_PHOTOS_FIELD,
  SHARED_PHOTOS_LANDING,
  sharedPhotoIndex,
  sharedPhotoPath,
} from '@contract/shared-photos';
import {
  isOpenedByShare,
  searchWithoutShareFlag,
  sharedPhotoKeysInOrder,
  sharedPhotosNote,
  takeSharedPhotos,
} from '@/features/selling/lib/shared-photos';
import { CACHE_NAMES, isOutdatedRuntimeCache } from '@sw/cache-names';
import { isShareTarget } from '@sw/request-kinds';
import { receiveShare, selectSharedPhotos } from '@sw/share-target';

const ORIGIN = 'https://shutterswap.test';

const photo = (name: string, type = 'image/jpeg', bytes = 64) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type });

/** Cache Storage as the worker and the page see it, in memory (keys resolved against the app's origin). */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();

  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    const keyOf = (key: RequestInfo | URL) => new URL(key instanceof Request ? key.url : String(key), ORIGIN).href;
    return {
      put: async (key: RequestInfo | URL, response: Response) => {
        store.set(keyOf(key), response);
      },
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      match: async (key: RequestInfo | URL) => store.get(keyOf(key))?.clone(),
    };
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }
}

function shareRequest(entries: [string, string | File][]): Request {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request(`${ORIGIN}/share-target`, { method: 'POST', body });
}

describe('the share target in the service worker', () => {
  let memory: MemoryCaches;

  beforeEach(() => {
    memory = new MemoryCaches();
    vi.stubGlobal('caches', memory);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers only the share on its own origin', () => {
    expect(isShareTarget(new URL('/share-target', ORIGIN), ORIGIN)).toBe(true);
    expect(isShareTarget(new URL('/share-target?x=1', ORIGIN), ORIGIN)).toBe(true);
    expect(isShareTarget(new URL('/share-target/more', ORIGIN), ORIGIN)).toBe(false);
    expect(isShareTarget(new URL('https://elsewhere.test/share-target'), ORIGIN)).toBe(false);
  });

  it('keeps image files only, in the shared order, at most six', () => {
    const images = Array.from({ length: 8 }, (_, index) => photo(`p${index}.jpg`));
    const { kept, total } = selectSharedPhotos([
      'a caption',
      photo('notes.pdf', 'application/pdf'),
      photo('empty.jpg', 'image/jpeg', 0),
      ...images,
    ]);
    expect(kept.map((file) => file.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg', 'p5.jpg']);
    expect(total).toBe(8);
  });

  it('keeps the photos of a share (replacing an earlier one) and sends the browser to Add a Product', async () => {
    const stale = await memory.open(SHARED_PHOTOS_CACHE);
    await stale.put(sharedPhotoPath(0), new Response('old'));
    await stale.put(sharedPhotoPath(4), new Response('old'));

    const answer = await receiveShare(
      shareRequest([
        ['title', 'My camera'],
        [SHARED_PHOTOS_FIELD, photo('Front of the Leica – 1.jpg', 'image/jpeg', 100)],
        [SHARED_PHOTOS_FIELD, photo('top.png', 'image/png', 50)],
      ]),
      ORIGIN,
    );

    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe(`${ORIGIN}${SHARED_PHOTOS_LANDING}`);
    expect([...(memory.stores.get(SHARED_PHOTOS_CACHE)?.keys() ?? [])]).toEqual([
      `${ORIGIN}/shared-photos/0`,
      `${ORIGIN}/shared-photos/1`,
    ]);

    // Add a Product gets the same files back, and the cache is emptied.
    const shared = await takeSharedPhotos();
    expect(shared.total).toBe(2);
    expect(shared.files.map((file) => [file.name, file.type, file.size])).toEqual([
      ['Front of the Leica – 1.jpg', 'image/jpeg', 100],
      ['top.png', 'image/png', 50],
    ]);
    expect(new Uint8Array(await (shared.files[0] as File).arrayBuffer())[0]).toBe(7);
    expect(memory.stores.has(SHARED_PHOTOS_CACHE)).toBe(false);
    expect(await takeSharedPhotos()).toEqual({ files: [], total: 0 });
  });

  it('opens an empty Add a Product when nothing usable was shared, or the share cannot be read', async () => {
    const textOnly = await receiveShare(shareRequest([['text', 'look at this']]), ORIGIN);
    expect(textOnly.headers.get('Location')).toBe(`${ORIGIN}${SHARE_FALLBACK_LANDING}`);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreadable = await receiveShare(
      new Request(`${ORIGIN}/share-target`, { method: 'POST', body: 'not multipart' }),
      ORIGIN,
    );
    expect(unreadable.status).toBe(303);
    expect(unreadable.headers.get('Location')).toBe(`${ORIGIN}${SHARE_FALLBACK_LANDING}`);
    expect(memory.stores.has(SHARED_PHOTOS_CACHE)).toBe(false);
  });

  it('is a runtime cache of ours that survives activation', () => {
    expect(CACHE_NAMES.sharedPhotos).toBe(SHARED_PHOTOS_CACHE);
    expect(isOutdatedRuntimeCache(SHARED_PHOTOS_CACHE)).toBe(false);
    expect(isOutdatedRuntimeCache('shutterswap-shared-photos-v0')).toBe(true);
  });
});

describe('Add a Product opened by a share', () => {
  it('recognises the flag and removes it from the address, keeping anything else', () => {
    expect(isOpenedByShare('?shared=1')).toBe(true);
    expect(isOpenedByShare('?a=b&shared=1')).toBe(true);
    expect(isOpenedByShare('')).toBe(false);
    expect(isOpenedByShare('?shared=0')).toBe(false);
    expect(searchWithoutShareFlag('?shared=1')).toBe('');
    expect(searchWithoutShareFlag('?a=b&shared=1')).toBe('?a=b');
  });

  it('reads the photos in the shared order and ignores other keys', () => {
    expect(sharedPhotoIndex(`${ORIGIN}/shared-photos/10`)).toBe(10);
    expect(sharedPhotoIndex(`${ORIGIN}/shared-photos/x`)).toBeNull();
    expect(
      sharedPhotoKeysInOrder([
        `${ORIGIN}/shared-photos/10`,
        `${ORIGIN}/shared-photos/2`,
        `${ORIGIN}/other`,
        `${ORIGIN}/shared-photos/0`,
      ]),
    ).toEqual([`${ORIGIN}/shared-photos/0`, `${ORIGIN}/shared-photos/2`, `${ORIGIN}/shared-photos/10`]);
  });

  it('says how many photos came, and how many a listing could not take', () => {
    const files = (count: number) => Array.from({ length: count }, (_, index) => photo(`${index}.jpg`));
    expect(sharedPhotosNote({ files: files(3), total: 3 })).toBe('3 photos shared from your gallery');
    expect(sharedPhotosNote({ files: files(1), total: 1 })).toBe('1 photo shared from your gallery');
    expect(sharedPhotosNote({ files: files(6), total: 9 })).toBe(
      '6 photos shared from your gallery; a listing has at most 6 photos, so 3 were left out',
    );
    expect(sharedPhotosNote({ files: files(6), total: 7 })).toBe(
      '6 photos shared from your gallery; a listing has at most 6 photos, so 1 was left out',
    );
  });
});
