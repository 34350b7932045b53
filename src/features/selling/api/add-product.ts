import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingCreatedSchema, type ListingInput } from '@contract/selling';
import { postJson } from '@/lib/http';
import { refreshListings } from './refresh-listings';

/** POST /api/addproduct (seller). The server takes the seller's name and email from the token. */
export function addProduct(listing: ListingInput) {
  return postJson('/api/addproduct', listing, listingCreatedSchema);
}

/** Errors are left to the form, which shows them under the field the server names. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    networkMode: 'always',
    onSuccess: () => refreshListings(queryClient),
  });
}
