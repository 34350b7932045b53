import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreadCountsSchema } from '@contract/order-messages.ts';
import { unreadCounts } from '@server/messages/order-messages.ts';

/** GET /api/unread-counts: the caller's unread messages and notifications, for the menu's badges. */
const unreadCountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { config: { access: 'signed-in' }, schema: { response: { 200: unreadCountsSchema } } }, async (request) =>
    unreadCounts(app.db, request.currentUser!.id),
  );
};

export default unreadCountRoutes;
