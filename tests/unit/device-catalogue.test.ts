import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@contract/catalogue';
import type { OfflineCataloguePage } from '@contract/search';
import {
  forgetListings,
  markListingViewed,
  mergeHeard,
  readAllListings,
  readListing,
} from '@device-catalogue/device-listings';
import {
  downloadSet,
  photosToKeep,
  type CatalogueTransport,
  type DownloadProgress,
} from '@device-catalogue/download-set';
import { OFFLINE_PHOTOS_CACHE, photosToEvict, photoUsage, writePhotoCapMb } from '@device-catalogue/photo-store';
import { refreshSavedSets, removeSavedSet } from '@device-catalogue/saved-set-lifecycle';
import { readSavedSets } from '@device-catalogue/saved-sets';
import { MemoryCacheStorage } from './support/memory-cache-storage';
import { listing } from './support/listing';

const T0 = 1_700_000_000_000;
const HOUR = 60 * 60 * 1000;
const KB = 1024;

/** The server as a download meets it: pages of `pageSize`, photos of `photoBytes` each, and what it was asked. */
function fakeServer(catalogue: Product[], { pageSize = 2, photoBytes = 10 * KB, sold = [] as string[] } = {}) {
  const asked: string[] = [];
  const transport: CatalogueTransport = {
    async page(params) {
      asked.push(`page ${params.toString()}`);
      const start = Number(params.get('cursor') ?? 0);
      const items = catalogue.slice(start, start + pageSize);
      const next = start + pageSize < catalogue.length ? String(start + pageSize) : null;
      return { items, nextCursor: next, total: start === 0 ? catalogue.length : null } satisfies OfflineCataloguePage;
    },
    async availability(ids) {
      asked.push(`availability ${ids.join(',')}`);
      const known = ids.filter((id) => sold.includes(id));
      return { items: known.map((id) => ({ _id: id, availability: 'sold' as const })) };
    },
    async photo(url) {
      asked.push(`photo ${url}`);
      return new Response(new Uint8Array(photoBytes), { headers: { 'Content-Type': 'image/webp' } });
    },
  };
  return { transport, asked };
}

let cacheStorage: MemoryCacheStorage;

beforeEach(async () => {
  cacheStorage = new MemoryCacheStorage();
  (globalThis as { caches?: unknown }).caches = cacheStorage;
  // The database stays open between tests: every record is forgotten instead.
  for (const saved of await readSavedSets()) await removeSavedSet(saved.id);
  await forgetListings((await readAllListings()).map((kept) => kept.product._id));
  await writePhotoCapMb(0); // every photo record goes
  await writePhotoCapMb(200);
});

const signal = new AbortController().signal;

describe('the photos a saved listing keeps', () => {
  it('keeps every photo of a listing, full size and thumbnail, each once, so later photos open offline too', () => {
    const product = listing('a', 'Nikon FM2', {
      images: [
        { url: '/uploads/a.webp', thumbUrl: '/uploads/a-thumb.webp' },
        { url: '/uploads/a-2.webp', thumbUrl: '/uploads/a-2-thumb.webp' },
        { url: '/uploads/a-3.webp', thumbUrl: '/uploads/a-3-thumb.webp' },
      ],
    });
    expect(photosToKeep(product)).toEqual([
      '/uploads/a-thumb.webp',
      '/uploads/a.webp',
      '/uploads/a-2-thumb.webp',
      '/uploads/a-2.webp',
      '/uploads/a-3-thumb.webp',
      '/uploads/a-3.webp',
    ]);
  });
});

describe('a seller saved twice', () => {
  it('from two of their listings is one saved set, brought up to date', async () => {
    const sellers = [listing('a', 'Nikon FM2'), listing('b', 'Nikon F3')];
    const server = fakeServer(sellers);
    await downloadSet({ kind: 'seller', listingId: 'a' }, "Anna Analog's listings", {
      transport: server.transport,
      signal,
    });
    await downloadSet({ kind: 'seller', listingId: 'b' }, "Anna Analog's listings", {
      transport: server.transport,
      signal,
    });
    expect((await readSavedSets()).map((saved) => [saved.id, saved.listingIds])).toEqual([['seller:a', ['a', 'b']]]);
  });
});

