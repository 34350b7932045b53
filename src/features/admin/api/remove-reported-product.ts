import { deletedSchema } from '@contract/selling';
import { deleteJson } from '@/lib/http';
import { useActionMutation } from '@/lib/use-action-mutation';
import { reportedItemsQueryKey } from './get-reported-items';

/**
 * DELETE /api/products/{id} (admin): "Remove" takes a reported listing off the market, and with it its reports,
 * orders and wishlist entries. A sold listing is the record of a sale and is refused (409).
 */
export function removeReportedProduct(productId: string) {
  return deleteJson(`/api/products/${encodeURIComponent(productId)}`, deletedSchema);
}

export function useRemoveReportedProduct() {
  return useActionMutation({
    request: removeReportedProduct,
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Listing removed',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: reportedItemsQueryKey }),
  });
}
