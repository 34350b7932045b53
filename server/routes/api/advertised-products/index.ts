import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListSchema } from '@contract/catalogue.ts';
import { listAdvertisedProducts } from '@server/catalogue/catalogue-queries.ts';

/** GET /api/advertised-products: the storefront. */
const advertisedProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { config: { readCache: true }, schema: { response: { 200: productListSchema } } }, async () =>
    listAdvertisedProducts(app.db),
  );
};

export default advertisedProductRoutes;
