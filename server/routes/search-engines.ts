import type { FastifyPluginAsync } from 'fastify';
import { listProductPagesOnSale } from '@server/catalogue/catalogue-queries.ts';
import { readBlogPosts } from '@server/page-heads/blog-posts.ts';
import { robotsTxt, sitemapXml } from '@server/page-heads/sitemap.ts';
import type { RouteOptions } from '@server/route-options.ts';

/** GET /sitemap.xml and /robots.txt, for search engines, with the configured public origin. */
const searchEngineRoutes: FastifyPluginAsync<RouteOptions> = async (app, { config }) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const [listings, posts] = await Promise.all([listProductPagesOnSale(app.db), readBlogPosts(config.webDistDir)]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(config.publicOrigin, listings, posts));
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(robotsTxt(config.publicOrigin)),
  );
};

export default searchEngineRoutes;
