import { modifiedSchema } from '@contract/selling';
import { putJson } from '@/lib/http';
import { useActionMutation } from '@/lib/use-action-mutation';
import { sellersQueryKey } from './get-sellers';

/** PUT /api/sellers/verify/{id} (admin). */
export function verifySeller(id: string) {
  return putJson(`/api/sellers/verify/${encodeURIComponent(id)}`, undefined, modifiedSchema);
}

export function useVerifySeller() {
  return useActionMutation({
    request: verifySeller,
    succeeded: (answer) => answer.modifiedCount > 0,
    successToast: 'Seller Verified',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: sellersQueryKey }),
  });
}
