import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchParams } from '@contract/search';
import { keepListings } from '@device-catalogue/device-listings';
import { searchDevice } from '@/offline/catalogue/device-search';
import { listing } from './support/listing';

/*
 * "Near me" with no connection answers like the server (tests/api/routes/search-radius.test.ts): the radius measured
 * along the globe, across the antimeridian, a radius of 0, nearest first with listings without a place last.
 */

beforeAll(async () => {
  await keepListings(
    [
      listing('berlin', 'Leica M6 in Berlin', { coordinates: { lat: 52.52437, lng: 13.41053 } }),
      listing('potsdam', 'Contax G2 in Potsdam', { coordinates: { lat: 52.39886, lng: 13.06566 } }),
      listing('hamburg', 'Rolleiflex in Hamburg', { coordinates: { lat: 53.57532, lng: 10.01534 } }),
      listing('taveuni', 'Nikon F3 in Taveuni', { coordinates: { lat: -16.8, lng: -179.9 } }),
      listing('nowhere', 'Pentax 67 with no known place', { coordinates: null }),
    ],
    Date.now(),
  );
});

async function names(params: SearchParams) {
  const page = await searchDevice(searchQuerySchema.parse(params));
  return page.items.map((item) => item.name);
}

describe('searching the listings on this device near a point', () => {
  it('finds the listings within the radius', async () => {
    expect(await names({ lat: '52.52437', lng: '13.41053', radius: '50', sort: 'distance' })).toEqual([
      'Leica M6 in Berlin',
      'Contax G2 in Potsdam',
    ]);
    expect(await names({ lat: '52.52437', lng: '13.41053', radius: '300', sort: 'distance' })).toEqual([
      'Leica M6 in Berlin',
      'Contax G2 in Potsdam',
      'Rolleiflex in Hamburg',
    ]);
  });

  it('finds a listing across the antimeridian: from lng 179.9 in Fiji to one at lng -179.9', async () => {
    expect(await names({ lat: '-16.8', lng: '179.9', radius: '25' })).toEqual(['Nikon F3 in Taveuni']);
  });

  it('with a radius of 0 finds only listings at that very point', async () => {
    expect(await names({ lat: '52.52437', lng: '13.41053', radius: '0' })).toEqual(['Leica M6 in Berlin']);
    expect(await names({ lat: '52.5', lng: '13.4', radius: '0' })).toEqual([]);
  });

  it('sorts nearest first, listings without a place last', async () => {
    expect(await names({ lat: '52.4', lng: '13.07', sort: 'distance' })).toEqual([
      'Contax G2 in Potsdam',
      'Leica M6 in Berlin',
      'Rolleiflex in Hamburg',
      'Nikon F3 in Taveuni',
      'Pentax 67 with no known place',
    ]);
  });
});
