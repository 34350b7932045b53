import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * How the server answers a public page with its first paint: the built renderer's HTML and data written into the
 * built shell, with the page's own stylesheets and code linked early. The renderer here is a stand-in built into
 * a temporary dist; render-first-paint.test.ts renders the app's real pages.
 */

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Shutterswap</title>
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
  },
  '_card.js': { file: 'assets/card-c1.js', css: ['assets/card-c1.css', 'assets/index-e1.css'] },
  'src/Footer.tsx': { file: 'assets/Footer-f1.js', css: ['assets/Footer-f1.css'], imports: ['_card.js'] },
  'src/first-paint-start.ts': { file: 'assets/first-paint-start-s1.js', imports: ['_replay.js'], isEntry: true },
  '_replay.js': { file: 'assets/replay-y1.js' },
};

const RENDERER = `
let answer;
export function answerRequestsWith(transport) { answer = transport; }
export async function renderFirstPaint(url) {
  if (url === '/boom') throw new Error('renderer broke');
  if (!url.startsWith('/product/')) return null;
  const health = await (await answer('/api/health', {})).text();
  return {
    html: '<h1>Nikon FM2</h1><p>' + health + '</p>',
    state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
    statusCode: url === '/product/gone' ? 404 : 200,
    modules: ['src/Footer.tsx', 'src/pages/ProductPage.tsx'],
  };
}
`;

let t: TestApp;
beforeAll(async () => {
  const distDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shutterswap-first-paint-')), 'dist');
  await mkdir(path.join(distDir, '.vite'), { recursive: true });
  await mkdir(path.join(distDir, '.ssr'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(distDir, '.ssr', 'package.json'), '{ "type": "module" }');
  await writeFile(path.join(distDir, '.ssr', 'render-first-paint.js'), RENDERER);
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets', 'index-e1.css'), 'body{margin:0}');
  await writeFile(path.join(distDir, 'assets', 'ProductPage-p1.css'), '.product{display:grid}');
  await writeFile(path.join(distDir, 'assets', 'card-c1.css'), '.card{padding:8px}');
  await writeFile(path.join(distDir, 'assets', 'Footer-f1.css'), 'footer{color:#fff}');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(() => t.close());

describe('a public page painted by the server', () => {
  it("carries the page's HTML over the app, painted with the API's own answers", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Kept briefly by browsers and shared caches, then revalidated.
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.body).toContain('<html lang="en" class="has-first-paint">');
    expect(response.body).toContain(
      '<div id="root"></div>\n    <div id="first-paint"><h1>Nikon FM2</h1><p>{"ok":true}</p></div>',
    );
  });

  it("inlines the shell's, the footer's and the page's stylesheets, and preloads only the painted page's own small script", async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(body.match(/<link [^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/replay-y1.js" />',
    ]);
    expect(body.match(/<style>[^<]*<\/style>/g)).toEqual([
      '<style>body{margin:0}\nfooter{color:#fff}\n.card{padding:8px}\n.product{display:grid}</style>',
    ]);
  });

  it("runs the painted page's own script, not the app's", async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(body.match(/<script [^>]*src[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/first-paint-start-s1.js">',
    ]);
  });

  it('gives the app the data as JSON nothing in it can break out of', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/product/fm2' });
    expect(body).toContain(
      '<script type="application/json" id="first-paint-state">' +
        '{"queries":[{"note":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}]}</script>',
    );
    expect(body).not.toContain('<script>alert(1)');
  });

  it('answers a listing that does not exist with 404, painted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/product/gone' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="first-paint">');
  });

  it('starts other pages, and any page the renderer fails on, from the plain shell', async () => {
    for (const url of ['/dashboard/my-orders', '/boom']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
  });
});
