import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxConfirmedSchema, sandboxConfirmSchema } from '@contract/payments.ts';
import { HttpError } from '@server/lib/http-errors.ts';
import type { RouteOptions } from '@server/route-options.ts';

/** POST /api/sandbox/confirm, with the sandbox only: its stand-in for Stripe.js confirming a card payment. */
const sandboxPaymentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { payments }) => {
  if (payments.kind !== 'sandbox') return;
  const { sandbox } = payments;
  app.post(
    '/confirm',
    {
      config: { access: ['buy'], rateLimit: app.rateLimits.write },
      schema: { body: sandboxConfirmSchema, response: { 200: sandboxConfirmedSchema } },
    },
    async (request) => {
      const { intent, check } = await sandbox.confirm(request.body.clientSecret, request.body.card);
      if (!check.ok || !intent) {
        const failure = check.ok ? { message: 'No such payment.', field: 'number' } : check;
        throw new HttpError(402, 'payment_failed', failure.message, `card.${failure.field}`);
      }
      return { id: intent.id, status: 'succeeded' as const };
    },
  );
};

export default sandboxPaymentRoutes;
