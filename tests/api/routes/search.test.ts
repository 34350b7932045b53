import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultsSchema, type SearchResults } from '@contract/search.ts';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const seller = await insertSeller(db);
  const listing = (daysAgo: number, overrides: Parameters<typeof insertProduct>[2]) =>
    insertProduct(db, seller.id, { postTime: new Date(Date.now() - daysAgo * DAY), ...overrides });
  await listing(1, {
    name: 'Leica M6 TTL 0.72',
    brand: 'Leica',
    category: 'Film',
    resellPriceCents: 320_000,
    condition: 'Excellent',
    grade: 'EX+',
  });
  await listing(2, {
    name: 'Nikon FM2n chrome',
    brand: 'Nikon',
    category: 'Film',
    resellPriceCents: 45_000,
    condition: 'Good',
    grade: 'EX',
  });
  await listing(3, {
    name: 'Nikon D750 body',
    brand: 'Nikon',
    category: 'DSLR',
    resellPriceCents: 75_000,
    condition: 'Good',
    shutterCount: 41_000,
  });
  await listing(4, {
    name: 'Canon AE-1 Program',
    brand: 'Canon',
    category: 'Film',
    resellPriceCents: 18_000,
    condition: 'Fair',
    grade: 'BGN',
  });
  await listing(5, {
    name: 'Leica M3 double stroke',
    brand: 'Leica',
    category: 'Film',
    resellPriceCents: 150_000,
    availability: 'sold',
  });
  await listing(6, {
    name: 'Pentax 67 with 105mm',
    brand: 'Pentax',
    category: 'Medium Format',
    resellPriceCents: 120_000,
    condition: 'Excellent',
  });
  await listing(7, {
    name: 'Fujifilm X100V silver',
    brand: 'FujiFilm',
    category: 'Point & Shoot',
    resellPriceCents: 140_000,
    description: 'Leaf shutter, classic chrome.',
  });
  // Thirty more, several at the same price and the same post time, to test pagination ties.
  for (let i = 0; i < 30; i++) {
    await listing(10 + Math.floor(i / 3), {
      name: `Olympus OM-${i} kit`,
      brand: 'Olympus',
      category: 'Film',
      resellPriceCents: 10_000 + (i % 4) * 1000,
    });
  }
});
afterAll(() => t.close());

async function search(query: string): Promise<{ status: number; body: SearchResults; raw: unknown }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  const raw = response.json();
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? searchResultsSchema.parse(raw) : (undefined as never),
    raw,
  };
}
const names = (results: SearchResults) => results.items.map((p) => p.name);

describe('GET /api/products: text search', () => {
  it.each(['leica m6', 'Leica-M6', 'LEICA  M6!', 'm6 leica', 'leic'])('finds the Leica M6 for "%s"', async (q) => {
    const { body } = await search(`q=${encodeURIComponent(q)}`);
    expect(names(body)[0]).toBe('Leica M6 TTL 0.72');
  });

  it('tolerates a typo in a model name', async () => {
    expect(names((await search('q=x100f')).body)).toContain('Fujifilm X100V silver');
  });

  it('searches the description and the brand too', async () => {
    expect(names((await search('q=classic%20chrome')).body)).toEqual(['Fujifilm X100V silver']);
    expect(names((await search('q=pentax')).body)).toEqual(['Pentax 67 with 105mm']);
  });

  it('leaves sold listings out unless asked', async () => {
    expect(names((await search('q=leica')).body)).not.toContain('Leica M3 double stroke');
    expect(names((await search('q=leica&includeSold=true')).body)).toContain('Leica M3 double stroke');
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const { status, body } = await search('q=hasselblad');
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], nextCursor: null, sort: 'relevance' });
  });
});

describe('filters', () => {
  it('filters by category, brand, condition, grade and price, and combines them', async () => {
    expect(names((await search('category=dslr')).body)).toEqual(['Nikon D750 body']);
    expect(names((await search('brand=Nikon')).body)).toEqual(['Nikon FM2n chrome', 'Nikon D750 body']);
    expect(names((await search('brand=Nikon,Canon&category=film')).body)).toEqual([
      'Nikon FM2n chrome',
      'Canon AE-1 Program',
    ]);
    expect(names((await search('condition=Fair')).body)).toEqual(['Canon AE-1 Program']);
    expect(names((await search('grade=EX%2B,EX')).body)).toEqual(['Leica M6 TTL 0.72', 'Nikon FM2n chrome']);
    expect(names((await search('minPrice=700&maxPrice=1400&sort=price-asc')).body)).toEqual([
      'Nikon D750 body',
      'Pentax 67 with 105mm',
      'Fujifilm X100V silver',
    ]);
    expect(names((await search('q=nikon&category=Film&maxPrice=500')).body)).toEqual(['Nikon FM2n chrome']);
  });
});

describe('sorting and pagination', () => {
  it('sorts by price up and down', async () => {
    const up = (await search('sort=price-asc&limit=60')).body.items.map((p) => p.resellPrice);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await search('sort=price-desc&limit=60')).body.items.map((p) => p.resellPrice);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBe(3200);
  });

  it.each(['featured', 'newest', 'price-asc', 'price-desc', 'relevance'])(
    'pages through every result once, in order, sorted by %s',
    async (sort) => {
      const q = sort === 'relevance' ? '&q=olympus' : '';
      const everything = names((await search(`sort=${sort}&limit=60${q}`)).body);
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SearchResults = (await search(`sort=${sort}&limit=7${q}${cursor ? `&cursor=${cursor}` : ''}`)).body;
        expect(page.items.length).toBeLessThanOrEqual(7);
        paged.push(...names(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged).toEqual(everything);
      expect(new Set(paged).size).toBe(paged.length);
      expect(paged.length).toBe(sort === 'relevance' ? 30 : 36);
    },
  );

  it('sorts featured first by default (none here, so newest first) and by relevance when there is a query', async () => {
    expect((await search('')).body.sort).toBe('featured');
    expect(names((await search('')).body)[0]).toBe('Leica M6 TTL 0.72');
    expect((await search('q=nikon')).body.sort).toBe('relevance');
  });
});

describe('bad parameters', () => {
  it.each([
    ['sort=cheapest', 'sort'],
    ['category=typewriters', 'category'],
    [`brand=${'Kodak,'.repeat(101)}`, 'brand'],
    ['condition=Mint', 'condition'],
    ['grade=A', 'grade'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['cursor=not-a-cursor', 'cursor'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['includeSold=maybe', 'includeSold'],
  ])('answers 400 for %s naming %s', async (query, field) => {
    const { status, raw } = await search(query);
    expect(status).toBe(400);
    expect((raw as { error: { field: string } }).error.field).toBe(field);
  });

  it('refuses a cursor from another sort order', async () => {
    const { body } = await search('sort=price-asc&limit=2');
    const { status } = await search(`sort=newest&cursor=${body.nextCursor}`);
    expect(status).toBe(400);
  });

  it('treats search syntax characters as plain text', async () => {
    for (const q of ["'", '&|!():*', 'leica & !', '\\']) {
      expect((await search(`q=${encodeURIComponent(q)}`)).status).toBe(200);
    }
  });
});
