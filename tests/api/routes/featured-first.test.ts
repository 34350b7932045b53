import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema } from '@contract/catalogue.ts';
import { searchResultsSchema, type SearchResults } from '@contract/search.ts';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** One catalogue: every listing for sale, the advertised ones of verified sellers first, as the storefront has them. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const verified = await insertSeller(db, { displayName: 'Vera Verified', status: 'Verified' });
  const unverified = await insertSeller(db, { displayName: 'Uma Unverified' });
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const advertisedAt = new Date();
  await insertProduct(db, verified.id, { name: 'Leica M6', advertisedAt, postTime: daysAgo(5) });
  await insertProduct(db, verified.id, { name: 'Contax T2', advertisedAt, postTime: daysAgo(2) });
  // Advertised before advertising needed a verified seller: it is an ordinary listing until the seller is verified.
  await insertProduct(db, unverified.id, { name: 'Pentax 67', advertisedAt, postTime: daysAgo(1) });
  await insertProduct(db, verified.id, { name: 'Mamiya RB67', postTime: daysAgo(3) });
  await insertProduct(db, unverified.id, { name: 'Nikon FM2', postTime: daysAgo(4) });
  await insertProduct(db, verified.id, { name: 'Rollei 35', advertisedAt, availability: 'sold', postTime: daysAgo(1) });
});
afterAll(() => t.close());

async function getJson(url: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const search = async (query: string) => searchResultsSchema.parse(await getJson(`/api/products?${query}`));

describe('GET /api/products without words', () => {
  it('lists every listing for sale, featured (advertised by a verified seller) first, each part newest first', async () => {
    const results = await search('');
    expect(results.sort).toBe('featured');
    expect(results.items.map((p) => [p.name, p.status])).toEqual([
      ['Contax T2', 'Advertised'],
      ['Leica M6', 'Advertised'],
      ['Pentax 67', 'Unadvertised'],
      ['Mamiya RB67', 'Unadvertised'],
      ['Nikon FM2', 'Unadvertised'],
    ]);
  });

  it('pages through that order once, without repeats', async () => {
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SearchResults = await search(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.items.map((p) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(['Contax T2', 'Leica M6', 'Pentax 67', 'Mamiya RB67', 'Nikon FM2']);
  });

  it('orders by relevance by default once there are words', async () => {
    expect((await search('q=leica')).sort).toBe('relevance');
  });
});

describe('GET /api/advertised-products', () => {
  it("shows only verified sellers' advertised listings still for sale", async () => {
    const storefront = productListSchema.parse(await getJson('/api/advertised-products'));
    expect(storefront.map((p) => [p.name, p.sellerVerified])).toEqual([
      ['Contax T2', true],
      ['Leica M6', true],
    ]);
  });
});
