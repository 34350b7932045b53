import { putJson } from '../../../lib/http';
import { useAdminMutation } from './admin-mutation';
import { modifiedAnswerSchema } from './answer-schemas';
import { sellersQueryKey } from './get-sellers';

/** PUT /api/sellers/verify/{id} (admin). */
export function verifySeller(id: string) {
  return putJson(`/api/sellers/verify/${encodeURIComponent(id)}`, undefined, modifiedAnswerSchema);
}

export function useVerifySeller() {
  return useAdminMutation({
    request: verifySeller,
    succeeded: (answer) => answer.modifiedCount > 0,
    successToast: 'Seller Verified',
    listKey: sellersQueryKey,
  });
}
