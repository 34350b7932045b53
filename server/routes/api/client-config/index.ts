import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema, type ClientConfig } from '@contract/client-config.ts';
import type { RouteOptions } from '@server/route-options.ts';

/** GET /api/client-config: the public half of the provider configuration (no secrets). */
const clientConfigRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { config, vapidPublicKey }) => {
  const answer: ClientConfig = {
    firebase: {
      apiKey: config.auth.apiKey,
      authDomain: config.auth.authDomain,
      projectId: config.auth.projectId,
      emulatorUrl: config.auth.emulatorHost ? `http://${config.auth.emulatorHost}` : null,
    },
    payments:
      config.payments.kind === 'stripe'
        ? { provider: 'stripe', publishableKey: config.payments.publishableKey }
        : { provider: 'sandbox' },
    push: { vapidPublicKey },
  };
  app.get('', { schema: { response: { 200: clientConfigSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return answer;
  });
};

export default clientConfigRoutes;
