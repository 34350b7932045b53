import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReportProductInput } from '../../../../contract/reports';
import { postJson } from '../../../lib/http';

const reportedSchema = z.object({ acknowledged: z.literal(true), alreadyReported: z.boolean() });
export type Reported = z.infer<typeof reportedSchema>;

/** POST /api/reports (buyer): one report per buyer and listing (`alreadyReported` the second time). */
export function reportProduct(report: ReportProductInput): Promise<Reported> {
  return postJson('/api/reports', report, reportedSchema);
}

export function useReportProduct() {
  return useMutation({ mutationFn: reportProduct });
}
