import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { placesAnswerSchema } from '@contract/places.ts';
import { searchResultsSchema, type SearchResults } from '@contract/search.ts';
import { products } from '@server/db/schema.ts';
import { placeUnplacedListings } from '@server/places/listing-place.ts';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { givenUploadedBy } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { newSession } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

const BERLIN = { latitude: 52.52437, longitude: 13.41053 };
beforeAll(async () => {
  t = await createTestApp();
  const seller = await insertSeller(t.database.db);
  const listing = (name: string, place: { latitude: number; longitude: number } | null, location = 'Somewhere') =>
    insertProduct(t.database.db, seller.id, { name, location, ...place });
  await listing('Leica M6 in Berlin', BERLIN, 'Berlin, Germany');
  await listing('Contax G2 in Potsdam', { latitude: 52.39886, longitude: 13.06566 }, 'Potsdam, Germany');
  await listing('Rolleiflex in Hamburg', { latitude: 53.57532, longitude: 10.01534 }, 'Hamburg, Germany');
  await listing('Nikon F3 in Taveuni', { latitude: -16.8, longitude: -179.9 }, 'Taveuni, Fiji');
  await listing('Pentax 67 with no known place', null, 'Xyzzy Town');
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  const raw = response.json() as unknown;
  return {
    status: response.statusCode,
    raw,
    body:
      response.statusCode === 200 ? searchResultsSchema.parse(raw) : ({ items: [], raw } as unknown as SearchResults),
  };
}
const names = async (query: string) => {
  const { status, raw, body } = await search(query);
  expect(status, JSON.stringify(raw)).toBe(200);
  return body.items.map((item) => item.name);
};

describe('GET /api/products near a point', () => {
  it('finds the listings within the radius, measured along the globe', async () => {
    expect(await names('lat=52.52437&lng=13.41053&radius=50&sort=distance')).toEqual([
      'Leica M6 in Berlin',
      'Contax G2 in Potsdam',
    ]);
    expect(await names('lat=52.52437&lng=13.41053&radius=300&sort=distance')).toEqual([
      'Leica M6 in Berlin',
      'Contax G2 in Potsdam',
      'Rolleiflex in Hamburg',
    ]);
  });

  it('finds a listing across the antimeridian: from lng 179.9 in Fiji to one at lng -179.9', async () => {
    expect(await names('lat=-16.8&lng=179.9&radius=25')).toEqual(['Nikon F3 in Taveuni']);
    expect(await names('lat=-16.8&lng=-179.95&radius=25')).toEqual(['Nikon F3 in Taveuni']);
  });

  it('with a radius of 0 finds only listings at that very point', async () => {
    expect(await names('lat=52.52437&lng=13.41053&radius=0')).toEqual(['Leica M6 in Berlin']);
    expect(await names('lat=52.5&lng=13.4&radius=0')).toEqual([]);
  });

  it('sorts nearest first, listings without a place last, the same across pages', async () => {
    const everything = [
      'Contax G2 in Potsdam',
      'Leica M6 in Berlin',
      'Rolleiflex in Hamburg',
      'Nikon F3 in Taveuni',
      'Pentax 67 with no known place',
    ];
    expect(await names('lat=52.4&lng=13.07&sort=distance')).toEqual(everything);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SearchResults = (
        await search(`lat=52.4&lng=13.07&sort=distance&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).body;
      paged.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(everything);
  });

  it('answers each listing with its coordinates, null where none is known', async () => {
    const { items } = (await search('q=leica')).body;
    expect(items[0]?.coordinates).toEqual({ lat: 52.52437, lng: 13.41053 });
    const unplaced = (await search('q=pentax')).body.items[0];
    expect(unplaced?.coordinates).toBeNull();
  });

  it.each([
    ['lat=52.5', 'lng'],
    ['lng=13.4', 'lat'],
    ['lat=52.5&lng=13.4&radius=-1', 'radius'],
    ['lat=52.5&lng=13.4&radius=501', 'radius'],
    ['lat=52.5&lng=13.4&radius=near', 'radius'],
    ['radius=10', 'lat'],
    ['sort=distance', 'lat'],
    ['lat=91&lng=13.4', 'lat'],
    ['lat=52.5&lng=-181', 'lng'],
  ])('answers 400 for %s naming %s', async (query, field) => {
    const { status, raw } = await search(query);
    expect(status).toBe(400);
    expect((raw as { error: { field: string } }).error.field).toBe(field);
  });

  it('narrows the offline catalogue by the same radius', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/offline-catalogue?lat=-16.8&lng=179.9&radius=25' });
    expect(response.json().items.map((item: { name: string }) => item.name)).toEqual(['Nikon F3 in Taveuni']);
  });
});

describe('places', () => {
  it('suggests cities by the start of their name, largest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/places?q=berl' });
    const { items } = placesAnswerSchema.parse(response.json());
    expect(items[0]).toEqual({ label: 'Berlin, Germany', lat: 52.52437, lng: 13.41053 });
    const brooklyn = placesAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/places?q=brooklyn,%20ny' })).json(),
    );
    expect(brooklyn.items.map((place) => place.label)).toEqual(['Brooklyn, NY', 'Brooklyn Heights, NY']);
  });

  it('answers 400 naming q when nothing was typed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/places?q=%20' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('q');
  });

  it('places a new listing at the city its location names, and moves it when the location changes', async () => {
    const seller = await newSession(t, 'Seller', { verified: true });
    await givenUploadedBy(t, seller.userId, validListingInput().images);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: validListingInput({ location: 'Lyon, France' }),
    });
    const { insertedId } = created.json();
    const placeOf = async () => (await t.database.db.select().from(products).where(eq(products.id, insertedId)))[0];
    expect(await placeOf()).toMatchObject({ latitude: 45.74846, longitude: 4.84671 });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/my-products/${insertedId}`,
      headers: seller.headers,
      payload: { location: 'Amsterdam, Netherlands' },
    });
    expect(await placeOf()).toMatchObject({ latitude: 52.37403, longitude: 4.88969 });
  });

  it('places listings stored before listings had places from their location text', async () => {
    const seller = await insertSeller(t.database.db);
    const old = await insertProduct(t.database.db, seller.id, { name: 'Old listing', location: 'Brooklyn, NY' });
    expect(await placeUnplacedListings(t.database.db)).toEqual({ lookedUp: 2, placed: 1 });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, old.id));
    expect(row).toMatchObject({ latitude: 40.6501, longitude: -73.94958 });
  });

  it('looks a place up once: a location no place has ("Xyzzy Town") is not looked up again at the next start', async () => {
    expect(await placeUnplacedListings(t.database.db)).toEqual({ lookedUp: 0, placed: 0 });
  });
});
