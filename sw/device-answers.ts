import type { WorkboxPlugin } from 'workbox-core';
import { categorySlug } from '@contract/category-slug';
import type { Product } from '@contract/catalogue';
import { mergeHeard, readAllListings, readListing } from '@device-catalogue/device-listings';
import { readSavedSets } from '@device-catalogue/saved-sets';
import { categorySlugOf, listingIdOf } from './request-kinds';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/**
 * A listing this device keeps (saved for offline, or seen), as GET /api/products/{id} answers it, together with the
 * worker's cached answer when there is one: whichever the server sent last wins, and a sale either heard of stays.
 */
async function listingAnswer(id: string, cached: Response | undefined): Promise<Response | undefined> {
  const kept = await readListing(id);
  if (!kept) return cached;
  if (!cached) return json(kept.product);
  const cachedProduct = (await cached.clone().json()) as Product;
  const cachedAt = Date.parse(cached.headers.get('date') ?? '') || 0;
  return json(mergeHeard(kept, cachedProduct, cachedAt).product);
}

/** A category's listings for sale this device keeps, newest first, as GET /api/category/{slug} answers them. */
async function categoryAnswer(slug: string): Promise<Response | undefined> {
  const listings = (await readAllListings())
    .map((kept) => kept.product)
    .filter((product) => product.availability === 'available' && categorySlug(product.category) === slug)
    .sort((a, b) => b.postTime.localeCompare(a.postTime) || b._id.localeCompare(a._id));
  return listings.length > 0 ? json(listings) : undefined;
}

async function isSavedCategory(slug: string): Promise<boolean> {
  return (await readSavedSets()).some(
    ({ scope }) => scope.kind === 'catalogue' || (scope.kind === 'category' && scope.category === slug),
  );
}

/**
 * When the network fails or hangs: a listing's answer comes from the device's catalogue before the worker's cached
 * answer (the device heard of it at least as recently: a download, a refresh, or this very answer seen), so a sale
 * the device heard of shows and a listing saved but never opened opens. A category saved for offline (or the whole
 * catalogue) is answered from the device too; another is not, since the few of its listings seen here would pass
 * for all of them.
 */
export const deviceCatalogueAnswers: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    const url = new URL(request.url);
    const listingId = listingIdOf(url);
    if (listingId) return (await listingAnswer(listingId, cachedResponse)) ?? null;
    const slug = categorySlugOf(url);
    if (slug === undefined || !(await isSavedCategory(slug))) return cachedResponse ?? null;
    return (await categoryAnswer(slug)) ?? cachedResponse ?? null;
  },
};
