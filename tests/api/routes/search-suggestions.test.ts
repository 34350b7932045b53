import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* Issue 31: type-ahead suggestions of models for sale, most listed first. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await insertSeller(t.database.db);
  for (const [name, availability] of [
    ['Zorki M6 Black', 'available'],
    ['Zorki M6 Black', 'available'],
    ['Zorki M3 Chrome', 'available'],
    ['Zorki Q2', 'sold'],
    ['Kiev 88', 'available'],
  ] as const) {
    await insertProduct(t.database.db, seller.id, { name, brand: 'Other', availability });
  }
});
afterAll(() => t.close());

const suggest = async (q: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/search-suggestions?q=${encodeURIComponent(q)}` });
  return { status: response.statusCode, body: response.json() };
};

describe('search suggestions', () => {
  it('offer the models for sale whose words start with what is typed, the most listed first', async () => {
    expect(await suggest('zork')).toEqual({ status: 200, body: ['Zorki M6 Black', 'Zorki M3 Chrome'] });
    expect(await suggest('zorki m3')).toEqual({ status: 200, body: ['Zorki M3 Chrome'] });
    expect(await suggest('kiev')).toEqual({ status: 200, body: ['Kiev 88'] });
    expect(await suggest('zz')).toEqual({ status: 200, body: [] });
  });

  it('name the field when too little is typed', async () => {
    const refused = await suggest('z');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ field: 'q' });
  });
});
