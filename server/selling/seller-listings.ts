import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Product } from '@contract/catalogue.ts';
import type { ListingInput, ListingUpdate } from '@contract/selling.ts';
import { findProduct } from '@server/catalogue/catalogue-queries.ts';
import { selectProductViews, toProductJson } from '@server/catalogue/product-view.ts';
import type { Db } from '@server/db/database.ts';
import { products } from '@server/db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/http-errors.ts';
import { brandFromName } from '@contract/listing-details.ts';
import { outboxReplays } from '@server/metrics/metrics.ts';
import { queueListingPublished } from './alert-outbox.ts';
import { ensureSellersOwnPhotos } from './listing-photos.ts';
import { listingColumns, priceHistoryColumns } from './listing-values.ts';
import { findOwnedUnsoldListing, type OwnedUnsoldListing } from './owned-listing.ts';
import { withdrawListingsNow } from './withdraw-listings.ts';
import type { Notifier } from '@server/notifications/notices.ts';

/**
 * A new listing of the seller's, with photos they uploaded, queued in the same transaction for the alert worker to
 * tell the buyers whose saved searches find it (alert-outbox.ts). Answers its id, and whether it was there already: with a
 * `clientListingId` (the app's outbox always sends one) it is created once, and a replay by the same seller answers
 * the id of the first.
 */
export async function createListing(
  db: Db,
  sellerId: string,
  input: ListingInput,
): Promise<{ id: string; replayed: boolean }> {
  if (input.clientListingId) {
    const replayed = await findByClientListingId(db, sellerId, input.clientListingId);
    if (replayed) return countedReplay(replayed);
  }
  await ensureSellersOwnPhotos(db, sellerId, input.images);
  // The listing and its row in the alert outbox commit together: its buyers are told once, after the commit.
  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(products)
      .values({
        ...listingColumns(input),
        brand: input.brand ?? brandFromName(input.name),
        sellerId,
      } as typeof products.$inferInsert)
      .onConflictDoNothing()
      .returning({ id: products.id });
    if (inserted) await queueListingPublished(tx, inserted.id);
    return inserted;
  });
  if (created) return { id: created.id, replayed: false };
  // A concurrent replay of the same listing won the race.
  const raced = input.clientListingId && (await findByClientListingId(db, sellerId, input.clientListingId));
  if (!raced) throw conflict('This listing could not be created; please try again', 'clientListingId');
  return countedReplay(raced);
}

function countedReplay(listingId: string) {
  outboxReplays.inc({ kind: 'listing' });
  return { id: listingId, replayed: true };
}

async function findByClientListingId(db: Db, sellerId: string, clientListingId: string): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.clientListingId, clientListingId))
    .limit(1);
  if (!existing) return undefined;
  if (existing.sellerId !== sellerId) throw conflict('This listing id is already taken', 'clientListingId');
  return existing.id;
}

/** My Products: every listing of the seller's, sold ones too, newest first. */
export async function listSellerListings(db: Db, sellerId: string): Promise<Product[]> {
  const rows = await selectProductViews(db)
    .where(eq(products.sellerId, sellerId))
    .orderBy(desc(products.postTime), desc(products.id));
  return rows.map(toProductJson);
}

export const ADVERTISING_NEEDS_VERIFICATION =
  'Only verified sellers can advertise. An admin verifies new sellers; your listings are in the catalogue meanwhile.';

/**
 * Puts the seller's unsold listing on the storefront, which promises verified sellers only. Answers how many changed
 * (0 when already advertised).
 */
export async function advertiseListing(
  db: Db,
  listingId: string,
  seller: { id: string; status: string | null },
): Promise<number> {
  await findOwnedUnsoldListing(db, listingId, seller.id);
  if (seller.status !== 'Verified') throw forbidden(ADVERTISING_NEEDS_VERIFICATION);
  const advertised = await db
    .update(products)
    .set({ advertisedAt: sql`now()` })
    .where(and(eq(products.id, listingId), isNull(products.advertisedAt)))
    .returning({ id: products.id });
  return advertised.length;
}

/**
 * Changes the given fields of the seller's unsold listing (as `findOwnedUnsoldListing` found it) under the add form's
 * rules; answers it as it now reads.
 */
export async function updateListing(db: Db, listing: OwnedUnsoldListing, changes: ListingUpdate): Promise<Product> {
  const { purchaseYear = listing.purchaseYear, usedYears = listing.usedYears } = changes;
  if (usedYears > new Date().getFullYear() - purchaseYear) {
    throw badRequest('Years used cannot be more than the years since purchase', 'usedYears');
  }
  if (changes.images) await ensureSellersOwnPhotos(db, listing.sellerId, changes.images, listing.images);
  const columns = listingColumns(changes);
  await db
    .update(products)
    .set({
      ...columns,
      ...priceHistoryColumns(listing.resellPriceCents, columns.resellPriceCents),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, listing.id));
  const updated = await findProduct(db, listing.id);
  if (!updated) throw notFound('This listing does not exist or was removed');
  return updated;
}

/** Deletes the seller's unsold listing (a sold one is the record of its sale). Answers how many went. */
export async function deleteOwnListing(
  db: Db,
  notifier: Notifier,
  listingId: string,
  sellerId: string,
): Promise<number> {
  const listing = await findOwnedUnsoldListing(db, listingId, sellerId);
  return withdrawListingsNow(db, notifier, eq(products.id, listing.id));
}
