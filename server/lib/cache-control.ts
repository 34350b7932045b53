/** For answers whose name changes whenever their content does (hashed assets, photos named by their digest). */
export const IMMUTABLE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** For painted public pages: kept briefly by browsers and shared caches, then revalidated. */
export const PAINTED_PAGE = 'public, max-age=60, stale-while-revalidate=300';
