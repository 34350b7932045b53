import { and, eq, sql } from 'drizzle-orm';
import type { rateOrderSchema } from '@contract/ratings.ts';
import type { z } from 'zod';
import { ratings, users } from '../db/schema.ts';
import { conflict } from '../lib/http-errors.ts';
import type { DealServices } from '../orders/deal-services.ts';
import { withOrderLocked } from '../orders/locked-order.ts';
import { allowedParty, dealRule, nameOf, otherParty } from '../orders/order-steps.ts';

/**
 * After a completed deal each party rates the other once. The rated user's count and total are kept with them, so
 * every listing shows its seller's average without another query. The same rating sent again (the outbox) is
 * answered like the first; a different second one is refused.
 */
export async function rateOrder(
  deals: DealServices,
  orderId: string,
  userId: string,
  { stars, comment }: z.output<typeof rateOrderSchema>,
): Promise<string> {
  return withOrderLocked(deals, orderId, async (tx, locked) => {
    const party = allowedParty(locked, userId, dealRule('rating'));
    const [existing] = await tx
      .select()
      .from(ratings)
      .where(and(eq(ratings.orderId, orderId), eq(ratings.raterId, userId)));
    if (existing) {
      if (existing.stars === stars && existing.comment === comment) return { result: existing.id };
      throw conflict('You have rated this deal already');
    }
    const rateeId = otherParty(locked, party);
    const [rating] = await tx
      .insert(ratings)
      .values({ orderId, raterId: userId, rateeId, stars, comment })
      .returning({ id: ratings.id });
    await tx
      .update(users)
      .set({ ratingCount: sql`${users.ratingCount} + 1`, ratingTotal: sql`${users.ratingTotal} + ${stars}` })
      .where(eq(users.id, rateeId));
    return {
      result: rating!.id,
      notices: [
        {
          userId: rateeId,
          kind: 'rated',
          orderId,
          text: `${nameOf(locked, party)} rated you ${stars} out of 5 for ${locked.productName}.`,
        },
      ],
    };
  });
}
