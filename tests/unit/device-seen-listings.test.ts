import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@contract/catalogue';
import { readAllListings } from '@device-catalogue/device-listings';
import { rememberSeenListings } from '@/offline/catalogue/remember-seen-listings';

const listing = (id: string, name: string) => ({ _id: id, name, availability: 'available' }) as Product;

let stop: (() => void) | undefined;
// The page's window, for the listener that writes what waits when the page is left.
beforeEach(() => vi.stubGlobal('window', new EventTarget()));
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

describe('listings seen on screens join the device catalogue', () => {
  it("from a product page, a category and a search's pages, but not from the device's own answers", async () => {
    const queryClient = new QueryClient();
    stop = rememberSeenListings(queryClient);
    queryClient.setQueryData(['products', 'detail', 'a'], listing('a', 'Leica M6'));
    queryClient.setQueryData(['products', 'category', 'film'], [listing('b', 'Nikon FM2')]);
    queryClient.setQueryData(['products', 'search', 'q=canon'], {
      pages: [{ items: [listing('c', 'Canon AE-1')], nextCursor: null, sort: 'relevance' }],
      pageParams: [null],
    });
    queryClient.setQueryData(['products', 'search', 'q=pentax'], {
      pages: [{ items: [listing('d', 'Pentax MX')], nextCursor: null, sort: 'relevance', fromDevice: { listings: 1 } }],
      pageParams: [null],
    });
    queryClient.setQueryData(['personal', 'orders'], [listing('e', 'not a catalogue answer')]);
    await expect
      .poll(async () => (await readAllListings()).map((kept) => kept.product.name).sort())
      .toEqual(['Canon AE-1', 'Leica M6', 'Nikon FM2']);
  });
});
