import { deleteJson } from '../../../lib/http';
import { useAdminMutation } from './admin-mutation';
import { deletedAnswerSchema } from './answer-schemas';
import { reportedItemsQueryKey } from './get-reported-items';

/** DELETE /api/reports/{id} (admin): "Ignore" dismisses the report; the listing stays on the market. */
export function ignoreReport(reportId: string) {
  return deleteJson(`/api/reports/${encodeURIComponent(reportId)}`, deletedAnswerSchema);
}

export function useIgnoreReport() {
  return useAdminMutation({
    request: ignoreReport,
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Report ignored',
    listKey: reportedItemsQueryKey,
  });
}
