import { and, count, eq, isNotNull } from 'drizzle-orm';
import { UNNAMED_BRAND } from '@contract/listing-details.ts';
import type { CatalogueFilters } from '@contract/search.ts';
import type { Db } from '../db/database.ts';
import { products } from '../db/schema.ts';

const isOnSale = eq(products.availability, 'available');

async function valuesOnSale(db: Db, column: typeof products.brand | typeof products.mount) {
  const rows = await db
    .select({ name: column, count: count() })
    .from(products)
    .where(and(isOnSale, isNotNull(column)))
    .groupBy(column);
  return (rows as { name: string; count: number }[])
    .map((row) => ({ name: row.name, count: Number(row.count) }))
    .sort(
      (a, b) =>
        Number(a.name === UNNAMED_BRAND) - Number(b.name === UNNAMED_BRAND) ||
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
}

/** The brands and mounts a buyer can filter by: those of at least one listing for sale, so none comes up empty. */
export async function catalogueFilters(db: Db): Promise<CatalogueFilters> {
  const [brands, mounts] = await Promise.all([valuesOnSale(db, products.brand), valuesOnSale(db, products.mount)]);
  return { brands, mounts };
}
