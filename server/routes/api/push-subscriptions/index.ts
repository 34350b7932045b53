import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@contract/notifications.ts';
import { deletedSchema, modifiedSchema } from '@contract/selling.ts';
import { badRequest } from '@server/lib/http-errors.ts';
import { isPushEndpointAllowed } from '@server/notifications/push-endpoints.ts';
import { deletePushSubscription, savePushSubscription } from '@server/notifications/user-notifications.ts';
import type { RouteOptions } from '@server/route-options.ts';

/**
 * POST /api/push-subscriptions (this browser wants the caller's notifications pushed: a known push service's https
 * endpoint only), DELETE (no more: answered alike whatever happened, so it tells nothing about the endpoint).
 */
const pushSubscriptionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { pushEndpoints }) => {
  const config = { access: 'signed-in', rateLimit: app.rateLimits.write } as const;
  app.post(
    '',
    { config, schema: { body: pushSubscriptionSchema, response: { 200: modifiedSchema } } },
    async (request) => {
      if (!(await isPushEndpointAllowed(request.body.endpoint, pushEndpoints))) {
        throw badRequest("endpoint must be a browser push service's https address", 'endpoint');
      }
      await savePushSubscription(app.db, request.currentUser!.id, request.body);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );
  app.delete(
    '',
    { config, schema: { body: pushUnsubscribeSchema, response: { 200: deletedSchema } } },
    async (request) => {
      await deletePushSubscription(app.db, request.currentUser!.id, request.body.endpoint);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
};

export default pushSubscriptionRoutes;
