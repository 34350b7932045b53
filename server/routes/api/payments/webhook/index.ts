import type Stripe from 'stripe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookReceivedSchema } from '@contract/payments.ts';
import { badRequest } from '@server/lib/http-errors.ts';
import { recordPayment } from '@server/orders/record-payment.ts';
import type { RouteOptions } from '@server/route-options.ts';

/**
 * POST /api/payments/webhook, with Stripe only: its events, signature-checked over the raw body. An
 * authorised card is recorded even if the buyer closed the app before the page could.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { payments, deals }) => {
  if (payments.kind !== 'stripe') return;
  const { stripe, webhookSecret } = payments;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('', { schema: { response: { 200: webhookReceivedSchema } } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ''), webhookSecret);
    } catch {
      throw badRequest('The webhook signature is missing, wrong or too old', 'stripe-signature');
    }
    // With manual capture, a card authorised for the full amount is `amount_capturable_updated`.
    if (event.type === 'payment_intent.amount_capturable_updated') {
      await recordPayment(deals, event.data.object.id).catch((error: { statusCode?: number }) => {
        // A refused payment (the order was cancelled meanwhile) was released by recordPayment; Stripe must not retry.
        if (error.statusCode !== 409) throw error;
      });
    }
    return { received: true as const };
  });
};

export default stripeWebhookRoutes;
