import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { geocode } from './gazetteer.ts';

/** The place columns of a listing at `location`: null when no place has that name (it then stays out of radius searches). */
export function placeColumns(location: string): { latitude: number | null; longitude: number | null } {
  const place = geocode(location);
  return { latitude: place?.lat ?? null, longitude: place?.lng ?? null };
}

/**
 * Listings stored before listings had places (or whose text named none yet): placed from their location text.
 * Answers how many were placed. Reads the gazetteer only when some listing has no place.
 */
export async function placeUnplacedListings(db: Db): Promise<number> {
  const unplaced = await db
    .selectDistinct({ location: products.location })
    .from(products)
    .where(isNull(products.latitude));
  let placed = 0;
  for (const { location } of unplaced) {
    const columns = placeColumns(location);
    if (columns.latitude === null) continue;
    const rows = await db
      .update(products)
      .set(columns)
      .where(eq(products.location, location))
      .returning({ id: products.id });
    placed += rows.length;
  }
  return placed;
}
