import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface OptimisticRemovalOptions<Item, Variables, Answer> {
  /** The cached list the item leaves. */
  listKey: QueryKey;
  request: (variables: Variables) => Promise<Answer>;
  /** Whether a list item is the one being removed. */
  isRemoved: (item: Item, variables: Variables) => boolean;
}

/** Removes an item from a cached list at once, puts it back if the server refuses, then refreshes the list. */
export function useOptimisticRemoval<Item, Variables, Answer>({
  listKey,
  request,
  isRemoved,
}: OptimisticRemovalOptions<Item, Variables, Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<Item[]>(listKey);
      queryClient.setQueryData<Item[]>(listKey, (items) => items?.filter((item) => !isRemoved(item, variables)));
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(listKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
