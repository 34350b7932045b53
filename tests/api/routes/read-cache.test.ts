import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller', { verified: true });
});
afterAll(() => t.close());

const storefront = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/advertised-products', headers });
const names = (body: string) => (JSON.parse(body) as Array<{ name: string }>).map((p) => p.name);

describe('cached catalogue reads', () => {
  it('answer 304 to a matching ETag and serve gzip from the cache', async () => {
    await insertProduct(t.database.db, seller.userId, { name: 'Cached Leica', advertisedAt: new Date() });
    const first = await storefront();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await storefront({ 'if-none-match': etag })).statusCode).toBe(304);
    const zipped = await storefront({ 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(names(gunzipSync(zipped.rawPayload).toString())).toEqual(names(first.body));
  });

  it('show a write through the API at once', async () => {
    const listing = await insertProduct(t.database.db, seller.userId, { name: 'Freshly advertised Rolleiflex' });
    const before = await storefront();
    expect(names(before.body)).not.toContain('Freshly advertised Rolleiflex');
    await t.app.inject({ method: 'PUT', url: `/api/my-products/${listing.id}`, headers: seller.headers });
    const after = await storefront({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(names(after.body)).toContain('Freshly advertised Rolleiflex');
  });

  it('do not cache errors', async () => {
    const unknown = '/api/products/00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: unknown })).headers.etag).toBeUndefined();
  });
});

describe('the cache key', () => {
  it('is the validated query: URLs that differ only in ignored or defaulted parameters share one answer', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?q=zeiss' });
    // Written straight to the database, so no API write empties the cache: a cached answer does not show it.
    await insertProduct(t.database.db, seller.userId, { name: 'Zeiss Ikon Contessa' });
    const variants = Array.from(
      { length: 400 },
      (_, i) =>
        [`/api/products?q=zeiss&utm_source=${i}`, `/api/products?fbclid=${'x'.repeat(i)}&q=zeiss&limit=24`][i % 2]!,
    );
    for (const url of variants) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers.etag, url).toBe(first.headers.etag);
    }
  });

  it('keeps one entry for them', async () => {
    await t.app.inject({ method: 'GET', url: '/api/products?q=rolleiflex' });
    const entriesBefore = t.app.readCacheUsage().entries;
    for (let i = 0; i < 50; i++) {
      await t.app.inject({ method: 'GET', url: `/api/products?ref=${i}&q=rolleiflex&includeSold=false` });
    }
    expect(t.app.readCacheUsage().entries).toBe(entriesBefore);
  });

  it('still tells different searches apart', async () => {
    const leica = await t.app.inject({ method: 'GET', url: '/api/products?q=leica&sort=newest' });
    const bySort = await t.app.inject({ method: 'GET', url: '/api/products?q=leica&sort=price-asc' });
    expect(bySort.json().sort).toBe('price-asc');
    expect(leica.json().sort).toBe('newest');
  });
});

describe('the byte bound', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ READ_CACHE_MAX_MB: '0.05' });
  });
  afterAll(() => small.close());

  it('holds however many different searches arrive, dropping the least recently used', async () => {
    for (let i = 0; i < 300; i++) {
      const response = await small.app.inject({ method: 'GET', url: `/api/products?q=lens${i}` });
      expect(response.statusCode).toBe(200);
    }
    const usage = small.app.readCacheUsage();
    expect(usage.maxBytes).toBe(52_428);
    expect(usage.bytes).toBeLessThanOrEqual(52_428);
    expect(usage.entries).toBeGreaterThan(20);
    expect(usage.entries).toBeLessThan(300);
  });

  it('defaults to 32 MB', () => {
    expect(t.app.readCacheUsage().maxBytes).toBe(32 * 1024 * 1024);
  });
});
