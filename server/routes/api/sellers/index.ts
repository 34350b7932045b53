import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@contract/ids.ts';
import {
  sellerParamsSchema,
  sellerProfileSchema,
  sellerReviewsPageSchema,
  sellerReviewsQuerySchema,
} from '@contract/sellers.ts';
import { deletedSchema, modifiedSchema } from '@contract/selling.ts';
import { userListSchema } from '@contract/users.ts';
import type { RouteOptions } from '@server/route-options.ts';
import { notFound } from '@server/lib/http-errors.ts';
import { findSellerAccount, sellerProfile } from '@server/sellers/seller-profile.ts';
import { listSellerReviews } from '@server/sellers/seller-reviews.ts';
import { listActiveUsers, removeAccount, verifySeller } from '@server/users/user-admin.ts';

const NO_SUCH_SELLER = 'There is no seller with this id';

/**
 * Anyone: GET /api/sellers/{sellerId} (a seller's public page: no contact details) and GET
 * /api/sellers/{sellerId}/reviews (older written reviews). Admin only: GET /api/sellers (All Sellers), DELETE
 * /api/sellers/delete/{id}, PUT /api/sellers/verify/{id}.
 */
const sellerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  const adminWrite = { access: ['admin'], rateLimit: app.rateLimits.write } as const;

  app.get(
    '/:sellerId',
    { config: { readCache: true }, schema: { params: sellerParamsSchema, response: { 200: sellerProfileSchema } } },
    async (request) => {
      const profile = await sellerProfile(app.db, request.params.sellerId);
      if (!profile) throw notFound(NO_SUCH_SELLER);
      return profile;
    },
  );

  app.get(
    '/:sellerId/reviews',
    {
      config: { readCache: true },
      schema: {
        params: sellerParamsSchema,
        querystring: sellerReviewsQuerySchema,
        response: { 200: sellerReviewsPageSchema },
      },
    },
    async (request) => {
      const seller = await findSellerAccount(app.db, request.params.sellerId);
      if (!seller) throw notFound(NO_SUCH_SELLER);
      return listSellerReviews(app.db, seller.id, request.query.cursor);
    },
  );

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
      if (modifiedCount === undefined) throw notFound(NO_SUCH_SELLER);
      return { acknowledged: true as const, modifiedCount };
    },
  );
};

export default sellerRoutes;
