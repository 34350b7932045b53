import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { badRequest } from '../../../lib/http-errors.ts';
import type { PaymentGateway } from '../../../payments/payment-gateway.ts';
import { recordPayment } from '../../../payments/record-payment.ts';

type Options = { stripe: Stripe; webhookSecret: string; gateway: PaymentGateway };

/**
 * POST /payments/webhook: Stripe's events, signature-checked over the raw body. A succeeded intent
 * is recorded even if the buyer closed the app before the page could.
 */
const stripeWebhookRoutes: FastifyPluginAsync<Options> = async (app, { stripe, webhookSecret, gateway }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/payments/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ''), webhookSecret);
    } catch {
      throw badRequest('The webhook signature is missing, wrong or too old', 'stripe-signature');
    }
    if (event.type === 'payment_intent.succeeded') {
      await recordPayment(app.db, gateway, event.data.object.id).catch((error: { statusCode?: number }) => {
        // A refused (already sold) payment was refunded by recordPayment; Stripe must not retry it.
        if (error.statusCode !== 409) throw error;
      });
    }
    return { received: true };
  });
};

export default stripeWebhookRoutes;
