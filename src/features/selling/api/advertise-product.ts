import { modifiedSchema } from '../../../../contract/selling';
import { putJson } from '../../../lib/http';
import { useListingAction } from './listing-action-mutation';

/** PUT /api/my-products/{id} (seller, owner): puts an unsold listing on the advertised list. */
export function advertiseProduct(id: string) {
  return putJson(`/api/my-products/${encodeURIComponent(id)}`, undefined, modifiedSchema);
}

export function useAdvertiseProduct() {
  return useListingAction({
    request: advertiseProduct,
    succeeded: (answer) => answer.modifiedCount > 0,
    successToast: 'Product is live for advertisement!',
  });
}
