import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { headOfPath } from '@server/page-heads/page-head-of-path.ts';
import { headTags, withHeadTags } from '@server/page-heads/head-tags.ts';

async function text(payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  return null;
}

/**
 * Writes the public pages' own head (title, description, canonical URL, Open Graph, a listing's JSON-LD) into the
 * app's HTML however it was produced (the shell file or a first paint), so pages fetched without JavaScript say
 * what they are, with the configured public origin (never the request's Host). Registered before compression, whose onSend hook must see the finished page.
 */
export default fp<{ webDistDir: string; origin: string }>(async (app, { webDistDir, origin }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const requested = request.url.split('?')[0] ?? '/';
    const pathname = requested.length > 1 ? requested.replace(/\/+$/, '') : requested;
    const page = await headOfPath(app.db, pathname, webDistDir);
    if (!page) return payload;
    const html = await text(payload);
    if (html === null || !html.includes('</head>')) return html ?? payload;
    // The file's validators would let a browser keep a head written for an older price or description.
    reply.removeHeader('content-length').removeHeader('etag').removeHeader('last-modified');
    return withHeadTags(html, headTags(page, `${origin}${pathname}`, origin));
  });
});
