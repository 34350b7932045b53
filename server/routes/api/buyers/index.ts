import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@contract/ids.ts';
import { deletedSchema } from '@contract/selling.ts';
import { userListSchema } from '@contract/users.ts';
import type { RouteOptions } from '@server/route-options.ts';
import { listActiveUsers, removeAccount } from '@server/users/user-admin.ts';

/** Admin only: GET /api/buyers (All Buyers), DELETE /api/buyers/delete/{id}. */
const buyerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  app.get('', { config: { access: ['admin'] }, schema: { response: { 200: userListSchema } } }, async () =>
    listActiveUsers(app.db, 'Buyer'),
  );

  app.delete(
    '/delete/:id',
    {
      config: { access: ['admin'], rateLimit: app.rateLimits.write },
      schema: { params: idParamsSchema, response: { 200: deletedSchema } },
    },
    async (request) => {
      await removeAccount(app.db, deals.notifier, app.identityVerifier, request.params.id, 'Buyer');
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
};

export default buyerRoutes;
