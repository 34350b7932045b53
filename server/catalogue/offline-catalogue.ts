import { eq, inArray } from 'drizzle-orm';
import type { AvailabilityAnswer, OfflineCataloguePage, OfflineCatalogueQuery, SearchQuery } from '@contract/search.ts';
import type { Db } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { notFound } from '../lib/http-errors.ts';
import { countSearchMatches, searchProducts, type SearchScope } from './search-products.ts';

async function sellerScope(db: Db, sellerOf: string | undefined): Promise<SearchScope> {
  if (!sellerOf) return {};
  const [listing] = await db
    .select({ sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, sellerOf))
    .limit(1);
  if (!listing) throw notFound('This listing does not exist or was removed, so its seller is unknown');
  return { sellerId: listing.sellerId };
}

/**
 * One page of a set a device saves for offline: the listings for sale that the search (or the seller) names,
 * newest first through the search's own keyset cursor, so a download resumed later neither repeats nor skips a
 * listing; the first page also says how many there are in all, for the download's progress.
 */
export async function offlineCataloguePage(
  db: Db,
  { sellerOf, ...filters }: OfflineCatalogueQuery,
): Promise<OfflineCataloguePage> {
  const scope = await sellerScope(db, sellerOf);
  const query: SearchQuery = { ...filters, sort: 'newest', includeSold: false };
  const [page, total] = await Promise.all([
    searchProducts(db, query, scope),
    filters.cursor ? null : countSearchMatches(db, query, scope),
  ]);
  return { items: page.items, nextCursor: page.nextCursor, total };
}

/** What became of listings a device keeps: their availability now; a listing removed since is left out. */
export async function listingAvailability(db: Db, ids: readonly string[]): Promise<AvailabilityAnswer> {
  const rows = await db
    .select({ _id: products.id, availability: products.availability })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return { items: rows };
}
