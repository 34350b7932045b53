import { deletedSchema } from '@contract/selling';
import { deleteJson } from '@/lib/http';
import { useActionMutation } from '@/lib/use-action-mutation';
import { buyersQueryKey } from './get-buyers';

/** DELETE /api/buyers/delete/{id} (admin). */
export function deleteBuyer(id: string) {
  return deleteJson(`/api/buyers/delete/${encodeURIComponent(id)}`, deletedSchema);
}

export function useDeleteBuyer() {
  return useActionMutation({
    request: deleteBuyer,
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Buyer Deleted',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: buyersQueryKey }),
  });
}
