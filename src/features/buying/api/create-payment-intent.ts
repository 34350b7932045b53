import { useQuery } from '@tanstack/react-query';
import { paymentIntentCreatedSchema, type PaymentIntentCreated } from '@contract/payments';
import { postJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const paymentIntentQueryKey = (productId: string) => personalQueryKey('payments', 'intent', productId);

/** POST /api/create-payment-intent (buyer): the server sets the amount from its own price; 409 if sold or not in the cart. */
export function createPaymentIntent(productId: string): Promise<PaymentIntentCreated> {
  return postJson('/api/create-payment-intent', { productId }, paymentIntentCreatedSchema);
}

/**
 * One intent per visit of the payment page: created when the page opens (the Pay button waits for its client
 * secret), never refetched behind the buyer's back, and forgotten when the page closes.
 */
export function usePaymentIntent(productId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: paymentIntentQueryKey(productId),
    queryFn: () => createPaymentIntent(productId),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { persist: false },
  });
}
