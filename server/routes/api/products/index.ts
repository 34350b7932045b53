import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/ids.ts';
import { searchQuerySchema } from '../../../../contract/search.ts';
import { findProduct, listAdvertisedProducts } from '../../../catalogue/catalogue-queries.ts';
import { searchProducts } from '../../../catalogue/search-products.ts';
import { notFound } from '../../../lib/http-errors.ts';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = { config: { readCache: true } };
  app.get('/advertised-products', cached, async () => listAdvertisedProducts(app.db));

  app.get('/products', { ...cached, schema: { querystring: searchQuerySchema } }, async (request) =>
    searchProducts(app.db, request.query),
  );

  app.get('/products/:id', { ...cached, schema: { params: idParamsSchema } }, async (request) => {
    const product = await findProduct(app.db, request.params.id);
    if (!product) throw notFound('This listing does not exist or was removed');
    return product;
  });
};

export default productRoutes;
