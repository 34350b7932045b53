import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  defaultSearchSort,
  searchTerms,
  type SearchFiltersQuery,
  type SearchQuery,
  type SearchResults,
  type SearchSort,
} from '@contract/search.ts';
import { dollarsToCents } from '@contract/money.ts';
import type { Db } from '../db/database.ts';
import { products } from '../db/schema.ts';
import { toPublicProductJson } from './contact-visibility.ts';
import { isFeatured, selectProductViews, type ProductViewRow } from './product-view.ts';
import { distanceFrom, withinRadius } from '../places/radius.ts';
import { decodeCursor, encodeCursor, UNPLACED_DISTANCE_KM, type SearchCursor, type TextMode } from './search-cursor.ts';

/**
 * Words: every term matches a word of the listing by prefix ("nik" finds Nikon), through the GIN
 * full-text index. Similar: the phrase is close to words of the name (trigram word similarity), so
 * "x100f" finds the X100V; only tried when no listing has the words, because it is slower.
 */
export function textMatch(terms: string[], mode: TextMode) {
  const phrase = terms.join(' ');
  if (mode === 'similar') {
    return {
      where: sql`${phrase} <% lower(${products.name})`,
      rank: sql<number>`word_similarity(${phrase}, lower(${products.name}))`,
    };
  }
  const tsQuery = sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
  return {
    where: sql`${products.searchDocument} @@ ${tsQuery}`,
    rank: sql<number>`ts_rank(${products.searchDocument}, ${tsQuery})`,
  };
}

/** Narrower than any filter of the search form: one seller's listings (a device saving them for offline). */
export interface SearchScope {
  sellerId?: string;
}

function filters(query: SearchFiltersQuery & { includeSold?: boolean }, scope: SearchScope): SQL[] {
  return [
    scope.sellerId ? eq(products.sellerId, scope.sellerId) : undefined,
    query.includeSold ? undefined : eq(products.availability, 'available'),
    query.category ? eq(products.category, query.category) : undefined,
    query.type?.length ? inArray(products.type, query.type) : undefined,
    query.brand?.length ? inArray(products.brand, query.brand) : undefined,
    query.mount?.length ? inArray(products.mount, query.mount) : undefined,
    query.condition?.length ? inArray(products.condition, query.condition) : undefined,
    query.grade?.length ? inArray(products.grade, query.grade) : undefined,
    query.minPrice !== undefined ? gte(products.resellPriceCents, dollarsToCents(query.minPrice)) : undefined,
    query.maxPrice !== undefined ? lte(products.resellPriceCents, dollarsToCents(query.maxPrice)) : undefined,
    query.radius !== undefined && query.lat !== undefined && query.lng !== undefined
      ? withinRadius({ lat: query.lat, lng: query.lng }, query.radius)
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** The distance sort's key: km from the search's point; listings without a place come last, as if farther than any. */
function distanceKey(query: SearchQuery): SQL<number> {
  if (query.lat === undefined || query.lng === undefined) return sql<number>`0`;
  return sql<number>`coalesce(${distanceFrom({ lat: query.lat, lng: query.lng })}, ${UNPLACED_DISTANCE_KM}::float8)`;
}

/** Rows after the cursor in the sort's order: the order is total because the id breaks every tie. */
function afterCursor(cursor: SearchCursor, distance: SQL<number>): SQL | undefined {
  switch (cursor.sort) {
    case 'relevance':
      return undefined;
    case 'featured':
      return sql`(${isFeatured}, ${products.postTime}, ${products.id}) < (${cursor.featured}, ${new Date(cursor.value)}, ${cursor.id})`;
    case 'newest':
      return sql`(${products.postTime}, ${products.id}) < (${new Date(cursor.value)}, ${cursor.id})`;
    case 'distance':
      return sql`(${distance}, ${products.id}) > (${cursor.value}::float8, ${cursor.id})`;
    case 'price-asc':
      return or(
        gt(products.resellPriceCents, cursor.value),
        and(eq(products.resellPriceCents, cursor.value), gt(products.id, cursor.id)),
      );
    case 'price-desc':
      return or(
        lt(products.resellPriceCents, cursor.value),
        and(eq(products.resellPriceCents, cursor.value), lt(products.id, cursor.id)),
      );
  }
}

/** Where the next page starts: after the last row's sort key, or at the next offset for relevance. */
function cursorAfter(
  last: ProductViewRow & { distance: number },
  sort: SearchSort,
  textMode: TextMode,
  offset: number,
): SearchCursor {
  switch (sort) {
    case 'relevance':
      return { kind: 'offset', sort, textMode, offset };
    case 'featured':
      return {
        kind: 'keyset',
        sort,
        textMode,
        id: last.id,
        value: last.postTime.toISOString(),
        featured: last.featured,
      };
    case 'newest':
      return { kind: 'keyset', sort, textMode, id: last.id, value: last.postTime.toISOString() };
    case 'distance':
      return { kind: 'keyset', sort, textMode, id: last.id, value: last.distance };
    default:
      return { kind: 'keyset', sort, textMode, id: last.id, value: last.resellPriceCents };
  }
}

export async function searchProducts(db: Db, query: SearchQuery, scope: SearchScope = {}): Promise<SearchResults> {
  const terms = searchTerms(query.q);
  const sort: SearchSort = query.sort ?? defaultSearchSort(terms.length > 0);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const page = { terms, sort, cursor, scope };
  if (cursor?.textMode === 'similar') return searchPage(db, query, { ...page, textMode: 'similar' });
  const byWords = await searchPage(db, query, { ...page, textMode: 'words' });
  const nothingHadTheWords = terms.length > 0 && !cursor && byWords.items.length === 0;
  return nothingHadTheWords ? searchPage(db, query, { ...page, textMode: 'similar' }) : byWords;
}

async function searchPage(
  db: Db,
  query: SearchQuery,
  {
    terms,
    sort,
    cursor,
    textMode,
    scope,
  }: {
    terms: string[];
    sort: SearchSort;
    cursor: SearchCursor | undefined;
    textMode: TextMode;
    scope: SearchScope;
  },
): Promise<SearchResults> {
  const text = terms.length ? textMatch(terms, textMode) : undefined;

  const distance = distanceKey(query);
  const where = and(...filters(query, scope), text?.where, cursor && afterCursor(cursor, distance));
  const orderBy = {
    featured: [desc(isFeatured), desc(products.postTime), desc(products.id)],
    relevance: [desc(text?.rank ?? sql`0`), desc(products.postTime), desc(products.id)],
    newest: [desc(products.postTime), desc(products.id)],
    'price-asc': [asc(products.resellPriceCents), asc(products.id)],
    'price-desc': [desc(products.resellPriceCents), desc(products.id)],
    distance: [asc(distance), asc(products.id)],
  }[sort];
  const offset = cursor?.kind === 'offset' ? cursor.offset : 0;

  // One extra row tells whether another page exists.
  const rows = await selectProductViews(db, { distance })
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit + 1)
    .offset(offset);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    nextCursor = encodeCursor(cursorAfter(last, sort, textMode, offset + page.length));
  }
  return { items: page.map(toPublicProductJson), nextCursor, sort };
}

