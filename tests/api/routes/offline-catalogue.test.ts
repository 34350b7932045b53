import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineCataloguePageSchema, type OfflineCataloguePage } from '@contract/search.ts';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * What a device downloads to keep the catalogue offline (GET /api/offline-catalogue) and how it hears what became
 * of the listings it keeps (POST /api/offline-catalogue/availability).
 */

let t: TestApp;
const ids: Record<string, string> = {};
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  const anna = await insertSeller(t.database.db, { displayName: 'Anna Analog', email: 'anna@example.test' });
  const ben = await insertSeller(t.database.db, { displayName: 'Ben Bellows' });
  const now = Date.now();
  const listings = [
    { key: 'leicaM6', sellerId: anna.id, name: 'Leica M6 TTL', category: 'Film', resellPriceCents: 210_000 },
    { key: 'leicaQ', sellerId: ben.id, name: 'Leica Q2', category: 'Point & Shoot', resellPriceCents: 380_000 },
    { key: 'nikonFm2', sellerId: anna.id, name: 'Nikon FM2', category: 'Film', resellPriceCents: 27_500 },
    { key: 'canonAe1', sellerId: ben.id, name: 'Canon AE-1', category: 'Film', resellPriceCents: 18_000 },
    {
      key: 'fujiX100v',
      sellerId: anna.id,
      name: 'Fujifilm X100V',
      category: 'Point & Shoot',
      resellPriceCents: 99_000,
    },
    {
      key: 'soldLeica',
      sellerId: ben.id,
      name: 'Leica M3',
      category: 'Film',
      resellPriceCents: 150_000,
      availability: 'sold' as const,
    },
  ];
  for (const [index, { key, sellerId, ...fields }] of listings.entries()) {
    const row = await insertProduct(t.database.db, sellerId, { ...fields, postTime: new Date(now - index * MINUTE) });
    ids[key] = row.id;
  }
});
afterAll(() => t.close());

async function page(query: string): Promise<OfflineCataloguePage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/offline-catalogue${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return offlineCataloguePageSchema.parse(response.json());
}

/** Follows the cursor to the end; answers the names in the order they came and the total of the first page. */
async function everyPage(query: string) {
  const names: string[] = [];
  let first = await page(`?${query}`);
  const total = first.total;
  const later: (number | null)[] = [];
  for (;;) {
    names.push(...first.items.map((item) => item.name));
    if (!first.nextCursor) break;
    first = await page(`?${query}&cursor=${encodeURIComponent(first.nextCursor)}`);
    later.push(first.total);
  }
  return { names, total, later };
}

describe('GET /api/offline-catalogue', () => {
  it('pages through every listing for sale, newest first, each once, with the total on the first page', async () => {
    const { names, total, later } = await everyPage('limit=2');
    expect(names).toEqual(['Leica M6 TTL', 'Leica Q2', 'Nikon FM2', 'Canon AE-1', 'Fujifilm X100V']);
    expect(total).toBe(5);
    expect(later).toEqual([null, null]);
  });

  it('narrows like a search: a category, words by prefix, a price range', async () => {
    expect((await everyPage('category=film')).names).toEqual(['Leica M6 TTL', 'Nikon FM2', 'Canon AE-1']);
    expect(await everyPage('q=leic&maxPrice=2500')).toEqual({ names: ['Leica M6 TTL'], total: 1, later: [] });
    // No listing has the word: the name's closest match, as the search finds it.
    expect((await everyPage('q=x100f')).names).toEqual(['Fujifilm X100V']);
  });

  it("a seller's listings, named by one of their listings", async () => {
    const { names, total } = await everyPage(`sellerOf=${ids.nikonFm2}`);
    expect(names).toEqual(['Leica M6 TTL', 'Nikon FM2', 'Fujifilm X100V']);
    expect(total).toBe(3);
  });

  it.each([
    ['limit', '?limit=1000'],
    ['minPrice', '?minPrice=500&maxPrice=100'],
    ['sellerOf', '?sellerOf=not-a-listing'],
    ['category', '?category=typewriters'],
    ['cursor', '?cursor=broken'],
  ])('answers 400 naming %s for %s', async (field, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/offline-catalogue${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });

  it('answers 404 for the seller of a listing that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/offline-catalogue?sellerOf=${randomUUID()}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/offline-catalogue/availability', () => {
  it('answers what became of each listing; a removed one is left out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/offline-catalogue/availability',
      payload: { ids: [ids.leicaM6, ids.soldLeica, randomUUID()] },
    });
    expect(response.statusCode).toBe(200);
    const items = (response.json().items as { _id: string; availability: string }[]).sort((a, b) =>
      a._id.localeCompare(b._id),
    );
    expect(items).toEqual(
      [
        { _id: ids.leicaM6, availability: 'available' },
        { _id: ids.soldLeica, availability: 'sold' },
      ].sort((a, b) => a._id!.localeCompare(b._id!)),
    );
  });

  it.each([
    ['no ids', { ids: [] }],
    ['an id that is no listing id', { ids: ['nope'] }],
    ['too many ids', { ids: Array.from({ length: 501 }, () => randomUUID()) }],
  ])('answers 400 naming ids for %s', async (_label, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/offline-catalogue/availability', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toMatch(/^ids/);
  });
});
