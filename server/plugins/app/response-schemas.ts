import fp from 'fastify-plugin';
import { apiErrorSchema } from '@contract/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each /api route (`GET /api/health`) and the statuses its response schema declares, as Fastify registered them. */
    declaredResponses: ReadonlyMap<string, string[]>;
  }
}

/**
 * Every /api route declares its answers from contract/ (`schema.response`), so Fastify checks and
 * serialises them; this adds the one error shape (`{ error: { code, message, field? } }`) for 4xx
 * and 5xx to each, and records what each route declares (tests/api/routes/response-schemas.test.ts
 * fails on a route without a success schema). Registered before the routes: onRoute sees only
 * routes added after it.
 */
export default fp(async (app) => {
  const declared = new Map<string, string[]>();
  app.decorate('declaredResponses', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const declaredAnswers = route.schema?.response as Record<string, unknown> | undefined;
    const response = declaredAnswers && { '4xx': apiErrorSchema, '5xx': apiErrorSchema, ...declaredAnswers };
    if (response) route.schema = { ...route.schema, response };
    for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, Object.keys(response ?? {}));
  });
});
