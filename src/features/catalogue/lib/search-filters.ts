import { CONDITIONS, categoryFromParam, categorySlug, type Category, type Condition } from '@contract/catalogue';
import {
  canonicalBrand,
  canonicalMount,
  GRADE_CODES,
  ITEM_TYPES,
  type Brand,
  type GradeCode,
  type ItemType,
} from '@contract/listing-details';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, type LatLng } from '@contract/places';
import { SEARCH_SORTS, defaultSearchSort, type SearchSort } from '@contract/search';
import { cleanQuery, encodeSearchValue, PRODUCTS_PATH } from './search-url';

/**
 * Everything a search on /products can say, as the page holds it. The URL is its only store
 * (`/products?q=leica&brand=Leica,Nikon&minPrice=100&sort=price-asc`), so a search can be shared, reloaded and
 * reopened with the back button; these functions turn one into the other.
 */
export interface SearchFilters {
  /** The words searched for, trimmed; '' when none. */
  q: string;
  category?: Category;
  /** Camera, lens, accessory: none chosen means every type. */
  types: ItemType[];
  brands: Brand[];
  /** Lens mounts, spelt the catalogue's way. */
  mounts: string[];
  conditions: Condition[];
  grades: GradeCode[];
  minPrice?: number;
  maxPrice?: number;
  includeSold: boolean;
  /** Only listings within `radius` km of this point: the buyer's position (rounded) or a city they chose. */
  near?: NearPoint;
  /** Left out means the default order: best match with words, featured first without. */
  sort?: SearchSort;
}

export interface NearPoint extends LatLng {
  radius: number;
  /** What the point is, for the filter and its chip: "your position" or the city's label. */
  label: string;
}
export const MY_POSITION = 'your position';

export const NO_FILTERS: SearchFilters = {
  q: '',
  types: [],
  brands: [],
  mounts: [],
  conditions: [],
  grades: [],
  includeSold: false,
};

const MAX_PRICE = 1_000_000;

/** Known values of a comma list, in the order of `allowed`, without repeats; unknown ones are dropped. */
function listParam<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const given = new Set(raw.split(',').map((item) => item.trim()));
  return allowed.filter((value) => given.has(value));
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Names anyone can type (brands, mounts), each spelt the catalogue's way, A to Z without repeats. */
function nameParam(raw: string | null, canonical: (typed: string) => string): string[] {
  if (!raw) return [];
  const names = raw
    .split(',')
    .map(canonical)
    .filter((name) => name !== '' && name.length <= 40);
  return [...new Set(names)].sort(byName);
}

function priceParam(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) return undefined;
  return Math.min(Math.round(value * 100) / 100, MAX_PRICE);
}

function sortParam(raw: string | null, q: string, near: NearPoint | undefined): SearchSort | undefined {
  const sort = SEARCH_SORTS.find((candidate) => candidate === raw);
  // "Best match" means nothing without words to match, "Nearest" nothing without a point.
  if (sort === 'relevance' && !q) return undefined;
  if (sort === 'distance' && !near) return undefined;
  return sort;
}

