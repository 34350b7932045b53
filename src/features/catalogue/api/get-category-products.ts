import { useQuery } from '@tanstack/react-query';
import { categorySlug, productListSchema, type Category, type Product } from '../../../../contract/catalogue';
import { getJson } from '../../../lib/http';

export const categoryProductsQueryKey = (category: Category) =>
  ['products', 'category', categorySlug(category)] as const;

export function getCategoryProducts(category: Category, signal?: AbortSignal): Promise<Product[]> {
  return getJson(`/api/category/${categorySlug(category)}`, productListSchema, signal);
}

/** `category` undefined (unknown or not chosen) disables the query. */
export function useCategoryProducts(category: Category | undefined) {
  return useQuery({
    queryKey: category ? categoryProductsQueryKey(category) : ['products', 'category', 'none'],
    queryFn: ({ signal }) => getCategoryProducts(category as Category, signal),
    enabled: category !== undefined,
  });
}
