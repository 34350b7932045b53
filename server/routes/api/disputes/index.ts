import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeDecisionSchema, disputeListQuerySchema, disputeListSchema } from '@contract/disputes.ts';
import { idParamsSchema } from '@contract/ids.ts';
import { orderStepSchema } from '@contract/orders.ts';
import { listDisputes, refundDispute, releaseDispute } from '@server/disputes/disputes.ts';
import type { RouteOptions } from '@server/route-options.ts';

/** Admins: GET /api/disputes (?state=decided: the history), POST /api/disputes/{order id}/release (to the seller) or /refund (to the buyer), each with a note. */
const disputeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  const adminWrite = { access: ['admin'], rateLimit: app.rateLimits.write } as const;
  const decision = { params: idParamsSchema, body: disputeDecisionSchema, response: { 200: orderStepSchema } };
  app.get(
    '',
    {
      config: { access: ['admin'] },
      schema: { querystring: disputeListQuerySchema, response: { 200: disputeListSchema } },
    },
    async (request) => listDisputes(app.db, request.currentUser!.id, request.query.state),
  );
  app.post('/:id/release', { config: adminWrite, schema: decision }, async (request) =>
    releaseDispute(deals, request.params.id, request.currentUser!.id, request.body),
  );
  app.post('/:id/refund', { config: adminWrite, schema: decision }, async (request) =>
    refundDispute(deals, request.params.id, request.currentUser!.id, request.body),
  );
};

export default disputeRoutes;
