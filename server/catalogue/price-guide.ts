import { and, count, eq, gt, max, min, sql } from 'drizzle-orm';
import { PRICE_GUIDE_MIN_SALES, PRICE_GUIDE_MONTHS, type PriceGuide } from '@contract/price-guide.ts';
import type { Db } from '@server/db/database.ts';
import { orders, products } from '@server/db/schema.ts';

/** The model a listing is: its name without case or runs of spaces ("Canon  AE-1 program" is "canon ae-1 program"). */
const modelOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What this model sold for here: the completed deals of the last PRICE_GUIDE_MONTHS whose listing has the same maker
 * (when one is named) and the same name, at the price the buyer paid. Below PRICE_GUIDE_MIN_SALES, only the count.
 */
export async function priceGuide(
  db: Db,
  { name, brand }: { name: string; brand: string },
  now = new Date(),
): Promise<PriceGuide> {
  const since = new Date(now);
  since.setMonth(since.getMonth() - PRICE_GUIDE_MONTHS);
  const [row] = await db
    .select({ sales: count(), lowCents: min(orders.acceptedPriceCents), highCents: max(orders.acceptedPriceCents) })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.status, 'completed'),
        gt(orders.completedAt, since),
        sql`lower(regexp_replace(trim(${products.name}), '\\s+', ' ', 'g')) = ${modelOf(name)}`,
        brand ? sql`lower(${products.brand}) = ${brand.toLowerCase()}` : undefined,
      ),
    );
  const sales = row?.sales ?? 0;
  if (sales < PRICE_GUIDE_MIN_SALES || row?.lowCents == null || row.highCents == null) {
    return { sales, low: null, high: null };
  }
  return { sales, low: row.lowCents / 100, high: row.highCents / 100 };
}
