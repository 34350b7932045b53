import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSellerVerified } from '../../../catalogue/catalogue-queries.ts';

const sellerVerifiedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sellers/verified/:email',
    { config: { readCache: true }, schema: { params: z.object({ email: z.string().email().max(254) }) } },
    async (request) => ({ isVerified: await isSellerVerified(app.db, request.params.email) }),
  );
};

export default sellerVerifiedRoutes;