describe('room on the device: writes first', () => {
  const MB = 1024 * 1024;
  /** A device whose storage the browser says is `quota`, of which `used` is used, and which fills as photos come. */
  function device(quota: number, used: number) {
    return async () => ({ quota, usage: used + (await photoUsage()).bytes });
  }

  it("keeps photos only while the writes' headroom stays free, and says how many it left out", async () => {
    const catalogue = ['a', 'b', 'c', 'd'].map((id) => listing(id, `Camera ${id}`));
    const server = fakeServer(catalogue, { photoBytes: 1 * MB });
    const saved = await downloadSet({ kind: 'catalogue' }, 'The whole catalogue', {
      transport: server.transport,
      signal,
      headroomBytes: 20 * MB,
      estimate: device(25 * MB, 0),
    });
    // 25 MB, of which 20 stay free for writes: 4 of the 8 one-megabyte photos fit (a tenth is left for listings).
    expect((await photoUsage()).bytes).toBe(4 * MB);
    expect(saved.photosSkipped).toBe(4);
    expect(saved.listingIds).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not start when the device has no room beyond the headroom', async () => {
    const server = fakeServer([listing('a', 'Camera a')]);
    await expect(
      downloadSet({ kind: 'catalogue' }, 'The whole catalogue', {
        transport: server.transport,
        signal,
        headroomBytes: 20 * MB,
        estimate: device(30 * MB, 15 * MB),
      }),
    ).rejects.toThrow('No room on this phone for more of the download.');
    expect(server.asked).toEqual([]);
  });
});

describe('what the device keeps when it hears of a listing', () => {
  it('takes the newest copy, but a sale it heard of is never undone by an older "available"', () => {
    const sold = { product: listing('a', 'Nikon FM2', { availability: 'sold' }), heardAt: T0, viewedAt: T0 - HOUR };
    const stale = listing('a', 'Nikon FM2', { resellPrice: 199 });
    expect(mergeHeard(sold, stale, T0 + HOUR)).toEqual({
      product: { ...stale, availability: 'sold' },
      heardAt: T0 + HOUR,
      viewedAt: T0 - HOUR,
    });
  });

  it('keeps a copy it heard later than one it hears now (a cached answer replayed offline)', () => {
    const recent = { product: listing('a', 'Nikon FM2', { resellPrice: 240 }), heardAt: T0 + HOUR, viewedAt: null };
    expect(mergeHeard(recent, listing('a', 'Nikon FM2', { resellPrice: 275 }), T0).product.resellPrice).toBe(240);
  });

  it("keeps the seller's phone from their own listing when a catalogue copy leaves it out", () => {
    const own = { product: listing('a', 'Nikon FM2', { phone: '+1 503 555 0100' }) };
    const merged = mergeHeard({ ...own, heardAt: T0, viewedAt: null }, listing('a', 'Nikon FM2'), T0 + 1);
    expect(merged.product).toMatchObject({ phone: '+1 503 555 0100' });
  });
});

describe('which photos make room under the cap', () => {
  const photos = [
    { url: 'viewed-yesterday', bytes: 40, lastUsed: T0 - 24 * HOUR },
    { url: 'stored-last-week', bytes: 40, lastUsed: T0 - 7 * 24 * HOUR },
    { url: 'viewed-now', bytes: 40, lastUsed: T0 },
  ];

  it('the least recently used first, only as many as needed', () => {
    expect(photosToEvict(photos, 120, 30, 120)).toEqual(['stored-last-week']);
    expect(photosToEvict(photos, 120, 50, 120)).toEqual(['stored-last-week', 'viewed-yesterday']);
  });

  it('none when even all of them would not make room', () => {
    expect(photosToEvict(photos, 120, 200, 150)).toBeNull();
  });
});

