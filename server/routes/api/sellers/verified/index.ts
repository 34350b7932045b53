import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerVerifiedSchema } from '@contract/catalogue.ts';
import { hasCapability } from '@contract/users.ts';
import { isSellerVerified } from '@server/catalogue/catalogue-queries.ts';
import { forbidden } from '@server/lib/http-errors.ts';

/**
 * GET /api/sellers/verified/{email}: whether a seller is verified, for that seller or an admin. Listings carry their
 * seller's badge themselves; asked of anyone's email, this would tell who has an account here.
 */
const sellerVerifiedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:email',
    {
      config: { access: 'signed-in' },
      schema: { params: z.object({ email: z.string().email().max(254) }), response: { 200: sellerVerifiedSchema } },
    },
    async (request) => {
      const caller = request.currentUser!;
      const email = request.params.email.toLowerCase();
      if (email !== caller.email && !hasCapability(caller.role, 'admin'))
        throw forbidden('You can only check your own account');
      return { isVerified: await isSellerVerified(app.db, email) };
    },
  );
};

export default sellerVerifiedRoutes;
