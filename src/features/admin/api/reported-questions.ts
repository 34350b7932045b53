import { useQuery } from '@tanstack/react-query';
import { reportedQuestionsListSchema, type ReportedQuestions } from '@contract/listing-questions';
import { deletedSchema } from '@contract/selling';
import { deleteJson, getJson } from '@/lib/http';
import { useActionMutation } from '@/lib/use-action-mutation';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const reportedQuestionsQueryKey = personalQueryKey('admin', 'reported-questions');

/** GET /api/questions/reports (admin): question threads a party reported, newest first. */
export function getReportedQuestions(signal?: AbortSignal): Promise<ReportedQuestions[]> {
  return getJson('/api/questions/reports', reportedQuestionsListSchema, signal);
}

export function useReportedQuestions() {
  return useQuery({ queryKey: reportedQuestionsQueryKey, queryFn: ({ signal }) => getReportedQuestions(signal) });
}

/** DELETE /api/questions/reports/{id} (admin): the thread was read; its report is closed. */
export function useDismissQuestionReport() {
  return useActionMutation({
    request: (reportId: string) => deleteJson(`/api/questions/reports/${encodeURIComponent(reportId)}`, deletedSchema),
    succeeded: (answer) => answer.deletedCount > 0,
    successToast: 'Report dismissed',
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: reportedQuestionsQueryKey }),
  });
}