describe('saving a set for offline', () => {
  const catalogue = [listing('a', 'Leica M6'), listing('b', 'Nikon FM2'), listing('c', 'Canon AE-1')];

  it('keeps every listing and its photos, with the progress of listings and bytes', async () => {
    const server = fakeServer(catalogue);
    const progress: DownloadProgress[] = [];
    const saved = await downloadSet({ kind: 'category', category: 'film' }, 'Film', {
      transport: server.transport,
      signal,
      onProgress: (step) => progress.push(step),
      now: () => T0,
    });
    expect(saved).toMatchObject({ id: 'category:film', label: 'Film', listingIds: ['a', 'b', 'c'], savedAt: T0 });
    expect(server.asked.filter((call) => call.startsWith('page'))).toEqual([
      'page category=film',
      'page category=film&cursor=2',
    ]);
    expect(progress.map(({ listingsDone, listingsTotal }) => `${listingsDone}/${listingsTotal}`)).toEqual([
      '1/3',
      '2/3',
      '3/3',
    ]);
    expect(progress.at(-1)!.bytes).toBeGreaterThan(6 * 10 * KB);
    expect((await readAllListings()).map((kept) => kept.product.name).sort()).toEqual([
      'Canon AE-1',
      'Leica M6',
      'Nikon FM2',
    ]);
    expect(cacheStorage.paths(OFFLINE_PHOTOS_CACHE)).toEqual([
      '/uploads/a-thumb.webp',
      '/uploads/a.webp',
      '/uploads/b-thumb.webp',
      '/uploads/b.webp',
      '/uploads/c-thumb.webp',
      '/uploads/c.webp',
    ]);
    expect(await photoUsage()).toEqual({ bytes: 60 * KB, photos: 6 });
  });

  it('brought up to date: new listings come, photos kept are not fetched again, a sale is heard, a removal forgotten', async () => {
    await downloadSet({ kind: 'catalogue' }, 'The whole catalogue', {
      transport: fakeServer(catalogue).transport,
      signal,
      now: () => T0,
    });
    const later = [listing('d', 'Pentax K1000'), listing('a', 'Leica M6')];
    const server = fakeServer(later, { sold: ['b'] });
    await refreshSavedSets({ transport: server.transport, staleAfterMs: HOUR, now: () => T0 + 2 * HOUR });
    expect(server.asked.filter((call) => call.startsWith('photo'))).toEqual([
      'photo /uploads/d-thumb.webp',
      'photo /uploads/d.webp',
    ]);
    expect(server.asked).toContain('availability b,c');
    expect((await readListing('b'))?.product.availability).toBe('sold');
    expect(await readListing('c')).toBeUndefined();
    expect(cacheStorage.paths(OFFLINE_PHOTOS_CACHE)).not.toContain('/uploads/c.webp');
    expect((await readSavedSets())[0]).toMatchObject({
      listingIds: ['d', 'a'],
      savedAt: T0,
      refreshedAt: T0 + 2 * HOUR,
    });
  });

  it('is not refreshed again while still fresh', async () => {
    await downloadSet({ kind: 'catalogue' }, 'The whole catalogue', {
      transport: fakeServer(catalogue).transport,
      signal,
      now: () => T0,
    });
    const server = fakeServer(catalogue);
    expect(
      await refreshSavedSets({ transport: server.transport, staleAfterMs: HOUR, now: () => T0 + 10 * 60_000 }),
    ).toBe(0);
    expect(server.asked).toEqual([]);
  });

  it('stays under the cap by letting the least recently viewed photos go, and skips what still does not fit', async () => {
    await writePhotoCapMb(0.05); // 51.2 KB: five photos of 10 KB
    await downloadSet({ kind: 'category', category: 'film' }, 'Film', {
      transport: fakeServer(catalogue.slice(0, 2)).transport,
      signal,
      now: () => T0,
    });
    await markListingViewed('a', T0 + HOUR);
    await downloadSet({ kind: 'search', query: 'q=canon' }, 'Search “canon”', {
      transport: fakeServer([listing('c', 'Canon AE-1')]).transport,
      signal,
      now: () => T0 + 2 * HOUR,
    });
    // b's thumbnail, never viewed, made room; a, viewed since, stayed.
    expect(cacheStorage.paths(OFFLINE_PHOTOS_CACHE)).toEqual([
      '/uploads/a-thumb.webp',
      '/uploads/a.webp',
      '/uploads/b.webp',
      '/uploads/c-thumb.webp',
      '/uploads/c.webp',
    ]);

    // Three new listings need six photos: everything older goes, and the new ones never evict each other.
    const saved = await downloadSet({ kind: 'search', query: 'q=pentax' }, 'Search “pentax”', {
      transport: fakeServer([listing('f', 'Pentax MX'), listing('g', 'Pentax LX'), listing('h', 'Pentax 67')])
        .transport,
      signal,
      now: () => T0 + 3 * HOUR,
    });
    expect(cacheStorage.paths(OFFLINE_PHOTOS_CACHE).filter((path) => /\/uploads\/[fgh]/.test(path))).toHaveLength(5);
    expect(cacheStorage.paths(OFFLINE_PHOTOS_CACHE)).toHaveLength(5);
    expect(saved.photosSkipped).toBe(1);
  });

  it('cancelled, saves no set but keeps the listings it has', async () => {
    const controller = new AbortController();
    const server = fakeServer(catalogue);
    const cancelling: CatalogueTransport = {
      ...server.transport,
      async page(params, pageSignal) {
        if (params.get('cursor')) controller.abort();
        pageSignal.throwIfAborted();
        return server.transport.page(params, pageSignal);
      },
    };
    await expect(
      downloadSet({ kind: 'catalogue' }, 'The whole catalogue', {
        transport: cancelling,
        signal: controller.signal,
        now: () => T0,
      }),
    ).rejects.toThrow();
    expect(await readSavedSets()).toEqual([]);
    expect((await readAllListings()).map((kept) => kept.product._id).sort()).toEqual(['a', 'b']);
  });

  it('removed, gives back the photos only it held, and forgets listings never opened', async () => {
    await downloadSet({ kind: 'category', category: 'film' }, 'Film', {
      transport: fakeServer(catalogue).transport,
      signal,
      now: () => T0,
    });
    await downloadSet({ kind: 'search', query: 'q=leica' }, 'Search “leica”', {
      transport: fakeServer([catalogue[0]!]).transport,
      signal,
      now: () => T0,
    });
    await markListingViewed('b', T0 + HOUR);
    await removeSavedSet('category:film');
    expect(cacheStorage.paths(OFFLINE_PHOTOS_CACHE)).toEqual(['/uploads/a-thumb.webp', '/uploads/a.webp']);
    expect((await readAllListings()).map((kept) => kept.product._id).sort()).toEqual(['a', 'b']);
  });
});
