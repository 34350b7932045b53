import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE_FOR_A_YEAR, PAINTED_PAGE } from '@server/lib/cache-control.ts';
import { answeredBy, firstPaintShell, loadFirstPaintRenderer } from '@server/first-paint/first-paint-html.ts';

type Options = { webDistDir: string };

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
 * Serves the built PWA at /: hashed assets are immutable, the shell and the service worker are always
 * revalidated. (Uploaded photos are served by uploads.ts.)
 */
export default fp<Options>(async (app, { webDistDir }) => {
  const indexHtml = path.join(webDistDir, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn(`No built app in ${webDistDir}: run "npm run build" to serve the PWA`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    // "/" is a page like the others (below), painted first when it can be.
    index: false,
    allowedPath: (pathname) => !isHiddenPath(pathname),
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? IMMUTABLE_FOR_A_YEAR : 'no-cache');
    },
  });
  const renderer = await loadFirstPaintRenderer(webDistDir);
  const writeShell = firstPaintShell(webDistDir);
  renderer?.answerRequestsWith(answeredBy(app));

  // Client-side routes (/product/…, /dashboard, unknown paths) all start from the app shell; the public pages
  // come already painted with their data.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || isHiddenPath(pathname)) {
      return reply.callNotFound();
    }
    // A file built after start-up is served; a missing one is a 404, never the shell posing as JavaScript.
    if (/\.[a-z0-9]+$/i.test(pathname)) return reply.sendFile(pathname.slice(1), webDistDir);
    reply.header('Cache-Control', 'no-cache');
    const paint = await renderer?.renderFirstPaint(request.url).catch((error: unknown) => {
      request.log.warn({ err: error }, 'The first paint failed; the app starts from its shell');
      return null;
    });
    if (!paint) return reply.sendFile('index.html', webDistDir);
    if (paint.statusCode === 200) reply.header('Cache-Control', PAINTED_PAGE);
    return reply.code(paint.statusCode).type('text/html; charset=utf-8').send(writeShell(paint));
  });
});
