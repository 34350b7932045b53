import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
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
