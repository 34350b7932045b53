import { deletedSchema } from '@contract/selling';
import { deleteJson } from '@/lib/http';
import { useActionMutation } from '@/lib/use-action-mutation';
import { sellersQueryKey } from './get-sellers';

/** DELETE /api/sellers/delete/{id} (admin); the server also takes the seller's listings off the market. */
export function deleteSeller(id: string) {
  return deleteJson(`/api/sellers/delete/${encodeURIComponent(id)}`, deletedSchema);
}

export function useDeleteSeller() {
  return useActionMutation({
    request: deleteSeller,
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Seller Deleted',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: sellersQueryKey }),
  });
}
