import type { Db } from '@server/db/database.ts';
import type { Notifier } from '@server/notifications/notices.ts';
import { alertSavedSearches, searchesFindingListing } from '@server/saved-searches/saved-searches.ts';
import { alertPriceDrop } from '@server/wishlist/price-drop-alerts.ts';
import { findOwnedUnsoldListing, type OwnedUnsoldListing } from './owned-listing.ts';

/**
 * What buyers hear of after an edit, read before it: the saved searches that find the listing, and its price; and the
 * listing as its seller may change it.
 */
export interface ListingBeforeEdit {
  listing: OwnedUnsoldListing;
  foundBy: Set<string>;
  priceCents: number | null;
}

/**
 * Read before `sellerId` edits the listing; their right to edit it is checked first (404, 403 or 409), so a refused
 * edit reads nothing about the listing's buyers.
 */
export async function readListingBeforeEdit(db: Db, listingId: string, sellerId: string): Promise<ListingBeforeEdit> {
  const listing = await findOwnedUnsoldListing(db, listingId, sellerId);
  const found = await searchesFindingListing(db, listingId);
  return {
    listing,
    foundBy: new Set(found?.finding.map((row) => row.id)),
    priceCents: found?.listing.priceCents ?? null,
  };
}

/**
 * After a seller's edit: the saved searches it brought the listing into hear of it, and if its price dropped, the
 * buyers who keep it on their wishlist.
 */
export async function alertListingEdited(
  db: Db,
  notifier: Notifier,
  listingId: string,
  before: ListingBeforeEdit,
): Promise<void> {
  await alertSavedSearches(db, notifier, listingId, before.foundBy);
  if (before.priceCents !== null) await alertPriceDrop(db, notifier, listingId, before.priceCents);
}
