import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { scriptJson } from '@server/lib/script-json.ts';

/*
 * The server's first paint (docs/design.md "First paint"): a public page is answered with the app's shell plus
 * the page already rendered with its data, so it paints before any script runs. The rendering is the app's own
 * (src/app/first-paint/render-first-paint.tsx, built into dist/.ssr by npm run build); this module loads it and
 * writes its result into the shell.
 */

/** What the built renderer answers for a page (src/app/first-paint/render-first-paint.tsx). */
export interface FirstPaint {
  html: string;
  state: unknown;
  statusCode: number;
  /** The modules painted (the footer's and the page's), as the client build's manifest names them. */
  modules: string[];
}

export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface FirstPaintRenderer {
  renderFirstPaint(url: string): Promise<FirstPaint | null>;
  answerRequestsWith(transport: ApiTransport): void;
}

/** The client build's manifest: each module's chunk, its stylesheets and the chunks it imports. */
type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

export const RENDERER_FILE = path.join('.ssr', 'render-first-paint.js');
const MANIFEST_FILE = path.join('.vite', 'manifest.json');

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
export async function loadFirstPaintRenderer(webDistDir: string): Promise<FirstPaintRenderer | null> {
  const file = path.join(webDistDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as FirstPaintRenderer;
}

/** The stylesheets and code of `module` and the chunks it imports, but those `loaded` already. */
function chunkAssets(manifest: BuildManifest, module: string, loaded = new Set<string>()): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || loaded.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of chunk.css ?? []) if (!loaded.has(file)) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return files;
}

const SHELL_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\s*/g;
const SHELL_MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/[^"]+\.js">\s*/g;
const SHELL_ENTRY = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>\s*/;
/** The painted page's own script (src/first-paint-start.ts): it starts the app when the visitor wants it. */
const STARTER = 'src/first-paint-start.ts';
const APP_ENTRY = 'index.html';

/**
 * Writes first paints into the built shell (`index.html`). Its stylesheets and the page's own are inlined, so the
 * page paints with the HTML alone. The app's code is not loaded with the page: the painted page's small script
 * runs it when the visitor reaches for it (or at once when signed in).
 */
export function firstPaintShell(webDistDir: string) {
  const shell = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifestFile = path.join(webDistDir, MANIFEST_FILE);
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : {};

  // The app entry's own stylesheets are the shell's, inlined with the page's.
  const appFiles = chunkAssets(manifest, APP_ENTRY);
  const shellStylesheets = [...shell.matchAll(SHELL_STYLESHEET)].map((match) => match[1] ?? '');
  const stylesheets = new Map<string, string>();
  const stylesheet = (file: string) => {
    let css = stylesheets.get(file);
    if (css === undefined) {
      css = readFileSync(path.join(webDistDir, file), 'utf8');
      stylesheets.set(file, css);
    }
    return css;
  };
  const [starterFile, ...starterImports] = [...chunkAssets(manifest, STARTER)].filter((file) => file.endsWith('.js'));
  const starterTags = [
    ...starterImports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...(starterFile ? [`<script type="module" crossorigin src="/${starterFile}"></script>`] : []),
  ].join('\n    ');

  return (paint: FirstPaint): string => {
    const paintedFiles = new Set(paint.modules.flatMap((module) => [...chunkAssets(manifest, module, appFiles)]));
    const paintedStylesheets = [...paintedFiles].filter((file) => file.endsWith('.css'));
    const styles = [...shellStylesheets, ...paintedStylesheets].map(stylesheet).join('\n');
    return shell
      .replace('<html lang="en">', '<html lang="en" class="has-first-paint">')
      .replace(SHELL_STYLESHEET, '')
      .replace(SHELL_MODULE_PRELOAD, '')
      .replace(SHELL_ENTRY, '')
      .replace('</head>', `  ${starterTags}\n    <style>${styles}</style>\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root"></div>\n    <div id="first-paint">${paint.html}</div>\n` +
          `    <script type="application/json" id="first-paint-state">${scriptJson(paint.state)}</script>`,
      );
  };
}
