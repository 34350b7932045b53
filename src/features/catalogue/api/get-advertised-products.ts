import { useQuery } from '@tanstack/react-query';
import { productListSchema, type Product } from '../../../../contract/catalogue';
import { getJson } from '../../../lib/http';

export const advertisedProductsQueryKey = ['products', 'advertised'] as const;

export function getAdvertisedProducts(signal?: AbortSignal): Promise<Product[]> {
  return getJson('/api/advertised-products', productListSchema, signal);
}

export function useAdvertisedProducts(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: advertisedProductsQueryKey,
    queryFn: ({ signal }) => getAdvertisedProducts(signal),
    enabled: options.enabled ?? true,
  });
}
