import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { offerAnswerSchema, type OfferAnswer, type OfferStep } from '@contract/offers';
import { postJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';
import { offersQueryKey } from './get-offers';

/**
 * POST /api/offers/{id}/{accept|decline|counter|withdraw}: like an order's accept, a step that needs the server's
 * answer at once (another offer or order of the listing may have been accepted), so it is sent online only.
 */
export function postOfferStep(offerId: string, step: OfferStep, body?: object): Promise<OfferAnswer> {
  return postJson(`/api/offers/${encodeURIComponent(offerId)}/${step}`, body ?? {}, offerAnswerSchema);
}

/** The offers refresh after a step, and the orders too (an accepted offer is an order). */
export function useOfferStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, step, body }: { offerId: string; step: OfferStep; body?: object; done: string }) =>
      postOfferStep(offerId, step, body),
    onSuccess: (_answer, { done }) => toast.success(done),
    onError: (error) => toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.'),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: offersQueryKey });
      await queryClient.invalidateQueries({ queryKey: personalQueryKey('orders') });
    },
  });
}
