import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@contract/errors.ts';
import { HttpError } from '@server/lib/http-errors.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

function send(reply: FastifyReply, status: number, body: ApiErrorBody['error']) {
  return reply.status(status).send({ error: body } satisfies ApiErrorBody);
}

/** One place turns every thrown error into `{ error: { code, message, field? } }`. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return send(reply, error.statusCode, { code: error.code, message: error.message, field: error.field });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = issue?.message ?? 'Invalid input';
      return send(reply, 400, { code: 'bad_request', message: field ? `${field}: ${message}` : message, field });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, { code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    }
    return send(reply, status, { code: codeByStatus[status] ?? 'bad_request', message: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
});
