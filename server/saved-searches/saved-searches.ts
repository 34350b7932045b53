import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { formatCents } from '@contract/format-price.ts';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchInput } from '@contract/saved-searches.ts';
import { searchFiltersSchema, type SearchFiltersQuery } from '@contract/search.ts';
import { searchesFinding } from '@server/catalogue/search-products.ts';
import type { Db } from '@server/db/database.ts';
import { products, savedSearches } from '@server/db/schema.ts';
import { badRequest, conflict } from '@server/lib/http-errors.ts';
import { recordNotices, type Notifier } from '@server/notifications/notices.ts';

type Row = typeof savedSearches.$inferSelect;

const toJson = (row: Row): SavedSearch => ({
  _id: row.id,
  query: row.query,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
});

/** The words and filters of a saved search's query string, read as the search reads them. */
const parseFilters = (query: string) => searchFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

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
 * Keeps a search for the buyer, to be told of each new listing it finds. The query must parse as the search does
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
    if (row) return { alreadySaved: false, savedSearch: toJson(row) };
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
 * The listing and the saved searches that find it now (the seller's own aside); null when it does not exist. Read
 * before an edit too, so that only the searches it brings the listing into hear of it.
 */
export async function searchesFindingListing(db: Db, productId: string) {
  const [listing] = await db
    .select({ name: products.name, priceCents: products.resellPriceCents, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId));
  if (!listing) return null;
  const rows = await db
    .select()
    .from(savedSearches)
    .where(ne(savedSearches.userId, listing.sellerId))
    .orderBy(asc(savedSearches.createdAt));
  const searches = rows.flatMap((row) => {
    const parsed = parseFilters(row.query);
    return parsed.success ? [{ id: row.id, filters: parsed.data, row }] : [];
  });
  const found = new Set(await searchesFinding(db, productId, searches));
  return { listing, finding: searches.filter((search) => found.has(search.id)).map((search) => search.row) };
}

/**
 * Tells every buyer whose saved search finds a listing (the seller's own searches aside), once per search, in their
 * notifications and by push: a new listing, or after an edit (`foundBefore`: the searches that found it already)
 * one the edit brought into their search. Answers the searches told.
 */
export async function alertSavedSearches(
  db: Db,
  notifier: Notifier,
  productId: string,
  foundBefore?: ReadonlySet<string>,
): Promise<string[]> {
  const found = await searchesFindingListing(db, productId);
  const told = found?.finding.filter((row) => !foundBefore?.has(row.id)) ?? [];
  if (!found || told.length === 0) return [];
  const { listing } = found;
  const price = formatCents(listing.priceCents);
  const opening = foundBefore ? 'Now found by your saved search' : 'New listing for your saved search';
  const notices = await recordNotices(
    db,
    told.map((row) => ({
      userId: row.userId,
      kind: 'saved-search' as const,
      orderId: null,
      productId,
      text: `${opening} (${row.label}): ${listing.name}, ${price}.`,
    })),
  );
  void notifier.deliver(notices);
  return told.map((row) => row.id);
}
