import { orderStepSchema } from '@contract/orders';
import { postJson } from '@/lib/http';
import { useActionMutation } from '@/lib/use-action-mutation';
import { disputesQueryKey } from './get-disputes';

/**
 * POST /api/disputes/{order id}/release (the held payment is captured for the seller) or /refund (the hold is
 * released: the buyer's card is never charged), with the note both parties are sent.
 */
export function useResolveDispute(decision: 'release' | 'refund') {
  return useActionMutation({
    request: ({ orderId, note }: { orderId: string; note: string }) =>
      postJson(`/api/disputes/${encodeURIComponent(orderId)}/${decision}`, { note }, orderStepSchema),
    succeeded: () => true,
    successToast: decision === 'release' ? 'Payment released to the seller' : 'Buyer refunded',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: disputesQueryKey }),
  });
}
