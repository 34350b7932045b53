import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * How the server answers a site page: the built renderer's page streamed into the built shell, with the page's
 * head, its stylesheets inlined and its code preloaded, and its answers beside it. The renderer here is a stand-in
 * built into a temporary dist; render-page.test.ts renders the app's real pages.
 */

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Shutterswap</title>
    <meta name="description" content="The shell's own." />
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-e1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', css: ['assets/index-e1.css'], imports: ['_react.js'], isEntry: true },
  '_react.js': { file: 'assets/react-r1.js' },
  'src/pages/ProductPage.tsx': {
    file: 'assets/ProductPage-p1.js',
    css: ['assets/ProductPage-p1.css'],
    imports: ['_react.js', '_card.js'],
    dynamicImports: ['src/pages/Gallery.tsx'],
  },
  '_card.js': { file: 'assets/card-c1.js', css: ['assets/card-c1.css', 'assets/index-e1.css'] },
  'src/pages/Gallery.tsx': { file: 'assets/Gallery-g1.js', css: ['assets/Gallery-g1.css'], imports: ['_card.js'] },
  'src/Footer.tsx': { file: 'assets/Footer-f1.js', css: ['assets/Footer-f1.css'], imports: ['_card.js'] },
};

const RENDERER = `
let answer;
export const PAGE_STATE_ID = 'page-state';
export function answerRequestsWith(transport) { answer = transport; }
export async function renderPage(url) {
  if (url === '/boom') throw new Error('renderer broke');
  if (url.startsWith('/dashboard')) return null;
  const health = await (await answer('/api/health', {})).text();
  return {
    statusCode: url === '/product/gone' ? 404 : 200,
    head: { title: 'Nikon FM2 – $275 – Shutterswap', description: 'A fine camera.', image: '/fm2.webp', type: 'product' },
    state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
    modules: ['src/pages/ProductPage.tsx', 'src/Footer.tsx'],
    errors: [],
    pipe(destination) {
      destination.write('<div class="site-frame"><h1>Nikon FM2</h1>');
      destination.write('<p>' + health + '</p></div>');
      destination.end();
    },
  };
}
`;

let t: TestApp;
beforeAll(async () => {
  const distDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shutterswap-pages-')), 'dist');
  await mkdir(path.join(distDir, '.vite'), { recursive: true });
  await mkdir(path.join(distDir, '.ssr'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(distDir, '.ssr', 'package.json'), '{ "type": "module" }');
  await writeFile(path.join(distDir, '.ssr', 'render-page.js'), RENDERER);
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets', 'index-e1.css'), 'body{margin:0}');
  await writeFile(path.join(distDir, 'assets', 'ProductPage-p1.css'), '.product{display:grid}');
  await writeFile(path.join(distDir, 'assets', 'card-c1.css'), '.card{padding:8px}');
  await writeFile(path.join(distDir, 'assets', 'Gallery-g1.css'), '.gallery{gap:4px}');
  await writeFile(path.join(distDir, 'assets', 'Footer-f1.css'), 'footer{color:#fff}');
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_ORIGIN: 'https://shutterswap.example' });
});
afterAll(() => t.close());

describe('a site page rendered by the server', () => {
  it("streams the page into the app's root element, rendered with the API's own answers", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Kept briefly by browsers and shared caches, then revalidated.
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.body).toContain(
      '<div id="root"><div class="site-frame"><h1>Nikon FM2</h1><p>{"ok":true,"version":"0.1.0"}</p></div></div>',
    );
  });

  it("writes the page's own head in place of the shell's", async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(body.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Nikon FM2 – $275 – Shutterswap</title>']);
    expect(body).toContain('<meta name="description" content="A fine camera." />');
    // The configured public origin, whatever Host the request named.
    expect(body).toContain('<link rel="canonical" href="https://shutterswap.example/product/fm2" />');
    expect(body).not.toContain("The shell's own.");
  });

  it("inlines the entry's, the page's, the footer's and the page's lazy parts' stylesheets, marked as present", async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(body.match(/<style>[^<]*<\/style>/g)).toEqual([
      '<style>body{margin:0}</style>',
      '<style>.product{display:grid}\n.card{padding:8px}\nfooter{color:#fff}\n.gallery{gap:4px}</style>',
    ]);
    expect(body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-e1.css" disabled>',
      '<link rel="stylesheet" href="/assets/ProductPage-p1.css" disabled>',
      '<link rel="stylesheet" href="/assets/card-c1.css" disabled>',
      '<link rel="stylesheet" href="/assets/Footer-f1.css" disabled>',
      '<link rel="stylesheet" href="/assets/Gallery-g1.css" disabled>',
    ]);
  });

  it("runs the app's entry, with the page's and the footer's code preloaded (hydrated at once), not its lazy parts'", async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(body.match(/<script [^>]*src[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/index-e1.js">',
    ]);
    expect(body.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-r1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ProductPage-p1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-c1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Footer-f1.js">',
    ]);
  });

  it("asks for the page's code after its HTML, so the photos it shows are fetched first", async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(body).toContain(
      '<p>{"ok":true,"version":"0.1.0"}</p></div></div>\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/ProductPage-p1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-c1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Footer-f1.js">' +
        '<script type="application/json" id="page-state">',
    );
  });

  it('gives the app the answers as JSON nothing in it can break out of, after the page', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/Footer-f1.js"><script type="application/json" id="page-state">' +
        '{"queries":[{"note":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}]}</script>',
    );
    expect(body).not.toContain('<script>alert(1)');
  });

  it('answers with the status the page says: 404 for a listing that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/product/gone' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Nikon FM2</h1>');
  });

  it('starts signed-in pages, and any page the renderer fails on, from the plain shell', async () => {
    for (const url of ['/dashboard/my-orders', '/boom']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
  });
});
