import { eq } from 'drizzle-orm';
import type { OrderPlaced, PlaceOrder } from '@contract/orders.ts';
import type { Db } from '../db/database.ts';
import { orders, products, users } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../lib/http-errors.ts';
import { dealSteps, outboxReplays } from '../metrics/metrics.ts';
import { recordNotices, type Notifier } from '../notifications/notices.ts';

/**
 * Places an order once per `clientOrderId`: a replay by the same buyer answers like the first call.
 * The product facts are read from the database; the client's copies never matter.
 */
export async function placeOrder(db: Db, notifier: Notifier, buyerId: string, input: PlaceOrder): Promise<OrderPlaced> {
  const replayed = await findByClientOrderId(db, buyerId, input.clientOrderId);
  if (replayed) return countedReplay(replayed);

  const [product] = await db
    .select({
      sellerId: products.sellerId,
      availability: products.availability,
      name: products.name,
      sellerClosed: users.deactivatedAt,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, input.productID))
    .limit(1);
  // A closed account's listing left as a record of a deal is sold by nobody.
  if (!product || product.sellerClosed) throw notFound('This listing does not exist or was removed');
  if (product.availability === 'sold') throw conflict('Sorry, this item has already been sold', 'productID');
  if (product.availability === 'reserved') {
    throw conflict('Sorry, this item is reserved for another buyer who has paid for it', 'productID');
  }
  if (product.sellerId === buyerId) throw forbidden('This is your own listing: you cannot order it');

  const placed = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(orders)
      .values({
        clientOrderId: input.clientOrderId,
        buyerId,
        productId: input.productID,
        buyerPhone: input.buyerPhone,
        meetingPlace: input.meetingPlace,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (!inserted) return undefined;
    const [buyer] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, buyerId));
    const notices = await recordNotices(tx, [
      {
        userId: product.sellerId,
        kind: 'order-placed',
        orderId: inserted.id,
        text: `${buyer?.name ?? 'A buyer'} ordered ${product.name}. Accept or decline the order.`,
      },
    ]);
    return { id: inserted.id, notices };
  });
  if (placed) {
    dealSteps.inc({ step: 'place' });
    void notifier.deliver(placed.notices);
    return { acknowledged: true, insertedId: placed.id };
  }

  // A concurrent replay of the same order won the race, or the buyer already has an open order of the item.
  const raced = await findByClientOrderId(db, buyerId, input.clientOrderId);
  if (raced) return countedReplay(raced);
  throw conflict('You have already asked to buy this item: see My Orders', 'productID');
}

function countedReplay(placed: OrderPlaced): OrderPlaced {
  outboxReplays.inc({ kind: 'order' });
  return placed;
}

async function findByClientOrderId(db: Db, buyerId: string, clientOrderId: string): Promise<OrderPlaced | undefined> {
  const [existing] = await db
    .select({ id: orders.id, buyerId: orders.buyerId })
    .from(orders)
    .where(eq(orders.clientOrderId, clientOrderId))
    .limit(1);
  if (!existing) return undefined;
  if (existing.buyerId !== buyerId) throw conflict('This order id is already taken', 'clientOrderId');
  return { acknowledged: true, insertedId: existing.id };
}
