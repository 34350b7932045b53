import { dollarsToCents } from '@contract/money.ts';
import type { ListingUpdate } from '@contract/selling.ts';
import type { products } from '../db/schema.ts';
import { placeColumns } from '../places/listing-place.ts';

type ProductColumns = Partial<Omit<typeof products.$inferInsert, 'id' | 'sellerId'>>;

/** Maps the contract's listing fields (dollars) to the table's columns (cents), and the location text to its place. */
export function listingColumns(listing: ListingUpdate): ProductColumns {
  const { originalPrice, resellPrice, ...rest } = listing;
  return {
    ...rest,
    ...(originalPrice !== undefined ? { originalPriceCents: dollarsToCents(originalPrice) } : {}),
    ...(resellPrice !== undefined ? { resellPriceCents: dollarsToCents(resellPrice) } : {}),
    ...(listing.location !== undefined ? placeColumns(listing.location) : {}),
  };
}

/** A lower asking price remembers the old one for the price-drop badge; a raise clears it. */
export function priceHistoryColumns(currentCents: number, nextCents: number | undefined): ProductColumns {
  if (nextCents === undefined || nextCents === currentCents) return {};
  return { previousPriceCents: nextCents < currentCents ? currentCents : null };
}
