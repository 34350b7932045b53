import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';

interface AdminMutationOptions<Answer> {
  request: (id: string) => Promise<Answer>;
  /** The spec's success test, e.g. `deletedCount` truthy or `modifiedCount` above 0. */
  succeeded: (answer: Answer) => boolean;
  successToast: string;
  /** The list to refresh afterwards. */
  listKey: QueryKey;
}

/** An admin action on one user: the spec's toast when it worked, the server's reason when not, then a refresh. */
export function useAdminMutation<Answer>({ request, succeeded, successToast, listKey }: AdminMutationOptions<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      if (succeeded(answer)) toast.success(successToast);
    },
    onError: (error) => {
      toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
