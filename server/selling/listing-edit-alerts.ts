import type { Product } from '@contract/catalogue.ts';
import type { ListingUpdate } from '@contract/selling.ts';
import type { Db } from '@server/db/database.ts';
import { searchesFindingListing } from '@server/saved-searches/saved-searches.ts';
import { queueListingEdited, type AlertBaseline } from './alert-outbox.ts';
import { findOwnedUnsoldListing, type OwnedUnsoldListing } from './owned-listing.ts';
import { updateListing } from './seller-listings.ts';

/**
 * What buyers hear of after an edit, read before it: the saved searches that find the listing, and its price; and the
 * listing as its seller may change it.
 */
export interface ListingBeforeEdit extends AlertBaseline {
  listing: OwnedUnsoldListing;
}

/**
 * Read before `sellerId` edits the listing, with its row locked until the edit's transaction ends (so the alert worker
 * and other edits take turns with it); their right to edit it is checked first (404, 403 or 409), so a refused edit
 * reads nothing about the listing's buyers. The searches that find it are found by their anchor keys, not by reading
 * every saved search.
 */
export async function readListingBeforeEdit(db: Db, listingId: string, sellerId: string): Promise<ListingBeforeEdit> {
  const listing = await findOwnedUnsoldListing(db, listingId, sellerId, { lock: true });
  const found = await searchesFindingListing(db, listingId);
  return {
    listing,
    foundBy: new Set(found?.finding.map((search) => search.id)),
    priceCents: found?.listing.priceCents ?? null,
  };
}

/**
 * A seller's edit, and in the same transaction its row in the alert outbox: the saved searches it brings the listing
 * into, and the buyers who keep it on their wishlist if its price dropped, are told by the alert worker once it
 * commits. Answers the listing as it now reads.
 */
export async function editListing(
  db: Db,
  listingId: string,
  sellerId: string,
  changes: ListingUpdate,
): Promise<Product> {
  return db.transaction(async (tx) => {
    const before = await readListingBeforeEdit(tx, listingId, sellerId);
    const product = await updateListing(tx, before.listing, changes);
    await queueListingEdited(tx, listingId, before);
    return product;
  });
}
