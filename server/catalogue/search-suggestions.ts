import { and, asc, count, desc, eq } from 'drizzle-orm';
import { SEARCH_SUGGESTIONS, searchTerms } from '@contract/search.ts';
import type { Db } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { textMatch } from './search-products.ts';

/**
 * The names of listings for sale whose words start with what was typed ("leica m" finds "Leica M6"), the name listed
 * most often first: what a search box offers while a buyer types. Through the search's full-text index.
 */
export async function searchSuggestions(db: Db, q: string): Promise<string[]> {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const rows = await db
    .select({ name: products.name, listings: count() })
    .from(products)
    .where(and(eq(products.availability, 'available'), textMatch(terms, 'words').where))
    .groupBy(products.name)
    .orderBy(desc(count()), asc(products.name))
    .limit(SEARCH_SUGGESTIONS);
  return rows.map((row) => row.name);
}
