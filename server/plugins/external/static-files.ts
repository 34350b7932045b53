import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE_FOR_A_YEAR, PAINTED_PAGE } from '@server/lib/cache-control.ts';
import { pageHtmlWriter } from '@server/pages/page-html.ts';
import { answeredBy, loadPageRenderer } from '@server/pages/page-renderer.ts';

/** `origin`: the configured public origin (PUBLIC_ORIGIN), the only one written into pages; never the Host header. */
type Options = { webDistDir: string; origin: string };

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The build's own files for the server (.ssr/ the renderer, .vite/ the manifest): never served. */
const isHiddenPath = (pathname: string) => {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.split('/').some((segment) => segment.startsWith('.'));
};

/**
 * Serves the built PWA at /: hashed assets are immutable, pages and the service worker are always revalidated.
 * A site page is rendered here with its data (src/app/server, built into dist/.ssr) and hydrated by the browser;
 * a path the app does not have is its 404 page; a signed-in path gets the app's shell. (Uploaded photos are served
 * by uploads.ts.)
 */
export default fp<Options>(async (app, { webDistDir, origin }) => {
  const indexHtml = path.join(webDistDir, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn(`No built app in ${webDistDir}: run "npm run build" to serve the PWA`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    // "/" is a page like the others (below), rendered with its data.
    index: false,
    allowedPath: (pathname) => !isHiddenPath(pathname),
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? IMMUTABLE_FOR_A_YEAR : 'no-cache');
    },
  });
  const renderer = await loadPageRenderer(webDistDir);
  if (!renderer) app.log.warn(`No page renderer in ${webDistDir}: pages start from the app's shell`);
  renderer?.answerRequestsWith(answeredBy(app));
  const writePage = renderer ? pageHtmlWriter(webDistDir, renderer.PAGE_STATE_ID) : null;

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || isHiddenPath(pathname)) {
      return reply.callNotFound();
    }
    // A file built after start-up is served; a missing one is a 404, never the shell posing as JavaScript.
    if (/\.[a-z0-9]+$/i.test(pathname)) return reply.sendFile(pathname.slice(1), webDistDir);
    reply.header('Cache-Control', 'no-cache');
    const page = await renderer?.renderPage(request.url).catch((error: unknown) => {
      request.log.error({ err: error }, 'The page could not be rendered; the browser renders it from the shell');
      return null;
    });
    if (!page || !writePage) return reply.sendFile('index.html', webDistDir);
    for (const error of page.errors) request.log.warn({ err: error }, 'A part of the page failed to render');
    if (page.statusCode === 200) reply.header('Cache-Control', PAINTED_PAGE);
    const html = writePage(page, { pageUrl: `${origin}${withoutTrailingSlash(pathname)}`, origin });
    return reply.code(page.statusCode).type('text/html; charset=utf-8').send(html);
  });
});
