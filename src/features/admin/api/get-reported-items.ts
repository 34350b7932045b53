import { useQuery } from '@tanstack/react-query';
import { reportedItemListSchema, type ReportedItem } from '@contract/reports';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const reportedItemsQueryKey = personalQueryKey('admin', 'reported-items');

/** GET /api/products/reported (admin): every open report with its listing, seller and reporter, newest first. */
export function getReportedItems(signal?: AbortSignal): Promise<ReportedItem[]> {
  return getJson('/api/products/reported', reportedItemListSchema, signal);
}

export function useReportedItems() {
  return useQuery({ queryKey: reportedItemsQueryKey, queryFn: ({ signal }) => getReportedItems(signal) });
}
