import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_ERROR_LOG_MESSAGE,
  clientErrorReceivedSchema,
  clientErrorReportSchema,
} from '@contract/client-errors.ts';

/**
 * POST /api/client-errors: an error that broke a screen in someone's browser, written to the server's log (202).
 * Anyone may report (a visitor's page breaks too), within the write budget per caller.
 */
const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { rateLimit: app.rateLimits.write },
      schema: { body: clientErrorReportSchema, response: { 202: clientErrorReceivedSchema } },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, CLIENT_ERROR_LOG_MESSAGE);
      return reply.status(202).send({ acknowledged: true });
    },
  );
};

export default clientErrorRoutes;
