import { useQuery } from '@tanstack/react-query';
import { offerListSchema, type Offer, type OfferSide } from '@contract/offers';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const offersQueryKey = personalQueryKey('offers');

/** GET /api/offers?side=: the offers the user made, or those on the user's listings, newest first. */
export function getOffers(side: OfferSide, signal?: AbortSignal): Promise<Offer[]> {
  return getJson(`/api/offers?side=${side}`, offerListSchema, signal);
}

export function useOffersQuery(side: OfferSide) {
  return useQuery({ queryKey: [...offersQueryKey, side], queryFn: ({ signal }) => getOffers(side, signal) });
}
