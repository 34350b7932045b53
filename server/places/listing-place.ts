import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { geocode } from './gazetteer.ts';

/**
 * The place columns of a listing at `location`: no coordinates, and marked unplaceable, when no place has that name
 * (it then stays out of radius searches).
 */
export function placeColumns(location: string): {
  latitude: number | null;
  longitude: number | null;
  unplaceable: boolean;
} {
  const place = geocode(location);
  return { latitude: place?.lat ?? null, longitude: place?.lng ?? null, unplaceable: place === undefined };
}

/**
 * Listings stored before listings had places: placed from their location text, once (a text no place has is marked
 * and not looked up again). Answers how many location texts were looked up and how many listings were placed. Reads
 * the gazetteer (about a second and 50 MB) only when some listing was never looked up.
 */
export async function placeUnplacedListings(db: Db): Promise<{ lookedUp: number; placed: number }> {
  const unplaced = await db
    .selectDistinct({ location: products.location })
    .from(products)
    .where(and(isNull(products.latitude), eq(products.unplaceable, false)));
  let placed = 0;
  for (const { location } of unplaced) {
    const columns = placeColumns(location);
    const rows = await db
      .update(products)
      .set(columns)
      .where(and(eq(products.location, location), isNull(products.latitude)))
      .returning({ id: products.id });
    if (!columns.unplaceable) placed += rows.length;
  }
  return { lookedUp: unplaced.length, placed };
}
