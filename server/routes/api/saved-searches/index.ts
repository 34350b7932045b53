import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@contract/ids.ts';
import { savedSearchesSchema, savedSearchInputSchema, searchSavedSchema } from '@contract/saved-searches.ts';
import { deletedSchema } from '@contract/selling.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from '@server/saved-searches/saved-searches.ts';

/** The buyer's saved searches: GET, POST (201 saved, 200 already saved), DELETE /api/saved-searches/{id}. */
const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyerWrite = { access: ['buy'], rateLimit: app.rateLimits.write } as const;

  app.get('', { config: { access: ['buy'] }, schema: { response: { 200: savedSearchesSchema } } }, async (request) =>
    listSavedSearches(app.db, request.currentUser!.id),
  );

  app.post(
    '',
    {
      config: buyerWrite,
      schema: { body: savedSearchInputSchema, response: { 200: searchSavedSchema, 201: searchSavedSchema } },
    },
    async (request, reply) => {
      const saved = await saveSearch(app.db, request.currentUser!.id, request.body);
      return reply.status(saved.alreadySaved ? 200 : 201).send({ acknowledged: true, ...saved });
    },
  );

  app.delete(
    '/:id',
    { config: buyerWrite, schema: { params: idParamsSchema, response: { 200: deletedSchema } } },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await deleteSavedSearch(app.db, request.currentUser!.id, request.params.id),
    }),
  );
};

export default savedSearchRoutes;
