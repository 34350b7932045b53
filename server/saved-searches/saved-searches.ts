import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchInput } from '@contract/saved-searches.ts';
import { searchFiltersSchema, type SearchFiltersQuery } from '@contract/search.ts';
import { searchesFinding } from '@server/catalogue/search-products.ts';
import type { Db } from '@server/db/database.ts';
import { epochMicros } from '@server/db/epoch-micros.ts';
import { products, savedSearches } from '@server/db/schema.ts';
import { badRequest, conflict } from '@server/lib/http-errors.ts';
import { candidateSearchIds, keySomeUnkeyedSearches, writeSearchKeys } from './search-keys.ts';

type Row = typeof savedSearches.$inferSelect;

const toJson = (row: Row): SavedSearch => ({
  _id: row.id,
  query: row.query,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
});

/** The words and filters of a saved search's query string, read as the search reads them. */
const parseFilters = (query: string) => searchFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

/** A saved search's words and filters; null if its query no longer parses (no listing is tested against it). */
export function parseSavedQuery(query: string): SearchFiltersQuery | null {
  const parsed = parseFilters(query);
  return parsed.success ? parsed.data : null;
}

async function findSaved(db: Pick<Db, 'select'>, userId: string, query: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)));
  return row;
}

/** The buyer's saved searches, latest first. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toJson);
}

/**
 * Keeps a search for the buyer, to be told of each new listing it finds, with its anchor keys (search-keys.ts). The query must parse as the search does
 * (its first wrong field is named) and narrow something: a saved "everything" would tell of every listing.
 */
export async function saveSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
): Promise<{ alreadySaved: boolean; savedSearch: SavedSearch }> {
  const parsed = parseFilters(input.query);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'This is not a search', 'query');
  if (!narrows(parsed.data)) throw badRequest('Type words or choose a filter before saving a search', 'query');
  return db.transaction(async (tx) => {
    const existing = await findSaved(tx, userId, input.query);
    if (existing) return { alreadySaved: true, savedSearch: toJson(existing) };
    const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(kept?.n ?? 0) >= MAX_SAVED_SEARCHES) {
      throw conflict(`You can keep ${MAX_SAVED_SEARCHES} saved searches; delete one to save another`, 'query');
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, query: input.query, label: input.label })
      .onConflictDoNothing()
      .returning();
    if (row) {
      // Its anchor keys with it, so the next listing published is matched against it.
      await writeSearchKeys(tx, [{ id: row.id, filters: parsed.data }]);
      return { alreadySaved: false, savedSearch: toJson(row) };
    }
    // The same search saved at the same moment from another tab.
    const raced = await findSaved(tx, userId, input.query);
    if (!raced) throw conflict('This search could not be saved; please try again', 'query');
    return { alreadySaved: true, savedSearch: toJson(raced) };
  });
}

function narrows(filters: SearchFiltersQuery): boolean {
  return Object.values(filters).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined));
}

/** Answers how many went (0 when it was not the buyer's). */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<number> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length;
}

/**
 * Keys every search that has no anchor keys under this rule yet (saved before they existed, or by an older replica
 * during a deploy), a batch at a time. Answers how many it keyed.
 */
export async function keyUnkeyedSearches(db: Db): Promise<number> {
  let keyed = 0;
  for (;;) {
    const batch = await keySomeUnkeyedSearches(db, parseSavedQuery);
    keyed += batch;
    if (batch === 0) return keyed;
  }
}

/** A saved search that finds a listing; `createdMicros`: when it was saved, in microseconds since 1970. */
export type FindingSearch = { id: string; userId: string; label: string; createdMicros: number };

/**
 * The listing and the saved searches that find it now (the seller's own aside); null when it does not exist. Only
 * the searches that share an anchor key with it are read (search-keys.ts), and each is verified by the search's own
 * conditions (`searchesFinding`). Read before an edit too, so that only the searches it brings the listing into hear
 * of it. `tested`: how many searches were verified.
 */
export async function searchesFindingListing(db: Db, productId: string) {
  const [listing] = await db
    .select({ name: products.name, priceCents: products.resellPriceCents, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId));
  if (!listing) return null;
  const rows = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      query: savedSearches.query,
      label: savedSearches.label,
      createdMicros: epochMicros(savedSearches.createdAt),
    })
    .from(savedSearches)
    .where(
      and(inArray(savedSearches.id, candidateSearchIds(db, productId)), ne(savedSearches.userId, listing.sellerId)),
    )
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  const searches = rows.flatMap((row) => {
    const filters = parseSavedQuery(row.query);
    return filters ? [{ id: row.id, filters, row }] : [];
  });
  const found = new Set(await searchesFinding(db, productId, searches));
  const finding: FindingSearch[] = searches
    .filter((search) => found.has(search.id))
    .map(({ row }) => ({ id: row.id, userId: row.userId, label: row.label, createdMicros: Number(row.createdMicros) }));
  return { listing, finding, tested: searches.length };
}
