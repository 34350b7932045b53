import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@contract/ids.ts';
import { deletedSchema, modifiedSchema } from '@contract/selling.ts';
import { userListSchema } from '@contract/users.ts';
import type { RouteOptions } from '@server/route-options.ts';
import { notFound } from '@server/lib/http-errors.ts';
import { listActiveUsers, removeAccount, verifySeller } from '@server/users/user-admin.ts';

/** Admin only: GET /api/sellers (All Sellers), DELETE /api/sellers/delete/{id}, PUT /api/sellers/verify/{id}. */
const sellerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  const adminWrite = { access: ['admin'], rateLimit: app.rateLimits.write } as const;

  app.get('', { config: { access: ['admin'] }, schema: { response: { 200: userListSchema } } }, async () =>
    listActiveUsers(app.db, 'Seller'),
  );

  app.delete(
    '/delete/:id',
    { config: adminWrite, schema: { params: idParamsSchema, response: { 200: deletedSchema } } },
    async (request) => {
      await removeAccount(app.db, deals.notifier, app.identityVerifier, request.params.id, 'Seller');
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );

  app.put(
    '/verify/:id',
    { config: adminWrite, schema: { params: idParamsSchema, response: { 200: modifiedSchema } } },
    async (request) => {
      const modifiedCount = await verifySeller(app.db, request.params.id);
      if (modifiedCount === undefined) throw notFound('There is no seller with this id');
      return { acknowledged: true as const, modifiedCount };
    },
  );
};

export default sellerRoutes;
