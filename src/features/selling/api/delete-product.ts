import { deletedSchema } from '@contract/selling';
import { deleteJson } from '@/lib/http';
import { useActionMutation } from '@/lib/use-action-mutation';
import { refreshListings } from './refresh-listings';

/** DELETE /api/my-products/{id} (seller, owner); a sold listing stays as the record of its sale (409). */
export function deleteProduct(id: string) {
  return deleteJson(`/api/my-products/${encodeURIComponent(id)}`, deletedSchema);
}

export function useDeleteProduct() {
  return useActionMutation({
    request: deleteProduct,
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Product Deleted!',
    refresh: refreshListings,
  });
}
