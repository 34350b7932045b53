import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORIES, CONDITIONS } from '@contract/catalogue';
import { BRANDS, GRADE_CODES, ITEM_TYPES, LENS_MOUNTS } from '@contract/listing-details';
import { SEARCH_SORTS, searchQuerySchema } from '@contract/search';
import {
  NO_FILTERS,
  appliedFilters,
  effectiveSort,
  formatSearchFilters,
  isSearching,
  parseSearchFilters,
  savedSearchOf,
  searchRequestParams,
  sortOptions,
  toggled,
  withQuery,
  withSort,
  withoutFilters,
  type SearchFilters,
} from '@/features/catalogue/lib/search-filters';
import { productsSearchPath, searchedWords } from '@/features/catalogue/lib/search-url';

describe('parseSearchFilters', () => {
  it('reads every parameter of a shared search URL', () => {
    expect(
      parseSearchFilters(
        '?q=leica+m6&category=film&type=lens&brand=Leica,Nikon&mount=leica+m&condition=Good&grade=EX%2B,LN&minPrice=100&maxPrice=2500&includeSold=true&sort=price-asc',
      ),
    ).toEqual({
      q: 'leica m6',
      category: 'Film',
      types: ['lens'],
      brands: ['Leica', 'Nikon'],
      mounts: ['Leica M'],
      conditions: ['Good'],
      grades: ['LN', 'EX+'],
      minPrice: 100,
      maxPrice: 2500,
      includeSold: true,
      sort: 'price-asc',
    });
  });

  it('gives the plain storefront for an empty query string', () => {
    expect(parseSearchFilters('')).toEqual(NO_FILTERS);
  });

  it('accepts the category however it is spelt', () => {
    expect(parseSearchFilters('category=Medium%20Format').category).toBe('Medium Format');
    expect(parseSearchFilters('category=point-and-shoot').category).toBe('Point & Shoot');
  });

  it('drops unknown types, conditions, grades, categories and sorts instead of failing, but keeps any brand', () => {
    expect(
      parseSearchFilters('type=drone&brand=Leica,minolta&condition=Mint&grade=A&category=lenses&sort=cheapest'),
    ).toEqual({
      ...NO_FILTERS,
      brands: ['Leica', 'Minolta'],
    });
  });

  it('keeps list values in their published order, names A to Z, without repeats', () => {
    expect(parseSearchFilters('brand=Sony,nikon,Nikon').brands).toEqual(['Nikon', 'Sony']);
    expect(parseSearchFilters('type=accessory,camera').types).toEqual(['camera', 'accessory']);
    expect(parseSearchFilters('grade=UG,LN').grades).toEqual(['LN', 'UG']);
  });

  it('ignores prices that are not non-negative numbers and swaps a reversed range', () => {
    expect(parseSearchFilters('minPrice=abc&maxPrice=-4')).toEqual(NO_FILTERS);
    expect(parseSearchFilters('minPrice=900&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
    expect(parseSearchFilters('minPrice=0').minPrice).toBe(0);
  });

  it('offers best match only with words to match', () => {
    expect(parseSearchFilters('sort=relevance').sort).toBeUndefined();
    expect(parseSearchFilters('q=nikon&sort=relevance').sort).toBe('relevance');
  });

  it('trims the words and caps them at 100 characters', () => {
    expect(parseSearchFilters('q=%20%20fm2%20%20').q).toBe('fm2');
    expect(parseSearchFilters(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('formatSearchFilters', () => {
  it('writes readable, canonical URLs', () => {
    const filters: SearchFilters = {
      ...NO_FILTERS,
      q: 'leica',
      brands: ['Leica', 'Nikon'],
      minPrice: 100,
      sort: 'price-asc',
    };
    expect(formatSearchFilters(filters)).toBe('q=leica&brand=Leica,Nikon&minPrice=100&sort=price-asc');
  });

  it('writes nothing for the storefront and a slug for a category', () => {
    expect(formatSearchFilters(NO_FILTERS)).toBe('');
    expect(formatSearchFilters({ ...NO_FILTERS, category: 'Film' })).toBe('category=film');
    expect(formatSearchFilters({ ...NO_FILTERS, category: 'Point & Shoot' })).toBe('category=point-and-shoot');
  });

  it('encodes words and grades safely', () => {
    expect(formatSearchFilters({ ...NO_FILTERS, q: 'a&b=c 50%', grades: ['EX+'] })).toBe(
      'q=a%26b%3Dc+50%25&grade=EX%2B',
    );
  });

  const filtersArbitrary: fc.Arbitrary<SearchFilters> = fc
    .record(
      {
        q: fc.string({ maxLength: 30 }).map((q) => q.trim()),
        category: fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
        types: fc.subarray([...ITEM_TYPES]),
        brands: fc
          .subarray([...BRANDS])
          .map((brands) => brands.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))),
        mounts: fc
          .subarray([...LENS_MOUNTS])
          .map((mounts) => mounts.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))),
        conditions: fc.subarray([...CONDITIONS]),
        grades: fc.subarray([...GRADE_CODES]),
        minPrice: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
        maxPrice: fc.option(fc.integer({ min: 5000, max: 10000 }), { nil: undefined }),
        includeSold: fc.boolean(),
        near: fc.option(
          fc.record({
            lat: fc.integer({ min: -9000, max: 9000 }).map((n) => n / 100),
            lng: fc.integer({ min: -18000, max: 18000 }).map((n) => n / 100),
            radius: fc.constantFrom(0, 5, 25, 250),
            label: fc.constantFrom('your position', 'Lyon, France'),
          }),
          { nil: undefined },
        ),
        sort: fc.option(fc.constantFrom(...SEARCH_SORTS.filter((s) => s !== 'relevance')), { nil: undefined }),
      },
      { requiredKeys: ['q', 'types', 'brands', 'mounts', 'conditions', 'grades', 'includeSold'] },
    )
    .map((filters) => (filters.sort === 'distance' && !filters.near ? { ...filters, sort: undefined } : filters));

  it('round-trips through the URL: what is written is read back the same', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        expect(parseSearchFilters(formatSearchFilters(filters))).toEqual(
          Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
        );
      }),
    );
  });

  it('asks the API only for what its own schema accepts', () => {
    fc.assert(
      fc.property(
        filtersArbitrary,
        fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: null }),
        (filters, cursor) => {
          const params = Object.fromEntries(searchRequestParams(filters, cursor, 24));
          const parsed = searchQuerySchema.safeParse(params);
          expect(parsed.success).toBe(true);
          expect(params.limit).toBe('24');
          expect(params.cursor).toBe(cursor ?? undefined);
        },
      ),
    );
  });
});

