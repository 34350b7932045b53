import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/ids.ts';
import { users } from '../../../db/schema.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { deactivateAccount } from '../../../users/deactivate-account.ts';
import { toUserJson } from '../../../users/user-json.ts';

/** Admin only: list, delete and verify buyers and sellers (spec: All Buyers, All Sellers). */
const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { access: ['admin'] } as const;
  const adminWrite = { ...adminOnly, rateLimit: app.rateLimits.write };

  const listRole = (role: 'Buyer' | 'Seller') => async () => {
    const rows = await app.db
      .select()
      .from(users)
      .where(and(eq(users.role, role), isNull(users.deactivatedAt)))
      .orderBy(asc(users.createdAt));
    return rows.map(toUserJson);
  };
  app.get('/buyers', { config: adminOnly }, listRole('Buyer'));
  app.get('/sellers', { config: adminOnly }, listRole('Seller'));

  const deleteRole = (role: 'Buyer' | 'Seller') => async (request: { params: { id: string } }) => {
    // "Delete" deactivates: the account stays for the orders and payments that point at it.
    const deleted = await deactivateAccount(app.db, request.params.id, role);
    if (!deleted) throw notFound(`There is no ${role.toLowerCase()} with this id`);
    if (deleted.firebaseUid) await app.identityVerifier.deleteAccount(deleted.firebaseUid);
    return { acknowledged: true, deletedCount: 1 };
  };
  const byId = { config: adminWrite, schema: { params: idParamsSchema } };
  app.delete('/buyers/delete/:id', byId, deleteRole('Buyer'));
  app.delete('/sellers/delete/:id', byId, deleteRole('Seller'));

  app.put('/sellers/verify/:id', byId, async (request) => {
    const [seller] = await app.db
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.id, request.params.id), eq(users.role, 'Seller'), isNull(users.deactivatedAt)))
      .limit(1);
    if (!seller) throw notFound('There is no seller with this id');
    if (seller.status === 'Verified') return { acknowledged: true, modifiedCount: 0 };
    await app.db.update(users).set({ status: 'Verified' }).where(eq(users.id, request.params.id));
    return { acknowledged: true, modifiedCount: 1 };
  });
};

export default userAdminRoutes;
