import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Product } from '@contract/catalogue.ts';
import type { PageHead } from '@contract/page-head.ts';

/*
 * The server's rendering of the site pages is the app's own (src/app/server/render-page.tsx, built into dist/.ssr by
 * npm run build): this module loads it beside the built app and lets its requests reach the API in-process.
 */

/** What the built renderer answers for a page (src/app/server/render-page.tsx). */
export interface RenderedPage {
  statusCode: number;
  head: PageHead;
  product?: Product;
  state: unknown;
  /** The modules rendered lazily (the page's, the footer's), as the client build's manifest names them. */
  modules: string[];
  errors: unknown[];
  pipe(destination: Writable): void;
}

export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRenderer {
  renderPage(url: string): Promise<RenderedPage | null>;
  answerRequestsWith(transport: ApiTransport): void;
  /** The id of the element the page's answers are written into. */
  PAGE_STATE_ID: string;
}

export const RENDERER_FILE = path.join('.ssr', 'render-page.js');

/** The pages' own requests answered in-process, as the API (or the built app's files) would answer the browser. */
export function answeredBy(app: FastifyInstance): ApiTransport {
  return async (url) => {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The renderer built beside the app in `webDistDir`, or null when this build has none. */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const file = path.join(webDistDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}
