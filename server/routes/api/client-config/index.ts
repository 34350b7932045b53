import type { FastifyPluginAsync } from 'fastify';
import type { ClientConfig } from '../../../../contract/client-config.ts';
import type { Config } from '../../../config.ts';

/** GET /client-config: the public half of the provider configuration (no secrets). */
const clientConfigRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
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
  };
  app.get('/client-config', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return answer;
  });
};

export default clientConfigRoutes;