describe('search mode', () => {
  it('shows the catalogue, not results, for nothing or only a category', () => {
    expect(isSearching(NO_FILTERS)).toBe(false);
    expect(isSearching({ ...NO_FILTERS, category: 'DSLR' })).toBe(false);
  });

  it.each<[string, Partial<SearchFilters>]>([
    ['words', { q: 'fm2' }],
    ['a brand', { brands: ['Leica'] }],
    ['a condition', { conditions: ['Fair'] }],
    ['a grade', { grades: ['BGN'] }],
    ['a minimum price', { minPrice: 0 }],
    ['a maximum price', { maxPrice: 300 }],
    ['sold items', { includeSold: true }],
    ['an order', { sort: 'price-desc' }],
  ])('switches to search results for %s', (_, change) => {
    expect(isSearching({ ...NO_FILTERS, ...change })).toBe(true);
  });
});

describe('sorting', () => {
  it('defaults to best match with words and featured first without', () => {
    expect(effectiveSort({ ...NO_FILTERS, q: 'leica' })).toBe('relevance');
    expect(effectiveSort(NO_FILTERS)).toBe('featured');
    expect(effectiveSort({ ...NO_FILTERS, sort: 'price-asc' })).toBe('price-asc');
  });

  it('lists best match only when there is a query', () => {
    expect(sortOptions(NO_FILTERS).map((o) => o.label)).toEqual([
      'Featured first',
      'Newest',
      'Price: low to high',
      'Price: high to low',
    ]);
    expect(sortOptions({ ...NO_FILTERS, q: 'x' }).map((o) => o.label)).toEqual([
      'Featured first',
      'Best match',
      'Newest',
      'Price: low to high',
      'Price: high to low',
    ]);
  });

  it('leaves the default order out of the URL', () => {
    expect(withSort({ ...NO_FILTERS, q: 'x', sort: 'newest' }, 'relevance').sort).toBeUndefined();
    expect(withSort({ ...NO_FILTERS, q: 'x' }, 'newest').sort).toBe('newest');
    expect(withSort(NO_FILTERS, 'featured')).toEqual(NO_FILTERS);
    expect(withSort(NO_FILTERS, 'newest')).toEqual({ ...NO_FILTERS, sort: 'newest' });
  });

  it('drops best match when the words go, and keeps the filters when the words change', () => {
    const searched: SearchFilters = { ...NO_FILTERS, q: 'leica', brands: ['Leica'], sort: 'relevance' };
    expect(withQuery(searched, '  ')).toEqual({ ...NO_FILTERS, brands: ['Leica'] });
    expect(withQuery(searched, ' m6 ')).toEqual({ ...searched, q: 'm6' });
  });
});

