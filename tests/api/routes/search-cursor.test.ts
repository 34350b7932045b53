import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Finding: a hand-made page cursor (a keyset value that is not a date, a price as a string, 9e15) was a 500. */
let t: TestApp;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await insertSeller(t.database.db);
  listingId = (await insertProduct(t.database.db, seller.id)).id;
});
afterAll(() => t.close());

const ANY_ID = '7d0c6b2e-1f4a-4f3e-9d7b-2a9c5e8f1b30';
const encode = (cursor: object) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function search(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/products?${query}` });
}

describe('GET /api/products with a hand-made cursor', () => {
  // The table is built before the listing exists, so the cursors carry an id of their own.
  const keyset = (sort: string, value: unknown) => ({ kind: 'keyset', sort, textMode: 'words', value, id: ANY_ID });

  it.each([
    ['a newest keyset that is not a date', 'newest', keyset('newest', 'not-a-date')],
    ['a newest keyset given as a number', 'newest', keyset('newest', 1_700_000_000_000)],
    ['a price given as a string', 'price-asc', keyset('price-asc', 'cheap')],
    ['a price of 9e15 cents', 'price-desc', keyset('price-desc', 9e15)],
    ['a negative price', 'price-asc', keyset('price-asc', -5)],
    ['a fractional price', 'price-asc', keyset('price-asc', 12.5)],
    ['an id that is not a uuid', 'newest', { ...keyset('newest', '2026-01-01T00:00:00.000Z'), id: 'x' }],
    ['an offset of 9e15', 'relevance', { kind: 'offset', sort: 'relevance', textMode: 'words', offset: 9e15 }],
    ['an array', 'newest', ['keyset']],
    ['null', 'newest', null],
  ])('answers 400 naming cursor for %s', async (_label, sort, cursor) => {
    const q = sort === 'relevance' ? '&q=nikon' : '';
    const response = await search(`sort=${sort}${q}&cursor=${encode(cursor as object)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'bad_request', field: 'cursor' });
  });

  it('still follows a cursor the server made', async () => {
    const cursor = encode(keyset('newest', new Date(Date.now() + 60_000).toISOString()));
    const response = await search(`sort=newest&cursor=${cursor}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((item: { _id: string }) => item._id)).toEqual([listingId]);
  });
});
