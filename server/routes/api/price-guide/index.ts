import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceGuideQuerySchema, priceGuideSchema } from '@contract/price-guide.ts';
import { priceGuide } from '@server/catalogue/price-guide.ts';

/** GET /api/price-guide?name=&brand=: what the model sold for here (a listing's page, the listing form). */
const priceGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { readCache: true },
      schema: { querystring: priceGuideQuerySchema, response: { 200: priceGuideSchema } },
    },
    async (request) => priceGuide(app.db, request.query),
  );
};

export default priceGuideRoutes;
