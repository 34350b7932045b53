import { HttpError } from '../../../lib/http-errors.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxConfirmSchema } from '../../../../contract/payments.ts';
import type { SandboxPayments } from '../../../payments/sandbox-gateway.ts';

/** POST /sandbox/confirm: the sandbox's stand-in for Stripe.js confirming a card payment. */
const sandboxPaymentRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (app, { sandbox }) => {
  app.post(
    '/sandbox/confirm',
    { config: { access: ['Buyer'], rateLimit: app.rateLimits.write }, schema: { body: sandboxConfirmSchema } },
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
