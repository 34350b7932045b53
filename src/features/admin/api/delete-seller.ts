import { deleteJson } from '../../../lib/http';
import { useAdminMutation } from './admin-mutation';
import { deletedAnswerSchema } from './answer-schemas';
import { sellersQueryKey } from './get-sellers';

/** DELETE /api/sellers/delete/{id} (admin); the server also takes the seller's listings off the market. */
export function deleteSeller(id: string) {
  return deleteJson(`/api/sellers/delete/${encodeURIComponent(id)}`, deletedAnswerSchema);
}

export function useDeleteSeller() {
  return useAdminMutation({
    request: deleteSeller,
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Seller Deleted',
    listKey: sellersQueryKey,
  });
}
