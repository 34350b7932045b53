import { inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { searchTerms, type SearchFiltersQuery } from '@contract/search.ts';
import type { Db } from '@server/db/database.ts';
import { products, savedSearchKeys, savedSearches } from '@server/db/schema.ts';

/*
 * Anchor keys: how the alert worker finds the saved searches that may find a listing without reading them all.
 *
 * Every condition of a saved search must hold for it to find a listing (`searchesFinding` ANDs them), so one of
 * them is enough to rule a search out. Each search is stored under the keys of ONE of its conditions, its anchor;
 * a listing produces the keys of everything it is, and the searches sharing a key with it are the candidates, found
 * through saved_search_keys' primary key. The candidates are then verified exactly by `searchesFinding`. A search
 * whose anchor holds for the listing shares a key with it, so every search that finds the listing is a candidate
 * (tests/api/routes/saved-search-keys.test.ts checks this against the full scan).
 *
 * The anchor, in this order:
 * - Words: `w:` and the first WORD_KEY_CHARACTERS characters of the search's longest lexeme. Terms match the
 *   listing's words BY PREFIX (`term:*` in `textMatch`), so "nik" finds Nikon. Both sides are worked out by
 *   PostgreSQL itself, so they split and lower-case text exactly as the match does: the search's lexemes come from
 *   to_tsvector('simple', its terms) (the parser and dictionary to_tsquery runs each term through), the listing's
 *   from its search_document. A listing gives every prefix of each of its lexemes up to WORD_KEY_CHARACTERS long:
 *   a term T that prefixes a lexeme L has left(T, N) = left(L, min(length(T), N)), one of those prefixes. Every
 *   lexeme of every term must match, so any one will do; the longest is the most telling.
 * - Brands: `brand:` and each brand named (the listing must have one of them).
 * - Else mounts, grades, the category, item types, conditions, each the same way.
 * - Else (a price range or a radius alone, or words PostgreSQL reads no lexeme from): `any`, which every listing
 *   gives.
 */

/**
 * Bump when the keys a search gets change: the worker rewrites every search keyed by an older rule. Until it has,
 * `listingKeys` must still give the keys the older rule stored, or those searches miss listings meanwhile.
 */
export const SEARCH_KEYS_VERSION = 1;

/**
 * How many characters of a word a word key keeps. A listing gives up to this many keys per word (its prefixes);
 * a search's key is this long unless its word is shorter. Six tells "summicron" from "summilux" and "nikon" from
 * "nikkor", and keeps a 4,000-character description to a few thousand keys.
 */
export const WORD_KEY_CHARACTERS = 6;

const CATCH_ALL = 'any';

type Filters = SearchFiltersQuery;

/** The keys of a search's anchor, given the key of its longest lexeme (null when it has no words PostgreSQL reads). */
function anchorKeys(filters: Filters, wordKey: string | null): string[] {
  if (wordKey !== null) return [`w:${wordKey}`];
  const lists: Array<[string, readonly string[] | undefined]> = [
    ['brand', filters.brand],
    ['mount', filters.mount],
    ['grade', filters.grade],
    ['category', filters.category ? [filters.category] : undefined],
    ['type', filters.type],
    ['condition', filters.condition],
  ];
  for (const [name, values] of lists) {
    if (values?.length) return values.map((value) => `${name}:${value}`);
  }
  return [CATCH_ALL];
}

/**
 * The word key of each search's words (`left(longest lexeme, N)`), by one question to the database; null where a
 * search has no words, or none PostgreSQL reads as a lexeme.
 */
async function wordKeys(db: Pick<Db, 'execute'>, searches: Array<{ filters: Filters }>): Promise<Array<string | null>> {
  const words = searches.map(({ filters }) => searchTerms(filters.q).join(' '));
  const asked = words.flatMap((text, index) => (text ? [sql`(${index}::int, ${text}::text)`] : []));
  const keys: Array<string | null> = words.map(() => null);
  if (asked.length === 0) return keys;
  const result = await db.execute<{ i: number; key: string | null }>(sql`
    select s.i, (
      select left(l, ${WORD_KEY_CHARACTERS}::int)
      from unnest(tsvector_to_array(to_tsvector('simple', s.words))) l
      order by length(l) desc, l
      limit 1
    ) as key
    from (values ${sql.join(asked, sql`, `)}) as s(i, words)`);
  for (const row of rowsOf<{ i: number; key: string | null }>(result)) keys[Number(row.i)] = row.key;
  return keys;
}

/** `db.execute`'s rows, on PGlite and on node-postgres alike. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The anchor keys of each search, in order. */
export async function keysOfSearches(
  db: Pick<Db, 'execute'>,
  searches: Array<{ filters: Filters }>,
): Promise<string[][]> {
  const words = await wordKeys(db, searches);
  return searches.map(({ filters }, index) => anchorKeys(filters, words[index] ?? null));
}

/**
 * Writes the keys of these searches (replacing any they had) and marks them keyed by this rule. A search whose
 * query no longer parses gets none: nothing can find a listing for it (the full scan skipped it too).
 */
export async function writeSearchKeys(
  tx: Pick<Db, 'execute' | 'insert' | 'delete' | 'update'>,
  searches: Array<{ id: string; filters: Filters | null }>,
): Promise<void> {
  if (searches.length === 0) return;
  const parsed = searches.flatMap((search) => (search.filters ? [{ id: search.id, filters: search.filters }] : []));
  const keys = await keysOfSearches(tx, parsed);
  const ids = searches.map((search) => search.id);
  await tx.delete(savedSearchKeys).where(inArray(savedSearchKeys.searchId, ids));
  const rows = parsed.flatMap((search, index) => (keys[index] ?? []).map((key) => ({ key, searchId: search.id })));
  if (rows.length) await tx.insert(savedSearchKeys).values(rows).onConflictDoNothing();
  await tx.update(savedSearches).set({ keysVersion: SEARCH_KEYS_VERSION }).where(inArray(savedSearches.id, ids));
}

/** Searches saved before their keys existed, or by an older replica, or keyed by an older rule. */
export const needsKeys: SQL = or(
  isNull(savedSearches.keysVersion),
  lt(savedSearches.keysVersion, SEARCH_KEYS_VERSION),
)!;

/**
 * Keys up to `batch` searches that have none under this rule, claimed with SKIP LOCKED so replicas doing the same
 * share the work. Answers how many it keyed (0: none is left).
 */
export async function keySomeUnkeyedSearches(
  db: Db,
  parse: (query: string) => Filters | null,
  batch = 500,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: savedSearches.id, query: savedSearches.query })
      .from(savedSearches)
      .where(needsKeys)
      .limit(batch)
      .for('update', { skipLocked: true });
    await writeSearchKeys(
      tx,
      rows.map((row) => ({ id: row.id, filters: parse(row.query) })),
    );
    return rows.length;
  });
}

/**
 * The keys a listing gives (its words' prefixes, its brand, mount, grade, category, type, condition, and `any`), as
 * a subquery: every search whose anchor holds for the listing has one of them.
 */
export function listingKeys(productId: string): SQL {
  return sql`
    select 'w:' || left(w.lexeme, n)
    from ${products} p
      cross join lateral unnest(p.search_document) as w(lexeme, positions, weights)
      cross join lateral generate_series(1, least(length(w.lexeme), ${WORD_KEY_CHARACTERS}::int)) as n
    where p.id = ${productId}
    union
    select unnest(array[
      'brand:' || p.brand, 'mount:' || p.mount, 'grade:' || p.grade, 'category:' || p.category,
      'type:' || p.item_type, 'condition:' || p.condition, ${CATCH_ALL}::text
    ])
    from ${products} p
    where p.id = ${productId}`;
}

/** The ids of the searches sharing a key with the listing: an index lookup per key the listing gives. */
export function candidateSearchIds(db: Pick<Db, 'selectDistinct'>, productId: string) {
  return db
    .selectDistinct({ id: savedSearchKeys.searchId })
    .from(savedSearchKeys)
    .where(sql`${savedSearchKeys.key} = any(array(${listingKeys(productId)}))`);
}