/** How many listings every page of this search holds together, matched the way `searchProducts` matches them. */
export async function countSearchMatches(db: Db, query: SearchQuery, scope: SearchScope = {}): Promise<number> {
  const terms = searchTerms(query.q);
  const count = async (textMode: TextMode) => {
    const text = terms.length ? textMatch(terms, textMode) : undefined;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...filters(query, scope), text?.where));
    return row?.n ?? 0;
  };
  const byWords = await count('words');
  return byWords === 0 && terms.length > 0 ? count('similar') : byWords;
}

/** How many saved searches one question to the database tests a listing against. */
const SEARCHES_PER_QUERY = 200;

/**
 * Which of these searches would find the listing, by the conditions the search itself applies (words matched by
 * prefix; the "similar" fallback is for a buyer looking at an empty page, not for telling them of a listing).
 */
export async function searchesFinding(
  db: Db,
  productId: string,
  searches: Array<{ id: string; filters: SearchFiltersQuery }>,
): Promise<string[]> {
  const found: string[] = [];
  for (let start = 0; start < searches.length; start += SEARCHES_PER_QUERY) {
    const batch = searches.slice(start, start + SEARCHES_PER_QUERY);
    const tests = batch.map(({ filters: query }) => {
      const terms = searchTerms(query.q);
      const condition = and(...filters(query, {}), terms.length ? textMatch(terms, 'words').where : undefined);
      return sql`coalesce(${condition ?? sql`true`}, false)`;
    });
    const [row] = (await db
      .select({ finds: sql<boolean[]>`array[${sql.join(tests, sql`, `)}]` })
      .from(products)
      .where(eq(products.id, productId))) as Array<{ finds: boolean[] }>;
    if (!row) return [];
    batch.forEach((search, index) => {
      if (row.finds[index]) found.push(search.id);
    });
  }
  return found;
}
