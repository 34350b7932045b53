import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CACHE_NAMES, isOutdatedRuntimeCache } from '@sw/cache-names';
import { CATALOGUE_NETWORK_TIMEOUT_SECONDS, catalogueStrategy } from '@sw/network-first';
import { offlineApiResponse } from '@sw/offline-responses';
import { isApiRequest, isImageRequest, isPublicApiRead, NAVIGATION_DENYLIST } from '@sw/request-kinds';

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
      '/api/sellers/verified/seller%40shutterswap.test',
      '/api/client-config',
      '/blog.json',
    ]) {
      expect(isPublicApiRead(url(path)), path).toBe(true);
    }
  });

  it('never caches personal or admin answers in the worker', () => {
    for (const path of ['/api/my-orders', '/api/wishlist', '/api/products/reported', '/api/buyers', '/api/users/me']) {
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

  it('deletes only our runtime caches of other versions', () => {
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

/** The worker's Cache Storage, in memory: one map of URL to answer per cache name. */
class MemoryCacheStorage {
  private readonly stores = new Map<string, Map<string, Response>>();

  private store(name: string): Map<string, Response> {
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map()));
    return store;
  }

  open(name: string) {
    const store = this.store(name);
    return Promise.resolve({
      match: (request: RequestInfo) => Promise.resolve(store.get(urlOf(request))?.clone()),
      put: (request: RequestInfo, response: Response) => {
        store.set(urlOf(request), response.clone());
        return Promise.resolve();
      },
    });
  }

  match(request: RequestInfo, options: { cacheName: string }) {
    return Promise.resolve(this.store(options.cacheName).get(urlOf(request))?.clone());
  }
}

function urlOf(request: RequestInfo): string {
  return typeof request === 'string' ? request : request.url;
}

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
