import { useQuery } from '@tanstack/react-query';
import { categorySlug, productListSchema, type Product } from '../../../../contract/catalogue';
import { getJson } from '../../../lib/http';

export const categoryProductsQueryKey = (category: string) => ['products', 'category', categorySlug(category)] as const;

export function getCategoryProducts(category: string, signal?: AbortSignal): Promise<Product[]> {
  return getJson(`/api/category/${encodeURIComponent(categorySlug(category))}`, productListSchema, signal);
}

export function useCategoryProducts(category: string) {
  return useQuery({
    queryKey: categoryProductsQueryKey(category),
    queryFn: ({ signal }) => getCategoryProducts(category, signal),
  });
}