function coordinateParam(raw: string | null, limit: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

function nearParam(params: URLSearchParams): NearPoint | undefined {
  const lat = coordinateParam(params.get('lat'), 90);
  const lng = coordinateParam(params.get('lng'), 180);
  if (lat === undefined || lng === undefined) return undefined;
  const radius = coordinateParam(params.get('radius'), MAX_RADIUS_KM);
  return {
    lat,
    lng,
    radius: radius !== undefined && radius >= 0 ? radius : DEFAULT_RADIUS_KM,
    label: params.get('near')?.trim().slice(0, 80) || MY_POSITION,
  };
}

/** Reads a URL's query string; anything unknown or malformed is ignored rather than failing the page. */
export function parseSearchFilters(search: string | URLSearchParams): SearchFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = cleanQuery(params.get('q') ?? '');
  let minPrice = priceParam(params.get('minPrice'));
  let maxPrice = priceParam(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const near = nearParam(params);
  return withoutUndefined({
    q,
    category: categoryFromParam(params.get('category') ?? ''),
    types: listParam(params.get('type'), ITEM_TYPES),
    brands: nameParam(params.get('brand'), canonicalBrand),
    mounts: nameParam(params.get('mount'), canonicalMount),
    conditions: listParam(params.get('condition'), CONDITIONS),
    grades: listParam(params.get('grade'), GRADE_CODES),
    minPrice,
    maxPrice,
    includeSold: params.get('includeSold') === 'true',
    near,
    sort: sortParam(params.get('sort'), q, near),
  });
}

function withoutUndefined(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as SearchFilters;
}

/**
 * The parameters in one fixed order, so one search always has one URL (and one cache entry). The point's label is
 * for the page only: the API is asked with the coordinates.
 */
function searchEntries(filters: SearchFilters, forApi = false): Array<[string, string]> {
  const entries: Array<[string, string | undefined]> = [
    ['q', filters.q.trim() || undefined],
    ['category', filters.category && categorySlug(filters.category)],
    ['type', filters.types.join(',') || undefined],
    ['brand', filters.brands.join(',') || undefined],
    ['mount', filters.mounts.join(',') || undefined],
    ['condition', filters.conditions.join(',') || undefined],
    ['grade', filters.grades.join(',') || undefined],
    ['minPrice', filters.minPrice?.toString()],
    ['maxPrice', filters.maxPrice?.toString()],
    ['includeSold', filters.includeSold ? 'true' : undefined],
    ['lat', filters.near?.lat.toString()],
    ['lng', filters.near?.lng.toString()],
    ['radius', filters.near?.radius.toString()],
    ['near', forApi || filters.near?.label === MY_POSITION ? undefined : filters.near?.label],
    ['sort', filters.sort],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/** The query string of a search, without the leading "?"; '' for the plain storefront. */
export function formatSearchFilters(filters: SearchFilters): string {
  return searchEntries(filters)
    .map(([key, value]) => `${key}=${encodeSearchValue(value)}`)
    .join('&');
}

/** Where a search is: /products and its query string, for a link or the router. */
export function searchLocation(filters: SearchFilters): { pathname: string; search: string } {
  const query = formatSearchFilters(filters);
  return { pathname: PRODUCTS_PATH, search: query ? `?${query}` : '' };
}

/** The parameters of GET /api/products for one page of this search. */
export function searchRequestParams(filters: SearchFilters, cursor: string | null, limit: number): URLSearchParams {
  const params = new URLSearchParams(searchEntries(filters, true));
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params;
}

/**
 * The whole catalogue (or one category of it) is shown until the user narrows it: words, or any filter other than
 * the category, or a chosen order; then the page reads as results.
 */
export function isSearching(filters: SearchFilters): boolean {
  return (
    filters.q !== '' ||
    filters.types.length > 0 ||
    filters.brands.length > 0 ||
    filters.mounts.length > 0 ||
    filters.conditions.length > 0 ||
    filters.grades.length > 0 ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.includeSold ||
    filters.near !== undefined ||
    filters.sort !== undefined
  );
}

export function effectiveSort(filters: SearchFilters): SearchSort {
  return filters.sort ?? defaultSearchSort(filters.q !== '');
}

export interface SortOption {
  value: SearchSort;
  label: string;
}

const SORT_LABELS: Record<SearchSort, string> = {
  featured: 'Featured first',
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  distance: 'Nearest first',
};

/** "Best match" is offered only when there are words to match, "Nearest first" only near a point. */
export function sortOptions(filters: SearchFilters): SortOption[] {
  return SEARCH_SORTS.filter(
    (sort) => (sort !== 'relevance' || filters.q !== '') && (sort !== 'distance' || filters.near !== undefined),
  ).map((value) => ({
    value,
    label: SORT_LABELS[value],
  }));
}

/** Choosing the default order leaves `sort` out of the URL. */
export function withSort(filters: SearchFilters, sort: SearchSort): SearchFilters {
  return withoutUndefined({ ...filters, sort: sort === defaultSearchSort(filters.q !== '') ? undefined : sort });
}

/** New words keep the filters; an order that needs words ("Best match") goes when the words go. */
export function withQuery(filters: SearchFilters, q: string): SearchFilters {
  const trimmed = cleanQuery(q);
  return withoutUndefined({ ...filters, q: trimmed, sort: sortParam(filters.sort ?? null, trimmed, filters.near) });
}

/** A new point sorts nearest first; without a point, "Nearest first" goes too. */
export function withNear(filters: SearchFilters, near: NearPoint | undefined): SearchFilters {
  const sort = near
    ? filters.near
      ? filters.sort
      : 'distance'
    : filters.sort === 'distance'
      ? undefined
      : filters.sort;
  return withoutUndefined({ ...filters, near, sort });
}

/** The values with one ticked or unticked: in the order of `allowed`, or A to Z for names anyone can type. */
export function toggled<T extends string>(values: readonly T[], value: T, allowed?: readonly T[]): T[] {
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return allowed ? allowed.filter((item) => next.includes(item)) : next.sort(byName);
}

export interface AppliedFilter {
  /** Stable and unique among the applied filters (React key, test hook). */
  id: string;
  /** What the chip says, e.g. "Leica", "Grade EX+", "$100 – $500". */
  label: string;
  /** The same search with this one filter removed. */
  without: SearchFilters;
}

function priceLabel(min: number | undefined, max: number | undefined): string {
  const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
  if (min !== undefined && max !== undefined) return `${money(min)} – ${money(max)}`;
  if (min !== undefined) return `From ${money(min)}`;
  return `Up to ${money(max ?? 0)}`;
}

/** What the type filter and its chips call each type. */
export const ITEM_TYPE_PLURALS: Record<ItemType, string> = {
  camera: 'Cameras',
  lens: 'Lenses',
  accessory: 'Accessories',
};

/** Every filter in effect, each removable on its own (the chips, and the empty state's suggestions). */
export function appliedFilters(filters: SearchFilters): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  const add = (id: string, label: string, without: Partial<SearchFilters>) =>
    applied.push({ id, label, without: withoutUndefined({ ...filters, ...without }) });

  if (filters.category) add('category', filters.category, { category: undefined });
  for (const type of filters.types) {
    add(`type:${type}`, ITEM_TYPE_PLURALS[type], { types: filters.types.filter((t) => t !== type) });
  }
  for (const brand of filters.brands)
    add(`brand:${brand}`, brand, { brands: filters.brands.filter((b) => b !== brand) });
  for (const mount of filters.mounts) {
    add(`mount:${mount}`, `${mount} mount`, { mounts: filters.mounts.filter((m) => m !== mount) });
  }
  for (const condition of filters.conditions) {
    add(`condition:${condition}`, condition, { conditions: filters.conditions.filter((c) => c !== condition) });
  }
  for (const grade of filters.grades) {
    add(`grade:${grade}`, `Grade ${grade}`, { grades: filters.grades.filter((g) => g !== grade) });
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    add('price', priceLabel(filters.minPrice, filters.maxPrice), { minPrice: undefined, maxPrice: undefined });
  }
  if (filters.includeSold) add('includeSold', 'Including sold', { includeSold: false });
  if (filters.near) {
    applied.push({ id: 'near', label: nearLabel(filters.near), without: withNear(filters, undefined) });
  }
  return applied;
}

/** "Within 25 km of Berlin, Germany". */
export const nearLabel = (near: NearPoint) => `Within ${near.radius} km of ${near.label}`;

/** "Clear all": the words and the order stay (but "Nearest first" goes with the point), every filter goes. */
export function withoutFilters(filters: SearchFilters): SearchFilters {
  return withoutUndefined({
    ...NO_FILTERS,
    q: filters.q,
    sort: filters.sort === 'distance' ? undefined : filters.sort,
  });
}

/**
 * What "Save these results for offline" keeps: the words and filters as GET /api/offline-catalogue takes them (the
 * listings for sale; the order does not matter to a device), and a name for Saved for offline.
 */
export function savedSearchOf(filters: SearchFilters): { query: string; label: string } {
  const narrowed = { ...filters, includeSold: false, sort: undefined };
  const named = appliedFilters(narrowed).map((filter) => filter.label);
  const words = filters.q ? `Search “${filters.q}”` : 'Search';
  return {
    query: formatSearchFilters(narrowed),
    label: named.length > 0 ? `${words}: ${named.join(', ')}` : words,
  };
}
