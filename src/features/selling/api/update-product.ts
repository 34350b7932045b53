import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productSchema } from '@contract/catalogue';
import { modifiedSchema, type ListingUpdate } from '@contract/selling';
import { patchJson } from '@/lib/http';
import { refreshListings } from './refresh-listings';

const updatedAnswerSchema = modifiedSchema.extend({ product: productSchema });

/** PATCH /api/my-products/{id} (seller, owner, unsold): only the changed fields, under the add form's rules. */
export function updateProduct({ id, changes }: { id: string; changes: ListingUpdate }) {
  return patchJson(`/api/my-products/${encodeURIComponent(id)}`, changes, updatedAnswerSchema);
}

/** Errors are left to the form, which shows them under the field the server names. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    networkMode: 'always',
    onSuccess: () => refreshListings(queryClient),
  });
}
