import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CACHE_NAMES, isOutdatedRuntimeCache } from '@sw/cache-names';
import { CATALOGUE_NETWORK_TIMEOUT_SECONDS, catalogueStrategy } from '@sw/network-first';
import { offlineApiResponse } from '@sw/offline-responses';
import type { Product } from '@contract/catalogue';
import { keepListings } from '@device-catalogue/device-listings';
import { PHOTO_DOWNLOAD_HEADER } from '@device-catalogue/photo-store';
import { writeSavedSet } from '@device-catalogue/saved-sets';
import { deviceCatalogueAnswers } from '@sw/device-answers';
import {
  categorySlugOf,
  isApiRequest,
  isImageRequest,
  isPhotoDownload,
  isPublicApiRead,
  listingIdOf,
  NAVIGATION_DENYLIST,
} from '@sw/request-kinds';
import { MemoryCacheStorage } from './support/memory-cache-storage';

// Workbox reads the worker's global scope (`self`) as its modules load; here that scope is Node's, without dev logs.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true }));

const url = (path: string) => new URL(path, 'https://shutterswap.test');

describe('what the service worker caches', () => {
  it('keeps the public catalogue, product pages, search, the blog and the client configuration', () => {
    for (const path of [
      '/api/advertised-products',
      '/api/category/film-cameras',
      '/api/products/7d0c6c2e-3c39-4c57-9d2b-0d6f2f6f6a01',
      '/api/products?q=leica&sort=newest',
      '/api/client-config',
      '/blog.json',
    ]) {
      expect(isPublicApiRead(url(path)), path).toBe(true);
    }
  });

  it('never caches personal or admin answers in the worker', () => {
    for (const path of [
      '/api/my-orders',
      '/api/wishlist',
      '/api/products/reported',
      '/api/buyers',
      '/api/users/me',
      '/api/sellers/verified/seller%40shutterswap.test',
    ]) {
      expect(isPublicApiRead(url(path)), path).toBe(false);
      expect(isApiRequest(url(path))).toBe(true);
    }
  });

  it('treats listing photos and blog pictures as images to keep', () => {
    expect(isImageRequest(url('/uploads/ab12.webp'), '')).toBe(true);
    expect(isImageRequest(url('/blog/lens-fungus-and-haze.webp'), 'image')).toBe(true);
    expect(isImageRequest(url('/content/hero-camera.svg'), 'image')).toBe(true);
    expect(isImageRequest(url('/assets/index.js'), 'script')).toBe(false);
    // A post's own page shares the /blog/ prefix but is a page, not a picture.
    expect(isImageRequest(url('/blog/3'), 'document')).toBe(false);
    expect(isImageRequest(url('/blog/3'), '')).toBe(false);
  });

  it('gives in-app routes the shell, never API, upload or file paths', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/product/7d0c6c2e')).toBe(false);
    expect(denied('/dashboard/my-orders')).toBe(false);
    expect(denied('/blog/3')).toBe(false);
    expect(denied('/api/products')).toBe(true);
    expect(denied('/uploads/a.webp')).toBe(true);
    expect(denied('/manifest.webmanifest')).toBe(true);
  });

  it("leaves a download's own photo requests to the network: the download stores them", () => {
    expect(isPhotoDownload(new Headers({ [PHOTO_DOWNLOAD_HEADER]: '1' }))).toBe(true);
    expect(isPhotoDownload(new Headers({ Accept: 'image/webp' }))).toBe(false);
  });

  it('knows a listing answer and a category answer by their address', () => {
    expect(listingIdOf(url('/api/products/7d0c6c2e-3c39-4c57-9d2b-0d6f2f6f6a01'))).toBe(
      '7d0c6c2e-3c39-4c57-9d2b-0d6f2f6f6a01',
    );
    expect(listingIdOf(url('/api/products/reported'))).toBeUndefined();
    expect(listingIdOf(url('/api/products'))).toBeUndefined();
    expect(categorySlugOf(url('/api/category/point-and-shoot'))).toBe('point-and-shoot');
    expect(categorySlugOf(url('/api/advertised-products'))).toBeUndefined();
  });

  it('deletes only our runtime caches of other versions', () => {
    expect(isOutdatedRuntimeCache('shutterswap-offline-photos-v1')).toBe(false);
    expect(isOutdatedRuntimeCache('shutterswap-api-v1')).toBe(false);
    expect(isOutdatedRuntimeCache('shutterswap-images-v1')).toBe(false);
    expect(isOutdatedRuntimeCache('shutterswap-api-v0')).toBe(true);
    expect(isOutdatedRuntimeCache('workbox-precache-v2-https://shutterswap.test/')).toBe(false);
  });

  it("answers a never-cached API call offline in the API's error shape, never to be cached", async () => {
    const answer = offlineApiResponse();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      error: { code: 'offline', message: 'You are offline and this was never opened before.' },
    });
  });
});

class TestExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void {
    void promise.catch(() => undefined);
  }
}

const LISTING_URL = 'https://shutterswap.test/api/products/p1';

