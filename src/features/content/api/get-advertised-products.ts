import { useQuery } from '@tanstack/react-query';
import { productListSchema, type Product } from '../../../../contract/catalogue';
import { getJson } from '../../../lib/http';

/** Same key as every other reader of the advertised list, so the cache (and offline copy) is shared. */
export const advertisedProductsQueryKey = ['products', 'advertised'] as const;

export function getAdvertisedProducts(signal?: AbortSignal): Promise<Product[]> {
  return getJson('/api/advertised-products', productListSchema, signal);
}

export function useAdvertisedProducts() {
  return useQuery({
    queryKey: advertisedProductsQueryKey,
    queryFn: ({ signal }) => getAdvertisedProducts(signal),
  });
}
