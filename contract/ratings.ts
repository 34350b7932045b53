import { z } from 'zod';
import { freeText } from './free-text.ts';

/** POST /api/orders/{id}/rating: after a completed deal, each party rates the other once. */
export const rateOrderSchema = z.object({
  stars: z.coerce
    .number({ message: 'Choose from 1 to 5 stars' })
    .int('Choose from 1 to 5 stars')
    .min(1, 'Choose from 1 to 5 stars')
    .max(5, 'Choose from 1 to 5 stars'),
  comment: freeText().max(280, 'Keep the comment under 280 characters').default(''),
});
export type RateOrder = z.input<typeof rateOrderSchema>;

export const ratingRecordedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });

/** A user's ratings as others see them: the average (one decimal) of `count` ratings; 0 when none. */
export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
