import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isNull, ne } from 'drizzle-orm';
import { CATEGORIES, CONDITIONS } from '@contract/catalogue.ts';
import { GRADE_CODES, ITEM_TYPES } from '@contract/listing-details.ts';
import { listingInputSchema, type ListingFormValues } from '@contract/selling.ts';
import { searchesFinding } from '@server/catalogue/search-products.ts';
import { savedSearches } from '@server/db/schema.ts';
import {
  keyUnkeyedSearches,
  parseSavedQuery,
  saveSearch,
  searchesFindingListing,
} from '@server/saved-searches/saved-searches.ts';
import { createListing } from '@server/selling/seller-listings.ts';
import { givenUploadedBy } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 31: the alert worker reads only the saved searches sharing an anchor key with a listing. Every search the
// full scan (every saved search through `searchesFinding`) finds must be among them, on a varied set of searches.
let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp({ ALERT_SWEEP_SECONDS: '0' });
  seller = await newSession(t, 'Seller');
  await givenUploadedBy(t, seller.userId, validListingInput().images);
});
afterAll(() => t.close());

const LISTINGS: Array<Partial<ListingFormValues>> = [
  {
    name: 'Leica M6 TTL 0.72',
    brand: 'Leica',
    type: 'camera',
    category: 'Film',
    condition: 'Excellent',
    grade: 'EX+',
    resellPrice: 2150,
    location: 'Seattle, WA',
    description: 'Rangefinder with a Summicron-M 50mm f/2; shutter serviced, café-racer black paint. ÉCLAIR Ⅷ ½.',
  },
  {
    name: 'Nikon F3 HP',
    brand: 'Nikon',
    type: 'camera',
    category: 'Film',
    condition: 'Good',
    resellPrice: 420,
    location: 'Portland, OR',
    description: 'Classic professional SLR, meter works, light seals replaced. Comes with a Nikkor 50mm 1.4 AI-S.',
  },
  {
    name: 'Summilux-M 35mm f/1.4 ASPH',
    brand: 'Leica',
    type: 'lens',
    mount: 'Leica M',
    category: 'Mirrorless',
    condition: 'Excellent',
    grade: 'LN',
    resellPrice: 3900,
    location: 'Lyon',
    description: 'Lens for the M mount, 中文 manual included, clean glass with no haze or fungus.',
  },
  {
    name: 'Fujifilm X100V silver',
    brand: 'FujiFilm',
    type: 'camera',
    category: 'Point & Shoot',
    condition: 'Fair',
    grade: 'BGN',
    resellPrice: 980,
    location: 'Berlin',
    description: 'Fixed 23mm lens, weather sealing kit, two batteries. Some brassing on the top plate.',
  },
  {
    name: 'Peak Design strap and L-bracket',
    brand: 'Other',
    type: 'accessory',
    category: 'Action',
    condition: 'Good',
    resellPrice: 45,
    location: 'Seattle, WA',
    description: 'Slide lite strap and an Arca-Swiss L bracket, both barely used; x100f-era half case too.',
  },
];

/** Words from the listings above, their prefixes, others no listing has, and text PostgreSQL splits its own way. */
const WORDS = [
  'leica',
  'lei',
  'l',
  'm6',
  'm',
  'ttl',
  'summicron',
  'summ',
  'summilux',
  'nikon',
  'nik',
  'nikkor',
  'f3',
  'fujifilm',
  'fuji',
  'x100v',
  'x100',
  'x100f',
  '50mm',
  '35mm',
  'f/2',
  'f/1.4',
  '1.4',
  'café',
  'CAFÉ',
  'éclair',
  'Ⅷ',
  '½',
  '中文',
  'rangefinder',
  'strap',
  'arca-swiss',
  'l-bracket',
  'lens',
  'film',
  'camera',
  'hasselblad',
  'rolleiflex',
  'xyzzy',
  'black',
  'silver',
  'aspherical',
];
const BRANDS = ['Leica', 'Nikon', 'FujiFilm', 'Canon', 'Other'];
const MOUNTS = ['Leica M', 'Nikon F', 'Sony E'];
const PLACES = [
  { lat: 47.61, lng: -122.33 }, // Seattle
  { lat: 45.76, lng: 4.84 }, // Lyon
  { lat: -33.87, lng: 151.21 }, // Sydney: no listing near
];