describe('applied filters', () => {
  const filters: SearchFilters = {
    q: 'leica',
    category: 'Film',
    types: ['lens'],
    brands: ['Leica', 'Nikon'],
    mounts: ['Leica M'],
    conditions: ['Excellent'],
    grades: ['EX+'],
    minPrice: 100,
    maxPrice: 2500,
    includeSold: true,
    sort: 'price-asc',
  };

  it('names each filter for its chip', () => {
    expect(appliedFilters(filters).map((f) => f.label)).toEqual([
      'Film',
      'Lenses',
      'Leica',
      'Nikon',
      'Leica M mount',
      'Excellent',
      'Grade EX+',
      '$100 – $2,500',
      'Including sold',
    ]);
    expect(appliedFilters({ ...NO_FILTERS, minPrice: 50 }).map((f) => f.label)).toEqual(['From $50']);
    expect(appliedFilters({ ...NO_FILTERS, maxPrice: 1200 }).map((f) => f.label)).toEqual(['Up to $1,200']);
    expect(appliedFilters(NO_FILTERS)).toEqual([]);
  });

  it('removes exactly one filter per chip', () => {
    const byId = Object.fromEntries(appliedFilters(filters).map((f) => [f.id, f.without]));
    expect(byId['brand:Leica']).toEqual({ ...filters, brands: ['Nikon'] });
    expect(byId['category']).toEqual(Object.fromEntries(Object.entries(filters).filter(([k]) => k !== 'category')));
    expect(byId['price']).toMatchObject({ q: 'leica', brands: ['Leica', 'Nikon'] });
    expect(byId['price']).not.toHaveProperty('minPrice');
    expect(byId['price']).not.toHaveProperty('maxPrice');
    expect(byId['includeSold']).toEqual({ ...filters, includeSold: false });
  });

  it('clears every filter but keeps the words and the order', () => {
    expect(withoutFilters(filters)).toEqual({ ...NO_FILTERS, q: 'leica', sort: 'price-asc' });
  });

  it('toggles a value in or out, keeping the published order', () => {
    expect(toggled(['Nikon'], 'Sony', BRANDS)).toEqual(['Sony', 'Nikon']);
    expect(toggled(['Sony', 'Nikon'], 'Sony', BRANDS)).toEqual(['Nikon']);
  });
});

describe('header search URL', () => {
  it('starts a new search with only the words', () => {
    expect(productsSearchPath(' leica m6 ')).toBe('/products?q=leica+m6');
    expect(productsSearchPath('')).toBe('/products');
    expect(parseSearchFilters(productsSearchPath('f/1.4 & 50mm').split('?')[1] ?? '')).toEqual({
      ...NO_FILTERS,
      q: 'f/1.4 & 50mm',
    });
  });

  it('shows the searched words only on the Products page', () => {
    expect(searchedWords('/products', '?q=nikon+fm2&brand=Nikon')).toBe('nikon fm2');
    expect(searchedWords('/product/123', '?q=nikon')).toBe('');
  });
});

describe('a search saved for offline', () => {
  it('keeps the words and filters (not the order, never sold listings) and names them', () => {
    const filters = parseSearchFilters('q=leica&brand=Leica&minPrice=100&maxPrice=900&includeSold=true&sort=price-asc');
    expect(savedSearchOf(filters)).toEqual({
      query: 'q=leica&brand=Leica&minPrice=100&maxPrice=900',
      label: 'Search “leica”: Leica, $100 – $900',
    });
  });

  it('is named by its filters alone when there are no words', () => {
    expect(savedSearchOf(parseSearchFilters('category=film&condition=Excellent'))).toEqual({
      query: 'category=film&condition=Excellent',
      label: 'Search: Film, Excellent',
    });
  });
});
