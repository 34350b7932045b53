import { useQuery } from '@tanstack/react-query';
import { offerListSchema, type Offer } from '@contract/offers';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const offersQueryKey = personalQueryKey('offers');

/** GET /api/offers: the buyer's offers, or those on the seller's listings, newest first. */
export function getOffers(signal?: AbortSignal): Promise<Offer[]> {
  return getJson('/api/offers', offerListSchema, signal);
}

export function useOffersQuery() {
  return useQuery({ queryKey: offersQueryKey, queryFn: ({ signal }) => getOffers(signal) });
}
