import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { refreshListings } from './refresh-listings';

interface ListingActionOptions<Answer> {
  request: (id: string) => Promise<Answer>;
  /** The spec's success test, e.g. `modifiedCount` above 0. */
  succeeded: (answer: Answer) => boolean;
  successToast: string;
}

/** A one-click action on one listing: the spec's toast when it worked, the server's reason when not, a refresh. */
export function useListingAction<Answer>({ request, succeeded, successToast }: ListingActionOptions<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      if (succeeded(answer)) toast.success(successToast);
    },
    onError: (error) => {
      toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.');
    },
    onSettled: () => refreshListings(queryClient),
  });
}
