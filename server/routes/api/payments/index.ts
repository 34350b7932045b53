import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentIntentSchema, recordPaymentSchema } from '../../../../contract/payments.ts';
import type { PaymentGateway } from '../../../payments/payment-gateway.ts';
import { recordPayment } from '../../../payments/record-payment.ts';
import { startPayment } from '../../../payments/start-payment.ts';

const paymentRoutes: FastifyPluginAsyncZod<{ gateway: PaymentGateway }> = async (app, { gateway }) => {
  const buyerWrite = { access: ['Buyer'], rateLimit: app.rateLimits.write } as const;

  // The spec's client also sends price, seller and buyer: ignored, the server knows them.
  app.post(
    '/create-payment-intent',
    { config: buyerWrite, schema: { body: createPaymentIntentSchema } },
    async (request) => startPayment(app.db, gateway, request.currentUser!.id, request.body.productId),
  );

  app.post('/payments', { config: buyerWrite, schema: { body: recordPaymentSchema } }, async (request, reply) => {
    const recorded = await recordPayment(app.db, gateway, request.body.transactionId, {
      productId: request.body.productId,
      buyerId: request.currentUser!.id,
    });
    return reply.status(201).send(recorded);
  });
};

export default paymentRoutes;
