/*
 * Closing a listing's open offers, on its own below both offers and orders: a sale, a withdrawal and the sweep close
 * offers, and an offer's accept makes an order, so neither folder may import the other for it.
 */
import { and, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { OFFER_EXPIRY_HOURS, OPEN_OFFER_STATUSES } from '@contract/offers.ts';
import type { Db } from '../db/database.ts';
import { offers, products } from '../db/schema.ts';
import type { Notice } from '../notifications/notices.ts';

type Queries = Pick<Db, 'select' | 'update'>;

/**
 * Closes the open offers `which` selects, with `status`, and tells both sides: one UPDATE guarded by status claims
 * them, so replicas sweeping at once tell each offer's people once. Answers the notices, for the caller to write in
 * its transaction.
 */
async function closeOpenOffers(
  db: Queries,
  which: SQL,
  status: 'expired' | 'closed',
  says: (productName: string) => { buyer: string; seller: string },
): Promise<Notice[]> {
  const closed = await db
    .update(offers)
    .set({ status, updatedAt: sql`now()` })
    .where(and(inArray(offers.status, OPEN_OFFER_STATUSES), which))
    .returning({ buyerId: offers.buyerId, productId: offers.productId });
  if (closed.length === 0) return [];
  const listings = await db
    .select({ id: products.id, name: products.name, sellerId: products.sellerId })
    .from(products)
    .where(
      inArray(
        products.id,
        closed.map((offer) => offer.productId),
      ),
    );
  return closed.flatMap((offer): Notice[] => {
    const listing = listings.find((product) => product.id === offer.productId)!;
    const text = says(listing.name);
    return [
      { userId: offer.buyerId, kind: 'offer-answered', orderId: null, text: text.buyer },
      { userId: listing.sellerId, kind: 'offer-received', orderId: null, text: text.seller },
    ];
  });
}

/** Open offers and counters past their deadline (`now`, injectable for tests) expire; both sides are told. */
export function expireOverdueOffers(db: Queries, now: Date): Promise<Notice[]> {
  return closeOpenOffers(db, lte(offers.expiresAt, now), 'expired', (name) => {
    const text = `An offer for ${name} was not answered within ${OFFER_EXPIRY_HOURS} hours and has expired.`;
    return { buyer: text, seller: text };
  });
}

/** A listing sold or withdrawn closes its open offers; both sides are told. */
export function closeOffersOfListings(db: Queries, productIds: string[]): Promise<Notice[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return closeOpenOffers(db, inArray(offers.productId, productIds), 'closed', (name) => ({
    buyer: `${name} is no longer for sale, so your offer for it is closed.`,
    seller: `${name} is no longer for sale, so the open offers on it are closed.`,
  }));
}
