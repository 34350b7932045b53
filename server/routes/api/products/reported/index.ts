import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportedItemListSchema } from '@contract/reports.ts';
import { listReportedItems } from '@server/reports/listing-reports.ts';

/** GET /api/products/reported (admin): every open report with its listing, seller and reporter. */
const reportedProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { config: { access: ['admin'] }, schema: { response: { 200: reportedItemListSchema } } }, async () =>
    listReportedItems(app.db),
  );
};

export default reportedProductRoutes;
