import { describe, expect, it } from 'vitest';
import { CACHE_NAMES, isOutdatedRuntimeCache } from '../../sw/cache-names';
import { OFFLINE_ERROR_BODY } from '../../sw/offline-responses';
import { isApiRequest, isImageRequest, isPublicApiRead, NAVIGATION_DENYLIST } from '../../sw/request-kinds';

const url = (path: string) => new URL(path, 'https://shutterswap.test');

describe('what the service worker caches', () => {
  it('caches the public catalogue, product pages, search, the blog and the client configuration', () => {
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
  });

  it('gives in-app routes the shell, never API, upload or file paths', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/product/7d0c6c2e')).toBe(false);
    expect(denied('/dashboard/my-orders')).toBe(false);
    expect(denied('/api/products')).toBe(true);
    expect(denied('/uploads/a.webp')).toBe(true);
    expect(denied('/manifest.webmanifest')).toBe(true);
  });

  it('deletes only our runtime caches of other versions', () => {
    expect(isOutdatedRuntimeCache(CACHE_NAMES.api)).toBe(false);
    expect(isOutdatedRuntimeCache('shutterswap-api-v0')).toBe(true);
    expect(isOutdatedRuntimeCache('workbox-precache-v2-https://shutterswap.test/')).toBe(false);
  });

  it("answers a never-cached API call offline in the API's error shape", () => {
    expect(OFFLINE_ERROR_BODY.error.code).toBe('offline');
    expect(OFFLINE_ERROR_BODY.error.message).toBe('You are offline and this was never opened before.');
  });
});
