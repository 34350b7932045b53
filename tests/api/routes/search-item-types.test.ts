import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultsSchema } from '@contract/search.ts';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* Lenses and accessories have their own type, lenses a mount, and brands follow the data (issue 31, finding 5). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const seller = await insertSeller(db);
  const listing = (overrides: Parameters<typeof insertProduct>[2]) => insertProduct(db, seller.id, overrides);
  await listing({ name: 'Canon AE-1 Program', brand: 'Canon', category: 'Film', resellPriceCents: 18_000 });
  await listing({ name: 'Canon A-1', brand: 'Canon', category: 'Film', resellPriceCents: 22_000 });
  await listing({
    name: 'Sigma 35mm f/1.4 DG HSM Art',
    brand: 'Sigma',
    type: 'lens',
    mount: 'Canon EF',
    category: 'DSLR',
    resellPriceCents: 42_000,
  });
  await listing({
    name: 'Voigtländer Nokton 40mm f/1.4',
    brand: 'Voigtländer',
    type: 'lens',
    mount: 'Leica M',
    category: 'Film',
    resellPriceCents: 38_000,
  });
  await listing({ name: 'Minolta X-700', brand: 'Minolta', category: 'Film', resellPriceCents: 16_000 });
  await listing({
    name: 'DJI RS 3 Mini gimbal',
    brand: 'DJI',
    type: 'accessory',
    category: 'Mirrorless',
    resellPriceCents: 21_000,
  });
  await listing({
    name: 'Tamron 28-75mm f/2.8 Di III',
    brand: 'Tamron',
    type: 'lens',
    mount: 'Sony E',
    category: 'Mirrorless',
    resellPriceCents: 55_000,
    availability: 'sold',
  });
  await listing({ name: 'Kiev 88', brand: 'Other', category: 'Medium Format', resellPriceCents: 30_000 });
});
afterAll(() => t.close());

async function names(query: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultsSchema.parse(response.json()).items.map((item) => item.name);
}

describe('type, lens mount, and brands beyond the known list', () => {
  it('filters by type: lenses, accessories, or both', async () => {
    expect(await names('type=lens&sort=price-asc')).toEqual([
      'Voigtländer Nokton 40mm f/1.4',
      'Sigma 35mm f/1.4 DG HSM Art',
    ]);
    expect(await names('type=accessory')).toEqual(['DJI RS 3 Mini gimbal']);
    expect(await names('type=lens,accessory&sort=price-asc')).toEqual([
      'DJI RS 3 Mini gimbal',
      'Voigtländer Nokton 40mm f/1.4',
      'Sigma 35mm f/1.4 DG HSM Art',
    ]);
    expect(await names('type=camera&category=film&sort=price-asc')).toEqual([
      'Minolta X-700',
      'Canon AE-1 Program',
      'Canon A-1',
    ]);
  });

  it('filters lenses by mount, spelt any way', async () => {
    expect(await names('mount=Leica%20M')).toEqual(['Voigtländer Nokton 40mm f/1.4']);
    expect(await names('mount=canon%20ef,LEICA%20M&sort=price-desc')).toEqual([
      'Sigma 35mm f/1.4 DG HSM Art',
      'Voigtländer Nokton 40mm f/1.4',
    ]);
    expect(await names('mount=Sony%20E&includeSold=true')).toEqual(['Tamron 28-75mm f/2.8 Di III']);
  });

  it('finds Minolta, Sigma and DJI by their own brand rather than "Other"', async () => {
    expect(await names('brand=Minolta')).toEqual(['Minolta X-700']);
    expect(await names('brand=sigma,DJI&sort=price-asc')).toEqual([
      'DJI RS 3 Mini gimbal',
      'Sigma 35mm f/1.4 DG HSM Art',
    ]);
    expect(await names('brand=Other')).toEqual(['Kiev 88']);
  });

  it('offers as filters the brands and mounts of the listings for sale, and only those, Other last', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/catalogue-filters' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      brands: [
        { name: 'Canon', count: 2 },
        { name: 'DJI', count: 1 },
        { name: 'Minolta', count: 1 },
        { name: 'Sigma', count: 1 },
        { name: 'Voigtländer', count: 1 },
        { name: 'Other', count: 1 },
      ],
      mounts: [
        { name: 'Canon EF', count: 1 },
        { name: 'Leica M', count: 1 },
      ],
    });
  });

  it.each([
    ['type=drone', 'type'],
    [`mount=${'M'.repeat(501)}`, 'mount'],
  ])('answers 400 for %s naming %s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });
});
