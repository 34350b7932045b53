import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@contract/notifications.ts';
import { deletedSchema, modifiedSchema } from '@contract/selling.ts';
import { deletePushSubscription, savePushSubscription } from '@server/notifications/user-notifications.ts';

/** POST /api/push-subscriptions (this browser wants the caller's notifications pushed), DELETE (no more). */
const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'signed-in', rateLimit: app.rateLimits.write } as const;
  app.post(
    '',
    { config, schema: { body: pushSubscriptionSchema, response: { 200: modifiedSchema } } },
    async (request) => {
      await savePushSubscription(app.db, request.currentUser!.id, request.body);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );
  app.delete(
    '',
    { config, schema: { body: pushUnsubscribeSchema, response: { 200: deletedSchema } } },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await deletePushSubscription(app.db, request.currentUser!.id, request.body.endpoint),
    }),
  );
};

export default pushSubscriptionRoutes;
