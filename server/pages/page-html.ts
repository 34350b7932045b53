import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { headTags, withHeadTags } from '@server/page-heads/head-tags.ts';
import { scriptJson } from '@server/lib/script-json.ts';
import type { RenderedPage } from './page-renderer.ts';

/*
 * A site page as the server answers it: the built shell (index.html: the app's entry script and its preloads), with
 * the page's own head, its styles inlined (it paints with the HTML alone), its code preloaded, the rendered page
 * streamed into the app's root element, and the answers it was rendered with beside it for the browser to hydrate.
 */

/** The client build's manifest: each module's chunk, its stylesheets and the chunks it imports. */
type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

const MANIFEST_FILE = path.join('.vite', 'manifest.json');
const APP_ENTRY = 'index.html';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The code and stylesheets `module` loads with it (its static imports), but for those in `loaded`. */
function staticClosure(manifest: BuildManifest, module: string, loaded: ReadonlySet<string>): Set<string> {
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

/** How Vite links a stylesheet into the shell. */
const stylesheetLink = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
/**
 * A stylesheet inlined in the page: a disabled link to it (never fetched) tells Vite's loader of lazy chunks, which
 * adds the stylesheets a chunk needs unless the page links them already, that it is here.
 */
const presentMark = (file: string) => `<link rel="stylesheet" href="/${file}" disabled>`;

export interface PageAddress {
  /** The page's canonical URL. */
  pageUrl: string;
  /** The site's public origin, for the absolute URLs of its head. */
  origin: string;
}

/**
 * Reads the built shell and manifest of `webDistDir` once, and answers a function that turns a rendered page into
 * the HTML stream the server sends.
 */
export function pageHtmlWriter(webDistDir: string, stateId: string) {
  const shell = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifestFile = path.join(webDistDir, MANIFEST_FILE);
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : {};
  const stylesheets = new Map<string, string>();
  const stylesheet = (file: string) => {
    let css = stylesheets.get(file);
    if (css === undefined) {
      css = readFileSync(path.join(webDistDir, file), 'utf8');
      stylesheets.set(file, css);
    }
    return css;
  };

  // The entry's stylesheets are every page's: inlined in place of their links, so nothing blocks the first paint.
  const entryFiles = staticClosure(manifest, APP_ENTRY, new Set());
  let shellWithStyles = shell;
  for (const file of [...entryFiles].filter((name) => name.endsWith('.css'))) {
    shellWithStyles = shellWithStyles.replace(
      stylesheetLink(file),
      `<style>${stylesheet(file)}</style>${presentMark(file)}`,
    );
  }
  const rootAt = shellWithStyles.indexOf(ROOT_ELEMENT);
  if (rootAt < 0) throw new Error(`The built shell has no ${ROOT_ELEMENT}`);
  const beforeRoot = shellWithStyles.slice(0, rootAt) + ROOT_ELEMENT.replace('</div>', '');
  const afterRoot = shellWithStyles.slice(rootAt + ROOT_ELEMENT.length - '</div>'.length);

  return (page: RenderedPage, address: PageAddress): Readable => {
    const [pageModule] = page.modules;
    // The page and the footer are hydrated at once: their code is preloaded with the entry's.
    const nowFiles = new Set(page.modules.flatMap((module) => [...staticClosure(manifest, module, entryFiles)]));
    // The page's own lazy parts (the home page's sections) hydrate later: only their styles now.
    const laterFiles = new Set(
      (pageModule ? (manifest[pageModule]?.dynamicImports ?? []) : []).flatMap((module) => [
        ...staticClosure(manifest, module, new Set([...entryFiles, ...nowFiles])),
      ]),
    );
    const css = [...nowFiles, ...laterFiles].filter((file) => file.endsWith('.css'));
    const preloads = [...nowFiles].filter((file) => file.endsWith('.js'));
    const headAdditions = [
      ...(css.length > 0 ? [`<style>${css.map(stylesheet).join('\n')}</style>`] : []),
      ...css.map(presentMark),
    ].join('\n    ');
    // After the page's HTML, so the browser asks for the photos it shows first (the largest paint is a photo),
    // then for the code that hydrates them; the parser reaches these long before the entry script runs.
    const codePreloads = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    const head = withHeadTags(beforeRoot, headTags(page, address.pageUrl, address.origin)).replace(
      '</head>',
      `  ${headAdditions}\n  </head>`,
    );
    const tail = `</div>\n    ${codePreloads}<script type="application/json" id="${stateId}">${scriptJson(page.state)}</script>${afterRoot.slice('</div>'.length)}`;

    const body = new PassThrough();
    body.write(head);
    // React ends what it pipes into: the shell's tail follows the page, then the answer ends.
    page.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          body.write(chunk, done);
        },
        final(done) {
          body.end(tail);
          done();
        },
      }),
    );
    return body;
  };
}
