import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { centsToDollars } from '@contract/money.ts';
import { offerStatusAt, type Offer } from '@contract/offers.ts';
import type { Party } from '@contract/deal-rules.ts';
import type { Db } from '../db/database.ts';
import { offers, products, users } from '../db/schema.ts';

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

/** Offers with their listing, buyer and seller names. */
export function selectOfferViews(db: Pick<Db, 'select'>) {
  return db
    .select({
      offer: offers,
      product: products,
      sellerId: sellers.id,
      buyerName: buyers.displayName,
      sellerName: sellers.displayName,
      sellerPublicId: sellers.publicId,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(buyers, eq(buyers.id, offers.buyerId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId));
}
export type OfferViewRow = Awaited<ReturnType<typeof selectOfferViews>>[number];

/** The offer as its buyer or its seller sees it at `now`: an open one past its deadline is expired. */
export function toOfferJson(row: OfferViewRow, role: Party, now = new Date()): Offer {
  const { offer, product } = row;
  return {
    _id: offer.id,
    clientOfferId: offer.clientOfferId,
    role,
    productID: product.id,
    productName: product.name,
    productImg: product.images[0]?.thumbUrl ?? '',
    askingPrice: centsToDollars(product.resellPriceCents),
    availability: product.availability,
    buyerName: row.buyerName,
    sellerName: row.sellerName,
    sellerPublicId: row.sellerPublicId,
    amount: centsToDollars(offer.amountCents),
    counterAmount: offer.counterCents === null ? null : centsToDollars(offer.counterCents),
    status: offerStatusAt(offer, now),
    expiresAt: offer.expiresAt.toISOString(),
    createdAt: offer.createdAt.toISOString(),
    orderId: offer.orderId,
  };
}

/** One offer as `party` sees it now. */
export async function findOfferAs(db: Db, offerId: string, party: Party): Promise<Offer> {
  const [row] = await selectOfferViews(db).where(eq(offers.id, offerId));
  return toOfferJson(row!, party);
}
