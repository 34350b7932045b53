import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/ids.ts';
import { searchQuerySchema } from '../../../../contract/search.ts';
import { findProduct, listAdvertisedProducts } from '../../../catalogue/catalogue-queries.ts';
import { searchProducts } from '../../../catalogue/search-products.ts';
import { notFound } from '../../../lib/http-errors.ts';

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/advertised-products', async () => listAdvertisedProducts(app.db));

  app.get('/products', { schema: { querystring: searchQuerySchema } }, async (request) =>
    searchProducts(app.db, request.query),
  );

  app.get('/products/:id', { schema: { params: idParamsSchema } }, async (request) => {
    const product = await findProduct(app.db, request.params.id);
    if (!product) throw notFound('This listing does not exist or was removed');
    return product;
  });
};

export default productRoutes;
