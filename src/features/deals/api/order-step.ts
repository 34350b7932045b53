import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DealStep } from '@contract/deal-rules';
import { orderStepSchema, type Order, type OrderStep } from '@contract/orders';
import { postJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';
import { orderQueryKey } from './get-order';

export type OnlineStep = Extract<
  DealStep,
  'accept' | 'decline' | 'cancel' | 'cancel-request' | 'cancel-request/accept' | 'dispute'
>;

/**
 * POST /api/orders/{id}/{accept|decline|cancel|cancel-request|cancel-request/accept|dispute}: steps that need the server's answer at once (a second
 * accepted order, a payment under way), so they are sent online only, never queued.
 */
export function postOrderStep(orderId: string, step: OnlineStep, body?: object): Promise<OrderStep> {
  return postJson(`/api/orders/${encodeURIComponent(orderId)}/${step}`, body ?? {}, orderStepSchema);
}

/** The order as the server answers it replaces the cached one; the lists holding it refresh. */
export function useOrderStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body, done }: { step: OnlineStep; body?: object; done: string }) =>
      postOrderStep(orderId, step, body).then((answer) => ({ answer, done })),
    onSuccess: ({ answer, done }) => {
      queryClient.setQueryData<Order>(orderQueryKey(orderId), answer.order);
      toast.success(done);
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personalQueryKey('orders') }),
  });
}
