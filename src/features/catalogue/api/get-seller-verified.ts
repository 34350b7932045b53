import { useQuery } from '@tanstack/react-query';
import { sellerVerifiedSchema, type SellerVerified } from '@contract/catalogue';
import { getJson } from '@/lib/http';

export const sellerVerifiedQueryKey = (email: string) => ['sellers', 'verified', email.toLowerCase()] as const;

export function getSellerVerified(email: string, signal?: AbortSignal): Promise<SellerVerified> {
  return getJson(`/api/sellers/verified/${encodeURIComponent(email)}`, sellerVerifiedSchema, signal);
}

export function useSellerVerified(email: string | undefined) {
  return useQuery({
    queryKey: sellerVerifiedQueryKey(email ?? ''),
    queryFn: ({ signal }) => getSellerVerified(email ?? '', signal),
    enabled: Boolean(email),
  });
}
