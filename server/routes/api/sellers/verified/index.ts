import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerVerifiedSchema } from '@contract/catalogue.ts';
import { isSellerVerified } from '@server/catalogue/catalogue-queries.ts';

/** GET /api/sellers/verified/{email}: whether a seller is verified (the badge on listings). */
const sellerVerifiedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:email',
    {
      config: { readCache: true },
      schema: { params: z.object({ email: z.string().email().max(254) }), response: { 200: sellerVerifiedSchema } },
    },
    async (request) => ({ isVerified: await isSellerVerified(app.db, request.params.email) }),
  );
};

export default sellerVerifiedRoutes;
