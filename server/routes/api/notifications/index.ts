import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markNotificationsReadSchema, notificationListSchema } from '@contract/notifications.ts';
import { modifiedSchema } from '@contract/selling.ts';
import { listNotifications, markNotificationsRead } from '@server/notifications/user-notifications.ts';

/** GET /api/notifications (the caller's latest, newest first), POST /api/notifications/read. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    { config: { access: 'signed-in' }, schema: { response: { 200: notificationListSchema } } },
    async (request) => listNotifications(app.db, request.currentUser!.id),
  );
  app.post(
    '/read',
    {
      config: { access: 'signed-in', rateLimit: app.rateLimits.write },
      schema: { body: markNotificationsReadSchema, response: { 200: modifiedSchema } },
    },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await markNotificationsRead(app.db, request.currentUser!.id, request.body.ids),
    }),
  );
};

export default notificationRoutes;
