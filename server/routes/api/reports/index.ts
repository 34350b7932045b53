import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@contract/ids.ts';
import { reportedSchema, reportProductSchema } from '@contract/reports.ts';
import { deletedSchema } from '@contract/selling.ts';
import { ignoreReport, reportListing } from '@server/reports/listing-reports.ts';

/** Buyers POST /api/reports (201 reported, 200 already reported); admins ignore one with DELETE /api/reports/{id}. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { access: ['buy'], rateLimit: app.rateLimits.write },
      schema: { body: reportProductSchema, response: { 200: reportedSchema, 201: reportedSchema } },
    },
    async (request, reply) => {
      const { alreadyReported } = await reportListing(app.db, request.currentUser!.id, request.body);
      return reply.status(alreadyReported ? 200 : 201).send({ acknowledged: true, alreadyReported });
    },
  );

  // Ignore: the report goes, the listing stays.
  app.delete(
    '/:id',
    {
      config: { access: ['admin'], rateLimit: app.rateLimits.write },
      schema: { params: idParamsSchema, response: { 200: deletedSchema } },
    },
    async (request) => ({ acknowledged: true as const, deletedCount: await ignoreReport(app.db, request.params.id) }),
  );
};

export default reportRoutes;
