import { z } from 'zod';
import { freeText, plainString } from './free-text.ts';
import { CONDITIONS, categoryFromParam, productSchema } from './catalogue.ts';
import { canonicalBrand, canonicalMount, GRADE_CODES, ITEM_TYPES } from './listing-details.ts';
import { MAX_RADIUS_KM } from './places.ts';

/** `distance`: nearest first, from the point a search gives (`lat`, `lng`). */
export const SEARCH_SORTS = ['featured', 'relevance', 'newest', 'price-asc', 'price-desc', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Best match when there are words to match; otherwise the catalogue's own order, featured listings first. */
export const defaultSearchSort = (hasWords: boolean): SearchSort => (hasWords ? 'relevance' : 'featured');
export const SEARCH_PAGE_SIZE = 24;

const MAX_TERMS = 8;

/** The words a search matches, the same on the server and on a device: "Leica-M6", "leica m6" and "LEICA  M6!" all become ["leica", "m6"]. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}
export const MAX_SEARCH_PAGE_SIZE = 60;

/** `a,b,c` in a query string, each checked against the allowed values. */
function commaList<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  const allowed = new Set<string>(values);
  return z
    .string()
    .max(500)
    .transform((raw, ctx) => {
      const items = [
        ...new Set(
          raw
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ];
      const unknown = items.filter((item) => !allowed.has(item));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown ${label}: ${unknown.join(', ')}` });
      return items as Array<T[number]>;
    });
}

/** `a,b,c` of names anyone can type (brands, mounts), each spelt the catalogue's way. */
function nameList(canonical: (typed: string) => string) {
  // No NUL or control characters: a brand of "\u0000" reached PostgreSQL and answered 500 (the hostile-input fuzz).
  return plainString()
    .max(500)
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((item) => canonical(item))
          .filter(Boolean),
      ),
    ]);
}

const money = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000);

/** What narrows a search (or a set saved for offline): words and filters. Every one is optional. */
const searchFilterFields = z.object({
  q: freeText().max(100, 'Keep the search under 100 characters').optional(),
  category: z
    .string()
    .max(64)
    .transform((value, ctx) => {
      const category = categoryFromParam(value);
      if (!category) ctx.addIssue({ code: 'custom', message: `Unknown category "${value}"` });
      return category ?? z.NEVER;
    })
    .optional(),
  type: commaList(ITEM_TYPES, 'type').optional(),
  brand: nameList(canonicalBrand).optional(),
  mount: nameList(canonicalMount).optional(),
  condition: commaList(CONDITIONS, 'condition').optional(),
  grade: commaList(GRADE_CODES, 'grade').optional(),
  minPrice: money('The minimum price').optional(),
  maxPrice: money('The maximum price').optional(),
  /** Where to search from: both or neither. With `radius` (km), only listings that near. */
  lat: coordinate('lat', 90).optional(),
  lng: coordinate('lng', 180).optional(),
  radius: z.coerce
    .number({ message: 'radius must be a number of kilometres' })
    .min(0, 'radius cannot be negative')
    .max(MAX_RADIUS_KM, `radius must be at most ${MAX_RADIUS_KM} km`)
    .optional(),
  cursor: z.string().max(300).optional(),
});

function coordinate(name: 'lat' | 'lng', limit: number) {
  return z.coerce
    .number({ message: `${name} must be a number of degrees` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);
}

/** A point needs both halves; a radius or the distance sort needs a point. */
function checkPoint(
  query: { lat?: number; lng?: number; radius?: number; sort?: SearchSort },
  ctx: z.RefinementCtx,
): void {
  const issue = (message: string, field: 'lat' | 'lng') => ctx.addIssue({ code: 'custom', message, path: [field] });
  if (query.lat === undefined && query.lng !== undefined) issue('Give lat with lng', 'lat');
  else if (query.lng === undefined && query.lat !== undefined) issue('Give lng with lat', 'lng');
  else if (query.lat === undefined && query.radius !== undefined)
    issue('A radius needs lat and lng to measure from', 'lat');
  else if (query.lat === undefined && query.sort === 'distance')
    issue('Sorting by distance needs lat and lng to measure from', 'lat');
}

const priceRangeInOrder: [
  (query: { minPrice?: number; maxPrice?: number }) => boolean,
  { message: string; path: string[] },
] = [
  (query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
  { message: 'The minimum price must not be above the maximum price', path: ['minPrice'] },
];

/** GET /api/products: search, filters, sort and cursor pagination. Every parameter is optional. */
export const searchQuerySchema = searchFilterFields
  .extend({
    sort: z.enum(SEARCH_SORTS, { message: `Sort by one of: ${SEARCH_SORTS.join(', ')}` }).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    includeSold: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .default(false),
  })
  .refine(...priceRangeInOrder)
  .superRefine(checkPoint);
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchParams = z.input<typeof searchQuerySchema>;

export const searchResultsSchema = z.object({
  items: z.array(productSchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  sort: z.enum(SEARCH_SORTS),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** A search's words and filters alone, as a saved search keeps them (the order and the paging are the page's). */
export const searchFiltersSchema = searchFilterFields
  .omit({ cursor: true })
  .refine(...priceRangeInOrder)
  .superRefine(checkPoint);
export type SearchFiltersQuery = z.output<typeof searchFiltersSchema>;

export const OFFLINE_CATALOGUE_PAGE_SIZE = 100;
export const MAX_OFFLINE_CATALOGUE_PAGE_SIZE = 250;

/**
 * GET /api/offline-catalogue: the listings still for sale that a device saves for offline, newest first, a large
 * page at a time: the whole catalogue, or narrowed like a search (a category, words, filters), or one seller's
 * (`sellerOf`: the seller of this listing, so no seller id has to be public).
 */
export const offlineCatalogueQuerySchema = searchFilterFields
  .extend({
    sellerOf: z.uuid('sellerOf must be a listing id').optional(),
    limit: z.coerce.number().int().min(1).max(MAX_OFFLINE_CATALOGUE_PAGE_SIZE).default(OFFLINE_CATALOGUE_PAGE_SIZE),
  })
  .refine(...priceRangeInOrder)
  .superRefine(checkPoint);
export type OfflineCatalogueQuery = z.output<typeof offlineCatalogueQuerySchema>;
export type OfflineCatalogueParams = z.input<typeof offlineCatalogueQuerySchema>;

export const offlineCataloguePageSchema = z.object({
  items: z.array(productSchema),
  nextCursor: z.string().nullable(),
  /** How many listings the whole set has: on the first page only (null on the others). */
  total: z.number().int().nullable(),
});
export type OfflineCataloguePage = z.infer<typeof offlineCataloguePageSchema>;

/** POST /api/offline-catalogue/availability: what became of listings a device keeps. */
export const MAX_AVAILABILITY_IDS = 500;
export const availabilityQuerySchema = z.object({
  ids: z.array(z.uuid('Every id must be a listing id')).min(1).max(MAX_AVAILABILITY_IDS),
});
/** The listings that still exist, with their availability; an id left out names a listing removed since. */
export const availabilityAnswerSchema = z.object({
  items: z.array(z.object({ _id: z.string(), availability: productSchema.shape.availability })),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/** One value a filter offers, with how many listings for sale hold it. */
const filterOptionSchema = z.object({ name: z.string(), count: z.number().int() });
/** GET /api/catalogue-filters: the brands and lens mounts the listings for sale hold, A to Z ('Other' last). */
export const catalogueFiltersSchema = z.object({
  brands: z.array(filterOptionSchema),
  mounts: z.array(filterOptionSchema),
});
export type CatalogueFilters = z.infer<typeof catalogueFiltersSchema>;

/** GET /api/search-suggestions?q=: models for sale whose words start with what is typed, most listed first. */
export const SEARCH_SUGGESTIONS = 6;
export const searchSuggestionsQuerySchema = z.object({
  q: plainString().trim().min(2, 'Type at least 2 characters').max(100, 'Keep the search under 100 characters'),
});
export const searchSuggestionsSchema = z.array(z.string());
