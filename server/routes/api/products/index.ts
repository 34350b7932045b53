import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/ids.ts';
import { searchQuerySchema } from '../../../../contract/search.ts';
import { findProduct, listAdvertisedProducts } from '../../../catalogue/catalogue-queries.ts';
import { audienceOf } from '../../../catalogue/contact-visibility.ts';
import { searchProducts } from '../../../catalogue/search-products.ts';
import { notFound } from '../../../lib/http-errors.ts';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = { config: { readCache: true } };
  app.get('/advertised-products', cached, async (request, reply) =>
    listAdvertisedProducts(app.db, await audienceOf(request, reply)),
  );

  app.get('/products', { ...cached, schema: { querystring: searchQuerySchema } }, async (request, reply) =>
    searchProducts(app.db, request.query, await audienceOf(request, reply)),
  );

  app.get('/products/:id', { ...cached, schema: { params: idParamsSchema } }, async (request, reply) => {
    const product = await findProduct(app.db, request.params.id, await audienceOf(request, reply));
    if (!product) throw notFound('This listing does not exist or was removed');
    return product;
  });
};

export default productRoutes;
