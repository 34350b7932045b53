import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { dollarsToCents } from '@contract/money.ts';
import { formatCents, formatPrice } from '@contract/format-price.ts';
import { OFFER_EXPIRY_HOURS, OPEN_OFFER_STATUSES, type MakeOffer, type OfferAnswer } from '@contract/offers.ts';
import type { Db } from '../db/database.ts';
import { offers, orders, products, users } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../lib/http-errors.ts';
import { dealSteps, outboxReplays } from '../metrics/metrics.ts';
import { recordNotices, type Notifier } from '../notifications/notices.ts';
import { findOfferAs } from './offer-view.ts';

/** The deadline of an offer, or of a counter: now plus OFFER_EXPIRY_HOURS. */
export const offerDeadline = () => sql`now() + make_interval(hours => ${OFFER_EXPIRY_HOURS})`;

/** The order statuses in which a buyer already has the item in hand or on its way: no offer then. */
const OPEN_ORDER = ['placed', 'accepted', 'paid', 'handed_over', 'disputed'] as const;

/**
 * A buyer offers a price for a listing, at most its asking price, once per `clientOfferId` (a replay answers like
 * the first call) and one open offer per listing. The listing stays on sale meanwhile; its seller is told.
 */
export async function makeOffer(db: Db, notifier: Notifier, buyerId: string, input: MakeOffer): Promise<OfferAnswer> {
  const replayed = await findByClientOfferId(db, buyerId, input.clientOfferId);
  if (replayed) return replayed;

  const [product] = await db
    .select({
      sellerId: products.sellerId,
      availability: products.availability,
      name: products.name,
      priceCents: products.resellPriceCents,
      sellerClosed: users.deactivatedAt,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, input.productID))
    .limit(1);
  if (!product || product.sellerClosed) throw notFound('This listing does not exist or was removed');
  if (product.availability === 'sold') throw conflict('Sorry, this item has already been sold', 'productID');
  if (product.availability === 'reserved') {
    throw conflict('Sorry, this item is reserved for another buyer who has paid for it', 'productID');
  }
  if (product.sellerId === buyerId) throw conflict('You cannot make an offer on your own item', 'productID');
  const amountCents = dollarsToCents(input.amount);
  if (amountCents > product.priceCents) {
    throw badRequest(
      `Offer at most the asking price, ${formatCents(product.priceCents)}, or order it at that price`,
      'amount',
    );
  }
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.productId, input.productID), inArray(orders.status, OPEN_ORDER)))
    .limit(1);
  if (order) throw conflict('You have already ordered this item: see My Orders', 'productID');

  const made = await db.transaction(async (tx) => {
    // An open offer of this buyer's that lapsed and was not swept yet gives way to the new one.
    await tx
      .update(offers)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(offers.buyerId, buyerId),
          eq(offers.productId, input.productID),
          inArray(offers.status, OPEN_OFFER_STATUSES),
          lte(offers.expiresAt, sql`now()`),
        ),
      );
    const [inserted] = await tx
      .insert(offers)
      .values({
        clientOfferId: input.clientOfferId,
        buyerId,
        productId: input.productID,
        amountCents,
        buyerPhone: input.buyerPhone,
        meetingPlace: input.meetingPlace,
        expiresAt: offerDeadline(),
        lastStepBy: 'buyer',
      })
      .onConflictDoNothing()
      .returning({ id: offers.id });
    if (!inserted) return undefined;
    const [buyer] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, buyerId));
    const notices = await recordNotices(tx, [
      {
        userId: product.sellerId,
        kind: 'offer-received',
        orderId: null,
        text: `${buyer?.name ?? 'A buyer'} offers ${formatPrice(input.amount)} for ${product.name} (asking ${formatCents(product.priceCents)}). Accept, decline or counter within ${OFFER_EXPIRY_HOURS} hours.`,
      },
    ]);
    return { id: inserted.id, notices };
  });
  if (made) {
    dealSteps.inc({ step: 'offer' });
    void notifier.deliver(made.notices);
    return { acknowledged: true, offer: await findOfferAs(db, made.id, 'buyer') };
  }
  // A concurrent replay of the same offer won the race, or the buyer has an open offer on this item.
  const raced = await findByClientOfferId(db, buyerId, input.clientOfferId);
  if (raced) return raced;
  throw conflict('You already have an open offer on this item: see My Offers', 'productID');
}

async function findByClientOfferId(db: Db, buyerId: string, clientOfferId: string): Promise<OfferAnswer | undefined> {
  const [existing] = await db
    .select({ id: offers.id, buyerId: offers.buyerId })
    .from(offers)
    .where(eq(offers.clientOfferId, clientOfferId))
    .limit(1);
  if (!existing) return undefined;
  if (existing.buyerId !== buyerId) throw conflict('This offer id is already taken', 'clientOfferId');
  outboxReplays.inc({ kind: 'offer' });
  return { acknowledged: true, offer: await findOfferAs(db, existing.id, 'buyer') };
}
