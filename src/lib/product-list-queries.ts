import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySlug, productListSchema, type Category, type Product } from '@contract/catalogue';
import { getJson } from './http';

/*
 * The advertised list and a category's listings are read by the catalogue (products page, category page,
 * related listings) and by the home page's sections, so their keys and requests live here rather than in one
 * feature: one key per list, so the cache and its offline copy are shared by every screen that shows it.
 */

export const advertisedProductsQueryKey = ['products', 'advertised'] as const;

export function getAdvertisedProducts(signal?: AbortSignal): Promise<Product[]> {
  return getJson('/api/advertised-products', productListSchema, signal);
}

export const advertisedProductsQueryOptions = () =>
  queryOptions({ queryKey: advertisedProductsQueryKey, queryFn: ({ signal }) => getAdvertisedProducts(signal) });

export function useAdvertisedProducts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...advertisedProductsQueryOptions(), enabled: options.enabled ?? true });
}

export const categoryProductsQueryKey = (category: Category) =>
  ['products', 'category', categorySlug(category)] as const;

/** GET /api/category/{slug}: "Point & Shoot" is asked for as point-and-shoot. */
export function getCategoryProducts(category: Category, signal?: AbortSignal): Promise<Product[]> {
  return getJson(`/api/category/${encodeURIComponent(categorySlug(category))}`, productListSchema, signal);
}

export const categoryProductsQueryOptions = (category: Category) =>
  queryOptions({
    queryKey: categoryProductsQueryKey(category),
    queryFn: ({ signal }) => getCategoryProducts(category, signal),
  });

/** `category` undefined (unknown or not chosen) disables the query. */
export function useCategoryProducts(category: Category | undefined) {
  return useQuery({
    queryKey: category ? categoryProductsQueryKey(category) : ['products', 'category', 'none'],
    queryFn: ({ signal }) => getCategoryProducts(category as Category, signal),
    enabled: category !== undefined,
  });
}
