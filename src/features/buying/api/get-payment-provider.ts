import { useQuery } from '@tanstack/react-query';
import { getClientConfig } from '@/lib/client-config';

export const clientConfigQueryKey = ['client-config'] as const;

/**
 * Which payment provider the server runs (GET /api/client-config): the sandbox, or Stripe with its public key.
 * Not asked for while offline (the page says paying needs a connection), so nothing waits on a request that
 * cannot be answered; a copy already on the device is still used.
 */
export function usePaymentProvider({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: clientConfigQueryKey,
    queryFn: getClientConfig,
    enabled,
    staleTime: Infinity,
    select: (config) => config.payments,
  });
}
