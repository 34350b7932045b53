import { z } from 'zod';
import { freeText } from './free-text.ts';
import { CONDITIONS, categoryFromParam, productSchema } from './catalogue.ts';
import { BRANDS, GRADE_CODES } from './listing-details.ts';

export const SEARCH_SORTS = ['featured', 'relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Best match when there are words to match; otherwise the catalogue's own order, featured listings first. */
export const defaultSearchSort = (hasWords: boolean): SearchSort => (hasWords ? 'relevance' : 'featured');
export const SEARCH_PAGE_SIZE = 24;
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

const money = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000);

/** GET /api/products: search, filters, sort and cursor pagination. Every parameter is optional. */
export const searchQuerySchema = z
  .object({
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
    brand: commaList(BRANDS, 'brand').optional(),
    condition: commaList(CONDITIONS, 'condition').optional(),
    grade: commaList(GRADE_CODES, 'grade').optional(),
    minPrice: money('The minimum price').optional(),
    maxPrice: money('The maximum price').optional(),
    sort: z.enum(SEARCH_SORTS, { message: `Sort by one of: ${SEARCH_SORTS.join(', ')}` }).optional(),
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    includeSold: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .default(false),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'The minimum price must not be above the maximum price',
    path: ['minPrice'],
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchParams = z.input<typeof searchQuerySchema>;

export const searchResultsSchema = z.object({
  items: z.array(productSchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  sort: z.enum(SEARCH_SORTS),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
