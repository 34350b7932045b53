import { queryOptions, useQuery } from '@tanstack/react-query';
import { UNNAMED_BRAND } from '@contract/listing-details';
import { priceGuideSchema, type PriceGuide } from '@contract/price-guide';
import { getJson } from '@/lib/http';

/** GET /api/price-guide: what a model sold for here, for a listing's page and the listing form. */
export function getPriceGuide(name: string, brand: string, signal?: AbortSignal): Promise<PriceGuide> {
  const query = new URLSearchParams({ name, brand });
  return getJson(`/api/price-guide?${query.toString()}`, priceGuideSchema, signal);
}

/**
 * Asked only for a name long enough to be a model (the server refuses shorter ones). An unknown maker ("Other", or
 * none typed yet) narrows nothing: the name alone names the model.
 */
export function priceGuideQueryOptions(name: string, brand: string) {
  const model = name.trim();
  const maker = brand.trim() === UNNAMED_BRAND ? '' : brand.trim();
  return queryOptions({
    queryKey: ['price-guide', model.toLowerCase(), maker.toLowerCase()],
    queryFn: ({ signal }) => getPriceGuide(model, maker, signal),
    enabled: model.length >= 2,
    staleTime: 5 * 60_000,
  });
}

export function usePriceGuide(name: string, brand: string) {
  return useQuery(priceGuideQueryOptions(name, brand));
}
