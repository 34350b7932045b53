import { deletedSchema } from '../../../../contract/selling';
import { deleteJson } from '../../../lib/http';
import { useListingAction } from './listing-action-mutation';

/** DELETE /api/my-products/{id} (seller, owner); a sold listing stays as the record of its sale (409). */
export function deleteProduct(id: string) {
  return deleteJson(`/api/my-products/${encodeURIComponent(id)}`, deletedSchema);
}

export function useDeleteProduct() {
  return useListingAction({
    request: deleteProduct,
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Product Deleted!',
  });
}
