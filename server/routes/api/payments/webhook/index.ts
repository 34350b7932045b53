import type Stripe from 'stripe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookReceivedSchema } from '@contract/payments.ts';
import { badRequest } from '@server/lib/http-errors.ts';
import { recordPayment } from '@server/payments/record-payment.ts';
import type { RouteOptions } from '@server/route-options.ts';

/**
 * POST /api/payments/webhook, with Stripe only: its events, signature-checked over the raw body. A
 * succeeded intent is recorded even if the buyer closed the app before the page could.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { payments }) => {
  if (payments.kind !== 'stripe') return;
  const { stripe, webhookSecret, gateway } = payments;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('', { schema: { response: { 200: webhookReceivedSchema } } }, async (request) => {
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
    return { received: true as const };
  });
};

export default stripeWebhookRoutes;
