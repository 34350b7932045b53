import { deletedSchema } from '@contract/selling';
import { deleteJson } from '@/lib/http';
import { useActionMutation } from '@/lib/use-action-mutation';
import { reportedItemsQueryKey } from './get-reported-items';

/** DELETE /api/reports/{id} (admin): "Ignore" dismisses the report; the listing stays on the market. */
export function ignoreReport(reportId: string) {
  return deleteJson(`/api/reports/${encodeURIComponent(reportId)}`, deletedSchema);
}

export function useIgnoreReport() {
  return useActionMutation({
    request: ignoreReport,
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Report ignored',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: reportedItemsQueryKey }),
  });
}
