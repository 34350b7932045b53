import { modifiedSchema } from '@contract/selling';
import { putJson } from '@/lib/http';
import { useActionMutation } from '@/lib/use-action-mutation';
import { refreshListings } from './refresh-listings';

/** PUT /api/my-products/{id} (seller, owner): puts an unsold listing on the advertised list. */
export function advertiseProduct(id: string) {
  return putJson(`/api/my-products/${encodeURIComponent(id)}`, undefined, modifiedSchema);
}

export function useAdvertiseProduct() {
  return useActionMutation({
    request: advertiseProduct,
    succeeded: (answer) => answer.modifiedCount > 0,
    successToast: 'Product is live for advertisement!',
    refresh: refreshListings,
  });
}
