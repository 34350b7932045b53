import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database.ts';
import { orders, payments, products, ratings, users } from '@server/db/schema.ts';
import type { CatalogueListing } from './catalogue.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MINUTE = 60_000;

/** Who bought the demo's sold listings: the buyers other than the demo account, whose My Orders stays empty. */
export const DEMO_REVIEWERS = [
  'noah.patel@example.com',
  'lucia.fernandez@example.com',
  'oliver.grant@example.com',
  'mei.tanaka@example.com',
] as const;

/** What the buyers of the sold listings gave, in the catalogue's order of sold listings (round again past the end). */
export const DEMO_REVIEWS: readonly { stars: number; comment: string }[] = [
  {
    stars: 5,
    comment: 'Exactly as described, and the shutter sounds perfect. We met at the station and it took five minutes.',
  },
  {
    stars: 4,
    comment: 'Good camera, a little more brassing than the photos showed, but the seller said so before we met.',
  },
  { stars: 5, comment: 'Packed in the original box with both caps. Answered every question within the hour.' },
  { stars: 5, comment: '' },
  { stars: 3, comment: 'Arrived twenty minutes late to the meeting. The lens itself is clean and sharp.' },
  { stars: 5, comment: 'Let me run a test roll in the café before paying. Honest seller, would buy from again.' },
  { stars: 4, comment: 'Light seals had been replaced as promised. Battery door is a bit loose.' },
  { stars: 5, comment: 'Friendly, on time, and threw in a spare strap.' },
];

/**
 * Each sold listing of the demo was a deal: a demo buyer ordered it a few hours after it was posted, the seller
 * accepted (after 20 minutes to a few hours, so sellers have a response time), the hand-over completed it the next
 * day with the card captured, and the buyer rated the seller, mostly in words. Rated sellers' counts and totals
 * follow, as rate-order.ts keeps them.
 */
export async function seedDemoDeals(tx: Tx, listings: readonly CatalogueListing[], now: Date): Promise<number> {
  const sold = listings.filter((listing) => listing.sold);
  if (sold.length === 0) return 0;
  const buyerRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...DEMO_REVIEWERS]));
  const buyerIds = DEMO_REVIEWERS.map((email) => buyerRows.find((row) => row.email === email)?.id);
  const productRows = await tx
    .select({
      id: products.id,
      name: products.name,
      sellerId: products.sellerId,
      postTime: products.postTime,
      priceCents: products.resellPriceCents,
    })
    .from(products)
    .where(eq(products.availability, 'sold'));
  let deals = 0;
  for (const [index, listing] of sold.entries()) {
    const product = productRows.find(
      (row) => row.name === listing.name && row.postTime.getTime() === now.getTime() - listing.ageMinutes * MINUTE,
    );
    const buyerId = buyerIds[index % buyerIds.length];
    if (!product || !buyerId) continue;
    const review = DEMO_REVIEWS[index % DEMO_REVIEWS.length]!;
    // Ordered soon after posting, accepted 20 minutes to about 4 hours later, handed over the next day.
    const placedAt = new Date(Math.min(product.postTime.getTime() + 90 * MINUTE, now.getTime() - 3 * 24 * 60 * MINUTE));
    const acceptedAt = new Date(placedAt.getTime() + (20 + ((index * 37) % 220)) * MINUTE);
    const paidAt = new Date(acceptedAt.getTime() + 30 * MINUTE);
    const completedAt = new Date(paidAt.getTime() + 24 * 60 * MINUTE);
    const ratedAt = new Date(completedAt.getTime() + 60 * MINUTE);
    const [order] = await tx
      .insert(orders)
      .values({
        clientOrderId: crypto.randomUUID(),
        buyerId,
        productId: product.id,
        buyerPhone: '+1 415-555-0100',
        meetingPlace: 'At the station entrance',
        status: 'completed',
        createdAt: placedAt,
        acceptedAt,
        acceptedPriceCents: product.priceCents,
        paidAt,
        handedOverAt: completedAt,
        completedAt,
      })
      .returning({ id: orders.id });
    await tx.insert(payments).values({
      orderId: order!.id,
      productId: product.id,
      buyerId,
      amountCents: product.priceCents,
      provider: 'sandbox',
      transactionId: `pi_demo_${listing.slug}`,
      status: 'captured',
      capturedAt: completedAt,
      createdAt: paidAt,
    });
    await tx.insert(ratings).values({
      orderId: order!.id,
      raterId: buyerId,
      rateeId: product.sellerId,
      stars: review.stars,
      comment: review.comment,
      createdAt: ratedAt,
    });
    await tx
      .update(users)
      .set({ ratingCount: sql`${users.ratingCount} + 1`, ratingTotal: sql`${users.ratingTotal} + ${review.stars}` })
      .where(eq(users.id, product.sellerId));
    deals += 1;
  }
  return deals;
}
