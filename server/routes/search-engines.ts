import type { FastifyPluginAsync } from 'fastify';
import { listAdvertisedProducts } from '@server/catalogue/catalogue-queries.ts';
import { siteOrigin } from '@server/page-heads/site-origin.ts';
import { robotsTxt, sitemapXml } from '@server/page-heads/sitemap.ts';

/** GET /sitemap.xml and /robots.txt, for search engines. */
const searchEngineRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', async (request, reply) => {
    const listings = await listAdvertisedProducts(app.db, { signedIn: false });
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(siteOrigin(request), listings));
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(robotsTxt(siteOrigin(request))),
  );
};

export default searchEngineRoutes;
