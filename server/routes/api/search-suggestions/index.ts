import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchSuggestionsQuerySchema, searchSuggestionsSchema } from '@contract/search.ts';
import { searchSuggestions } from '@server/catalogue/search-suggestions.ts';

/** GET /api/search-suggestions?q=: the models a search box offers while a buyer types. */
const searchSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { readCache: true },
      schema: { querystring: searchSuggestionsQuerySchema, response: { 200: searchSuggestionsSchema } },
    },
    async (request) => searchSuggestions(app.db, request.query.q),
  );
};

export default searchSuggestionRoutes;
