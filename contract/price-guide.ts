import { z } from 'zod';
import { plainString } from './free-text.ts';

/** Fewer completed sales than this say nothing: one or two deals' prices would be theirs alone. */
export const PRICE_GUIDE_MIN_SALES = 3;
/** Sales older than this are left out: prices of used gear move. */
export const PRICE_GUIDE_MONTHS = 12;

/** GET /api/price-guide?name=&brand=: the model is its maker and its name, compared without case or extra spaces. */
export const priceGuideQuerySchema = z.object({
  name: plainString()
    .trim()
    .min(2, 'Name the model (at least 2 characters)')
    .max(120, 'Keep the name under 120 characters'),
  brand: plainString().trim().max(60, 'Keep the brand under 60 characters').default(''),
});
export type PriceGuideQuery = z.input<typeof priceGuideQuerySchema>;

/**
 * What the same model sold for here: completed deals of the last PRICE_GUIDE_MONTHS, at the price the buyer paid.
 * `low` and `high` are null below PRICE_GUIDE_MIN_SALES sales.
 */
export const priceGuideSchema = z.object({
  sales: z.number().int(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;