function listingAnswer(availability: 'available' | 'sold'): Response {
  return new Response(JSON.stringify({ _id: 'p1', availability }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('how the worker answers a public catalogue read', () => {
  let caches: MemoryCacheStorage;
  let network: (request: Request) => Promise<Response>;

  /** The listing as a screen gets it through the worker's catalogue route: [the answer, the cache work done]. */
  function handleListingRead(): [Promise<Response>, Promise<void>] {
    const strategy = catalogueStrategy(CACHE_NAMES.api, [new CacheableResponsePlugin({ statuses: [200] })]);
    return strategy.handleAll({ request: new Request(LISTING_URL), event: new TestExtendableEvent('fetch') as never });
  }

  async function readListing(): Promise<Response> {
    const [answer, done] = handleListingRead();
    await done;
    return answer;
  }

  async function availabilityOf(response: Response | Promise<Response>): Promise<string> {
    return ((await (await response).json()) as { availability: string }).availability;
  }

  beforeEach(async () => {
    caches = new MemoryCacheStorage();
    network = () => Promise.resolve(listingAnswer('available'));
    vi.stubGlobal('location', new URL('https://shutterswap.test/'));
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('ExtendableEvent', TestExtendableEvent);
    vi.stubGlobal('FetchEvent', class extends TestExtendableEvent {});
    vi.stubGlobal('fetch', (request: Request) => network(request));
    // An earlier visit left the listing in the cache while it was still for sale.
    expect(await availabilityOf(readListing())).toBe('available');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("gives the server's current answer while the network answers, and keeps it for later", async () => {
    network = () => Promise.resolve(listingAnswer('sold'));
    expect(await availabilityOf(readListing())).toBe('sold');
    const kept = await caches.match(LISTING_URL, { cacheName: CACHE_NAMES.api });
    expect(await availabilityOf(kept!)).toBe('sold');
  });

  it('gives the last cached answer at once when there is no network', async () => {
    network = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await availabilityOf(readListing())).toBe('available');
  });

  it(`gives the last cached answer after ${CATALOGUE_NETWORK_TIMEOUT_SECONDS} s when the network hangs`, async () => {
    vi.useFakeTimers();
    network = () => new Promise<Response>(() => undefined);
    let answered: Response | undefined;
    void handleListingRead()[0].then((response) => (answered = response));
    await vi.advanceTimersByTimeAsync(CATALOGUE_NETWORK_TIMEOUT_SECONDS * 1000 - 100);
    expect(answered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(await availabilityOf(answered!)).toBe('available');
  });

  it('never keeps an error answer in place of the listing', async () => {
    network = () => Promise.resolve(new Response('{}', { status: 500 }));
    expect((await readListing()).status).toBe(500);
    network = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await availabilityOf(readListing())).toBe('available');
  });
});

describe("offline, the device's own catalogue answers before the worker's cache", () => {
  const product = (id: string, name: string, overrides: Partial<Product> = {}) =>
    ({
      _id: id,
      name,
      category: 'Film',
      availability: 'available',
      postTime: '2026-11-01T10:00:00.000Z',
      ...overrides,
    }) as Product;

  async function answer(path: string, cached?: unknown) {
    const cachedResponse = cached === undefined ? undefined : new Response(JSON.stringify(cached));
    const response = await deviceCatalogueAnswers.cachedResponseWillBeUsed!({
      request: new Request(url(path)),
      cachedResponse,
      cacheName: CACHE_NAMES.api,
      state: {},
    } as never);
    return response ? ((await response.json()) as unknown) : null;
  }

  beforeEach(async () => {
    await keepListings(
      [
        product('leica', 'Leica M6', { availability: 'sold' }),
        product('nikon', 'Nikon FM2', { postTime: '2026-11-02T10:00:00.000Z' }),
        product('fuji', 'Fujifilm X100V', { category: 'Point & Shoot' }),
      ],
      Date.now(),
    );
  });

  it('answers a listing the device keeps with its copy (a sale it heard of included), over an older cached one', async () => {
    expect(await answer('/api/products/leica', { _id: 'leica', availability: 'available' })).toMatchObject({
      name: 'Leica M6',
      availability: 'sold',
    });
    // A sale the worker's cache heard of and the device not yet (its copy was being written) shows too.
    expect(
      await answer('/api/products/nikon', { _id: 'nikon', name: 'Nikon FM2', availability: 'sold' }),
    ).toMatchObject({ name: 'Nikon FM2', availability: 'sold' });
    expect(await answer('/api/products/unknown', { _id: 'unknown' })).toEqual({ _id: 'unknown' });
    expect(await answer('/api/products/unknown')).toBeNull();
  });

  it('leaves a category not saved for offline to the cache: the few listings seen would pass for all of it', async () => {
    expect(await answer('/api/category/film')).toBeNull();
    expect(await answer('/api/category/film', [{ name: 'cached' }])).toEqual([{ name: 'cached' }]);
  });

  it('answers a category saved for offline from the device even when an older answer was cached', async () => {
    await writeSavedSet({
      id: 'category:point-and-shoot',
      scope: { kind: 'category', category: 'point-and-shoot' },
      label: 'Point & Shoot',
      listingIds: ['fuji'],
      savedAt: 0,
      refreshedAt: 0,
      photosSkipped: 0,
    });
    expect(await answer('/api/category/point-and-shoot', [{ name: 'cached' }])).toMatchObject([
      { name: 'Fujifilm X100V' },
    ]);
    // Newest first, sold ones left out.
    await writeSavedSet({
      id: 'catalogue',
      scope: { kind: 'catalogue' },
      label: 'The whole catalogue',
      listingIds: ['leica', 'nikon', 'fuji'],
      savedAt: 0,
      refreshedAt: 0,
      photosSkipped: 0,
    });
    expect(await answer('/api/category/film')).toMatchObject([{ name: 'Nikon FM2' }]);
  });
});
