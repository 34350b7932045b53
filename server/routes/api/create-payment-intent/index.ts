import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentIntentSchema, paymentIntentCreatedSchema } from '@contract/payments.ts';
import { startPayment } from '@server/orders/start-payment.ts';
import type { RouteOptions } from '@server/route-options.ts';

/**
 * POST /api/create-payment-intent (buyer): opens a payment for an item in the cart, for the price in
 * the database. The spec's client also sends price, seller and buyer: ignored, the server knows them.
 */
const createPaymentIntentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { payments }) => {
  app.post(
    '',
    {
      config: { access: ['buy'], rateLimit: app.rateLimits.write },
      schema: { body: createPaymentIntentSchema, response: { 200: paymentIntentCreatedSchema } },
    },
    async (request) => startPayment(app.db, payments.gateway, request.currentUser!.id, request.body.productId),
  );
};

export default createPaymentIntentRoutes;