const someOf = <T>(values: readonly T[]) =>
  fc.subarray([...values], { minLength: 1, maxLength: 3 }).map((picked) => picked.join(','));

/** Each filter a saved search may have, as query-string pairs. */
const FILTERS: Record<string, fc.Arbitrary<Array<[string, string]>>> = {
  q: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }).map((words) => [['q', words.join(' ')]]),
  category: fc.constantFrom(...CATEGORIES).map((category) => [['category', category]]),
  type: someOf(ITEM_TYPES).map((types) => [['type', types]]),
  brand: someOf(BRANDS).map((brands) => [['brand', brands]]),
  mount: someOf(MOUNTS).map((mounts) => [['mount', mounts]]),
  condition: someOf(CONDITIONS).map((conditions) => [['condition', conditions]]),
  grade: someOf(GRADE_CODES).map((grades) => [['grade', grades]]),
  minPrice: fc.constantFrom('0', '100', '500', '1000').map((price) => [['minPrice', price]]),
  maxPrice: fc.constantFrom('50', '1000', '2500', '5000').map((price) => [['maxPrice', price]]),
  place: fc.record({ at: fc.constantFrom(...PLACES), radius: fc.constantFrom(25, 200, 500) }).map(({ at, radius }) => [
    ['lat', `${at.lat}`],
    ['lng', `${at.lng}`],
    ['radius', `${radius}`],
  ]),
};

/** A saved search's query string, as the results page writes it: one to three of the filters, words most often. */
const searchQuery = fc
  .tuple(fc.boolean(), fc.subarray(Object.keys(FILTERS), { minLength: 1, maxLength: 3 }))
  .chain(([withWords, names]) => {
    const chosen = withWords && !names.includes('q') ? ['q', ...names.slice(1)] : names;
    return fc.tuple(...chosen.map((name) => FILTERS[name]!));
  })
  .map((pairs) => new URLSearchParams(pairs.flat()).toString())
  .filter((query) => parseSavedQuery(query) !== null);

describe('anchor keys', () => {
  it('make every search the full scan finds a candidate, on 400 varied searches and 5 varied listings', async () => {
    const queries = [...new Set(fc.sample(searchQuery, { seed: 31, numRuns: 500 }))].slice(0, 400);
    expect(queries.length).toBe(400);
    // A hundred saved through the API's own function (keyed as they are saved), 20 a buyer; the rest written straight
    // into the table as before the keys existed, then keyed by the worker's backfill.
    const buyers: string[] = [];
    for (let n = 0; n < 10; n += 1) buyers.push((await newSession(t, 'Buyer')).userId);
    for (const [index, query] of queries.slice(0, 100).entries()) {
      await saveSearch(t.database.db, buyers[Math.floor(index / 20)]!, { query, label: `Search ${index}` });
    }
    await t.database.db.insert(savedSearches).values(
      queries.slice(100).map((query, index) => ({
        // A few are the seller's own: neither way tells them of their own listings.
        userId: index % 50 === 0 ? seller.userId : buyers[index % buyers.length]!,
        query,
        label: `Search ${100 + index}`,
      })),
    );
    expect(await keyUnkeyedSearches(t.database.db)).toBe(300);
    expect(await t.database.db.select().from(savedSearches).where(isNull(savedSearches.keysVersion))).toEqual([]);

    let found = 0;
    let tested = 0;
    for (const listing of LISTINGS) {
      const input = listingInputSchema.parse(validListingInput(listing));
      const { id } = await createListing(t.database.db, seller.userId, input);
      const everySearch = (
        await t.database.db.select().from(savedSearches).where(ne(savedSearches.userId, seller.userId))
      ).map((row) => ({ id: row.id, filters: parseSavedQuery(row.query)! }));
      const fullScan = await searchesFinding(t.database.db, id, everySearch);
      const byKeys = await searchesFindingListing(t.database.db, id);
      expect(byKeys!.finding.map((search) => search.id).sort(), listing.name).toEqual([...fullScan].sort());
      found += fullScan.length;
      tested += byKeys!.tested;
    }
    // The comparison means something: searches found each listing, and far fewer than all were read.
    expect(found).toBeGreaterThan(100);
    expect(tested).toBeLessThan((LISTINGS.length * 400) / 3);
  }, 120_000);
});
