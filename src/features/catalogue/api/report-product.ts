import type { ReportProductInput } from '@contract/reports';
import type { NewOutboxEntry } from '@outbox-core/outbox-entry';

/** POST /api/reports (buyer) as an outbox write: one report per buyer and listing (`alreadyReported` the second time). */
export function reportProductWrite(report: ReportProductInput, buyerId: string): NewOutboxEntry {
  return {
    id: `report:${buyerId}:${report.productId}`,
    kind: 'report',
    ownerId: buyerId,
    request: { method: 'POST', path: '/api/reports', body: report },
  };
}
