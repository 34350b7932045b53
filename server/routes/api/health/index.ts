import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@contract/health.ts';

/** GET /api/health: 200 once the server is ready. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { schema: { response: { 200: healthSchema } } }, async () => ({ ok: true }) as const);
};

export default healthRoutes;
