import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentRecordedSchema, type PaymentRecorded } from '@contract/payments';
import { postJson } from '@/lib/http';
import { productQueryKey } from '@/lib/product-query';
import { myOrdersQueryKey } from '@/lib/my-orders-query';

/**
 * POST /api/payments (buyer): the server checks with the provider that the card is authorised, then marks the order
 * paid and the item reserved. 409 when the order can no longer be paid (the authorisation is released at once).
 */
export function recordPayment(productId: string, transactionId: string): Promise<PaymentRecorded> {
  return postJson('/api/payments', { productId, transactionId }, paymentRecordedSchema);
}

/** Afterwards the order reads "Paid" and the listing "reserved" everywhere. */
export function useRecordPayment(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => recordPayment(productId, transactionId),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: productQueryKey(productId) }),
        queryClient.invalidateQueries({ queryKey: ['products'], refetchType: 'none' }),
      ]);
    },
  });
}
