import { useQuery } from '@tanstack/react-query';
import { getClientConfig } from '../../../lib/client-config';

export const clientConfigQueryKey = ['client-config'] as const;

/** Which payment provider the server runs (GET /api/client-config): the sandbox, or Stripe with its public key. */
export function usePaymentProvider() {
  return useQuery({
    queryKey: clientConfigQueryKey,
    queryFn: getClientConfig,
    staleTime: Infinity,
    select: (config) => config.payments,
  });
}
