import { deleteJson } from '../../../lib/http';
import { useAdminMutation } from './admin-mutation';
import { deletedAnswerSchema } from './answer-schemas';
import { buyersQueryKey } from './get-buyers';

/** DELETE /api/buyers/delete/{id} (admin). */
export function deleteBuyer(id: string) {
  return deleteJson(`/api/buyers/delete/${encodeURIComponent(id)}`, deletedAnswerSchema);
}

export function useDeleteBuyer() {
  return useAdminMutation({
    request: deleteBuyer,
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Buyer Deleted',
    listKey: buyersQueryKey,
  });
}
