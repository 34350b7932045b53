import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchParams } from '@contract/search';
import { keepListings } from '@device-catalogue/device-listings';
import { searchDevice, suggestOnDevice } from '@/offline/catalogue/device-search';
import { listing } from './support/listing';

/*
 * Search with no connection answers like the server's search (tests/api/routes/search.test.ts): words by prefix,
 * a typo in a name, the filters and the orders, a page at a time, saying how many listings it looked through.
 */

beforeAll(async () => {
  await keepListings(
    [
      listing('m6', 'Leica M6 TTL', { brand: 'Leica', resellPrice: 2100, postTime: '2026-11-05T10:00:00.000Z' }),
      listing('q2', 'Leica Q2', { brand: 'Leica', category: 'Point & Shoot', resellPrice: 3800, status: 'Advertised' }),
      listing('m3', 'Leica M3', { brand: 'Leica', resellPrice: 1500, availability: 'sold' }),
      listing('iiif', 'Leitz Leica IIIf rangefinder', {
        brand: 'Leica',
        resellPrice: 650,
        postTime: '2026-11-03T10:00:00.000Z',
      }),
      listing('fm2', 'Nikon FM2', {
        brand: 'Nikon',
        resellPrice: 275,
        description: 'Fully mechanical; pairs well with a Leica-mount adapter.',
      }),
      listing('x100v', 'Fujifilm X100V', { brand: 'FujiFilm', category: 'Point & Shoot', resellPrice: 990 }),
    ],
    Date.now(),
  );
});

async function names(params: SearchParams) {
  const page = await searchDevice(searchQuerySchema.parse(params));
  return page.items.map((item) => item.name);
}

describe('searching the listings on this device', () => {
  it('matches every word by prefix in the name, brand, category or description, best match first', async () => {
    expect(await names({ q: 'leic m6' })).toEqual(['Leica M6 TTL']);
    expect((await names({ q: 'LEICA' })).sort()).toEqual(
      ['Leica M6 TTL', 'Leica Q2', 'Leitz Leica IIIf rangefinder', 'Nikon FM2'].sort(),
    );
    expect((await names({ q: 'point' })).sort()).toEqual(['Fujifilm X100V', 'Leica Q2']);
  });

  it('finds a name despite a typo when no listing has the words', async () => {
    expect(await names({ q: 'x100f' })).toEqual(['Fujifilm X100V']);
    expect(await names({ q: 'leika q2' })).toEqual(['Leica Q2']);
  });

  it('filters by price range, brand, category, and leaves sold listings out unless asked', async () => {
    expect(await names({ q: 'leica', minPrice: 600, maxPrice: 2500, sort: 'price-asc' })).toEqual([
      'Leitz Leica IIIf rangefinder',
      'Leica M6 TTL',
    ]);
    expect(await names({ brand: 'Nikon' })).toEqual(['Nikon FM2']);
    expect(await names({ category: 'point-and-shoot', sort: 'price-desc' })).toEqual(['Leica Q2', 'Fujifilm X100V']);
    expect(await names({ q: 'm3' })).toEqual([]);
    expect(await names({ q: 'm3', includeSold: 'true' })).toEqual(['Leica M3']);
  });

  it('orders featured listings first, then the newest, as the inventory does', async () => {
    expect((await names({})).slice(0, 3)).toEqual(['Leica Q2', 'Leica M6 TTL', 'Leitz Leica IIIf rangefinder']);
  });

  it('pages through the results and says how many listings it looked through', async () => {
    const first = await searchDevice(searchQuerySchema.parse({ q: 'leica', limit: 2, sort: 'price-asc' }));
    expect(first.items.map((item) => item.name)).toEqual(['Nikon FM2', 'Leitz Leica IIIf rangefinder']);
    expect(first.fromDevice).toEqual({ listings: 6 });
    const second = await searchDevice(
      searchQuerySchema.parse({ q: 'leica', limit: 2, sort: 'price-asc', cursor: first.nextCursor! }),
    );
    expect(second.items.map((item) => item.name)).toEqual(['Leica M6 TTL', 'Leica Q2']);
    expect(second.nextCursor).toBeNull();
  });

  it('hears of a sale another tab learned, without being built again', async () => {
    await keepListings(
      [listing('fm2', 'Nikon FM2', { brand: 'Nikon', resellPrice: 275, availability: 'sold' })],
      Date.now(),
    );
    await expect.poll(() => names({ brand: 'Nikon' })).toEqual([]);
  });
});

describe('type-ahead on this device', () => {
  it('offers the names of listings for sale whose words start with what is typed, as the server does', async () => {
    // The Leica M3 and (since the test above) the Nikon FM2, whose description says "Leica-mount", are sold.
    expect(await suggestOnDevice('lei')).toEqual(['Leica M6 TTL', 'Leica Q2', 'Leitz Leica IIIf rangefinder']);
    expect(await suggestOnDevice('leica m6')).toEqual(['Leica M6 TTL']);
    expect(await suggestOnDevice('x100')).toEqual(['Fujifilm X100V']);
    expect(await suggestOnDevice('zeiss')).toEqual([]);
    expect(await suggestOnDevice('  ')).toEqual([]);
  });
});
