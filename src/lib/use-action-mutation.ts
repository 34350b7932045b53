import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';

interface ActionMutationOptions<Answer, Variables> {
  /** Called with the row's id, or with what else the action needs (an admin's note, ...). */
  request: (variables: Variables) => Promise<Answer>;
  /** The spec's success test, e.g. `deletedCount` above 0 or `modifiedCount` above 0. */
  succeeded: (answer: Answer) => boolean;
  successToast: string;
  /** The lists to refresh afterwards, whether it worked or not. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * A one-click action on one row of a dashboard list (verify a seller, delete a listing, ignore a report, ...):
 * the spec's toast when it worked, the server's reason when not, then a refresh of what it changed.
 */
export function useActionMutation<Answer, Variables = string>({
  request,
  succeeded,
  successToast,
  refresh,
}: ActionMutationOptions<Answer, Variables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      if (succeeded(answer)) toast.success(successToast);
    },
    onError: (error) => {
      toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.');
    },
    onSettled: () => refresh(queryClient),
  });
}
