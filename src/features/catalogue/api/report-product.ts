import type { ReportProductInput } from '../../../../contract/reports';
import type { NewOutboxEntry } from '../../../offline/outbox/outbox-entry';

export interface Reported {
  acknowledged: true;
  alreadyReported: boolean;
}

/** POST /api/reports (buyer) as an outbox write: one report per buyer and listing (`alreadyReported` the second time). */
export function reportProductWrite(report: ReportProductInput, buyerId: string): NewOutboxEntry {
  return {
    id: `report:${buyerId}:${report.productId}`,
    kind: 'report',
    ownerId: buyerId,
    request: { method: 'POST', path: '/api/reports', body: report },
  };
}
