import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentRecordedSchema, recordPaymentSchema } from '@contract/payments.ts';
import { recordPayment } from '@server/orders/record-payment.ts';
import type { RouteOptions } from '@server/route-options.ts';

/** POST /api/payments (buyer): records a card the provider authorised for an accepted order. */
const paymentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  app.post(
    '',
    {
      config: { access: ['buy'], rateLimit: app.rateLimits.write },
      schema: { body: recordPaymentSchema, response: { 201: paymentRecordedSchema } },
    },
    async (request, reply) => {
      const recorded = await recordPayment(deals, request.body.transactionId, {
        productId: request.body.productId,
        buyerId: request.currentUser!.id,
      });
      return reply.status(201).send(recorded);
    },
  );
};

export default paymentRoutes;
