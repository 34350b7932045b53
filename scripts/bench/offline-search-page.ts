/*
 * The page bench:offline-catalogue opens in Chromium: the app's own device catalogue and offline search
 * (src/offline/catalogue/device-search.ts), bundled alone, driven from the bench through `window.offlineBench`.
 */
import type { Product } from '@contract/catalogue.ts';
import { searchQuerySchema, type SearchParams } from '@contract/search.ts';
import { keepListings } from '@device-catalogue/device-listings.ts';
import { searchDevice } from '@/offline/catalogue/device-search.ts';

const KEEP_AT_ONCE = 1_000;

async function keep(products: Product[]): Promise<void> {
  for (let start = 0; start < products.length; start += KEEP_AT_ONCE) {
    await keepListings(products.slice(start, start + KEEP_AT_ONCE), Date.now());
  }
}

/** Each search timed alone; the first one also builds the index from the device's catalogue. */
async function timeSearches(queries: SearchParams[], rounds: number) {
  const first = performance.now();
  await searchDevice(searchQuerySchema.parse(queries[0] ?? {}));
  const firstSearchMs = performance.now() - first;
  const timings: number[] = [];
  const found: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const params of queries) {
      const started = performance.now();
      const page = await searchDevice(searchQuerySchema.parse(params));
      timings.push(performance.now() - started);
      if (round === 0) found.push(page.items.length);
    }
  }
  return { firstSearchMs, timings, found };
}

Object.assign(window, { offlineBench: { keep, timeSearches } });
