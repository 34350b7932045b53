import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchParams } from '@contract/search';
import { keepListings } from '@device-catalogue/device-listings';
import { searchDevice } from '@/offline/catalogue/device-search';
import { listing } from './support/listing';

/* With no connection, the type and mount filters answer like the server's (tests/api/routes/search-item-types.test.ts). */

beforeAll(async () => {
  await keepListings(
    [
      listing('ae1', 'Canon AE-1 Program', { brand: 'Canon', resellPrice: 180 }),
      listing('sigma', 'Sigma 35mm f/1.4 DG HSM Art', {
        brand: 'Sigma',
        type: 'lens',
        mount: 'Canon EF',
        category: 'DSLR',
        resellPrice: 420,
      }),
      listing('nokton', 'Voigtländer Nokton 40mm f/1.4', {
        brand: 'Voigtländer',
        type: 'lens',
        mount: 'Leica M',
        resellPrice: 380,
      }),
      listing('gimbal', 'DJI RS 3 Mini gimbal', { brand: 'DJI', type: 'accessory', resellPrice: 210 }),
    ],
    Date.now(),
  );
});

async function names(params: SearchParams) {
  const page = await searchDevice(searchQuerySchema.parse(params));
  return page.items.map((item) => item.name);
}

describe('the type and mount filters on this device', () => {
  it('keeps lenses, accessories or cameras apart', async () => {
    expect(await names({ type: 'lens', sort: 'price-asc' })).toEqual([
      'Voigtländer Nokton 40mm f/1.4',
      'Sigma 35mm f/1.4 DG HSM Art',
    ]);
    expect(await names({ type: 'camera,accessory', sort: 'price-asc' })).toEqual([
      'Canon AE-1 Program',
      'DJI RS 3 Mini gimbal',
    ]);
  });

  it('finds a lens by its mount, spelt any way, and a brand beyond the known list', async () => {
    expect(await names({ mount: 'leica m' })).toEqual(['Voigtländer Nokton 40mm f/1.4']);
    expect(await names({ brand: 'dji' })).toEqual(['DJI RS 3 Mini gimbal']);
  });
});
